/**
 * CloudFront Function (viewer request, default behavior only): a path whose last segment has no dot is a
 * client-side route and gets `/index.html`. Done here rather than by mapping S3 403/404 to index.html, so
 * real errors keep their status. `/api/*` has its own behavior and never runs this.
 */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;
