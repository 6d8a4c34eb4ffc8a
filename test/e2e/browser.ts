/** Debian's Chromium (./e2e-chromium) driven by playwright-core. */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Download } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium';
import { E2E_CHROMIUM } from './e2e-chromium';
import { sharedApp } from './shared-app';

export const SCREENSHOTS = join(__dirname, 'screenshots');
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export const hasChromium = (): boolean => existsSync(E2E_CHROMIUM);

/**
 * Endless CSS animations (the spinner of a pending appeal, a skeleton's shimmer) play once in the
 * browser tests: one on screen repaints every frame, ~0.15 s of Chromium's CPU per second of a wait
 * (measured: 1.5 s in 10 s idle with a spinner, 0.1 s without), and the tests wait on pending appeals
 * for minutes. A constructed style sheet, which the app's CSP (no inline styles) does not refuse; the
 * app's own animations of an entrance (a dialog's, a toast's) play once anyway and are untouched.
 */
export const ENDLESS_ANIMATIONS_PLAY_ONCE = `(() => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('*, *::before, *::after { animation-iteration-count: 1 !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
})();`;

/**
 * The run's shared Chromium (./shared-app.ts) when there is one; `close()` then only disconnects. Every
 * context it makes plays endless animations once (ENDLESS_ANIMATIONS_PLAY_ONCE).
 */
export async function launch(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const shared = await sharedApp();
  const browser = shared
    ? await chromium.connect(shared.browser)
    : await chromium.launch({ executablePath: E2E_CHROMIUM, args: [...CHROMIUM_FLAGS] });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const ctx = await newContext(options);
    await ctx.addInitScript({ content: ENDLESS_ANIMATIONS_PLAY_ONCE });
    return ctx;
  };
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    await close(options);
    for (const dir of downloads.splice(0)) rmSync(dir, { recursive: true, force: true });
  };
  return browser;
}

/** The folders of this file's downloads (jest loads this module once per test file), removed by `close()`. */
const downloads: string[] = [];

/**
 * A download saved to a file of its own (a browser we are connected to cannot hand out its own path), in a
 * folder the browser's `close()` removes.
 */
export async function savedPath(download: Download): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'recurso-download-'));
  downloads.push(dir);
  const path = join(dir, download.suggestedFilename());
  await download.saveAs(path);
  return path;
}
