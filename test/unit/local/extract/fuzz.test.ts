/**
 * The layout fuzzer on fixed seeds (issue 25 item 1): notices composed at random (test/fixtures/fuzz),
 * drawn by pdf-lib and by Chromium's print (ligatures, soft hyphens), read by the real reading path and
 * scored field by field. The figure that counts is the bench's, on a fresh seed each run
 * (`npm run bench -- fuzz`); these seeds keep what it found from coming back.
 *
 * Targets (issue 25, text PDFs): no field wrong or broken and certain, no decoy read as a certain fact,
 * several notices in one file always told apart — asserted. 100% right and 98% right and certain are
 * not reached yet: the floors below are what the reader reaches today, raised as it improves. Time
 * per page (300 ms) is the bench's to measure: a test is no timer.
 */
import { LocalTextExtractor } from '@recurso/local/extract/index';
import { composeFile } from '../../../fixtures/fuzz/compose';
import { closeRenderers, renderFile } from '../../../fixtures/fuzz/render';
import { byTrait, type FileScore, missLines, scoreFile, traitTable } from '../../../fixtures/fuzz/score';

const SEEDS = ['fuzz-test-1', 'fuzz-test-2'];
const FILES = 15;
/** Today's floors (the targets: 100% and 98%). */
const RIGHT_FLOOR = 0.95;
const SURE_FLOOR = 0.88;

describe('notices composed at random (fixed seeds), text PDFs from pdf-lib and Chromium', () => {
  const scores: FileScore[] = [];
  const extractor = new LocalTextExtractor();

  beforeAll(async () => {
    try {
      for (const seed of SEEDS)
        for (let i = 0; i < FILES; i++) {
          const file = composeFile(seed, i, { producers: ['pdf-lib', 'chromium'], multi: 0.25 });
          scores.push(await scoreFile(extractor, await renderFile(file)));
        }
    } finally {
      await closeRenderers();
    }
  }, 300_000);
  afterAll(() => extractor.close());

  const fields = () => scores.flatMap((s) => s.fields);
  const all = () => byTrait(fields()).find((r) => r.trait === 'ALL');

  it('composes what it says: every producer, pair style, several notices, wrapped values', () => {
    const traits = new Set(fields().flatMap((f) => f.tags));
    for (const t of [
      'producer:pdf-lib',
      'producer:chromium',
      'style:beside',
      'style:above',
      'style:colon',
      'style:box',
      'style:header-row',
      'wrapped',
    ])
      expect({ [t]: traits.has(t) }).toEqual({ [t]: true });
    expect(scores.some((s) => s.notices.printed > 1)).toBe(true);
  });

  it('no field wrong or broken and certain, no decoy read as a certain fact', () => {
    const dangerous = missLines(fields(), 'dangerous');
    const phantoms = scores.flatMap((s) =>
      s.phantoms.map((p) => `${p.file} n${p.notice} ${p.path}: ${String(p.got)}`),
    );
    expect([...dangerous, ...phantoms]).toEqual([]);
  });

  it('several notices in one file are read apart', () => {
    const multi = scores.filter((s) => s.notices.printed > 1);
    expect(multi.map((s) => s.notices.found)).toEqual(multi.map((s) => s.notices.printed));
  });

  it(`at least ${RIGHT_FLOOR * 100}% of the fields right, ${SURE_FLOOR * 100}% right and certain`, () => {
    const t = all();
    const right = (t?.right ?? 0) / (t?.total ?? 1);
    const sure = (t?.sure ?? 0) / (t?.total ?? 1);
    if (right < RIGHT_FLOOR || sure < SURE_FLOOR)
      process.stdout.write(`${traitTable(byTrait(fields()))}\n  ${missLines(fields()).join('\n  ')}\n`);
    expect(right).toBeGreaterThanOrEqual(RIGHT_FLOOR);
    expect(sure).toBeGreaterThanOrEqual(SURE_FLOOR);
  });
});
