/**
 * Builds the app once per test file for the cdk tier: the real lib/ with cdk.json's context, pointed at
 * fixture entries, ASL files and a fixture frontend build, without esbuild (bundles are tested on their own).
 * aws-cdk-lib's built-in CloudFormation validation (WebAssembly, ~12 s of CPU a synth) runs where a file
 * asks for it (`cloudFormationValidation: true`: stacks.checks.ts and nag.checks.ts, one test file between them,
 * validated-synths.test.ts, so the validator is set up once); the other files synth the
 * same app again to assert on its templates, so they skip it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { type BuildOptions, type BuiltApp, buildApp } from '../../lib/build-app';

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
