/**
 * Extraction over the fixture notices (test/fixtures/notices, made by make-notices.ts): every
 * expected field from the text PDFs (all certain), and at least SCAN_THRESHOLD of them from the noisy PNG
 * scans, where any field read wrong must be uncertain.
 * OCR is slow (seconds per page), so only two scans are read, by one shared worker: one PNG, and one
 * PNG wrapped in an image-only PDF (the page image path).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractFacts, type Fact, isCertain, uncertainFacts } from '@recurso/core/facts';
import { LocalTextExtractor, NO_TEXT_MESSAGE } from '@recurso/local/extract/index';
import { PDFDocument } from 'pdf-lib';
import { CachedOcr } from '../../../fixtures/corpus/ocr-cache';
import {
  NOTICES_DIR as DIR,
  SCAN_IN_PDF,
  SCANNED_NOTICES as SCANNED,
  scanInPdf,
} from '../../../fixtures/corpus/ocr-sets';

const NAMES = ['sp-na-velocidade', 'mg-np-sinal', 'prf-na-ultrapassagem', 'rj-suspensao'];
const SCAN_THRESHOLD = 0.85;
const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

function valueAt(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const k of path.split('.')) cur = (cur as Record<string, unknown> | undefined)?.[k];
  return cur && typeof cur === 'object' && 'value' in cur ? (cur as { value: unknown }).value : cur;
}

function factAt(obj: unknown, path: string): Fact<unknown> | undefined {
  let cur: unknown = obj;
  for (const k of path.split('.')) cur = (cur as Record<string, unknown> | undefined)?.[k];
  return cur && typeof cur === 'object' && 'source' in cur ? (cur as Fact<unknown>) : undefined;
}

/** Expected fields missed, and those read wrong yet certain (the dangerous kind: must be none). */
function compare(name: string, facts: unknown): { missed: string[]; wrongCertain: string[]; total: number } {
  const expected = JSON.parse(readFileSync(join(DIR, `${name}.expected.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  const missed = Object.entries(expected)
    .filter(([path, want]) => valueAt(facts, path) !== want)
    .map(
      ([path, want]) => `${path}: want ${JSON.stringify(want)}, got ${JSON.stringify(valueAt(facts, path))}`,
    );
  const wrongCertain = Object.entries(expected)
    .filter(([path, want]) => {
      const got = valueAt(facts, path);
      return got !== undefined && got !== want && isCertain(factAt(facts, path));
    })
    .map(([path]) => path);
  return { missed, wrongCertain, total: Object.keys(expected).length };
}

/** Paths of the facts present but not certain (the fallback notice code aside). */
const uncertain = (facts: ReturnType<typeof extractFacts>) =>
  uncertainFacts(facts)
    .filter((u) => u.fact.source.kind !== 'fallback')
    .map((u) => u.path);

// The scans' OCR from the committed pack when the OCR code is what it was made by (`npm run corpus:ocr`,
// test/fixtures/corpus/ocr-sets.ts), else by the engine.
const extractor = new LocalTextExtractor(new CachedOcr());
afterAll(() => extractor.close());

const factsOf = async (file: string, type?: 'suspension') => {
  const doc = await extractor.extract({ name: file, bytes: readFileSync(join(DIR, file)) });
  return { doc, facts: extractFacts([doc], { clock, ...(type ? { appealType: type } : {}) }) };
};

describe('text PDFs: every expected field', () => {
  it.each(NAMES)('%s', async (name) => {
    const { doc, facts } = await factsOf(`${name}.pdf`);
    expect(doc.method).toBe('pdf-text');
    expect(compare(name, facts).missed).toEqual([]);
    // A text layer paired by label: every field certain.
    expect(uncertain(facts)).toEqual([]);
  });
});

describe(`scanned PNGs: at least ${SCAN_THRESHOLD * 100}% of the expected fields`, () => {
  it.each(SCANNED)(
    '%s',
    async (name) => {
      const { doc, facts } = await factsOf(`${name}.png`);
      expect(doc.method).toBe('ocr');
      const { missed, wrongCertain, total } = compare(name, facts);
      if (missed.length)
        process.stdout.write(`${name}.png missed ${missed.length}/${total}:\n  ${missed.join('\n  ')}\n`);
      expect((total - missed.length) / total).toBeGreaterThanOrEqual(SCAN_THRESHOLD);
      expect(wrongCertain).toEqual([]);
    },
    60_000,
  );
});

describe('image-only PDF pages go through OCR of the page image', () => {
  it(`reads a PDF wrapping the ${SCAN_IN_PDF} scan: at least ${SCAN_THRESHOLD * 100}% of the fields`, async () => {
    const out = await extractor.extract({ name: 'scan.pdf', bytes: await scanInPdf(SCAN_IN_PDF) });
    expect(out.method).toBe('ocr');
    const { missed, wrongCertain, total } = compare(SCAN_IN_PDF, extractFacts([out], { clock }));
    if (missed.length)
      process.stdout.write(
        `mg-np-sinal (PDF scan) missed ${missed.length}/${total}:\n  ${missed.join('\n  ')}\n`,
      );
    expect((total - missed.length) / total).toBeGreaterThanOrEqual(SCAN_THRESHOLD);
    // "MGO0123456" (an O for a 0) is read, but marked: never certain.
    expect(wrongCertain).toEqual([]);
  }, 60_000);

  it('refuses a PDF with neither text nor images, in Portuguese', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    await expect(extractor.extract({ name: 'blank.pdf', bytes: await doc.save() })).rejects.toThrow(
      NO_TEXT_MESSAGE,
    );
  });
});
