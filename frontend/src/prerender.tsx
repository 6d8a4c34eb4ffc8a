/**
 * Build-time entry (vite-prerender.ts runs it after the client build): renders a route to static HTML and
 * writes it into the built index.html's #root, so the home page paints before its JavaScript arrives.
 * Runs in Node: the session starts signed-out, as it does on the client's first render.
 */
import { PUBLIC_PAGES, structuredDataScript } from '@recurso/core/site';
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

const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const APP_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The prerendered page paints from its HTML and CSS alone; its scripts only hydrate it. So the app's script
 * and preloads give way to the boot script (src/boot.ts), which fetches them, and lets the text switch to
 * Inter, once the first paint is on screen: nothing then competes with that paint (in the empty-root shell
 * they stay: nothing paints without them).
 */
export function deferApp(template: string, bootUrl: string): string {
  const app = APP_SCRIPT.exec(template)?.[1];
  if (!app) throw new Error('the template has no app script to defer');
  const preloads = [...template.matchAll(APP_PRELOAD)].map((m) => m[1]).join(' ');
  const boot = `<script type="module" crossorigin src="${bootUrl}" data-app="${app}" data-preload="${preloads}"></script>`;
  return template
    .replace(/<html /, '<html data-fonts="later" ')
    .replace(APP_PRELOAD, '')
    .replace(APP_SCRIPT, () => boot);
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/;

/**
 * The page's stylesheet in a `<style>` element: the first paint no longer waits for a second request (the
 * production CSP allows exactly this element by its hash: lib/csp.ts).
 */
export function inlineStylesheet(template: string, readAsset: (url: string) => string): string {
  const link = STYLESHEET.exec(template);
  if (!link) throw new Error('the template has no stylesheet to inline');
  const css = readAsset(link[1] as string);
  if (/<\/style/i.test(css)) throw new Error('the stylesheet cannot be inlined: it contains </style');
  return template.replace(link[0], () => `<style>${css}</style>`);
}

export interface PrerenderOptions {
  /** The boot script (src/boot.ts) that loads the app after the first paint. */
  bootUrl: string;
  /** A built file's content by its URL. */
  readAsset(url: string): string;
}

/**
 * `template` (the built index.html) with `url` rendered into its empty #root, marked for hydration, its
 * stylesheet inlined and the app deferred to after the first paint; the home page also carries the
 * structured data of the company and its services (a JSON-LD data block: never run, so the CSP does not
 * apply to it).
 */
export async function prerenderInto(template: string, url: string, o: PrerenderOptions): Promise<string> {
  if (template.split(EMPTY_ROOT).length !== 2)
    throw new Error(`the template needs exactly one ${EMPTY_ROOT}`);
  const html = await renderRoute(url);
  assertCspSafe(html, url);
  const head = url === PUBLIC_PAGES.home ? `  ${structuredDataScript()}\n  </head>` : '</head>';
  return inlineStylesheet(deferApp(template, o.bootUrl), o.readAsset)
    .replace('</head>', () => head)
    .replace(EMPTY_ROOT, () => `<div id="root" ${PRERENDERED_ATTR}="${url}">${html}</div>`);
}
