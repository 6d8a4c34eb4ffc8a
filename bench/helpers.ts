/** Starts the local runtime in-process for a benchmark (temp data, free ports, quiet, loose limits). */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Appeal } from '@recurso/core/appeal';
import { DEFAULT_RATE_LIMITS } from '@recurso/core/identity';
import { appealDepsOf } from '@recurso/functions/http/appeal-deps';
import { type Runtime, startRuntime } from '../local/src/runtime';

/** `serveApp`: also serve the built SPA (frontend/dist), for benches that drive a browser. */
export async function benchRuntime(
  opts: { serveApp?: boolean } = {},
): Promise<Runtime & { dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'recurso-bench-'));
  const loose = { limit: 1_000_000, windowSeconds: 60 };
  const rt = await startRuntime({
    port: 0,
    dataDir,
    logLevel: 'silent',
    log: () => {},
    ...(opts.serveApp ? {} : { staticDir: false as const }),
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

/**
 * `count` pending appeals for one user, newest first as `<prefix>-0`, `<prefix>-1`…, each with a text of
 * a written appeal's size (~6 KB), saved through the repository: what that many generations leave.
 */
export async function seedAppeals(
  rt: Runtime,
  owner: { id: string; email: string },
  prefix: string,
  count = 500,
): Promise<void> {
  const { appeals } = appealDepsOf(rt.deps);
  const text = 'Texto do recurso. '.repeat(350);
  const base = Date.now();
  for (let batch = 0; batch < count; batch += 25)
    await Promise.all(
      Array.from({ length: Math.min(25, count - batch) }, (_, i) => {
        const at = new Date(base - (batch + i) * 60_000).toISOString();
        const appeal: Appeal = {
          id: `${prefix}-${batch + i}`,
          userId: owner.id,
          userEmail: owner.email,
          type: 'traffic',
          status: 'pending_payment',
          value: 29.9,
          code: `MG${String(batch + i).padStart(8, '0')}`,
          createdAt: at,
          updatedAt: at,
          generatedText: text,
          textVersion: 1,
        };
        return appeals.create(appeal);
      }),
    );
}

/**
 * Gzip bytes of the JavaScript the home page runs before it is interactive: its boot script (src/boot.ts)
 * and what that fetches after the first paint, the app's entry chunk (`data-app`) and the chunks it imports
 * statically (`data-preload`), as frontend/src/prerender.tsx writes them into index.html.
 */
export function homeInitialJsGzip(dist: string): number {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const boot = /<script type="module"[^>]* src="([^"]+)" data-app="([^"]+)" data-preload="([^"]*)">/.exec(
    html,
  );
  if (!boot) throw new Error('index.html has no boot script');
  const urls = [boot[1], boot[2], ...(boot[3] as string).split(' ').filter(Boolean)] as string[];
  return urls.reduce((sum, url) => sum + gzipSync(readFileSync(join(dist, url))).length, 0);
}
