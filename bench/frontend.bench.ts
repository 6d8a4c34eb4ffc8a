/**
 * The web app's budgets (issue 6): initial JavaScript of the home page (entry chunk plus every chunk
 * index.html preloads) under 90 KB gzip, the lazily loaded chunks for the record, and autocomplete time per
 * keystroke (the catalogue search the hero and the manual form run on each input) under one frame (16 ms).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { searchInfractions } from '@recurso/core/catalogue';
import { buildWebApp } from '../test/e2e/web-build';
import { homeInitialJsGzip } from './helpers';
import type { Figure } from './run';
import { percentile } from './stats';

const kb = (bytes: number) => bytes / 1000;
const gz = (file: string) => gzipSync(readFileSync(file)).length;

/** The largest chunk of `dist` whose name starts with `prefix` (Rolldown names chunks after their main module). */
const chunk = (dist: string, prefix: string): string | undefined => {
  const names = readdirSync(join(dist, 'assets')).filter((f) => f.startsWith(prefix) && f.endsWith('.js'));
  const files = names.map((n) => join(dist, 'assets', n));
  return files.sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
};

/** Types a query one character at a time and times each search, as the combobox does on input. */
function keystrokeTimes(queries: string[], limit: number): number[] {
  const times: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const q of queries) {
      for (let i = 1; i <= q.length; i++) {
        const t0 = performance.now();
        searchInfractions(q.slice(0, i), limit);
        times.push(performance.now() - t0);
      }
    }
  }
  return times;
}

export default async function frontendBench(): Promise<Figure[]> {
  const web = buildWebApp();
  const initialGzip = homeInitialJsGzip(web.dist);
  const figures: Figure[] = [
    { name: 'home page initial JS (gzip)', value: kb(initialGzip), unit: 'KB', budget: 90 },
  ];
  for (const [label, prefix] of [
    ['aws-amplify REST client chunk, lazy (gzip)', 'amplify-transport-'],
    ['infraction catalogue chunk, lazy (gzip)', 'catalogue-'],
  ] as const) {
    const file = chunk(web.dist, prefix);
    if (file) figures.push({ name: label, value: kb(gz(file)), unit: 'KB' });
  }
  const queries = [
    'estacionar em local proibido',
    'velocidade superior',
    'celular',
    'sinal vermelho',
    '745-50',
    'art 218',
  ];
  searchInfractions('aquecimento', 8);
  const times = keystrokeTimes(queries, 12);
  figures.push(
    { name: 'autocomplete per keystroke p50 (439 rows)', value: percentile(times, 50), unit: 'ms' },
    { name: 'autocomplete per keystroke p99', value: percentile(times, 99), unit: 'ms', budget: 16 },
    {
      name: 'autocomplete per keystroke max (includes scheduler noise)',
      value: Math.max(...times),
      unit: 'ms',
    },
  );
  web.dispose();
  return figures;
}
