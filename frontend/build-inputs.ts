/**
 * What a build of the web app was made from, so `npm start` (scripts/start.mjs) can tell a stale build
 * from a fresh one. Every build writes `<outDir>.inputs.json` beside its folder (frontend/dist.inputs.json
 * for the one `npm start` serves): a content hash of each input —
 * - every file under frontend/ but node_modules and build folders (sources, index.html, public/, config,
 *   .env files),
 * - the files outside frontend/ the build loaded (the @recurso/core modules and data the app imports) and
 *   the package.json of their packages,
 * - the lockfile, and the VITE_* variables of the environment (values hashed, never stored).
 * A build that fails leaves no record, so the next start builds again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Path (relative to the repository) → sha256 of its content; `$env` for the VITE_* variables. */
export type InputHashes = Record<string, string>;

const LOCKFILE = 'package-lock.json';
const ENV_KEY = '$env';
/** Not inputs: dependencies and build output (any `dist*` folder and the records beside them). */
const SKIPPED_DIRS = /^(node_modules|dist.*)$/;
const RECORD_SUFFIX = '.inputs.json';

export const recordFileOf = (outDir: string): string => `${resolve(outDir)}${RECORD_SUFFIX}`;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const toKey = (repoRoot: string, file: string) => relative(repoRoot, file).split(sep).join('/');

function envHash(env: NodeJS.ProcessEnv): string {
  const vite = Object.keys(env)
    .filter((k) => k.startsWith('VITE_'))
    .sort()
    .map((k) => `${k}=${env[k]}`);
  return sha256(vite.join('\n'));
}

function hashFile(repoRoot: string, key: string): string | undefined {
  const file = join(repoRoot, key);
  return existsSync(file) ? sha256(readFileSync(file)) : undefined;
}

/** Every file under frontend/ that is an input, as repository-relative keys. */
function frontendFiles(repoRoot: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.test(entry.name)) walk(path);
      } else if (entry.isFile() && !entry.name.endsWith(RECORD_SUFFIX)) out.push(toKey(repoRoot, path));
    }
  };
  walk(join(repoRoot, 'frontend'));
  return out;
}

/** The hashes of the inputs as they are now: frontend/, the lockfile, the environment, plus `loaded`. */
export function currentInputs(
  repoRoot: string,
  loaded: readonly string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): InputHashes {
  const hashes: InputHashes = { [ENV_KEY]: envHash(env) };
  for (const key of new Set([...frontendFiles(repoRoot), LOCKFILE, ...loaded])) {
    const hash = hashFile(repoRoot, key);
    if (hash) hashes[key] = hash;
  }
  return hashes;
}

/** Files outside frontend/ a build loaded: what it recorded, minus what every check hashes anyway. */
const loadedOutside = (recorded: InputHashes) =>
  Object.keys(recorded).filter((k) => k !== ENV_KEY && k !== LOCKFILE && !k.startsWith('frontend/'));

export type BuildState = { fresh: true } | { fresh: false; reason: string };

/** Whether the build in `outDir` was made from the inputs as they are now, and if not, why. */
export function buildState(
  repoRoot: string,
  outDir: string,
  env: NodeJS.ProcessEnv = process.env,
): BuildState {
  if (!existsSync(join(outDir, 'index.html')))
    return { fresh: false, reason: 'the web app has not been built yet' };
  const record = recordFileOf(outDir);
  if (!existsSync(record)) return { fresh: false, reason: 'the web app build has no record of its inputs' };
  const recorded = JSON.parse(readFileSync(record, 'utf8')) as InputHashes;
  const now = currentInputs(repoRoot, loadedOutside(recorded), env);
  const changed = [...new Set([...Object.keys(recorded), ...Object.keys(now)])]
    .filter((k) => recorded[k] !== now[k])
    .map((k) => (k === ENV_KEY ? 'the VITE_* environment' : k))
    .sort();
  if (!changed.length) return { fresh: true };
  const more = changed.length > 1 ? ` and ${changed.length - 1} more` : '';
  return { fresh: false, reason: `the web app changed since its last build (${changed[0]}${more})` };
}

/**
 * Records the inputs of each client build beside its folder. The frontend/ files, lockfile and environment
 * are hashed as the build starts (an edit made while it runs leaves the record stale, not the build); the
 * files outside frontend/ once the bundle says which were loaded. Written last, only if the build succeeded.
 */
export function recordBuildInputs(): Plugin {
  let viteRoot = '';
  let repoRoot = '';
  let record = '';
  let atStart: InputHashes = {};
  const outside = new Set<string>();
  return {
    name: 'recurso:record-build-inputs',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      viteRoot = config.root;
      repoRoot = resolve(config.root, '..');
      record = recordFileOf(resolve(config.root, config.build.outDir));
    },
    buildStart() {
      rmSync(record, { force: true });
      atStart = currentInputs(repoRoot);
      outside.clear();
    },
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle)) {
        const ids = output.type === 'chunk' ? output.moduleIds : output.originalFileNames;
        // Module ids are absolute; an asset's original file names are relative to the Vite root.
        for (const id of ids) {
          const file = resolve(viteRoot, id.split('?')[0] as string);
          const key = toKey(repoRoot, file);
          if (key.startsWith('..') || key.startsWith('frontend/') || key.split('/').includes('node_modules'))
            continue;
          if (!existsSync(file)) continue;
          outside.add(key);
          const pkg = packageJsonOf(repoRoot, file);
          if (pkg) outside.add(pkg);
        }
      }
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler(error?: Error) {
        if (error) return;
        const hashes: InputHashes = { ...atStart };
        for (const key of outside) {
          const hash = hashFile(repoRoot, key);
          if (hash) hashes[key] = hash;
        }
        const sorted = Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => a.localeCompare(b)));
        writeFileSync(record, `${JSON.stringify(sorted, null, 1)}\n`);
      },
    },
  };
}

/** The package.json of the package `file` belongs to, as a key (the nearest one below the repository). */
function packageJsonOf(repoRoot: string, file: string): string | undefined {
  for (let dir = dirname(file); dir.startsWith(repoRoot + sep); dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return toKey(repoRoot, join(dir, 'package.json'));
  }
  return undefined;
}
