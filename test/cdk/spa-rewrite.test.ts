/** The CloudFront Function runs as plain JavaScript; evaluate it to check what each path gets. */
import { runInNewContext } from 'node:vm';
import { robotsTxt, sitemapXml } from '@recurso/core/site';
import { SPA_REWRITE_CODE } from '../../lib/spa-rewrite';
import { API_DOCS_INDEX_CODE } from '../../lib/web';

interface Request {
  uri: string;
  headers: Record<string, { value: string }>;
}
interface Response {
  statusCode: number;
  headers?: Record<string, { value: string }>;
  body?: { encoding: string; data: string };
}
type Handler = (e: { request: Request }) => Request | Response;
const handler = runInNewContext(`${SPA_REWRITE_CODE}; handler`) as Handler;
const HOST = 'app.recursocerto.com.br';
const run = (uri: string, host = HOST) => handler({ request: { uri, headers: { host: { value: host } } } });
const rewrite = (uri: string) => (run(uri) as Request).uri;

describe('SPA rewrite', () => {
  it('serves the prerendered home page at /', () => expect(rewrite('/')).toBe('/index.html'));

  it.each(['/dashboard', '/auth/login', '/pagamento/sucesso', '/admin/users/', '//'])(
    'serves the empty shell for the client route %s',
    (uri) => expect(rewrite(uri)).toBe('/app.html'),
  );

  it.each(['/assets/index-abc123.js', '/favicon.svg', '/v1.2/file.css', '/index.html', '/app.html'])(
    'keeps the file %s',
    (uri) => expect(rewrite(uri)).toBe(uri),
  );
});

describe('robots.txt and the sitemap', () => {
  it.each([
    ['/robots.txt', 'text/plain; charset=utf-8', robotsTxt],
    ['/sitemap.xml', 'application/xml; charset=utf-8', sitemapXml],
  ])('answers %s itself, for the host asked, as the local server does', (uri, type, render) => {
    const res = run(uri) as Response;
    expect(res.statusCode).toBe(200);
    expect(res.headers?.['content-type']?.value).toBe(type);
    expect(res.body).toEqual({ encoding: 'text', data: render(`https://${HOST}`) });
    expect(res.body?.data).toContain(`https://${HOST}/`);
    expect(res.body?.data).not.toContain('\u0000');
  });

  it('points robots.txt at the sitemap of the same host', () => {
    const res = run('/robots.txt', 'd111111abcdef8.cloudfront.net') as Response;
    expect(res.body?.data).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://d111111abcdef8.cloudfront.net/sitemap.xml\n',
    );
  });

  it.each(['', 'evil.com/<x>', 'a b', 'host"><script>'])('refuses the host %j', (host) => {
    expect((run('/sitemap.xml', host) as Response).statusCode).toBe(400);
  });

  it('leaves other paths that merely look alike to the bucket', () => {
    expect(rewrite('/robots.txt.bak')).toBe('/robots.txt.bak');
    expect(rewrite('/toString')).toBe('/app.html');
  });

  it('fits the CloudFront Functions code limit (10 KB)', () => {
    expect(Buffer.byteLength(SPA_REWRITE_CODE)).toBeLessThan(10_240);
  });
});

describe('the API reference behaviour', () => {
  const docs = runInNewContext(`${API_DOCS_INDEX_CODE}; handler`) as Handler;
  const docsUri = (uri: string) => (docs({ request: { uri, headers: {} } }) as Request).uri;

  it.each(['/api/docs', '/api/docs/'])('serves the page at %s', (uri) =>
    expect(docsUri(uri)).toBe('/api/docs/index.html'),
  );

  it.each(['/api/docs/redoc.standalone.js', '/api/docs/init.js', '/api/docsx'])('keeps %s', (uri) =>
    expect(docsUri(uri)).toBe(uri),
  );
});
