/**
 * Infrastructure budgets (issue 7): each Lambda bundle's minified size, the cold import of each bundle in a
 * fresh Node process, and the time `npm run synth` takes (CDK bundling included).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { bundleBudget, bundleEntry } from '../lib/bundling';
import { FUNCTIONS_SRC, listEntryFiles, REPO_ROOT } from '../lib/entries';
import type { Figure } from './run';
import { percentile } from './stats';

const OUT = join(REPO_ROOT, 'cdk.out', 'bench-bundles');
const IMPORT_RUNS = 5;

/** Milliseconds to import `file` in a new Node process (median of several processes). */
function coldImport(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(file)}); process.stdout.write(String(performance.now() - t));`;
  const samples: number[] = [];
  for (let i = 0; i < IMPORT_RUNS; i++) {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH, AWS_REGION: 'us-east-1', NODE_OPTIONS: '' },
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`import of ${file} failed: ${r.stderr.slice(0, 500)}`);
    samples.push(Number(r.stdout));
  }
  return percentile(samples, 50);
}

export default async (): Promise<Figure[]> => {
  const figures: Figure[] = [];
  for (const e of listEntryFiles(FUNCTIONS_SRC)) {
    mkdirSync(OUT, { recursive: true });
    const b = await bundleEntry(e.kind, e.path, join(OUT, e.kind, e.name, 'index.mjs'));
    figures.push({
      name: `bundle ${e.kind}/${e.name}`,
      value: b.bytes / 1024,
      unit: 'KB',
      budget: bundleBudget(e.kind, e.name) / 1024,
    });
    figures.push({
      name: `cold import ${e.kind}/${e.name} (p50 of ${IMPORT_RUNS})`,
      value: coldImport(b.outfile),
      unit: 'ms',
      budget: 150,
    });
  }
  const t0 = performance.now();
  const synth = spawnSync('npm', ['run', '-s', 'synth'], { cwd: REPO_ROOT, encoding: 'utf8' });
  const seconds = (performance.now() - t0) / 1000;
  if (synth.status !== 0) {
    process.stdout.write(
      `npm run synth failed:\n${(synth.stderr || synth.stdout).split('\n').slice(0, 8).join('\n')}\n`,
    );
  }
  figures.push({
    name: 'npm run synth',
    value: synth.status === 0 ? seconds : Number.NaN,
    unit: 's',
    budget: 60,
  });
  return figures;
};
