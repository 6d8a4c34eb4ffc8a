/** The local server's own duties, without emulators: API Gateway events, the SPA and its fallback. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { get } from 'node:http';
import { createLocalServer } from '@recurso/local/server';
import { fakeDeps } from '../unit/functions/http/fake-deps';

let server: Server;
let base: string;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'recurso-spa-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SPA</title>');
  writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  server = createLocalServer({ deps: fakeDeps(), staticDir: dist });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('local server', () => {
  it('routes /api requests to the area handlers as API Gateway events', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves built files and falls back to index.html for client routes', async () => {
    const asset = await fetch(`${base}/assets/app-123.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');
    for (const path of ['/', '/dashboard', '/auth/reset-password?token=x', '/admin/users']) {
      const page = await fetch(`${base}${path}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>SPA</title>');
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('answers robots.txt and the sitemap for the host asked, not with the SPA', async () => {
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`);
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      ['/', '/como-funciona', '/recursos', '/contato', '/termos', '/privacidade'].map((p) => `${base}${p}`),
    );
    const head = await fetch(`${base}/sitemap.xml`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('refuses to write a host that is not a plain host name into the sitemap', async () => {
    const res = await raw('/sitemap.xml', undefined, 'evil.example/<script>');
    expect(res.status).toBe(400);
    expect(res.body.toString()).not.toContain('<script>');
  });

  /** A GET without fetch's automatic decompression: the bytes as sent. */
  const raw = (path: string, encoding?: string, host?: string) =>
    new Promise<{ status?: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const headers = { ...(encoding ? { 'accept-encoding': encoding } : {}), ...(host ? { host } : {}) };
      get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });

  it('sends large API answers gzipped to clients that accept gzip, as the area handler encodes them', async () => {
    const zipped = await raw('/api/openapi.json', 'gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    const plain = await raw('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1000);
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    // a small answer stays plain
    const health = await raw('/api/health', 'gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toEqual({ status: 'ok' });
  });

  it('sends text assets gzipped only to clients that accept gzip', async () => {
    const asset = (encoding?: string) => raw('/assets/app-123.js', encoding);
    const zipped = await asset('gzip, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe('console.log(1)');
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log(1)');
  });

  it('never serves files outside the build folder', async () => {
    const res = await fetch(`${base}/..%2f..%2f..%2fetc%2fpasswd`);
    expect(await res.text()).toContain('<title>SPA</title>');
  });

  it('answers unknown API paths in JSON, not with the SPA', async () => {
    const res = await fetch(`${base}/api/nope`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toBe('Rota não encontrada.');
  });
});
