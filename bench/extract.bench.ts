/** Facts from a one-page text PDF (budget 300 ms) and from a one-page PNG scan by OCR (budget 5 s). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractFacts } from '@recurso/core/facts';
import { LocalTextExtractor } from '../local/src/extract';
import type { Figure } from './run';
import { measure, percentile } from './stats';

const DIR = join(__dirname, '../test/fixtures/notices');
const clock = { now: () => new Date() };

export default async (): Promise<Figure[]> => {
  const extractor = new LocalTextExtractor();
  try {
    const pdf = readFileSync(join(DIR, 'sp-na-velocidade.pdf'));
    const png = readFileSync(join(DIR, 'mg-np-sinal.png'));
    const facts = async (name: string, bytes: Uint8Array) =>
      extractFacts([await extractor.extract({ name, bytes })], { clock });
    const pdfRuns = await measure(20, () => facts('n.pdf', pdf));
    // The OCR worker starts once per process; the first run pays it and is reported apart.
    const t0 = performance.now();
    await facts('n.png', png);
    const cold = performance.now() - t0;
    const c0 = process.cpuUsage();
    const pngRuns = await measure(3, () => facts('n.png', png), 0);
    const cpu = process.cpuUsage(c0);
    return [
      {
        name: 'facts from a one-page text PDF (p50)',
        value: percentile(pdfRuns, 50),
        unit: 'ms',
        budget: 300,
      },
      {
        name: 'facts from a one-page text PDF (p95)',
        value: percentile(pdfRuns, 95),
        unit: 'ms',
        budget: 300,
      },
      {
        name: 'facts from a one-page PNG scan, OCR (p50, warm worker)',
        value: percentile(pngRuns, 50) / 1000,
        unit: 's',
        budget: 5,
      },
      // CPU time (all threads) shows the cost apart from other processes competing for the 2 cores.
      {
        name: 'facts from a one-page PNG scan, OCR (CPU time per run)',
        value: (cpu.user + cpu.system) / 3e6,
        unit: 's',
        budget: 5,
      },
      { name: 'facts from a one-page PNG scan, OCR (first, starts worker)', value: cold / 1000, unit: 's' },
    ];
  } finally {
    await extractor.close();
  }
};
