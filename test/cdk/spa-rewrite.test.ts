/** The CloudFront Function runs as plain JavaScript; evaluate it to check which paths become index.html. */
import { runInNewContext } from 'node:vm';
import { SPA_REWRITE_CODE } from '../../lib/spa-rewrite';

type Handler = (e: { request: { uri: string } }) => { uri: string };
const handler = runInNewContext(`${SPA_REWRITE_CODE}; handler`) as Handler;
const rewrite = (uri: string) => handler({ request: { uri } }).uri;

describe('SPA rewrite', () => {
  it.each([
    ['/', '/index.html'],
    ['/dashboard', '/index.html'],
    ['/pagamento/sucesso', '/index.html'],
    ['/admin/users/', '/index.html'],
  ])('%s → %s', (uri, expected) => expect(rewrite(uri)).toBe(expected));

  it.each(['/assets/index-abc123.js', '/favicon.ico', '/robots.txt', '/v1.2/file.css'])(
    'keeps the file %s',
    (uri) => expect(rewrite(uri)).toBe(uri),
  );
});
