/**
 * Builds the app once per test file for the cdk tier: the real lib/ with cdk.json's context, pointed at
 * fixture entries, ASL files and a fixture frontend build, without esbuild (bundles are tested on their own).
 * aws-cdk-lib's built-in CloudFormation validation (WebAssembly, ~12 s of CPU a synth) runs where a file
 * asks for it (`cloudFormationValidation: true`: stacks.checks.ts and nag.checks.ts, one test file between them,
 * validated-synths.test.ts, so the validator is set up once); the other files synth the
 * same app again to assert on its templates, so they skip it.
 */
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { type BuildOptions, type BuiltApp, buildApp } from '../../lib/build-app';
import type { Config } from '../../lib/config';

export const FIXTURES = join(__dirname, 'fixtures');
export const CDK_CONTEXT = (
  JSON.parse(readFileSync(join(__dirname, '..', '..', 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  }
).context;

const outdirs: string[] = [];
/**
 * A synth's output folder, removed after the test file. Without one an App writes to a folder of its own
 * that nothing removes (`$TMPDIR/cdk.outXXXXXX`, aws-cdk-lib's default): dozens were left after a run.
 */
export function testOutdir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'recurso-cdk-test-'));
  outdirs.push(dir);
  return dir;
}
// Registered in every test file that imports this module (jest loads it per file).
afterAll(() => {
  for (const dir of outdirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export const fixtureOptions = (extra: BuildOptions = {}): BuildOptions => ({
  outdir: testOutdir(),
  functionsSrc: join(FIXTURES, 'functions'),
  statemachinesDir: join(FIXTURES, 'statemachines'),
  frontendDist: join(FIXTURES, 'dist'),
  skipBundling: true,
  cloudFormationValidation: false,
  env: {},
  ...extra,
  context: { ...CDK_CONTEXT, ...extra.context },
});

export interface Synthesized extends BuiltApp {
  data: BuiltApp['data'];
  templates: { data: Template; edge: Template; service: Template };
}

export function synthFixtureApp(extra: BuildOptions = {}): Synthesized {
  const built = buildApp(fixtureOptions(extra));
  const templates = {
    data: Template.fromStack(built.data),
    edge: Template.fromStack(built.edge),
    service: Template.fromStack(built.service),
  };
  return { ...built, templates };
}

const ROOT = join(__dirname, '..', '..');
/**
 * What a synth of the fixture app reads: lib/ and the workspace sources it imports (the route table, the
 * table's keys, the site's facts), the fixtures, cdk.json's context, this file, the packages' versions.
 */
export const SYNTH_INPUTS = [
  'lib',
  'core/src',
  'functions/src',
  'test/cdk/fixtures',
  'test/cdk/app.ts',
  'cdk.json',
  'package-lock.json',
  'tsconfig.json',
];

/**
 * A hash of every file under `paths` (relative to `root`): its path from the root and its bytes, so an
 * added, removed, renamed or changed file changes it; and of what else a synth reads (Node's version, the
 * CDK_* and AWS_* variables aws-cdk-lib looks at).
 */
export function inputsHash(root: string, paths: string[], env: NodeJS.ProcessEnv = process.env): string {
  const h = createHash('sha256');
  const add = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (name !== 'node_modules') add(join(path, name));
    } else
      h.update(`${relative(root, path)}\0`)
        .update(readFileSync(path))
        .update('\0');
  };
  for (const path of paths) add(join(root, path));
  const vars = Object.keys(env)
    .filter((k) => /^(CDK|AWS)_/.test(k))
    .sort()
    .map((k) => `${k}=${env[k]}`);
  h.update(`${process.version}\n${vars.join('\n')}`);
  return h.digest('hex').slice(0, 24);
}

export interface FixtureTemplates {
  config: Config;
  templates: Synthesized['templates'];
  /** Whether this call synthesized the app (false: the templates came from the cache). */
  synthesized: boolean;
}

/** Where the fixture app's templates are kept, by the hash of their inputs; shared by the machine's clones. */
export const TEMPLATE_CACHE = join(tmpdir(), 'recurso-cdk-templates');
const STALE_MS = 24 * 3600_000;

/**
 * The templates and config of the fixture app with the default options (`synthFixtureApp()`), for the files
 * that only assert on them: synthesized once for the bytes of SYNTH_INPUTS (~3.4 s of CPU a synth) and
 * read back as JSON by the other files and later runs (~0.05 s). A change to any input is another hash:
 * a synth, never a stale template. `cache` for its own test.
 */
export function fixtureTemplates(cache = TEMPLATE_CACHE): FixtureTemplates {
  const file = join(cache, `${inputsHash(ROOT, SYNTH_INPUTS)}.json`);
  let stored: { config: Config; data: object; edge: object; service: object } | undefined;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    stored = undefined;
  }
  if (stored) {
    const { config, data, edge, service } = stored;
    const templates = {
      data: Template.fromJSON(data),
      edge: Template.fromJSON(edge),
      service: Template.fromJSON(service),
    };
    return { config, templates, synthesized: false };
  }
  const { config, templates } = synthFixtureApp();
  mkdirSync(cache, { recursive: true });
  const json = JSON.stringify({
    config,
    data: templates.data.toJSON(),
    edge: templates.edge.toJSON(),
    service: templates.service.toJSON(),
  });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, json);
  renameSync(tmp, file);
  for (const name of readdirSync(cache)) {
    const other = join(cache, name);
    try {
      if (other !== file && Date.now() - statSync(other).mtimeMs > STALE_MS) rmSync(other, { force: true });
    } catch {
      // another run's file, gone meanwhile
    }
  }
  return { config, templates, synthesized: true };
}
