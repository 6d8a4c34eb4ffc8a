/**
 * `npm start` rebuilds the web app when its inputs changed since the last build (frontend/build-inputs.ts):
 * a repository in a temp folder, a build record as the build plugin writes it, then each kind of change.
 */
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildState, currentInputs, recordFileOf } from '../../../frontend/build-inputs';

let repo: string;
let dist: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
};
const CLIENT_ID = '1234-recurso.apps.googleusercontent.com';
const ENV = { VITE_GOOGLE_CLIENT_ID: CLIENT_ID, PATH: '/usr/bin' };
/** What the build plugin records: frontend/, the lockfile, the environment and the outside files it loaded. */
const recordBuild = (loaded: string[] = ['core/src/brand.ts', 'core/package.json']) =>
  writeFileSync(recordFileOf(dist), JSON.stringify(currentInputs(repo, loaded, ENV)));
const state = (env: NodeJS.ProcessEnv = ENV) => buildState(repo, dist, env);

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'recurso-inputs-'));
  dist = join(repo, 'frontend', 'dist');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('frontend/index.html', '<div id="root"></div>');
  write('frontend/vite.config.ts', 'export default {};');
  write('frontend/src/main.tsx', 'hydrate();');
  write('frontend/public/favicon.svg', '<svg/>');
  write('frontend/node_modules/react/index.js', 'react');
  write('core/package.json', '{"name":"@recurso/core"}');
  write('core/src/brand.ts', "export const BRAND = { companyName: 'Recurso Certo' };");
  write('core/src/writer.ts', 'server only');
  write('frontend/dist/index.html', '<html></html>');
  recordBuild();
});

afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('a build of the web app', () => {
  it('is fresh while nothing it was made from changed', () => {
    expect(state()).toEqual({ fresh: true });
  });

  it('is missing before the first build', () => {
    rmSync(dist, { recursive: true });
    expect(state()).toEqual({ fresh: false, reason: 'the web app has not been built yet' });
  });

  it('is stale without a record (a failed build leaves none, and so did builds before this one)', () => {
    unlinkSync(recordFileOf(dist));
    expect(state()).toEqual({ fresh: false, reason: 'the web app build has no record of its inputs' });
  });

  it.each([
    ['a source', 'frontend/src/main.tsx'],
    ['the page template', 'frontend/index.html'],
    ['the build config', 'frontend/vite.config.ts'],
    ['a public file', 'frontend/public/favicon.svg'],
    ['the lockfile', 'package-lock.json'],
    ['a core module the app imports', 'core/src/brand.ts'],
    ['the package.json of that module', 'core/package.json'],
  ])('is stale after a change to %s, and says which file', (_, path) => {
    write(path, 'changed');
    expect(state()).toEqual({
      fresh: false,
      reason: `the web app changed since its last build (${path})`,
    });
  });

  it('is stale when a source is added or removed, and counts the changes', () => {
    write('frontend/src/new-page.tsx', 'export {};');
    unlinkSync(join(repo, 'frontend/public/favicon.svg'));
    expect(state()).toEqual({
      fresh: false,
      reason: 'the web app changed since its last build (frontend/public/favicon.svg and 1 more)',
    });
  });

  it('is stale when a VITE_* variable differs, and stores no value', () => {
    expect(state({ ...ENV, VITE_GOOGLE_CLIENT_ID: 'other' })).toEqual({
      fresh: false,
      reason: 'the web app changed since its last build (the VITE_* environment)',
    });
    expect(JSON.stringify(currentInputs(repo, [], ENV))).not.toContain(CLIENT_ID);
  });

  it('ignores what is not an input: other variables, core modules it never loaded, dependencies, builds', () => {
    write('core/src/writer.ts', 'changed on the server side');
    write('frontend/node_modules/react/index.js', 'reinstalled');
    write('frontend/dist/assets/index-abc.js', 'output');
    write('frontend/dist-e2e/index.html', 'another build');
    expect(state({ ...ENV, PATH: '/other' })).toEqual({ fresh: true });
  });
});
