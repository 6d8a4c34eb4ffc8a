/*
 * The API reference: Redoc's standalone bundle (served from our origin, never a CDN) renders the
 * OpenAPI document the API publishes. No inline script or style, so the site's CSP applies unchanged;
 * Redoc's search runs in a blob: worker, which that CSP forbids, so it is off.
 */
(() => {
  const root = document.getElementById('redoc');
  window.Redoc.init(
    root.getAttribute('data-spec-url'),
    {
      disableSearch: true,
      expandResponses: '200,201,202',
      jsonSampleExpandLevel: 3,
      hideHostname: true,
      nativeScrollbars: true,
      theme: {
        colors: { primary: { main: '#0B3D91' } },
        typography: {
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
          headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
          code: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
        },
      },
    },
    root,
  );
})();
