/**
 * The whole product for a browser test: the SPA built fresh as it ships (into its own folder) and the local
 * runtime serving it and the API.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Runtime, startRuntime } from '@recurso/local/runtime';
import type { Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { SCREENSHOTS } from './browser';
import { buildWebApp } from './web-build';

export const ADMIN = { email: 'admin@recurso.test', password: 'Admin-Senha-Forte-1' };

export interface App {
  url: string;
  runtime: Runtime;
  stop(): Promise<void>;
}

export async function startApp(): Promise<App> {
  const web = buildWebApp();
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
      web.dispose();
    },
  };
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** axe-core on the page as it is now: no serious or critical violation. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  // Judge the page at rest: mid-way through a fade-in (e.g. a toast's 180 ms entrance) axe blends the
  // text with its background and reports a contrast the user never reads. Endless animations are skipped.
  await page.evaluate(
    'document.getAnimations().forEach((a) => { try { a.finish(); } catch { /* endless */ } })',
  );
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${name}: ${v.id} (${v.impact}) ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(bad).toEqual([]);
}
