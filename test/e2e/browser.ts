/** Debian's Chromium (./chromium) driven by playwright-core. */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';

export const SCREENSHOTS = join(__dirname, 'screenshots');
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export const hasChromium = (): boolean => existsSync(CHROMIUM);

export async function launch(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS],
  });
}
