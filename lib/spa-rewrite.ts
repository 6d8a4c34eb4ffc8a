/**
 * CloudFront Function (viewer request, default behavior only). `/robots.txt` and `/sitemap.xml` are answered
 * here, rendered for the host the viewer asked for (core/src/site.ts; a sitemap lists absolute URLs of its
 * own host, which one build cannot know). Otherwise a path whose last segment has no dot is a client-side
 * route: `/` gets `/index.html`, where the build prerendered the home page (as `defaultRootObject` also
 * says); every other route gets `/app.html`, the same shell with an empty root, so a deep link never flashes
 * the home page before its own screen (frontend/vite-prerender.ts). Done here rather than by mapping S3
 * 403/404 to a page, so real errors keep their status. `/api/*` has its own behavior and never runs this.
 */
import { PLAIN_HOST, SITE_FILES } from '@recurso/core/site';

/** Stands for the viewer's origin in the texts below; the function puts `https://<host>` in its place. */
const ORIGIN_MARK = '\u0000origin\u0000';

const siteFiles = Object.fromEntries(
  Object.entries(SITE_FILES).map(([path, f]) => [path, { type: f.contentType, body: f.render(ORIGIN_MARK) }]),
);

// ES5.1-style JavaScript with the cloudfront-js-2.0 runtime's few extras; no modules, 10 KB at most.
export const SPA_REWRITE_CODE = `var SITE_FILES = ${JSON.stringify(siteFiles)};
var ORIGIN_MARK = ${JSON.stringify(ORIGIN_MARK)};
var PLAIN_HOST = ${PLAIN_HOST.toString()};

function siteFile(request) {
  var file = SITE_FILES[request.uri];
  var host = request.headers.host ? request.headers.host.value : '';
  if (!PLAIN_HOST.test(host)) return { statusCode: 400, statusDescription: 'Bad Request' };
  return {
    statusCode: 200,
    statusDescription: 'OK',
    headers: {
      'content-type': { value: file.type },
      'cache-control': { value: 'public, max-age=3600' },
      'x-content-type-options': { value: 'nosniff' }
    },
    body: { encoding: 'text', data: file.body.split(ORIGIN_MARK).join('https://' + host) }
  };
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (Object.prototype.hasOwnProperty.call(SITE_FILES, uri)) return siteFile(request);
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (uri === '/') {
    request.uri = '/index.html';
  } else if (lastSegment.indexOf('.') === -1) {
    request.uri = '/app.html';
  }
  return request;
}`;
