/**
 * The web app as it ships, built for a test or a bench into a folder of its own (so a running `npm start`
 * keeps serving frontend/dist): the build script itself, whatever NODE_ENV the caller has (jest sets `test`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

export interface WebBuild {
  /** The built folder (its record of inputs lies beside it, frontend/build-inputs.ts). */
  dist: string;
  dispose(): void;
}

export function buildWebApp(env: NodeJS.ProcessEnv = process.env): WebBuild {
  const dir = mkdtempSync(join(tmpdir(), 'recurso-web-'));
  const dist = join(dir, 'dist');
  const r = spawnSync(
    'npm',
    [
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
    ],
    { cwd: ROOT, encoding: 'utf8', env },
  );
  if (r.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`frontend build failed:\n${r.stdout}\n${r.stderr}`);
  }
  return { dist, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
