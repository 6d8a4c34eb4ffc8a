/**
 * The human-readable API reference at /api/docs: a static page (frontend/api-docs) that runs Redoc's
 * standalone bundle, from our own origin, on the document GET /api/openapi.json serves. Not Lambda code:
 * the local server serves these files (local/src/static.ts) and CDK deploys them with the web app, behind
 * a CloudFront behaviour for /api/docs* (lib/web.ts), so both runtimes answer the same files under the
 * site's CSP.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_BASE } from './routes';

export const API_DOCS_PATH = `${API_BASE}/docs`;

const PAGE_DIR = join(__dirname, '..', '..', 'frontend', 'api-docs');

/** Each file of the page, by its name under /api/docs/. */
export const API_DOCS_FILES: Readonly<Record<string, string>> = {
  'index.html': join(PAGE_DIR, 'index.html'),
  'init.js': join(PAGE_DIR, 'init.js'),
  'docs.css': join(PAGE_DIR, 'docs.css'),
  'redoc.standalone.js': require.resolve('redoc/bundles/redoc.standalone.js'),
};

/** The file a request path names: `/api/docs` and `/api/docs/` are the page; anything else is not ours. */
export function apiDocsFile(pathname: string): string | undefined {
  if (pathname === API_DOCS_PATH || pathname === `${API_DOCS_PATH}/`) return 'index.html';
  if (!pathname.startsWith(`${API_DOCS_PATH}/`)) return undefined;
  const name = pathname.slice(API_DOCS_PATH.length + 1);
  return Object.hasOwn(API_DOCS_FILES, name) ? name : undefined;
}

/**
 * The two inline style blocks Redoc 2.5.3 (pinned) writes, allowed by hash on this page only (no
 * 'unsafe-inline'): styled-components' empty <style> element, whose sheet it then fills through the
 * CSSOM, and perfect-scrollbar's stylesheet. Another Redoc version makes the e2e test
 * (test/e2e/api-docs.e2e.test.ts) fail with the hash Chromium wants.
 */
export const API_DOCS_STYLE_HASHES = [
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  "'sha256-QMIg+bpjm3JdElJ388KYke01izlUW0UoNOeKjpMxdgc='",
] as const;

/** The site's CSP for the reference page: the same, with Redoc's two style blocks allowed by hash. */
export function apiDocsCsp(siteCsp: string): string {
  const patched = siteCsp.replace(/(^|;\s*)style-src /, `$1style-src ${API_DOCS_STYLE_HASHES.join(' ')} `);
  if (patched === siteCsp) throw new Error('apiDocsCsp: the site CSP has no style-src directive');
  return patched;
}

/** Redoc's sidebar credit loads a logo from Redocly's CDN: the page must work offline and under img-src 'self' data:. */
const CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const LOCAL_LOGO =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%221%22 height=%221%22/%3E';

/** A file of the page as it is served (Redoc's bundle with its one CDN address pointed at a data: URI). */
export function readApiDocsFile(name: string): Buffer {
  const file = API_DOCS_FILES[name];
  if (!file) throw new Error(`no API docs file ${name}`);
  if (name !== 'redoc.standalone.js') return readFileSync(file);
  const code = readFileSync(file, 'utf8');
  if (!code.includes(CDN_LOGO))
    throw new Error('Redoc no longer loads its logo from the CDN: review api-docs.ts');
  return Buffer.from(code.replaceAll(CDN_LOGO, LOCAL_LOGO));
}
