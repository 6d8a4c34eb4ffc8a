/** The framework over real HTTP: content types, malformed and oversize bodies, routing, OpenAPI, forged tokens. */
import { HTTP_MESSAGES } from '@recurso/functions/http/errors';
import { ROUTES, routeKey } from '@recurso/functions/routes';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { startRuntime } from '@recurso/local/runtime';
import { SignJWT } from 'jose';
import { claimsOf, type TestRuntime, startTestRuntime } from './helpers/runtime';
import { verifiedStaffToken } from './helpers/second-factor';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 60_000);
afterAll(() => rt?.stop());

const errorBody = (message: string) => ({ error: message, message, requestId: expect.any(String) });

describe('HTTP edge cases answer 4xx with a clear message, never 500', () => {
  it('GET /api/health answers {"status":"ok"}', async () => {
    const res = await rt.api('GET', '/health');
    expect([res.status, res.text]).toEqual([200, '{"status":"ok"}']);
  });

  it('malformed JSON → 400', async () => {
    const res = await rt.api('POST', '/auth/login', {
      raw: '{"email": "a@b.com",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(errorBody(HTTP_MESSAGES.malformedJson));
  });

  it('wrong content type → 415', async () => {
    const res = await rt.api('POST', '/auth/login', {
      raw: 'email=a@b.com&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.json).toEqual(errorBody(HTTP_MESSAGES.unsupportedMediaType));
    const plain = await rt.api('POST', '/auth/register', {
      raw: '{}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
  });

  it('oversize JSON body → 413', async () => {
    const res = await rt.api('POST', '/auth/login', {
      body: { email: 'a@b.com', password: 'x'.repeat(300 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.json).toEqual(errorBody(HTTP_MESSAGES.tooLarge));
  });

  it('a JSON array or string instead of an object → 400', async () => {
    const res = await rt.api('POST', '/auth/login', {
      raw: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('O corpo da requisição deve ser um objeto JSON.');
  });

  it('unknown route → 404 and wrong method → 405, in JSON', async () => {
    const missing = await rt.api('GET', '/nada');
    expect([missing.status, missing.json.error]).toEqual([404, HTTP_MESSAGES.notFound]);
    const method = await rt.api('PUT', '/auth/login', { body: {} });
    expect([method.status, method.json.error]).toEqual([405, HTTP_MESSAGES.methodNotAllowed]);
  });

  it('serves an OpenAPI 3.1 document listing exactly the routes of the table', async () => {
    const res = await rt.api('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    const documented = Object.entries(res.json.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(ROUTES.map(routeKey).sort());
  });
});

describe('forged or expired tokens → 401 (JWT-1, JWT-2)', () => {
  let real: string;
  beforeAll(async () => {
    real = await verifiedStaffToken(rt);
  });
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

  it('accepts the real token', async () => {
    expect((await rt.api('GET', '/users', { token: real })).status).toBe(200);
  });

  it.each([
    ['alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${real.split('.')[1]}.`],
    [
      'edited role claim',
      () => `${real.split('.')[0]}.${b64({ ...claimsOf(real), role: 'ADMIN', tv: 5 })}.${real.split('.')[2]}`,
    ],
    ['bad signature', () => `${real.slice(0, -4)}AAAA`],
    ['signed with "secret"', () => sign({ ...claimsOf(real) }, 'secret'.padEnd(32, '!'))],
    ['signed with "changeme"', () => sign({ ...claimsOf(real) }, 'changeme'.padEnd(32, '!'))],
    ['garbage', () => 'not-a-jwt'],
  ])('%s', async (_n, make) => {
    const token = await make();
    const res = await rt.api('GET', '/users', { token });
    expect(res.status).toBe(401);
  });

  it('an expired token (exp in the past)', async () => {
    rt.clock.offsetMs = 0;
    const secret = (await import('node:fs')).readFileSync(`${rt.dataDir}/jwt-secret`, 'utf8');
    const expired = await sign({ ...claimsOf(real), exp: Math.floor(Date.now() / 1000) - 1 }, secret);
    const res = await rt.api('GET', '/users', { token: expired });
    expect(res.status).toBe(401);
    const sameKey = await sign({ ...claimsOf(real) }, secret);
    expect((await rt.api('GET', '/users', { token: sameKey })).status).toBe(200); // control: the key is right
  });

  it('a token of another type (typ "reset") is not a session', async () => {
    const secret = (await import('node:fs')).readFileSync(`${rt.dataDir}/jwt-secret`, 'utf8');
    const res = await rt.api('GET', '/users', {
      token: await sign({ ...claimsOf(real), typ: 'reset' }, secret),
    });
    expect(res.status).toBe(401);
  });
});

function sign(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

describe('start-up prerequisites', () => {
  it('refuses a port in use with one clear line, before starting anything', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, () => r()));
    const port = (blocker.address() as { port: number }).port;
    try {
      await expect(startRuntime({ port, dataDir: `${rt.dataDir}-unused`, log: () => {} })).rejects.toThrow(
        `Port ${port} (web app and API) is already in use: stop the program using it or set PORT to another port.`,
      );
    } finally {
      blocker.close();
      rmSync(`${rt.dataDir}-unused`, { recursive: true, force: true });
    }
  });
});
