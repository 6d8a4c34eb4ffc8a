/**
 * The web app as it ships, built for a test or a bench into a folder of its own (so a running `npm start`
 * keeps serving frontend/dist): the build script itself, whatever NODE_ENV the caller has (jest sets `test`).
 * `buildWebApp` builds afresh (the production-build test checks the build itself); `cachedWebBuild`
 * reuses the last build while its inputs are unchanged (the browser tests).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildState, recordFileOf } from '../../frontend/build-inputs';

const ROOT = join(__dirname, '..', '..');

export interface WebBuild {
  /** The built folder (its record of inputs lies beside it, frontend/build-inputs.ts). */
  dist: string;
  dispose(): void;
}

export function buildWebApp(env: NodeJS.ProcessEnv = process.env): WebBuild {
  const dir = mkdtempSync(join(tmpdir(), 'recurso-web-'));
  const dist = join(dir, 'dist');
  try {
    build(dist, env);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { dist, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `npm run build -w frontend` into `dist` (its record of inputs beside it). */
const BUILD = (dist: string) => [
  'run',
  'build',
  '-w',
  'frontend',
  '--silent',
  '--',
  '--outDir',
  dist,
  '--emptyOutDir',
  '--logLevel',
  'warn',
];

/** Builds into `dist`; throws with the build's output on failure. */
function build(dist: string, env: NodeJS.ProcessEnv): void {
  const r = spawnSync('npm', BUILD(dist), { cwd: ROOT, encoding: 'utf8', env });
  if (r.status !== 0) throw new Error(`frontend build failed:\n${r.stdout}\n${r.stderr}`);
}

/** The same without blocking the event loop (jest's main process keeps running tests meanwhile). */
function buildInBackground(dist: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', BUILD(dist), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += String(d);
    });
    child.stderr.on('data', (d) => {
      output += String(d);
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`frontend build failed:\n${output}`)),
    );
  });
}

const CACHE = join(ROOT, '.cache', 'web');

/**
 * The same build, kept in .cache/web/dist (git-ignored) and made again only when frontend/build-inputs.ts
 * says its inputs changed: the browser tests of one run, and the runs after it, share one build. A new
 * build is made beside the old one and renamed over it, so a reader never sees half a folder.
 */
export async function cachedWebBuild(env: NodeJS.ProcessEnv = process.env): Promise<WebBuild> {
  const dist = join(CACHE, 'dist');
  const keep = { dist, dispose: () => {} };
  if (buildState(ROOT, dist, env).fresh) return keep;
  mkdirSync(CACHE, { recursive: true });
  const next = join(CACHE, `dist-${process.pid}-${Date.now()}`);
  await buildInBackground(next, env);
  rmSync(dist, { recursive: true, force: true });
  renameSync(next, dist);
  renameSync(recordFileOf(next), recordFileOf(dist));
  return keep;
}
