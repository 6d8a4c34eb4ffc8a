/** Debian's Chromium on this machine: where it is and the flags it needs (CONVENTIONS.md). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, no sandbox or GPU, and nothing that phones home (updates, sync, background fetches). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
