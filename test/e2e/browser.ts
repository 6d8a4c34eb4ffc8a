/** Debian's Chromium (./chromium) driven by playwright-core. */
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Download } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';
import { sharedApp } from './shared-app';

export const SCREENSHOTS = join(__dirname, 'screenshots');
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export const hasChromium = (): boolean => existsSync(CHROMIUM);

/** The run's shared Chromium (./shared-app.ts) when there is one; `close()` then only disconnects. */
export async function launch(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const shared = await sharedApp();
  if (shared) return chromium.connect(shared.browser);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS],
  });
}

/** A download saved to a file of its own (a browser we are connected to cannot hand out its own path). */
export async function savedPath(download: Download): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'recurso-download-')), download.suggestedFilename());
  await download.saveAs(path);
  return path;
}
