import { existsSync } from 'node:fs';
import { CHROMIUM } from './chromium';

/**
 * The browser tests' Chromium: Debian's old headless shell (package chromium-headless-shell, the same
 * Chromium build as ./chromium's; the headless browser playwright itself uses by default) when it is
 * installed, else Debian's Chromium. Measured here on the app: a new context and its page ~0.27 s of CPU
 * instead of ~1.1, a page's load ~0.6 instead of ~1.7, axe and screenshots the same. The drawing is the
 * same build's: thumbnails.e2e's crops come out byte for byte as the full browser draws them (the OCR
 * pack's). The fixtures drawn in Chromium (the corpus, the fuzzer, the pack's crops) keep ./chromium's
 * binary: their bytes and ./chromium.ts key caches. E2E_CHROMIUM_PATH=/usr/bin/chromium: the full browser.
 */
export const E2E_CHROMIUM =
  process.env.E2E_CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM);
