/**
 * One app for all the browser tests of a run (jest's globalSetup/globalTeardown of the e2e project,
 * jest.config.js): the web build from the cache (./web-build.ts), one local runtime serving it (a process
 * of its own, test/child-runtime), and one Chromium every test file connects to. Starting them once
 * instead of once per file saves a build, a JVM and a browser per file.
 *
 * globalSetup only starts them (jest runs every project's globalSetup before any test, so waiting there
 * would hold the whole run): the first e2e file waits for the app in `startApp()` (./app.ts) and
 * `launch()` (./browser.ts), which read the file RECURSO_E2E_APP names. Each test file keeps to its own
 * users and data.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Env } from '@recurso/functions/env';
import { type BrowserServer, chromium } from 'playwright-core';
import { ADMIN, type ChildRuntime, startChildRuntime } from '../child-runtime/child-runtime';
import { finishDynamoClassArchive, startDynamoClassArchive } from '../setup/dynamo-class-archive';
import { logSharedCpu } from '../setup/process-cpu';
import { CHROMIUM_FLAGS } from './chromium';
import { E2E_CHROMIUM } from './e2e-chromium';
import { cachedWebBuild } from './web-build';

export { ADMIN };

/** What a test file learns of the shared app. */
export interface SharedApp {
  url: string;
  dataDir: string;
  outboxDir: string;
  /** The runtime's function env: a test file builds its own deps on the same table and bucket. */
  env: Env;
  /** Chromium's endpoint for `chromium.connect`. */
  browser: string;
  /** The process playwright started for it (./e2e-chromium.ts names the binary). */
  browserPid?: number;
}

/** The file the shared app is described in once it runs (or `<file>.error` says why it does not). */
export const SHARED_APP_VAR = 'RECURSO_E2E_APP';
const START_TIMEOUT_MS = 300_000;

/** The run's shared app, once started; undefined outside a jest run of the e2e project. */
export async function sharedApp(): Promise<SharedApp | undefined> {
  const file = process.env[SHARED_APP_VAR];
  if (!file) return undefined;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as SharedApp;
    if (existsSync(`${file}.error`)) throw new Error(readFileSync(`${file}.error`, 'utf8'));
    if (Date.now() > deadline) throw new Error('the shared e2e app did not start in 5 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Running {
  dir: string;
  startedAt: number;
  started: Promise<{ runtime: ChildRuntime; browser: BrowserServer } | undefined>;
}
const KEY = Symbol.for('recurso.e2e.sharedApp');
type Holder = { [KEY]?: Running };

export async function startSharedApp(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'recurso-e2e-'));
  const file = join(dir, 'app.json');
  const dataDir = join(dir, 'data');
  const started = (async () => {
    const browser = chromium.launchServer({ executablePath: E2E_CHROMIUM, args: [...CHROMIUM_FLAGS] });
    browser.catch(() => undefined);
    const web = await cachedWebBuild();
    // The fixtures' OCR from the test suite's cache (test/fixtures/corpus/ocr-cache.ts); the engine on a miss.
    const runtime = await startChildRuntime({ dataDir, staticDir: web.dist, ocrCache: true });
    const shared: SharedApp = {
      url: runtime.url,
      dataDir,
      outboxDir: runtime.outboxDir,
      env: runtime.env as Env,
      browser: (await browser).wsEndpoint(),
      browserPid: (await browser).process().pid,
    };
    writeFileSync(file, JSON.stringify(shared));
    return { runtime, browser: await browser };
  })().catch((error: unknown) => {
    writeFileSync(
      `${file}.error`,
      `the shared e2e app did not start: ${error instanceof Error ? error.stack : String(error)}`,
    );
    return undefined;
  });
  (globalThis as Holder)[KEY] = { dir, started, startedAt: Date.now() };
  startDynamoClassArchive(); // for the JVMs started after it is made (test/setup/dynamo-class-archive.ts)
  // Test workers start after globalSetup and inherit the environment.
  process.env[SHARED_APP_VAR] = file;
}

export async function stopSharedApp(): Promise<void> {
  const running = (globalThis as Holder)[KEY];
  if (!running) return;
  delete process.env[SHARED_APP_VAR];
  const app = await running.started;
  const pids = app
    ? [app.runtime.pid, ...(app.browser.process().pid ? [app.browser.process().pid as number] : [])]
    : [];
  logSharedCpu('e2e', 'the app (runtime, JVM) and Chromium', pids, running.startedAt);
  await app?.browser.close();
  await app?.runtime.stop();
  rmSync(running.dir, { recursive: true, force: true });
  await finishDynamoClassArchive();
}
