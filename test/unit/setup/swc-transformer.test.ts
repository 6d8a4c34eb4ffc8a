/**
 * The test suite's transformer (test/setup/swc-transformer.js): a file's cache key depends on its bytes,
 * its path from the root and the configuration, never on the clone's folder, so every clone on a machine
 * shares jest's transform cache; and what is cached names no clone (the source map names the file by
 * its base name).
 */
const { createTransformer } = require('../../setup/swc-transformer') as {
  createTransformer(options: object): {
    getCacheKey(src: string, filename: string, options: object): string;
    process(src: string, filename: string, options: object): { code: string };
  };
};

const transformer = createTransformer({
  jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
  module: { type: 'commonjs' },
});
const SOURCE = 'export const answer: number = 42;\n';

/** The options jest passes a transformer for a project rooted at `rootDir` (its configuration as jest serialises it). */
function jestOptions(rootDir: string, extra: Record<string, unknown> = {}) {
  const config = { rootDir, roots: [`${rootDir}/test/unit`], id: 'recurso-unit', ...extra };
  return { config, configString: JSON.stringify(config), instrument: false, supportsStaticESM: false };
}
const key = (rootDir: string, src = SOURCE, extra: Record<string, unknown> = {}) =>
  transformer.getCacheKey(src, `${rootDir}/core/src/answer.ts`, jestOptions(rootDir, extra));

describe('the cache key', () => {
  it('is the same for the same file in two clones', () => {
    expect(key('/work/main')).toBe(key('/tmp/ci-clone'));
  });

  it('changes with the bytes, the configuration and the path from the root', () => {
    expect(key('/work/main', 'export const answer: number = 43;\n')).not.toBe(key('/work/main'));
    expect(key('/work/main', SOURCE, { testTimeout: 1 })).not.toBe(key('/work/main'));
    const moved = transformer.getCacheKey(SOURCE, '/work/main/core/src/other.ts', jestOptions('/work/main'));
    expect(moved).not.toBe(key('/work/main'));
  });
});

describe('the transformed file', () => {
  it("names the source by its base name in the inline source map, never by the clone's folder", () => {
    const filename = '/tmp/ci-clone/core/src/answer.ts';
    const { code } = transformer.process(SOURCE, filename, jestOptions('/tmp/ci-clone'));
    expect(code).not.toContain('/tmp/ci-clone');
    const encoded = /\/\/# sourceMappingURL=data:application\/json;base64,(\S+)\n$/.exec(code)?.[1] ?? '';
    const map = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    expect(map.sources).toEqual(['answer.ts']);
    expect(map.sourcesContent).toEqual([SOURCE]);
    expect(code).toContain('const answer = 42;');
  });
});
