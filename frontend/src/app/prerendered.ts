/**
 * The build writes the home page's HTML into index.html's #root (see vite-prerender.ts) and marks the root
 * with the path it rendered. The client hydrates only when it is on that path; client routes are served
 * app.html, whose #root is empty, and anything else renders from scratch.
 */
export const PRERENDERED_ATTR = 'data-prerendered';

/** The SPA shell without prerendered content: CloudFront and the local server answer client routes with it. */
export const SHELL_FILE = 'app.html';

export const isPrerenderedFor = (root: HTMLElement, pathname: string): boolean =>
  root.getAttribute(PRERENDERED_ATTR) === pathname;
