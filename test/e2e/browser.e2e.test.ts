/**
 * The browser tests' own browser (./browser.ts): every context it makes plays endless CSS animations once
 * (a spinner on screen repaints every frame while a test waits); the folders of saved downloads go when
 * the file closes its browser; the run's shared browser is ./e2e-chromium.ts's binary.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { Browser } from 'playwright-core';
import { AXE_SOURCE, type App, expectAccessible, startApp } from './app';
import { launch, savedPath } from './browser';
import { E2E_CHROMIUM } from './e2e-chromium';
import { sharedApp } from './shared-app';

let app: App;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launch();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

it('plays the app’s endless animations once, under its CSP', async () => {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(app.url);
  // The app's own spinner (its style sheet, its CSP), as a pending appeal shows it.
  const iterations = await page.evaluate(`(() => {
    const spinner = document.createElement('span');
    spinner.className = 'spinner';
    document.body.append(spinner);
    return spinner.getAnimations().map((a) => a.effect.getComputedTiming().iterations);
  })()`);
  expect(iterations).toEqual([1]);
  await ctx.close();
});

it('removes the downloads’ folders when the file closes its browser', async () => {
  const own = await launch();
  const ctx = await own.newContext({ acceptDownloads: true });
  const page = await ctx.newPage();
  await page.goto(app.url);
  const download = page.waitForEvent('download');
  await page.evaluate(`(() => {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob(['um texto'], { type: 'text/plain' }));
    a.download = 'nota.txt';
    document.body.append(a);
    a.click();
  })()`);
  const path = await savedPath(await download);
  expect(existsSync(path)).toBe(true);
  await own.close();
  expect(existsSync(dirname(path))).toBe(false);
});

/** The command lines of a process and its children (the binary may be started through a shell wrapper). */
function commandLines(pid: number): string[] {
  const read = (p: string) => readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0')[0] ?? '';
  const children = readdirSync('/proc').filter((p) => {
    try {
      return (
        /^\d+$/.test(p) &&
        readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid)
      );
    } catch {
      return false;
    }
  });
  return [read(String(pid)), ...children.map(read)];
}

it('runs the shared browser on E2E_CHROMIUM (the headless shell when installed: a page load costs a third)', async () => {
  const shared = await sharedApp();
  expect(shared?.browserPid).toEqual(expect.any(Number));
  const binaries = commandLines(shared?.browserPid as number).map((c) => basename(c));
  expect(binaries).toContain(basename(E2E_CHROMIUM));
  if (existsSync('/usr/bin/chromium-headless-shell'))
    expect(basename(E2E_CHROMIUM)).toBe('chromium-headless-shell');
});

it('checks accessibility with axe-core’s minified build, of the version the builder expects', async () => {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(app.url);
  await expectAccessible(page, 'home');
  expect(await page.evaluate('window.axe.version')).toBe(require('axe-core/package.json').version);
  expect(AXE_SOURCE).toBe(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  await ctx.close();
});
