/**
 * The whole product for a browser test: the SPA as it ships and the local runtime serving it and the API.
 * Under jest it is the run's shared app (./shared-app.ts, started once by the e2e project's globalSetup):
 * `startApp()` gives this file deps of its own on the same table, bucket and outbox. Outside jest (a
 * bench, a script) it starts a runtime of its own on the cached build.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDocumentClient } from '@recurso/functions/adapters/dynamodb/client';
import { DYNAMO_HTTP } from '@recurso/functions/clients/dynamodb-http';
import { createDeps, type Deps } from '@recurso/functions/deps';
import { createLogger } from '@recurso/functions/logger';
import { withCommitBarrier } from '@recurso/local/emulators/commit-barrier';
import { OutboxMailer, type OutboxMessage, readOutbox } from '@recurso/local/mail/outbox';
import { startRuntime } from '@recurso/local/runtime';
import type { Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { SCREENSHOTS } from './browser';
import { ADMIN, sharedApp } from './shared-app';
import { cachedWebBuild } from './web-build';

export { ADMIN };

/** What a browser test uses of the runtime: its URL, its data and deps on its table, bucket and outbox. */
export interface AppRuntime {
  url: string;
  dataDir: string;
  outboxDir: string;
  deps: Deps;
  outbox(): OutboxMessage[];
}

export interface App {
  url: string;
  runtime: AppRuntime;
  stop(): Promise<void>;
}

export async function startApp(): Promise<App> {
  const shared = await sharedApp();
  if (shared) {
    const { env, outboxDir } = shared;
    const deps = await createDeps(env, {
      dynamo: withCommitBarrier(
        createDocumentClient({
          region: env.AWS_REGION,
          endpoint: env.DYNAMODB_ENDPOINT,
          requestHandler: DYNAMO_HTTP,
        }),
        env.TABLE_NAME,
      ),
      mailer: new OutboxMailer(outboxDir, env.MAIL_FROM, () => {}),
      logger: createLogger('silent'),
    });
    return {
      url: shared.url,
      runtime: {
        url: shared.url,
        dataDir: shared.dataDir,
        outboxDir,
        deps,
        outbox: () => readOutbox(outboxDir),
      },
      stop: async () => deps.dynamo.destroy(),
    };
  }
  const web = await cachedWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'recurso-e2e-'));
  const runtime = await startRuntime({
    port: 0,
    dataDir,
    staticDir: web.dist,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    logLevel: 'silent',
    log: () => {},
  });
  return {
    url: runtime.url,
    runtime,
    stop: async () => {
      await runtime.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * axe-core's minified build (the same version as `axe-core`'s `source`, the 1.3 MB unminified one): 0.58 MB
 * to send and compile into each document, ~0.1 CPU s less an injection (measured: 0.17–0.19 instead of
 * 0.25–0.29 once warm).
 */
export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core on the page as it is now: no serious or critical violation. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  // Judge the page at rest: mid-way through a fade-in (e.g. a toast's 180 ms entrance) axe blends the
  // text with its background and reports a contrast the user never reads. Endless animations are skipped.
  await page.evaluate(
    'document.getAnimations().forEach((a) => { try { a.finish(); } catch { /* endless */ } })',
  );
  // axe-core (the copy @axe-core/playwright itself loads) goes into the page once per document: the
  // builder would send and compile its 0.5 MB twice per check.
  if (!(await page.evaluate("typeof window.axe === 'object'"))) await page.evaluate(AXE_SOURCE);
  // Legacy mode: axe.run() in the page itself. The default (axe.runPartial() in each frame, then
  // axe.finishRun() in a blank page it opens) costs a page and a renderer process more per check (~0.7 s
  // of CPU); its only gain is reading cross-origin iframes, and the app has none.
  const result = await new AxeBuilder({ page, axeSource: ';' }).setLegacyMode(true).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${name}: ${v.id} (${v.impact}) ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(bad).toEqual([]);
}
