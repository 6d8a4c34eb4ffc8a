/**
 * The human-readable API reference at /api/docs: a static page (frontend/api-docs) that runs Redoc's
 * standalone bundle, from our own origin, on the document GET /api/openapi.json serves. Not Lambda code:
 * the local server serves these files (local/src/static.ts) and CDK deploys them with the web app, behind
 * a CloudFront behaviour for /api/docs* (lib/web.ts), so both runtimes answer the same files under the
 * site's CSP.
 */
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
  if (pathname === API_DOCS_PATH || pathname === `${API_DOCS_PATH}/`) return API_DOCS_FILES['index.html'];
  if (!pathname.startsWith(`${API_DOCS_PATH}/`)) return undefined;
  const name = pathname.slice(API_DOCS_PATH.length + 1);
  return Object.hasOwn(API_DOCS_FILES, name) ? API_DOCS_FILES[name] : undefined;
}
