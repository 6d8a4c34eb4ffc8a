/**
 * The built SPA, served as CloudFront serves it on AWS: '/' the prerendered index.html, client routes
 * the app.html shell, hashed assets immutable, text gzipped (once per file version), the same
 * security headers as the production response-headers policy.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { apiDocsCsp, readApiDocsFile } from '@recurso/functions/api-docs';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Same headers CloudFront's response-headers policy adds in production. */
export const WEB_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy':
    "default-src 'self'; script-src 'self' https://accounts.google.com/gsi/client; frame-src https://accounts.google.com/gsi/; connect-src 'self' https://accounts.google.com/gsi/ http://127.0.0.1:*; style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style; img-src 'self' data: blob: https:; font-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' http://127.0.0.1:*",
};

/** Text assets are sent gzipped, as CloudFront does on AWS; compressed once per file version. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg)/;
const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

function gzipped(file: string): Buffer {
  const { mtimeMs } = statSync(file);
  const hit = gzipCache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const body = gzipSync(readFileSync(file), { level: 9 });
  gzipCache.set(file, { mtimeMs, body });
  return body;
}

export function serveStatic(
  res: ServerResponse,
  staticDir: string,
  pathname: string,
  head: boolean,
  acceptEncoding: string,
) {
  const root = resolve(staticDir);
  let file = normalize(join(root, decodeURIComponent(pathname)));
  // '/' gets index.html (the prerendered home page); client routes the empty shell app.html when built.
  const shell = pathname !== '/' && existsSync(join(root, 'app.html')) ? 'app.html' : 'index.html';
  if (file !== root && !file.startsWith(root + sep)) file = join(root, shell);
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, shell);
  sendFile(res, file, head, acceptEncoding);
}

/** One file with the web headers (CSP included), gzipped when it is text and the client accepts it. */
function sendFile(res: ServerResponse, file: string, head: boolean, acceptEncoding: string) {
  const type = MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const immutable = file.includes(`${sep}assets${sep}`);
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(acceptEncoding);
  const headers = {
    ...WEB_HEADERS,
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
  };
  if (!gzip) {
    res.writeHead(200, headers);
    if (head) res.end();
    else createReadStream(file).pipe(res);
    return;
  }
  const body = gzipped(file);
  res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': String(body.length) });
  res.end(head ? undefined : body);
}

const docsCache = new Map<string, { body: Buffer; gzip: Buffer }>();

/**
 * A file of the API reference (functions/src/api-docs.ts) with the web headers and the page's CSP (the
 * site's, with Redoc's two style blocks allowed by hash), as CloudFront's /api/docs* behaviour serves it.
 */
export function sendApiDocsFile(res: ServerResponse, name: string, head: boolean, acceptEncoding: string) {
  let cached = docsCache.get(name);
  if (!cached) {
    const body = readApiDocsFile(name);
    cached = { body, gzip: gzipSync(body, { level: 9 }) };
    docsCache.set(name, cached);
  }
  const gzip = /\bgzip\b/.test(acceptEncoding);
  const body = gzip ? cached.gzip : cached.body;
  res.writeHead(200, {
    ...WEB_HEADERS,
    'content-security-policy': apiDocsCsp(WEB_HEADERS['content-security-policy']),
    'content-type': MIME[extname(name)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
    vary: 'accept-encoding',
    'content-length': String(body.length),
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(head ? undefined : body);
}
