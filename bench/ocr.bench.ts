/**
 * `npm run bench -- ocr`: OCR alone (no parser) on every degraded image of the corpus
 * (test/fixtures/corpus), through the local extractor (its worker thread included). Prints, by kind
 * of degradation, the share of truth fields every word of which OCR saw (score.ts `legibleFields`:
 * the ceiling of what any parser can read), the CPU time per page, and how honest word confidences
 * are: each OCR word is checked against the words of the notice's own text PDF (the true text), and
 * a misread word should carry a low confidence. OCR_FILTER=<regex> reads only the files whose name
 * matches; OCR_VERBOSE=1 lists the fields lost.
 */
import { corpusSamples, noticePdf, readTruth, type Sample } from '../test/fixtures/corpus/corpus';
import { legibleFields } from '../test/fixtures/corpus/score';
import { LocalTextExtractor } from '../local/src/extract';
import { readPdfLayout } from '../local/src/extract/pdf';
import type { Figure } from './run';
import { percentile } from './stats';

/** A word at or above this confidence is one the parser may take as read right. */
const SURE = 0.9;
/** A misread word below this confidence is flagged clearly enough. */
const DOUBTFUL = 0.6;

const bare = (w: string): string => w.normalize('NFC').replace(/^[.,;:]+|[.,;:]+$/g, '');

async function trueWords(id: string): Promise<Set<string>> {
  const { pages } = await readPdfLayout(await noticePdf(id));
  return new Set(pages.flatMap((p) => p.lines.flatMap((l) => l.words.map((w) => bare(w.text)))));
}

interface Row {
  fields: number;
  legible: number;
  cpu: number[];
  words: number;
  sure: number;
  sureWrong: number;
  wrong: number;
  wrongDoubtful: number;
}

export default async (): Promise<Figure[]> => {
  const filter = new RegExp(process.env.OCR_FILTER ?? '');
  const samples = corpusSamples().filter((s) => s.source === 'image' && filter.test(s.name));
  const extractor = new LocalTextExtractor();
  const rows = new Map<Sample['variant'], Row>();
  const lost: string[] = [];
  try {
    // The OCR thread and tesseract start once per process: warm them before measuring.
    const warm = samples[0];
    if (warm) await extractor.extract({ name: warm.name, bytes: await warm.bytes() }).catch(() => {});
    for (const sample of samples) {
      const truth = readTruth(sample.id);
      const bytes = await sample.bytes();
      const row = rows.get(sample.variant) ?? {
        fields: 0,
        legible: 0,
        cpu: [],
        words: 0,
        sure: 0,
        sureWrong: 0,
        wrong: 0,
        wrongDoubtful: 0,
      };
      rows.set(sample.variant, row);
      const c0 = process.cpuUsage();
      const doc = await extractor.extract({ name: sample.name, bytes }).catch(() => undefined);
      const c = process.cpuUsage(c0);
      row.cpu.push((c.user + c.system) / 1000 / sample.pages);
      const legible = legibleFields(truth, doc?.text ?? '');
      row.fields += Object.keys(truth.fields).length;
      row.legible += legible.length;
      for (const [path, f] of Object.entries(truth.fields))
        if (!legible.includes(path)) lost.push(`${sample.name} ${path}: ${JSON.stringify(f.printed)}`);
      const truthWords = await trueWords(sample.id);
      for (const page of doc?.layout?.pages ?? [])
        for (const line of page.lines)
          for (const w of line.words) {
            const text = bare(w.text);
            if (!/[\p{L}\p{N}]/u.test(text)) continue;
            const right = truthWords.has(text);
            row.words++;
            if (w.confidence >= SURE) {
              row.sure++;
              if (!right) row.sureWrong++;
            }
            if (!right) {
              row.wrong++;
              if (w.confidence < DOUBTFUL) row.wrongDoubtful++;
            }
          }
      process.stderr.write('.');
    }
  } finally {
    await extractor.close();
  }
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');
  const all: Row = {
    fields: 0,
    legible: 0,
    cpu: [],
    words: 0,
    sure: 0,
    sureWrong: 0,
    wrong: 0,
    wrongDoubtful: 0,
  };
  const lines = [
    `\n${'degradation'.padEnd(12)} ${'images'.padStart(6)} ${'fields legible'.padStart(22)} ${'CPU/page p50'.padStart(13)} ${'max'.padStart(6)} ${`misread ≥${SURE}`.padStart(13)} ${`misread <${DOUBTFUL}`.padStart(13)}`,
  ];
  for (const [variant, r] of rows) {
    for (const k of ['fields', 'legible', 'words', 'sure', 'sureWrong', 'wrong', 'wrongDoubtful'] as const)
      all[k] += r[k];
    all.cpu.push(...r.cpu);
    lines.push(
      `${variant.padEnd(12)} ${String(r.cpu.length).padStart(6)} ${`${pct(r.legible, r.fields)} (${r.legible}/${r.fields})`.padStart(22)} ${`${(percentile(r.cpu, 50) / 1000).toFixed(2)} s`.padStart(13)} ${`${(Math.max(...r.cpu) / 1000).toFixed(2)}`.padStart(6)} ${pct(r.sureWrong, r.sure).padStart(13)} ${pct(r.wrongDoubtful, r.wrong).padStart(13)}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  process.stdout.write(
    `(misread ≥${SURE}: share of the words read with confidence ≥ ${SURE} not in the notice's text; misread <${DOUBTFUL}: share of the misread words given a confidence < ${DOUBTFUL})\n`,
  );
  if (process.env.OCR_VERBOSE) process.stdout.write(`\nfields not legible:\n  ${lost.join('\n  ')}\n`);
  return [
    {
      name: 'fields legible in the OCR text, images',
      value: (100 * all.legible) / all.fields,
      unit: '%',
      budget: 98,
      higherIsBetter: true,
    },
    {
      name: 'OCR CPU time per image page (p50)',
      value: percentile(all.cpu, 50) / 1000,
      unit: 's',
      budget: 4,
    },
    {
      name: 'OCR CPU time per image page (p95)',
      value: percentile(all.cpu, 95) / 1000,
      unit: 's',
      budget: 4,
    },
    {
      name: `misread words among those read with confidence ≥ ${SURE}`,
      value: (100 * all.sureWrong) / all.sure,
      unit: '%',
    },
    {
      name: `misread words given a confidence < ${DOUBTFUL}`,
      value: (100 * all.wrongDoubtful) / all.wrong,
      unit: '%',
      higherIsBetter: true,
    },
  ];
};
