/**
 * `npm run bench [-- filter]`: runs every bench/*.bench.ts (or those whose name contains the filter)
 * and prints each figure next to its budget. Benchmarks report; they are not timed tests.
 *
 * A bench file default-exports `async () => Figure[]`.
 */
import '../local/src/polyfills';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** The budget the issue names, in the same unit; lower is better unless `higherIsBetter`. */
  budget?: number;
  higherIsBetter?: boolean;
}

export type Bench = () => Promise<Figure[]>;

const within = (f: Figure): string => {
  if (f.budget === undefined) return '';
  const ok = f.higherIsBetter ? f.value >= f.budget : f.value <= f.budget;
  return ok ? 'ok' : 'OVER BUDGET';
};

async function main(): Promise<void> {
  const filter = process.argv[2] ?? '';
  const files = readdirSync(__dirname)
    .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
    .sort();
  const all: (Figure & { file: string })[] = [];
  for (const file of files) {
    process.stdout.write(`\n# ${file}\n`);
    const mod = (await import(join(__dirname, file))) as { default: Bench };
    const figures = await mod.default();
    for (const f of figures) {
      all.push({ ...f, file });
      const budget =
        f.budget === undefined ? '' : `(budget ${f.higherIsBetter ? '≥' : '<'} ${f.budget} ${f.unit})`;
      process.stdout.write(
        `${f.name.padEnd(60)} ${f.value.toFixed(2).padStart(10)} ${f.unit} ${budget} ${within(f)}\n`,
      );
    }
  }
  mkdirSync(join(__dirname, 'results'), { recursive: true });
  writeFileSync(join(__dirname, 'results', 'latest.json'), JSON.stringify(all, null, 2));
  process.exit(0);
}

void main();
