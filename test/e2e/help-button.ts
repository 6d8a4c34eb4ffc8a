/**
 * The floating help button never covers an action (issue 26), asserted in the browser: scrolled from
 * the top of the page to its end, at every position it either sits over nothing a driver can press or
 * has stepped aside (hidden; frontend/src/components/layout/help-fab-avoid.ts). Used on the list, the
 * suspension page and the admin's users page ("Bloquear") at 390 px.
 */
import type { Page } from 'playwright-core';
import { shot } from './app';

/** In the page: 'aside' (the help button stepped aside: taps pass through it), 'clear' (over nothing pressable), or what it covers. */
const HELP_STATE = `() => {
  const fab = document.querySelector('.help-fab');
  if (fab.classList.contains('help-fab--aside'))
    // Taps pass through it from the moment it steps aside (pointer-events none), before its fade ends.
    return getComputedStyle(fab).pointerEvents === 'none' ? 'aside' : 'leaving';
  const r = fab.getBoundingClientRect();
  const hit = [...document.querySelectorAll('button, a[href], input, select, textarea')].find((el) => {
    if (el === fab || fab.contains(el)) return false;
    const b = el.getBoundingClientRect();
    return b.width > 0 && b.left < r.right && b.right > r.left && b.top < r.bottom && b.bottom > r.top;
  });
  return hit ? 'covers "' + (hit.textContent.trim() || hit.tagName) + '" at scroll ' + window.scrollY : 'clear';
}`;

/**
 * Scrolls the page from top to bottom: at each position, the help button either sits over nothing a
 * driver can press or has stepped aside (hidden). Waits for its state after each scroll.
 */
export async function assertHelpNeverCovers(page: Page, screenshot: string): Promise<void> {
  const fab = page.locator('.help-fab');
  await fab.waitFor({ state: 'attached' });
  const height = (await page.evaluate('document.documentElement.scrollHeight')) as number;
  for (let y = 0; y <= height; y += 120) {
    await page.evaluate(`window.scrollTo(0, ${y})`);
    // Settled when the button is hidden aside, or over nothing a driver can press.
    const state = await page
      // A function (compiled once): a bare expression is eval'd at each poll, which the app's CSP refuses,
      // and the wait then fell through to the catch at once instead of waiting for the state.
      .waitForFunction(`() => (${HELP_STATE})() === 'aside' || (${HELP_STATE})() === 'clear'`, undefined, {
        timeout: 5000,
        // An interval, not animation frames: a busy browser may hold frames back for seconds.
        polling: 100,
      })
      .then(() => page.evaluate(`(${HELP_STATE})()`))
      .catch(() => page.evaluate(`(${HELP_STATE})()`));
    expect(['aside', 'clear']).toContain(state);
  }
  await shot(page, screenshot);
}
