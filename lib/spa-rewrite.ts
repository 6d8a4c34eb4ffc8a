/**
 * CloudFront Function (viewer request, default behavior only): a path whose last segment has no dot is a
 * client-side route. `/` gets `/index.html`, where the build prerendered the home page (as
 * `defaultRootObject` also says); every other route gets `/app.html`, the same shell with an empty root,
 * so a deep link never flashes the home page before its own screen (frontend/vite-prerender.ts). Done here
 * rather than by mapping S3 403/404 to a page, so real errors keep their status. `/api/*` has its own
 * behavior and never runs this.
 */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (uri === '/') {
    request.uri = '/index.html';
  } else if (lastSegment.indexOf('.') === -1) {
    request.uri = '/app.html';
  }
  return request;
}`;
