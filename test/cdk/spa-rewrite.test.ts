/** The CloudFront Function runs as plain JavaScript; evaluate it to check which page each path gets. */
import { runInNewContext } from 'node:vm';
import { SPA_REWRITE_CODE } from '../../lib/spa-rewrite';

type Handler = (e: { request: { uri: string } }) => { uri: string };
const handler = runInNewContext(`${SPA_REWRITE_CODE}; handler`) as Handler;
const rewrite = (uri: string) => handler({ request: { uri } }).uri;

describe('SPA rewrite', () => {
  it('serves the prerendered home page at /', () => expect(rewrite('/')).toBe('/index.html'));

  it.each(['/dashboard', '/auth/login', '/pagamento/sucesso', '/admin/users/', '//'])(
    'serves the empty shell for the client route %s',
    (uri) => expect(rewrite(uri)).toBe('/app.html'),
  );

  it.each([
    '/assets/index-abc123.js',
    '/favicon.ico',
    '/robots.txt',
    '/v1.2/file.css',
    '/index.html',
    '/app.html',
  ])('keeps the file %s', (uri) => expect(rewrite(uri)).toBe(uri));
});
