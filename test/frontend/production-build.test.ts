/**
 * The build script makes what ships whatever NODE_ENV it inherits: built here under jest's
 * NODE_ENV=test, the web app must carry React's production runtime (no jsx-dev-runtime, no development
 * warnings, minified errors), and its record of inputs must say it is fresh (frontend/build-inputs.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildState, recordFileOf } from '../../frontend/build-inputs';
import { buildWebApp, type WebBuild } from '../e2e/web-build';

jest.setTimeout(120_000);

const ROOT = join(__dirname, '..', '..');
let web: WebBuild;
let scripts: { name: string; code: string }[];

beforeAll(() => {
  expect(process.env.NODE_ENV).toBe('test');
  web = buildWebApp({ ...process.env, NODE_ENV: 'test' });
  const assets = join(web.dist, 'assets');
  scripts = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((name) => ({ name, code: readFileSync(join(assets, name), 'utf8') }));
});

afterAll(() => web?.dispose());

describe('a build made under NODE_ENV=test', () => {
  it("has no chunk of React's development runtime", () => {
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.map((s) => s.name).filter((n) => /dev-runtime|development/.test(n))).toEqual([]);
    // jsxDEV is the development JSX factory; the key warning only exists in React DOM's development build
    // ("Warning: " alone is no sign: pdf.js, in the review step's chunk, logs with that prefix too).
    expect(
      scripts
        .filter((s) =>
          /\bjsxDEV\b|Each child in a list should have a unique|react-dom\.development/.test(s.code),
        )
        .map((s) => s.name),
    ).toEqual([]);
  });

  it("carries React's production runtime (minified errors)", () => {
    expect(scripts.some((s) => s.code.includes('Minified React error #'))).toBe(true);
  });

  it('records its inputs beside it, fresh, with the core modules and the lockfile it was made from', () => {
    expect(buildState(ROOT, web.dist)).toEqual({ fresh: true });
    const record = JSON.parse(readFileSync(recordFileOf(web.dist), 'utf8')) as Record<string, string>;
    expect(Object.keys(record)).toEqual(
      expect.arrayContaining([
        'frontend/src/main.tsx',
        'frontend/index.html',
        'core/src/brand.ts',
        'core/package.json',
        'package-lock.json',
      ]),
    );
    // Server-only core code never reaches the web app, so changing it does not rebuild it.
    expect(Object.keys(record).filter((k) => k.startsWith('core/src/writer'))).toEqual([]);
    expect(buildState(ROOT, web.dist, { ...process.env, VITE_GOOGLE_CLIENT_ID: 'another-client' })).toEqual({
      fresh: false,
      reason: 'the web app changed since its last build (the VITE_* environment)',
    });
  });
});
