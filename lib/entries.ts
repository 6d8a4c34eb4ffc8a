/**
 * Which Lambda entry files exist, by the convention in CONVENTIONS.md:
 * `functions/src/http/<area>.handler.ts` per API area of the route table,
 * `functions/src/tasks/<task>.handler.ts` per pipeline task, `functions/src/jobs/<job>.handler.ts` per job.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Area, ROUTES } from '@recurso/functions/routes';

export const REPO_ROOT = join(__dirname, '..');
export const FUNCTIONS_SRC = join(REPO_ROOT, 'functions', 'src');
const SUFFIX = '.handler.ts';

export interface Entry {
  kind: 'http' | 'task' | 'job';
  /** Area, task or job name in kebab case, e.g. `appeals`, `extract-document`. */
  name: string;
  path: string;
}

export interface Entries {
  http: (Entry & { name: Area })[];
  tasks: Entry[];
  jobs: Entry[];
}

const listDir = (dir: string, kind: Entry['kind']): Entry[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(SUFFIX))
        .sort()
        .map((f) => ({ kind, name: f.slice(0, -SUFFIX.length), path: join(dir, f) }))
    : [];

/** The areas that serve at least one route, in route-table order. */
export const routedAreas = (): Area[] => [...new Set(ROUTES.map((r) => r.area))];

/**
 * Finds the entries under `srcDir`. Every area that serves a route must have its entry file; a missing one
 * stops synth with the list of files to create (an API route without a function cannot be deployed).
 */
export function findEntries(srcDir: string = FUNCTIONS_SRC): Entries {
  const http = routedAreas().map((area) => ({
    kind: 'http' as const,
    name: area,
    path: join(srcDir, 'http', `${area}${SUFFIX}`),
  }));
  const missing = http.filter((e) => !existsSync(e.path));
  if (missing.length > 0) {
    const list = missing.map((e) => `  - ${relative(REPO_ROOT, e.path)} (area '${e.name}')`).join('\n');
    throw new Error(
      `Route table areas without a Lambda entry file:\n${list}\n` +
        'Each must export `handler` (see CONVENTIONS.md, "Lambda entry convention").',
    );
  }
  return { http, tasks: listDir(join(srcDir, 'tasks'), 'task'), jobs: listDir(join(srcDir, 'jobs'), 'job') };
}

/** Every entry file that exists under `srcDir`, without checking the route table (bundle checks, bench). */
export const listEntryFiles = (srcDir: string = FUNCTIONS_SRC): Entry[] => [
  ...listDir(join(srcDir, 'http'), 'http'),
  ...listDir(join(srcDir, 'tasks'), 'task'),
  ...listDir(join(srcDir, 'jobs'), 'job'),
];

/** `extract-document` → `ExtractDocument` (construct ids and ASL substitution names). */
export const pascalCase = (name: string): string =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((p) => p[0]?.toUpperCase() + p.slice(1))
    .join('');
