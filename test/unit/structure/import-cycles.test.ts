/**
 * No module imports itself back, statically or through a lazy `import()`, inside any workspace: a
 * cycle makes load order decide what a module sees (the SPA's route guards and the second-factor gate
 * once imported each other). Relative imports only: workspaces depend inwards through their packages.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const SOURCES = ['core/src', 'functions/src', 'local/src', 'frontend/src', 'lib'];
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/** Every import edge between the files of the source folders, type-only imports excepted. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of SOURCES.flatMap((s) => sourceFiles(join(ROOT, s)))) {
    const code = readFileSync(file, 'utf8').replace(/^\s*(import|export)\s+type\s[^;]*;/gm, '');
    const targets = [...code.matchAll(SPECIFIER)]
      .map((m) => resolveImport(file, m[1] as string))
      .filter((t): t is string => t !== undefined);
    graph.set(file, targets);
  }
  return graph;
}

/** Each cycle once, as the files along it, relative to the repository. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open')
        cycles.push(stack.slice(stack.indexOf(next)).map((f) => relative(ROOT, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('import cycles', () => {
  it('finds a cycle through a lazy import (the check can fail)', () => {
    const graph = new Map([
      ['/r/a.ts', ['/r/b.ts']],
      ['/r/b.ts', ['/r/c.ts']],
      ['/r/c.ts', ['/r/a.ts']],
    ]);
    expect(findCycles(graph)).toHaveLength(1);
    const code = "const Gate = lazy(() => import('./gate'));\nimport { x } from './y';";
    expect([...code.matchAll(SPECIFIER)].map((m) => m[1])).toEqual(['./gate', './y']);
  });

  it('has none in core, functions, local, the SPA or the CDK app', () => {
    expect(findCycles(importGraph())).toEqual([]);
  });
});
