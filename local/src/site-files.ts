/**
 * robots.txt and the sitemap, rendered for the host the request names (core/src/site.ts), as the CloudFront
 * function answers them on AWS (lib/spa-rewrite.ts); the local runtime is plain HTTP.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PLAIN_HOST, SITE_FILES } from '@recurso/core/site';

/** Answers `pathname` when it is one of the site files; false otherwise. */
export function serveSiteFile(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (!Object.hasOwn(SITE_FILES, pathname)) return false;
  const file = SITE_FILES[pathname] as (typeof SITE_FILES)[string];
  const host = req.headers.host ?? '';
  if (!PLAIN_HOST.test(host)) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Bad Request');
    return true;
  }
  const body = file.render(`http://${host}`);
  res.writeHead(200, {
    'content-type': file.contentType,
    'cache-control': 'public, max-age=3600',
    'x-content-type-options': 'nosniff',
    'content-length': String(Buffer.byteLength(body)),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
