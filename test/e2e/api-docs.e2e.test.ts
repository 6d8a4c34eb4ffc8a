/**
 * The API reference at /api/docs renders in Debian's Chromium from our own origin, with no console error
 * and no CSP violation: under the local server's headers, and under the production CSP CloudFront adds
 * (lib/csp.ts, swapped in on the way), so the page works on both runtimes with the CSP intact.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { apiDocsCsp } from '@recurso/functions/api-docs';
import { contentSecurityPolicy } from '../../lib/csp';
import { type App, startApp } from './app';
import { launch, SCREENSHOTS } from './browser';

jest.setTimeout(120_000);

/** What CloudFront's /api/docs* behaviour sends (lib/web.ts): the site's CSP with Redoc's style hashes. */
const PRODUCTION_CSP = apiDocsCsp(
  contentSecurityPolicy({
    googleSignIn: true,
    uploadOrigin: 'https://uploads.s3.us-east-1.amazonaws.com',
    checkoutOrigins: ['https://asaas.com'],
  }),
);

let runtime: App;
let browser: Browser;

beforeAll(async () => {
  runtime = await startApp();
  browser = await launch();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});

/** Opens /api/docs and collects console errors, page errors, CSP violations and requests to other origins. */
async function openDocs(page: Page) {
  const problems: string[] = [];
  const foreign: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  page.on('request', (r) => {
    if (!r.url().startsWith(runtime.url) && !r.url().startsWith('data:') && !r.url().startsWith('blob:'))
      foreign.push(r.url());
  });
  await page.addInitScript({
    content: `window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));`,
  });
  const res = await page.goto(`${runtime.url}/api/docs`);
  // Redoc has rendered the document: its title, an area and an operation of the route table.
  await page
    .getByRole('heading', { name: /Recurso Certo API/ })
    .first()
    .waitFor();
  await page.getByRole('heading', { name: 'Presigned POSTs for direct uploads' }).waitFor();
  await page.waitForLoadState('networkidle');
  const csp = (await page.evaluate('window.cspViolations')) as string[];
  return { status: res?.status(), headers: res?.headers() ?? {}, problems, csp, foreign };
}

describe('the API reference at /api/docs', () => {
  it('renders under the local server’s headers: no console error, no CSP violation, nothing from another origin', async () => {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    const seen = await openDocs(page);
    expect(seen.status).toBe(200);
    expect(seen.headers['content-security-policy']).toContain("script-src 'self'");
    expect(seen.headers['content-security-policy']).not.toContain("'unsafe-eval'");
    expect(seen.headers['x-frame-options']).toBe('DENY');
    expect(seen).toMatchObject({ problems: [], csp: [], foreign: [] });
    await page.screenshot({ path: join(SCREENSHOTS, 'api-docs.png') });
    await ctx.close();
  });

  it('renders under the production CSP (lib/csp.ts) just the same', async () => {
    const ctx = await browser.newContext();
    await ctx.route(`${runtime.url}/api/docs**`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': PRODUCTION_CSP },
      });
    });
    const page = await ctx.newPage();
    const seen = await openDocs(page);
    expect(seen.headers['content-security-policy']).toBe(PRODUCTION_CSP);
    expect(PRODUCTION_CSP).not.toContain("'unsafe-inline'");
    expect(seen).toMatchObject({ problems: [], csp: [], foreign: [] });
    await ctx.close();
  });

  it('serves the page’s own files only, and the document it reads', async () => {
    // Each body read to its end: an unread one holds its connection open after the file ends, and jest
    // then kills the worker ("A worker process has failed to exit gracefully").
    const get = async (path: string) => {
      const res = await fetch(`${runtime.url}${path}`);
      return { status: res.status, text: await res.text() };
    };
    for (const path of [
      '/api/docs/',
      '/api/docs/init.js',
      '/api/docs/redoc.standalone.js',
      '/api/openapi.json',
    ])
      expect((await get(path)).status).toBe(200);
    // fetch resolves the `..`: this asks for /package.json, which the site answers with its app shell
    // (never the repository's file)
    expect((await get('/api/docs/../../package.json')).text).not.toContain('"workspaces"');
    expect((await get('/api/docs/nope.js')).status).toBe(404);
  });
});
