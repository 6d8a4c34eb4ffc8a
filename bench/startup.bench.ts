/**
 * `npm start` (scripts/start.mjs) until GET /api/health answers, on a warm machine (budget < 15 s).
 * The first run warms caches (and builds the web app once if it was never built); the second counts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../local/src/emulators/ports';
import type { Figure } from './run';

async function timeToHealthy(): Promise<number> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'recurso-start-'));
  const t0 = performance.now();
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, '..', 'scripts', 'start.mjs')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    while (performance.now() - t0 < 60_000) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://localhost:${port}/api/health`);
        if (res.status === 200) return performance.now() - t0;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('health did not answer within 60 s');
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export default async function startupBench(): Promise<Figure[]> {
  await timeToHealthy();
  const warm = await timeToHealthy();
  return [{ name: 'npm start → /api/health 200 (warm)', value: warm / 1000, unit: 's', budget: 15 }];
}
