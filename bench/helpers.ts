/** Starts the local runtime in-process for a benchmark (temp data, free ports, quiet, loose limits). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_RATE_LIMITS } from '@recurso/core/accounts/policy';
import { type Runtime, startRuntime } from '../local/src/runtime';

export async function benchRuntime(): Promise<Runtime & { dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'recurso-bench-'));
  const loose = { limit: 1_000_000, windowSeconds: 60 };
  const rt = await startRuntime({
    port: 0,
    dataDir,
    logLevel: 'silent',
    log: () => {},
    staticDir: false,
    rateLimits: Object.fromEntries(
      Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, { perEmail: loose, perIp: loose }]),
    ) as unknown as typeof DEFAULT_RATE_LIMITS,
  });
  return {
    ...rt,
    dispose: async () => {
      await rt.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const postJson = (url: string, body: unknown, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
