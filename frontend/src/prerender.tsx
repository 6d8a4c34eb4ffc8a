/**
 * Build-time entry (vite-prerender.ts runs it after the client build): renders a route to static HTML and
 * writes it into the built index.html's #root, so the home page paints before its JavaScript arrives.
 * Runs in Node: the session starts signed-out, as it does on the client's first render.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { PRERENDERED_ATTR } from './app/prerendered';

const EMPTY_ROOT = '<div id="root"></div>';

/** The route's HTML once every lazy part has loaded (no fallback, no streaming script). */
async function renderRoute(url: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App prerendered />
      </StaticRouter>
    </StrictMode>,
    // Large finished boundaries would otherwise be sent out of line, revealed by an inline script.
    { onError: (e) => void errors.push(e), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
  if (errors.length) throw new Error(`prerender of ${url} failed: ${errors.map(String).join('; ')}`);
  return html;
}

/**
 * The production CSP (lib/csp.ts) allows no inline script and no inline style, so markup that needs
 * either would break on AWS: refuse it here rather than ship it.
 */
function assertCspSafe(html: string, url: string): void {
  const inline = /<script(?![^>]*\bsrc=)|\sstyle="|<template/.exec(html);
  if (inline)
    throw new Error(
      `prerender of ${url}: the CSP blocks it or it is unfinished: ${html.slice(inline.index - 200, inline.index + 200)}`,
    );
}

/**
 * The prerendered page paints from its HTML, CSS and fonts; its scripts only hydrate it, so they yield the
 * bandwidth to those (in the empty-root shell they stay high: nothing paints without them).
 */
const deprioritiseScripts = (html: string): string =>
  html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );

/** `template` (the built index.html) with `url` rendered into its empty #root, marked for hydration. */
export async function prerenderInto(template: string, url: string): Promise<string> {
  if (template.split(EMPTY_ROOT).length !== 2)
    throw new Error(`the template needs exactly one ${EMPTY_ROOT}`);
  const html = await renderRoute(url);
  assertCspSafe(html, url);
  return deprioritiseScripts(template).replace(
    EMPTY_ROOT,
    () => `<div id="root" ${PRERENDERED_ATTR}="${url}">${html}</div>`,
  );
}
