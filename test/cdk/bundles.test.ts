/**
 * Every Lambda entry present in functions/src bundles with the deployed esbuild settings (lib/bundling.ts)
 * and stays under its budget. Entries still being written by other areas simply are not there yet.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLE_BUDGET_BYTES, bundleEntry } from '../../lib/bundling';
import { type Entry, FUNCTIONS_SRC, listEntryFiles, REPO_ROOT } from '../../lib/entries';

const OUT = join(REPO_ROOT, 'cdk.out', 'bundle-test');
const entries: Entry[] = listEntryFiles(FUNCTIONS_SRC);

describe('Lambda bundles', () => {
  it('finds the entries that exist today', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it.each(entries.map((e) => [`${e.kind}/${e.name}`, e] as const))(
    '%s bundles as ESM, loads, and stays under 400 KB minified',
    async (_label, e) => {
      mkdirSync(OUT, { recursive: true });
      const result = await bundleEntry(e.path, join(OUT, e.kind, e.name, 'index.mjs'));
      const mod = (await import(result.outfile)) as { handler?: unknown };
      expect(typeof mod.handler).toBe('function');
      // The failure message shows the size in bytes.
      expect(result.bytes).toBeLessThan(BUNDLE_BUDGET_BYTES);
    },
    60_000,
  );
});
