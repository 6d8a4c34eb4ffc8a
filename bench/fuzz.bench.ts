/**
 * `npm run bench -- fuzz`: reading measured on notices composed at random (test/fixtures/fuzz). Each
 * run draws a FRESH seed and prints it; `--seed <s>` repeats a run, `--count <n>` sets how many files
 * (default 60), `--producers pdf-lib,chromium` limits the producers. Prints, by trait (producer, font,
 * pair style, wrapped, hyphen-broken, kind, decoys, several notices, field path): fields right, right
 * and certain, wrong, wrong AND certain (the dangerous kind: must be 0), missing; decoys read as certain
 * facts; and the time per text-PDF page, after three files read unscored, as a running service has
 * (the first page's cold cost is printed apart). FUZZ_VERBOSE=1 lists every miss; FUZZ_DUMP=<file> writes
 * every scored field, right and uncertain ones too, as JSON lines.
 */
import { randomBytes } from 'node:crypto';
import { LocalTextExtractor } from '../local/src/extract';
import { composeFile } from '../test/fixtures/fuzz/compose';
import type { Producer } from '../test/fixtures/fuzz/model';
import { availableProducers, closeRenderers, renderFile } from '../test/fixtures/fuzz/render';
import { byTrait, dumpFields, type FileScore, missLines, traitTable } from '../test/fixtures/fuzz/score';
import { scoreFile } from '../test/fixtures/fuzz/score';
import type { Figure } from './run';
import { percentile } from './stats';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

/** Files read before the measured ones (see below). */
const WARMUP = 3;

export default async (): Promise<Figure[]> => {
  const seed = arg('seed') ?? `fresh-${randomBytes(4).toString('hex')}`;
  const count = Number(arg('count') ?? 60);
  const producers = (arg('producers')?.split(',') as Producer[] | undefined) ?? availableProducers();
  process.stdout.write(
    `seed ${seed} (repeat with: npm run bench -- fuzz --seed ${seed} --count ${count}), producers ${producers.join(', ')}\n`,
  );
  const extractor = new LocalTextExtractor();
  const scores: FileScore[] = [];
  // As bench/stats.ts measure() does: the first reads of a process pay once for loading pdf.js and
  // compiling the reader, not for the page. Files of a seed of their own are read first, unscored;
  // the first one's time is printed apart (a cold start's cost).
  const coldCpu: number[] = [];
  try {
    for (let i = 0; i < WARMUP; i++) {
      const warm = await scoreFile(
        extractor,
        await renderFile(composeFile(`${seed}-warmup`, i, { producers })),
      );
      coldCpu.push(warm.cpuMs / warm.pages);
    }
    for (let i = 0; i < count; i++) {
      const file = composeFile(seed, i, { producers });
      scores.push(await scoreFile(extractor, await renderFile(file)));
      process.stderr.write('.');
    }
  } finally {
    await closeRenderers();
    await extractor.close();
  }
  const fields = scores.flatMap((s) => s.fields);
  const rows = byTrait(fields);
  process.stdout.write(
    `\n${traitTable(rows.filter((r) => !r.trait.startsWith('path:')))}\n\nby field:\n${traitTable(rows.filter((r) => r.trait.startsWith('path:')))}\n`,
  );
  // What keeps right fields from being certain, by the check that doubted them.
  const doubts = new Map<string, number>();
  for (const f of fields.filter((x) => x.status === 'right' && !x.certain))
    for (const c of f.issues ?? ['(low confidence)'])
      doubts.set(`${f.path} ${c}`, (doubts.get(`${f.path} ${c}`) ?? 0) + 1);
  process.stdout.write(
    `\nright but uncertain, by field and check:\n  ${[...doubts]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${n} ${k}`)
      .join('\n  ')}\n`,
  );
  const dangerous = missLines(fields, 'dangerous');
  if (dangerous.length) process.stdout.write(`\nWRONG AND CERTAIN:\n  ${dangerous.join('\n  ')}\n`);
  const phantoms = scores.flatMap((s) => s.phantoms);
  if (phantoms.length)
    process.stdout.write(
      `\ndecoys read as certain facts:\n  ${phantoms.map((p) => `${p.file} n${p.notice} ${p.path}: ${JSON.stringify(p.got)}`).join('\n  ')}\n`,
    );
  const errors = scores.filter((s) => s.error);
  if (errors.length)
    process.stdout.write(
      `\nunread:\n  ${errors.map((s) => `${s.fields[0]?.file}: ${s.error}`).join('\n  ')}\n`,
    );
  if (process.env.FUZZ_VERBOSE) process.stdout.write(`\nall misses:\n  ${missLines(fields).join('\n  ')}\n`);
  dumpFields(process.env.FUZZ_DUMP, fields);
  const multi = scores.filter((s) => s.notices.printed > 1);
  const split = multi.filter((s) => s.notices.found === s.notices.printed).length;
  const perPage = scores.filter((s) => !s.error).map((s) => s.ms / s.pages);
  const cpuPerPage = scores.filter((s) => !s.error).map((s) => s.cpuMs / s.pages);
  const all = rows.find((r) => r.trait === 'ALL') ?? {
    total: 0,
    right: 0,
    sure: 0,
    dangerous: 0,
    missing: 0,
    wrong: 0,
  };
  process.stdout.write(
    `\nseed ${seed}: ${scores.length} files, ${all.total} fields; several notices in ${multi.length} files, ${split} told apart\n`,
  );
  return [
    {
      name: 'fields right, fuzzed text PDFs',
      value: (100 * all.right) / (all.total || 1),
      unit: '%',
      budget: 100,
      higherIsBetter: true,
    },
    {
      name: 'fields right and certain, fuzzed text PDFs',
      value: (100 * all.sure) / (all.total || 1),
      unit: '%',
      budget: 98,
      higherIsBetter: true,
    },
    { name: 'fields wrong or broken and certain', value: all.dangerous, unit: 'fields', budget: 0 },
    { name: 'decoys read as certain facts', value: phantoms.length, unit: 'facts', budget: 0 },
    {
      name: 'files of several notices told apart',
      value: multi.length ? (100 * split) / multi.length : 100,
      unit: '%',
      budget: 100,
      higherIsBetter: true,
    },
    { name: 'facts per text PDF page (p50)', value: percentile(perPage, 50), unit: 'ms', budget: 300 },
    { name: 'facts per text PDF page (p95)', value: percentile(perPage, 95), unit: 'ms', budget: 300 },
    // On a machine shared by others the wall time waits for the CPU; the CPU time is the reader's cost.
    {
      name: 'facts per text PDF page, CPU time (p50)',
      value: percentile(cpuPerPage, 50),
      unit: 'ms',
      budget: 300,
    },
    {
      name: 'facts per text PDF page, CPU time (p95)',
      value: percentile(cpuPerPage, 95),
      unit: 'ms',
      budget: 300,
    },
    {
      name: 'first text PDF page of a process (cold), CPU time',
      value: coldCpu[0] ?? Number.NaN,
      unit: 'ms',
    },
  ];
};
