/**
 * `npm run bench -- reading`: the whole corpus (test/fixtures/corpus: text PDFs and degraded images)
 * through the real local reading path (LocalTextExtractor + the pipeline's facts builder), scored
 * against the truth files. Prints accuracy by field and source kind, the wrong fields presented as
 * certain (the dangerous kind), the share of right fields that are certain, and the time per page.
 * OCR results come from the corpus's OCR cache (test/fixtures/corpus/ocr-cache.ts) when the image and
 * the OCR code are unchanged: the time per image page is then not measured. `--cold` (or
 * READING_COLD=1) runs OCR on every page and reports its true time. READING_ONLY=pdf|image reads one
 * kind, READING_FILTER=<regex> only the files whose name matches; READING_VERBOSE=1 lists every miss,
 * READING_DUMP=<file> writes every scored field as JSON.
 */
import { writeFileSync } from 'node:fs';
import { type Sample, corpusSamples, readTruth } from '../test/fixtures/corpus/corpus';
import { readNotice } from '../test/fixtures/corpus/reading';
import { accuracy, accuracyTable, misses, tally } from '../test/fixtures/corpus/report';
import {
  type FieldResult,
  certainty,
  legibleFields,
  scoreFacts,
  unread,
} from '../test/fixtures/corpus/score';
import { LocalTextExtractor, OcrEngine } from '../local/src/extract';
import { CachedOcr, coldFromEnv } from '../test/fixtures/corpus/ocr-cache';
import type { Figure } from './run';
import { percentile } from './stats';

export default async (): Promise<Figure[]> => {
  const only = process.env.READING_ONLY;
  const filter = new RegExp(process.env.READING_FILTER ?? '');
  const samples = corpusSamples().filter((s) => (!only || s.source === only) && filter.test(s.name));
  const cold = coldFromEnv() || process.argv.includes('--cold');
  const ocr = new CachedOcr(new OcrEngine(), cold);
  const extractor = new LocalTextExtractor(ocr);
  /** Time of the image samples read from the OCR cache: the parser's share alone. */
  const cachedPerPage: number[] = [];
  const results: FieldResult[] = [];
  const perPage: Record<Sample['source'], number[]> = { pdf: [], image: [] };
  const failures: string[] = [];
  const legible: Record<Sample['source'], { fields: number; total: number }> = {
    pdf: { fields: 0, total: 0 },
    image: { fields: 0, total: 0 },
  };
  const cpu: number[] = [];
  try {
    // The OCR workers start once per process: the first image pays it, so warm them first.
    if (cold && samples.some((s) => s.source === 'image')) {
      const warm = samples.find((s) => s.source === 'image' && s.variant === 'scan');
      if (warm)
        await readNotice(extractor, {
          name: warm.name,
          bytes: await warm.bytes(),
          appealType: 'traffic',
        }).catch(() => {});
    }
    for (const sample of samples) {
      const truth = readTruth(sample.id);
      const bytes = await sample.bytes();
      try {
        const c0 = process.cpuUsage();
        const before = ocr.reads.length;
        const read = await readNotice(extractor, { name: sample.name, bytes, appealType: truth.appealType });
        const c = process.cpuUsage(c0);
        const fromCache = ocr.reads.slice(before).some((r) => r.cached);
        if (fromCache) cachedPerPage.push(read.ms / sample.pages);
        else perPage[sample.source].push(read.ms / sample.pages);
        if (sample.source === 'image' && !fromCache) cpu.push((c.user + c.system) / 1000 / sample.pages);
        const legiblePaths = new Set(legibleFields(truth, read.text));
        legible[sample.source].fields += legiblePaths.size;
        legible[sample.source].total += Object.keys(truth.fields).length;
        results.push(
          ...scoreFacts(truth, read.facts, sample).map((r) => ({ ...r, legible: legiblePaths.has(r.path) })),
        );
      } catch (error) {
        failures.push(`${sample.name}: ${(error as Error).name}: ${(error as Error).message}`);
        results.push(...unread(truth, sample));
      }
      process.stderr.write('.');
    }
  } finally {
    await extractor.close();
  }
  process.stdout.write(`\n${accuracyTable(results)}\n`);
  process.stdout.write(`certainty threshold: ${certainty.CERTAIN_CONFIDENCE}\n`);
  if (failures.length) process.stdout.write(`\nunread:\n  ${failures.join('\n  ')}\n`);
  const dangerous = misses(results, 'dangerous');
  if (dangerous.length) process.stdout.write(`\nwrong with high confidence:\n  ${dangerous.join('\n  ')}\n`);
  if (process.env.READING_VERBOSE) process.stdout.write(`\nall misses:\n  ${misses(results).join('\n  ')}\n`);
  // READING_DUMP=<file>: every scored field as JSON, to study confidences.
  if (process.env.READING_DUMP) writeFileSync(process.env.READING_DUMP, JSON.stringify(results, null, 1));
  const pdf = tally(results.filter((r) => r.source === 'pdf'));
  const img = tally(results.filter((r) => r.source === 'image'));
  const figures: Figure[] = [];
  const sure = (t: typeof pdf): number => (t.right ? (100 * t.sure) / t.right : 0);
  if (pdf.total)
    figures.push(
      {
        name: 'fields right, text PDFs',
        value: 100 * accuracy(pdf),
        unit: '%',
        budget: 100,
        higherIsBetter: true,
      },
      { name: 'right fields that are certain, text PDFs', value: sure(pdf), unit: '%' },
      { name: 'facts per text PDF page (p50)', value: percentile(perPage.pdf, 50), unit: 'ms', budget: 300 },
      { name: 'facts per text PDF page (p95)', value: percentile(perPage.pdf, 95), unit: 'ms', budget: 300 },
    );
  if (img.total) {
    figures.push(
      {
        name: 'fields right, images',
        value: 100 * accuracy(img),
        unit: '%',
        budget: 97,
        higherIsBetter: true,
      },
      { name: 'right fields that are certain, images', value: sure(img), unit: '%' },
      {
        name: 'fields legible in the OCR text, images',
        value: (100 * legible.image.fields) / legible.image.total,
        unit: '%',
      },
    );
    if (perPage.image.length)
      figures.push(
        {
          name: 'facts per image page (p50, warm OCR)',
          value: percentile(perPage.image, 50) / 1000,
          unit: 's',
          budget: 4,
        },
        {
          name: 'facts per image page (p95, warm OCR)',
          value: percentile(perPage.image, 95) / 1000,
          unit: 's',
          budget: 4,
        },
        // CPU time (every thread) shows the cost apart from other processes competing for the 2 cores.
        {
          name: 'facts per image page (CPU time, p50)',
          value: percentile(cpu, 50) / 1000,
          unit: 's',
          budget: 4,
        },
      );
    if (cachedPerPage.length) {
      process.stdout.write(
        `\n${cachedPerPage.length} image samples read from the OCR cache: their time is the parser's (run with --cold for OCR's)\n`,
      );
      figures.push({
        name: 'facts per image page, OCR cached (p50)',
        value: percentile(cachedPerPage, 50),
        unit: 'ms',
      });
    }
  }
  figures.push(
    {
      name: 'wrong fields with high confidence (all sources)',
      value: pdf.dangerous + img.dangerous,
      unit: 'fields',
      budget: 0,
    },
    { name: 'wrong fields marked uncertain (all sources)', value: pdf.flagged + img.flagged, unit: 'fields' },
    { name: 'wrong fields, images', value: img.wrong, unit: 'fields' },
    { name: 'missing fields, images', value: img.missing, unit: 'fields' },
  );
  return figures;
};
