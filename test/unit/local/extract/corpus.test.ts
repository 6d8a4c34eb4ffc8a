/**
 * The reading corpus (test/fixtures/corpus): 44 fictional notices in seven layout families, each read
 * through the real local reading path (LocalTextExtractor + the pipeline's facts builder) and scored
 * against its truth file. Targets (issue 13): every field of the text PDFs; at least 97% of the fields
 * of the images; no wrong field presented as certain; every wrong field on an image marked uncertain.
 * OCR costs seconds a page, so the images are a slice (one of each degradation, every family); the
 * bench (`npm run bench -- reading`) reads them all. Images are made on demand into .cache/corpus, and
 * their OCR is cached in .cache/ocr (ocr-cache.ts).
 */
import { isValidCpf } from '@recurso/core/cpf';
import { findInfraction } from '@recurso/core/catalogue';
import { LocalTextExtractor } from '@recurso/local/extract/index';
import {
  corpusSamples,
  corpusSpecs,
  generatedTruth,
  imageSlice,
  readTruth,
  type Sample,
} from '../../../fixtures/corpus/corpus';
import { cnpjCheckDigits } from '../../../fixtures/corpus/generate/identities';
import { FAMILIES } from '../../../fixtures/corpus/generate/spec';
import { CachedOcr } from '../../../fixtures/corpus/ocr-cache';
import { readNotice } from '../../../fixtures/corpus/reading';
import { accuracy, accuracyTable, misses, tally } from '../../../fixtures/corpus/report';
import { type FieldResult, scoreFacts } from '../../../fixtures/corpus/score';

const DAY = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

describe('the corpus', () => {
  const specs = corpusSpecs();
  const truths = specs.map((s) => readTruth(s.id));

  it('has at least 40 notices in every layout family, each with its committed truth file as the generator makes it', async () => {
    expect(specs.length).toBeGreaterThanOrEqual(40);
    expect(new Set(specs.map((s) => s.family))).toEqual(new Set(FAMILIES));
    for (const spec of specs) expect(readTruth(spec.id)).toEqual(await generatedTruth(spec));
  });

  it('prints valid identifiers and catalogue codes with their own description and legal basis', () => {
    for (const t of truths) {
      const f = t.fields;
      for (const p of ['owner.cpf', 'driver.cpf'])
        if (f[p]) expect({ [t.id]: isValidCpf(String(f[p]?.value)) }).toEqual({ [t.id]: true });
      const cnpj = String(f['owner.cnpj']?.value ?? '');
      if (cnpj) expect(cnpj.slice(12)).toBe(cnpjCheckDigits(cnpj.slice(0, 12)));
      if (f['vehicle.plate']) expect(f['vehicle.plate'].value).toMatch(/^[A-Z]{3}\d[A-Z0-9]\d{2}$/);
      const code = f['infraction.code'];
      if (!code) continue;
      const row = findInfraction(String(code.value));
      expect(row?.codigo).toBe(code.value);
      if (f['infraction.description']) expect(f['infraction.description'].value).toBe(row?.descricao);
      if (f['infraction.legalBasis']) expect(String(f['infraction.legalBasis'].value)).toContain(row?.artigo);
    }
    const cnpjs = truths.filter((t) => t.fields['owner.cnpj']).length;
    expect(cnpjs).toBeGreaterThan(0);
  });

  it('dates notices realistically: most within 30 days of the infraction, a few late, deadlines 30+ days on', () => {
    let late = 0;
    for (const t of truths) {
      const f = t.fields;
      const issued = String(f['notice.issueDate']?.value);
      expect(days(issued, String(f['notice.deadline']?.value))).toBeGreaterThanOrEqual(30);
      if (t.kind !== 'autuacao') continue;
      const gap = days(String(f['infraction.date']?.value), issued);
      expect(gap > 30).toBe(t.lateNotice);
      if (t.lateNotice) late++;
    }
    expect(late).toBeGreaterThanOrEqual(3);
    expect(late).toBeLessThan(truths.filter((t) => t.kind === 'autuacao').length / 4);
  });
});

describe('reading the corpus', () => {
  // OCR from the corpus's OCR cache when neither the image nor the OCR code changed.
  const extractor = new LocalTextExtractor(new CachedOcr());
  afterAll(() => extractor.close());

  async function read(samples: Sample[], method: string): Promise<FieldResult[]> {
    const results: FieldResult[] = [];
    for (const sample of samples) {
      const truth = readTruth(sample.id);
      const reading = await readNotice(extractor, {
        name: sample.name,
        bytes: await sample.bytes(),
        appealType: truth.appealType,
      });
      expect({ [sample.name]: reading.method }).toEqual({ [sample.name]: method });
      results.push(...scoreFacts(truth, reading.facts, sample));
    }
    return results;
  }

  /** The table and the misses go to the output only when a target fails. */
  function explain(results: FieldResult[], ok: boolean): void {
    if (!ok) process.stdout.write(`${accuracyTable(results)}\n  ${misses(results).join('\n  ')}\n`);
  }

  it('text PDFs: every field right, none wrong with high confidence', async () => {
    const results = await read(
      corpusSamples().filter((s) => s.source === 'pdf'),
      'pdf-text',
    );
    const t = tally(results);
    explain(results, t.right === t.total);
    expect(t.dangerous).toBe(0);
    expect(accuracy(t)).toBe(1);
  }, 60_000);

  it('images (a slice): at least 97% of the fields right, every wrong one marked uncertain', async () => {
    const slice = imageSlice();
    expect(new Set(slice.map((s) => s.variant)).size).toBe(10);
    const results = await read(slice, 'ocr');
    const t = tally(results);
    explain(results, accuracy(t) >= 0.97 && t.dangerous === 0);
    expect(t.dangerous).toBe(0);
    expect(t.flagged).toBe(t.wrong);
    expect(accuracy(t)).toBeGreaterThanOrEqual(0.97);
  }, 600_000);
});
