/**
 * `npm run bench -- fuzz-images`: reading measured on notices composed at random (test/fixtures/fuzz)
 * and uploaded as images of every kind (test/fixtures/fuzz/images.ts). Each run draws a FRESH seed and
 * prints it; `--seed <s>` repeats a run, `--count <n>` sets how many files (default 22: two of each
 * kind, kinds taken in turn), `--only 4,19` reads only those files of the run (same kinds as in it). Prints, by kind and every other trait: fields right, right and certain,
 * wrong, wrong AND certain (must be 0), missing; and the time per page by kind, wall and CPU. FUZZ_VERBOSE=1 lists
 * every miss, FUZZ_DOUBTS=1 every field read right but not certain (with its confidence and issues), FUZZ_DUMP=<file>
 * every scored field as JSON lines.
 */
import { randomBytes } from 'node:crypto';
import { LocalTextExtractor } from '../local/src/extract';
import { composeFile } from '../test/fixtures/fuzz/compose';
import { closeImageRenderers, IMAGE_KINDS, isHtmlKind, renderImage } from '../test/fixtures/fuzz/images';
import type { Producer } from '../test/fixtures/fuzz/model';
import { closeRenderers, renderFile } from '../test/fixtures/fuzz/render';
import {
  byTrait,
  dumpFields,
  type FileScore,
  missLines,
  scoreFile,
  traitTable,
} from '../test/fixtures/fuzz/score';
import type { Figure } from './run';
import { percentile } from './stats';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

export default async (): Promise<Figure[]> => {
  const seed = arg('seed') ?? `fresh-${randomBytes(4).toString('hex')}`;
  const count = Number(arg('count') ?? 2 * IMAGE_KINDS.length);
  const only = arg('only')?.split(',').map(Number);
  // LibreOffice's PDFs are drawn the same as pdf-lib's once rasterised, at many times the cost.
  const producers: Producer[] = ['pdf-lib', 'chromium'];
  process.stdout.write(
    `seed ${seed} (repeat with: npm run bench -- fuzz-images --seed ${seed} --count ${count})\n`,
  );
  const extractor = new LocalTextExtractor();
  const scores: (FileScore & { kind: string })[] = [];
  try {
    // The runtime starts its OCR engine when it starts (RuntimeOptions.warmOcr): so does the bench,
    // or the first file's time would be the engine's start-up rather than its reading.
    await extractor.warm();
    for (let i = 0; i < count; i++) {
      if (only && !only.includes(i)) continue;
      const kind = IMAGE_KINDS[i % IMAGE_KINDS.length] as (typeof IMAGE_KINDS)[number];
      const file = composeFile(seed, i, { producers: isHtmlKind(kind) ? ['chromium'] : producers });
      const image = await renderImage(await renderFile(file), kind);
      scores.push({ ...(await scoreFile(extractor, image)), kind: image.kind });
      process.stderr.write('.');
    }
  } finally {
    await closeRenderers();
    await closeImageRenderers();
    await extractor.close();
  }
  const fields = scores.flatMap((s) => s.fields);
  const rows = byTrait(fields);
  const kindRows = rows.filter((r) => r.trait === 'ALL' || r.trait.startsWith('image:'));
  const otherRows = rows.filter((r) => !r.trait.startsWith('path:') && !kindRows.includes(r));
  process.stdout.write(
    `\nby image kind:\n${traitTable(kindRows)}\n\nby other trait:\n${traitTable(otherRows)}\n`,
  );
  process.stdout.write(`\nby field:\n${traitTable(rows.filter((r) => r.trait.startsWith('path:')))}\n`);
  const times = (of: typeof scores) => of.filter((s) => !s.error).map((s) => s.ms / s.pages);
  const cpuTimes = (of: typeof scores) => of.filter((s) => !s.error).map((s) => s.cpuMs / s.pages);
  // CPU beside wall: on a machine others share, the wall time waits for the CPU.
  process.stdout.write(
    `\ntime per page by kind (ms; wall p50 / p95, CPU p50 / p95, files):\n  ${[
      ...new Set(scores.map((s) => s.kind)),
    ]
      .map((k) => {
        const of = scores.filter((s) => s.kind === k);
        const [t, c] = [times(of), cpuTimes(of)];
        return `${k.padEnd(11)} ${[percentile(t, 50), percentile(t, 95), percentile(c, 50), percentile(c, 95)].map((v) => v.toFixed(0).padStart(6)).join(' ')} ${t.length}`;
      })
      .join('\n  ')}\n`,
  );
  const dangerous = missLines(fields, 'dangerous');
  if (dangerous.length) process.stdout.write(`\nWRONG AND CERTAIN:\n  ${dangerous.join('\n  ')}\n`);
  const errors = scores.filter((s) => s.error);
  if (errors.length)
    process.stdout.write(
      `\nunread:\n  ${errors.map((s) => `${s.fields[0]?.file} ${s.kind}: ${s.error}`).join('\n  ')}\n`,
    );
  if (process.env.FUZZ_VERBOSE) process.stdout.write(`\nall misses:\n  ${missLines(fields).join('\n  ')}\n`);
  // What stands between right and right-and-certain: each right field not certain, its confidence and issues.
  if (process.env.FUZZ_DOUBTS)
    process.stdout.write(
      `\nright, not certain:\n  ${scores
        .flatMap((s) =>
          s.fields
            .filter((f) => f.status === 'right' && !f.certain)
            .map(
              (f) =>
                `${f.file} ${s.kind} ${f.path}: ${JSON.stringify(f.got)} (${f.confidence}${f.issues ? ` ${f.issues.join(',')}` : ''})`,
            ),
        )
        .join('\n  ')}\n`,
    );
  dumpFields(process.env.FUZZ_DUMP, fields);
  const empty = scores.filter((s) => !s.fields.some((f) => f.status === 'right'));
  const all = rows.find((r) => r.trait === 'ALL') ?? { total: 0, right: 0, sure: 0, dangerous: 0 };
  const perPage = times(scores);
  const cpuPerPage = cpuTimes(scores);
  process.stdout.write(`\nseed ${seed}: ${scores.length} files, ${all.total} fields\n`);
  return [
    {
      name: 'fields right, fuzzed images',
      value: (100 * all.right) / (all.total || 1),
      unit: '%',
      budget: 97,
      higherIsBetter: true,
    },
    {
      name: 'fields right and certain, fuzzed images',
      value: (100 * all.sure) / (all.total || 1),
      unit: '%',
      budget: 80,
      higherIsBetter: true,
    },
    { name: 'fields wrong or broken and certain, images', value: all.dangerous, unit: 'fields', budget: 0 },
    { name: 'image files with no field read', value: empty.length, unit: 'files', budget: 0 },
    { name: 'facts per image page (p50)', value: percentile(perPage, 50), unit: 'ms', budget: 4000 },
    { name: 'facts per image page (p95)', value: percentile(perPage, 95), unit: 'ms', budget: 4000 },
    // On a machine shared by others the wall time waits for the CPU; the process's CPU time (its
    // worker threads' included) is the reader's cost.
    {
      name: 'facts per image page, CPU time (p50)',
      value: percentile(cpuPerPage, 50),
      unit: 'ms',
      budget: 4000,
    },
    {
      name: 'facts per image page, CPU time (p95)',
      value: percentile(cpuPerPage, 95),
      unit: 'ms',
      budget: 4000,
    },
  ];
};
