/**
 * The test order (test/setup/sequencer.js): with no timing cache the files measured slowest start first;
 * jest's timing cache is the clone's own even though the project ids, fixed so that clones share
 * transforms, are the same in every clone.
 */
import { tmpdir } from 'node:os';

const SlowestFirst = require('../../setup/sequencer') as new (
  options: object,
) => {
  _getCachePath(context: object): string;
  sort(tests: object[]): Promise<{ path: string }[]> | { path: string }[];
};

const context = (rootDir: string) => ({
  config: { rootDir, id: 'recurso-e2e', cacheDirectory: tmpdir(), haste: {} },
  hasteFS: { getSize: () => 1 },
});
const sequencer = new SlowestFirst({ contexts: [], globalConfig: {} });

it('keeps a timing cache per clone', () => {
  expect(sequencer._getCachePath(context('/tmp/ci-clone'))).not.toBe(
    sequencer._getCachePath(context('/work/main')),
  );
  expect(sequencer._getCachePath(context('/work/main'))).toBe(sequencer._getCachePath(context('/work/main')));
});

it('starts the files measured slowest first when no timing cache has them', async () => {
  const root = `/nowhere/clone-${process.pid}`;
  const test = (file: string) => ({ path: `${root}/${file}`, context: context(root) });
  const order = await sequencer.sort([
    test('test/unit/core/cpf.test.ts'),
    test('test/fault/acknowledged-writes.fault.test.ts'),
    test('test/e2e/journey.e2e.test.ts'),
  ]);
  expect(order.map((t) => t.path.slice(root.length + 1))).toEqual([
    'test/e2e/journey.e2e.test.ts',
    'test/fault/acknowledged-writes.fault.test.ts',
    'test/unit/core/cpf.test.ts',
  ]);
});
