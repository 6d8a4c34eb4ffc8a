/** Lambda entries by convention; a routed area without its file stops synth with the files to create. */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findEntries, FUNCTIONS_SRC, pascalCase, routedAreas } from '../../lib/entries';
import { FIXTURES } from './app';

describe('findEntries', () => {
  it('finds one entry per routed area plus every task and job file', () => {
    const e = findEntries(join(FIXTURES, 'functions'));
    expect(e.http.map((x) => x.name)).toEqual(routedAreas());
    expect(e.tasks.map((x) => x.name)).toEqual([
      'build-facts',
      'execution-stopped',
      'extract-document',
      'mark-failed',
      'notify-user',
      'process-payment-event',
      'render-pdf',
      'save-appeal',
      'store-facts',
      'write-appeal',
    ]);
    expect(e.jobs.map((x) => x.name)).toEqual(['expire-checkouts', 'send-reminders']);
  });

  it('lists every missing area entry by path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'entries-'));
    mkdirSync(join(dir, 'http'));
    writeFileSync(join(dir, 'http', 'system.handler.ts'), 'export const handler = 1;');
    try {
      expect(() => findEntries(dir)).toThrow(
        /Route table areas without a Lambda entry file:\n {2}- .*http\/auth\.handler\.ts \(area 'auth'\)/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('on the real tree: succeeds, or names exactly the routed areas whose file is still missing', () => {
    const missing = routedAreas().filter((a) => !existsSync(join(FUNCTIONS_SRC, 'http', `${a}.handler.ts`)));
    if (missing.length === 0) {
      expect(findEntries().http).toHaveLength(routedAreas().length);
    } else {
      let message = '';
      try {
        findEntries();
      } catch (e) {
        message = (e as Error).message;
      }
      for (const a of missing) expect(message).toContain(`functions/src/http/${a}.handler.ts (area '${a}')`);
    }
  });

  it('turns file names into construct and substitution names', () => {
    expect(pascalCase('expire-checkouts')).toBe('ExpireCheckouts');
  });
});
