/**
 * The prerendered home page's only script (vite-prerender.ts puts it in index.html in place of the app's
 * script and preloads). The page paints from its HTML and CSS alone, in local fonts matched to Inter's
 * metrics (`<html data-fonts="later">`, styles/font-fallback.css); once that first paint is on screen this
 * fetches the app (`data-app`, its static imports in `data-preload`) and Inter, then switches the text to
 * it, so neither competes with the first paint. Self-contained: it shares no module with the app.
 */

/** The weights styles/fonts.css declares. */
const INTER_WEIGHTS = [400, 600, 700];

/** Should the paint entry never come (no support, a browser quirk), the app starts anyway by then. */
const START_AT_LATEST_MS = 3000;

function start(): void {
  const script = document.querySelector<HTMLScriptElement>('script[data-app]');
  if (!script?.dataset.app) return;
  for (const href of script.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    link.crossOrigin = '';
    document.head.append(link);
  }
  void import(/* @vite-ignore */ script.dataset.app);
  // Inter is fetched first and set only once every weight is in: switching the text to a font still on its
  // way costs a far longer layout than one switch to a loaded font (and the metrics match, so nothing moves).
  // In a task of its own: asking for the fonts makes the browser match them against the whole page.
  setTimeout(() => {
    void Promise.allSettled(INTER_WEIGHTS.map((w) => document.fonts.load(`${w} 1em Inter`))).then(() => {
      delete document.documentElement.dataset.fonts;
    });
  }, 0);
}

/**
 * Runs `then` once the first contentful paint has been presented: the paint timing entry carries the time
 * the frame reached the screen, which can be long after the main thread painted it (a requestAnimationFrame
 * callback only knows the latter).
 */
function afterFirstPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    setTimeout(then, 0);
  };
  const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) once();
      })
    : undefined;
  observer?.observe({ type: 'paint', buffered: true });
  if (!observer) requestAnimationFrame(once);
  setTimeout(once, START_AT_LATEST_MS);
}

afterFirstPaint(start);
