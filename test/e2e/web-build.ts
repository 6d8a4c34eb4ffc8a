/**
 * The web app as it ships, built for a test or a bench into a folder of its own (so a running `npm start`
 * keeps serving frontend/dist): the build script itself, whatever NODE_ENV the caller has (jest sets `test`).
 * `buildWebApp` builds afresh (the production-build test checks the build itself); `cachedWebBuild`
 * reuses a build while its inputs are unchanged (the browser tests).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildState } from '../../frontend/build-inputs';

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

/**
 * Builds kept outside the clone, like jest's own caches: $TMPDIR/recurso-web/<build>/dist, each with its
 * record of inputs (frontend/build-inputs.ts: repository-relative paths and content hashes, never the
 * clone's path), so every clone on the machine (a CI run's fresh one) reuses a build made from the same
 * inputs (~10 s of CPU a build). A build is never replaced: another run may be serving it.
 */
export const WEB_BUILDS = join(tmpdir(), 'recurso-web');
const CACHE = WEB_BUILDS;
/** A build unused this long is removed (no run lasts a day; a used one has its time touched). */
const STALE_MS = 24 * 3600_000;

/**
 * A build made from the inputs as they are now (frontend/build-inputs.ts says whether), made when there
 * is none: the browser tests of one run, and the runs after it, share one build. A new build is made in
 * a folder of its own, so a reader never sees half a folder.
 */
export async function cachedWebBuild(env: NodeJS.ProcessEnv = process.env): Promise<WebBuild> {
  mkdirSync(CACHE, { recursive: true });
  // 0 for a folder another run has just removed
  const mtime = (dir: string) => statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const builds = readdirSync(CACHE)
    .map((name) => join(CACHE, name))
    .sort((a, b) => mtime(b) - mtime(a));
  for (const dir of builds) {
    const dist = join(dir, 'dist');
    if (buildState(ROOT, dist, env).fresh) {
      const now = new Date();
      utimesSync(dir, now, now);
      return { dist, dispose: () => {} };
    }
    if (Date.now() - mtime(dir) > STALE_MS) rmSync(dir, { recursive: true, force: true });
  }
  const dir = mkdtempSync(join(CACHE, 'build-'));
  const dist = join(dir, 'dist');
  try {
    await buildInBackground(dist, env);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { dist, dispose: () => {} };
}
