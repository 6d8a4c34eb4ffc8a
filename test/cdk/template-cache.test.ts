/**
 * The fixture app's templates are synthesized once for the bytes of their inputs and read back by the
 * files that only assert on them (./app.ts fixtureTemplates): a changed input is another key, never a stale
 * template.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureTemplates, inputsHash, SYNTH_INPUTS } from './app';

const dir = mkdtempSync(join(tmpdir(), 'recurso-cdk-cache-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('inputsHash', () => {
  const tree = join(dir, 'tree');
  mkdirSync(join(tree, 'lib', 'sub'), { recursive: true });
  writeFileSync(join(tree, 'lib', 'a.ts'), 'export const a = 1;');
  writeFileSync(join(tree, 'lib', 'sub', 'b.ts'), 'export const b = 2;');
  writeFileSync(join(tree, 'cdk.json'), '{}');
  const hash = (env = {}) => inputsHash(tree, ['lib', 'cdk.json'], env);

  it('is the same for the same files, and changes with a file’s bytes, an added file, a rename', () => {
    const first = hash();
    expect(hash()).toBe(first);
    writeFileSync(join(tree, 'lib', 'sub', 'b.ts'), 'export const b = 3;');
    const changed = hash();
    expect(changed).not.toBe(first);
    writeFileSync(join(tree, 'lib', 'c.ts'), '');
    const added = hash();
    expect(added).not.toBe(changed);
    rmSync(join(tree, 'lib', 'c.ts'));
    writeFileSync(join(tree, 'lib', 'd.ts'), '');
    expect(hash()).not.toBe(added);
  });

  it('changes with the CDK_ and AWS_ variables, not with others', () => {
    expect(hash({ HOME: '/x' })).toBe(hash());
    expect(hash({ CDK_DEFAULT_ACCOUNT: '123' })).not.toBe(hash());
    expect(hash({ AWS_REGION: 'sa-east-1' })).not.toBe(hash());
  });

  it('covers lib/, the sources it imports, the fixtures and the context', () => {
    expect(SYNTH_INPUTS).toEqual(
      expect.arrayContaining([
        'lib',
        'core/src',
        'functions/src',
        'test/cdk/fixtures',
        'cdk.json',
        'package-lock.json',
      ]),
    );
  });
});

describe('fixtureTemplates', () => {
  it('reads the templates kept for the inputs’ hash instead of synthesizing', () => {
    const cache = join(dir, 'cache');
    mkdirSync(cache, { recursive: true });
    const resources = { Resources: { Marker: { Type: 'AWS::SNS::Topic', Properties: {} } } };
    writeFileSync(
      join(cache, `${inputsHash(join(__dirname, '..', '..'), SYNTH_INPUTS)}.json`),
      JSON.stringify({ config: { stage: 'kept' }, data: resources, edge: resources, service: resources }),
    );
    const kept = fixtureTemplates(cache);
    expect(kept.synthesized).toBe(false);
    expect(kept.config).toEqual({ stage: 'kept' });
    kept.templates.service.resourceCountIs('AWS::SNS::Topic', 1);
  });
});
