/**
 * The floating help button never covers an action (issue 26): while anything a driver can press lies
 * under it, it steps aside (hidden, not focusable), and comes back once the page scrolls on. Loaded
 * after the page (a chunk of its own), so the home page's entry stays within its budget.
 */
const INTERACTIVE = 'a[href], button, input, select, textarea, summary, label, [role="button"], [tabindex]';

/** Points over the button (its corners, edges' middles and centre), a little outside its circle. */
function probes(r: DOMRect): [number, number][] {
  const pad = 6;
  const xs = [r.left - pad, r.left + r.width / 2, r.right + pad];
  const ys = [r.top - pad, r.top + r.height / 2, r.bottom + pad];
  return xs.flatMap((x) => ys.map((y) => [x, y] as [number, number]));
}

function covers(fab: HTMLElement, rect: DOMRect): boolean {
  for (const [x, y] of probes(rect)) {
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
    for (const el of document.elementsFromPoint(x, y)) {
      if (el === fab || fab.contains(el)) continue;
      if (el.closest(INTERACTIVE)) return true;
    }
  }
  return false;
}

/** Watches scrolling, resizing and page changes; answers the function that stops watching. */
export function avoidActions(fab: HTMLElement): () => void {
  // Without hit testing (a DOM emulation), nothing can be measured: the button stays where it is.
  if (typeof document.elementsFromPoint !== 'function') return () => {};
  // The button's resting place, measured once shown: hiding it must not change where we look.
  let rect = fab.getBoundingClientRect();
  let frame = 0;
  const check = () => {
    frame = 0;
    if (!fab.classList.contains('help-fab--aside')) rect = fab.getBoundingClientRect();
    const aside = covers(fab, rect);
    fab.classList.toggle('help-fab--aside', aside);
    if (aside) fab.setAttribute('tabindex', '-1');
    else fab.removeAttribute('tabindex');
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  window.addEventListener('scroll', schedule, { passive: true, capture: true });
  window.addEventListener('resize', schedule, { passive: true });
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true });
  schedule();
  return () => {
    window.removeEventListener('scroll', schedule, { capture: true });
    window.removeEventListener('resize', schedule);
    observer.disconnect();
    if (frame) cancelAnimationFrame(frame);
  };
}
