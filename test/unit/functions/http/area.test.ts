import { gunzipSync } from 'node:zlib';
import { SECOND_FACTOR_CODES, IDENTITY_MESSAGES as M } from '@recurso/core/identity';
import { K } from '@recurso/functions/adapters/dynamodb/keys';
import { createAreaHandler } from '@recurso/functions/http/area';
import { authOperations } from '@recurso/functions/http/auth';
import { HTTP_MESSAGES } from '@recurso/functions/http/errors';
import { matchRoute } from '@recurso/functions/http/router';
import { systemOperations } from '@recurso/functions/http/system';
import { operation, reply } from '@recurso/functions/http/types';
import { usersOperations } from '@recurso/functions/http/users';
import { acceptsGzip } from '@recurso/functions/http/json-body';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as z from 'zod/mini';
import { event, fakeDeps } from './fake-deps';

type R = APIGatewayProxyStructuredResultV2;
const ctx = {} as import('aws-lambda').Context;
const json = (r: R) => JSON.parse(r.body ?? 'null');

describe('area handler', () => {
  it('answers the health route', async () => {
    const handler = createAreaHandler('system', systemOperations, fakeDeps());
    const res = (await handler(event('GET /api/health'), ctx)) as R;
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok' });
    expect(res.headers?.['cache-control']).toBe('no-store');
  });

  it('maps validation errors to 400 with the schema message and request id', async () => {
    const handler = createAreaHandler('auth', authOperations, fakeDeps());
    const res = (await handler(
      event('POST /api/auth/login', {
        body: '{"email":""}',
        headers: { 'Content-Type': 'application/json' },
      }),
      ctx,
    )) as R;
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ error: M.fillAllFields, message: M.fillAllFields, requestId: 'req-1' });
  });

  it('answers 415, 400 and 413 for wrong type, malformed JSON and oversize bodies', async () => {
    const handler = createAreaHandler('auth', authOperations, fakeDeps());
    const send = (body: string, type: string) =>
      handler(event('POST /api/auth/login', { body, headers: { 'content-type': type } }), ctx) as Promise<R>;
    const wrongType = await send('email=a', 'text/plain');
    expect([wrongType.statusCode, json(wrongType).error]).toEqual([415, HTTP_MESSAGES.unsupportedMediaType]);
    const malformed = await send('{"email":', 'application/json');
    expect([malformed.statusCode, json(malformed).error]).toEqual([400, HTTP_MESSAGES.malformedJson]);
    const big = await send(JSON.stringify({ email: 'a'.repeat(5000), password: 'x' }), 'application/json');
    expect([big.statusCode, json(big).error]).toEqual([413, HTTP_MESSAGES.tooLarge]);
  });

  it('serializes a frozen (shared, cached) body once and a fresh body every time', async () => {
    const shared = Object.freeze([Object.freeze({ id: 'a1' })]);
    let fresh = 0;
    const ops = {
      health: operation({ handle: async () => shared }),
      openapi: operation({ handle: async () => [{ id: `f${++fresh}` }] }),
    };
    const handler = createAreaHandler('system', ops, fakeDeps());
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      const bodies = [];
      for (let i = 0; i < 3; i++) bodies.push(((await handler(event('GET /api/health'), ctx)) as R).body);
      expect(bodies).toEqual(['[{"id":"a1"}]', '[{"id":"a1"}]', '[{"id":"a1"}]']);
      expect(stringify.mock.calls.filter(([v]) => v === shared)).toHaveLength(1);
      const a = ((await handler(event('GET /api/openapi.json'), ctx)) as R).body;
      const b = ((await handler(event('GET /api/openapi.json'), ctx)) as R).body;
      expect([a, b]).toEqual(['[{"id":"f1"}]', '[{"id":"f2"}]']);
    } finally {
      stringify.mockRestore();
    }
  });

  describe('gzip for a client that accepts it (API Gateway does not compress)', () => {
    const big = Object.freeze(
      Array.from({ length: 50 }, (_, i) => Object.freeze({ id: `recurso-${i}`, status: 'pending_payment' })),
    );
    const small = Object.freeze([{ id: 'a1' }]);
    const handlerOf = (body: unknown) =>
      createAreaHandler('system', { health: operation({ handle: async () => body }) }, fakeDeps());
    const get = (body: unknown, acceptEncoding?: string) =>
      handlerOf(body)(
        event('GET /api/health', acceptEncoding ? { headers: { 'Accept-Encoding': acceptEncoding } } : {}),
        ctx,
      ) as Promise<R>;

    it('gzips a body of 1,000 bytes or more, and says so', async () => {
      const res = await get(big, 'gzip, deflate, br');
      expect(res.isBase64Encoded).toBe(true);
      expect(res.headers?.['content-encoding']).toBe('gzip');
      expect(res.headers?.vary).toBe('accept-encoding');
      expect(res.headers?.['content-type']).toBe('application/json; charset=utf-8');
      const bytes = Buffer.from(res.body ?? '', 'base64');
      expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(big);
      expect(bytes.length).toBeLessThan(JSON.stringify(big).length / 4);
    });

    it('sends plain JSON to a client that does not accept gzip, or refuses it with q=0', async () => {
      for (const accept of [undefined, 'br', 'identity', 'gzip;q=0', 'gzip; q=0.0, br']) {
        const res = await get(big, accept);
        expect(res.isBase64Encoded).toBeFalsy();
        expect(res.headers?.['content-encoding']).toBeUndefined();
        expect(res.headers?.vary).toBe('accept-encoding');
        expect(json(res)).toEqual(big);
      }
      expect(acceptsGzip('br;q=1, GZIP;q=0.5')).toBe(true);
      expect(acceptsGzip('*')).toBe(true);
    });

    it('leaves a small body alone', async () => {
      const res = await get(small, 'gzip');
      expect([res.isBase64Encoded, res.headers?.['content-encoding'], res.headers?.vary]).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
      expect(res.body).toBe('[{"id":"a1"}]');
    });

    it('compresses a frozen (cached) body once, however often it is sent', async () => {
      // the module object itself (an `import *` gets a copy under esModuleInterop)
      const gzip = jest.spyOn(jest.requireActual<typeof import('node:zlib')>('node:zlib'), 'gzipSync');
      try {
        const handler = handlerOf(Object.freeze([...big]));
        const bodies = [];
        for (let i = 0; i < 3; i++)
          bodies.push(
            ((await handler(event('GET /api/health', { headers: { 'accept-encoding': 'gzip' } }), ctx)) as R)
              .body,
          );
        expect(new Set(bodies).size).toBe(1);
        expect(gzip).toHaveBeenCalledTimes(1);
      } finally {
        gzip.mockRestore();
      }
    });
  });

  it('hides unexpected errors behind a generic 500 with the request id', async () => {
    const boom = {
      health: operation({ handle: async () => Promise.reject(new Error('db password=hunter2')) }),
    };
    const res = (await createAreaHandler('system', boom, fakeDeps())(event('GET /api/health'), ctx)) as R;
    expect(res.statusCode).toBe(500);
    expect(json(res)).toEqual({
      error: HTTP_MESSAGES.internal,
      message: HTTP_MESSAGES.internal,
      requestId: 'req-1',
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('answers 501 for a route of the area whose operation is not written yet', async () => {
    const res = (await createAreaHandler('appeals', {}, fakeDeps())(event('GET /api/appeals/my'), ctx)) as R;
    expect(res.statusCode).toBe(501);
    expect(json(res).error).toBe(HTTP_MESSAGES.notImplemented);
  });

  it('requires a session on protected routes and checks the role from the stored user', async () => {
    const deps = fakeDeps();
    const handler = createAreaHandler('users', usersOperations, deps);
    const anon = (await handler(event('GET /api/users'), ctx)) as R;
    expect([anon.statusCode, json(anon).error]).toEqual([401, M.loginRequired]);

    const user = await deps.users.create({ id: 'u1', email: 'a@b.com', role: 'USER', createdAt: 'now' });
    const token = await deps.sessions.issue({ ...user, userId: user.id, role: 'ADMIN' }); // claim says ADMIN
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const asUser = (await handler(event('GET /api/users', auth), ctx)) as R;
    expect([asUser.statusCode, json(asUser).error]).toEqual([403, M.forbidden]);

    // AUTH-6: a STAFF session passes only with a second-factor proof (the DynamoDB store, faked here).
    let proof: Record<string, unknown> | undefined;
    deps.dynamo = {
      send: async (cmd: { input: { Key: Record<string, string> } }) => ({
        Item: Object.values(cmd.input.Key).includes('TOTP') ? { secret: 'A', confirmedAt: 'now' } : proof,
      }),
    } as unknown as typeof deps.dynamo;
    deps.users.patch('u1', { role: 'STAFF' });
    const unproved = (await handler(event('GET /api/users', auth), ctx)) as R;
    expect([unproved.statusCode, json(unproved).code]).toEqual([403, SECOND_FACTOR_CODES.verifyRequired]);
    proof = { [K.ttl]: Date.parse('2026-01-01T13:00:00Z') / 1000 };
    expect(((await handler(event('GET /api/users', auth), ctx)) as R).statusCode).toBe(200);

    deps.users.patch('u1', { blocked: true });
    const blocked = (await handler(event('GET /api/users', auth), ctx)) as R;
    expect([blocked.statusCode, json(blocked).error]).toEqual([403, M.accountBlocked]);

    deps.users.patch('u1', { blocked: false, tokenVersion: 1 });
    const stale = (await handler(event('GET /api/users', auth), ctx)) as R;
    expect([stale.statusCode, json(stale).error]).toEqual([401, M.sessionExpired]);
  });

  it('passes raw bodies and headers untouched to raw operations', async () => {
    const echo = {
      health: operation({
        input: 'raw',
        handle: async (req) =>
          reply(200, { raw: (req.body as Buffer).toString('utf8'), sig: req.headers['x-sig'] }),
      }),
    };
    const res = (await createAreaHandler(
      'system',
      echo,
      fakeDeps(),
    )(event('GET /api/health', { body: 'not json', headers: { 'X-Sig': 'abc' } }), ctx)) as R;
    expect(json(res)).toEqual({ raw: 'not json', sig: 'abc' });
  });

  it('types and validates query and params with zod', async () => {
    const op = {
      health: operation({
        query: z.object({ n: z.coerce.number({ error: 'n inválido' }) }),
        handle: async (req) => ({ doubled: req.query.n * 2 }),
      }),
    };
    const handler = createAreaHandler('system', op, fakeDeps());
    expect(json((await handler(event('GET /api/health', { query: { n: '21' } }), ctx)) as R)).toEqual({
      doubled: 42,
    });
    expect(json((await handler(event('GET /api/health', { query: { n: 'x' } }), ctx)) as R).error).toBe(
      'n inválido',
    );
  });

  it('answers in Portuguese when a schema has no message of its own (zod/mini has none)', async () => {
    const op = {
      health: operation({
        query: z.object({ limit: z.coerce.number().check(z.int(), z.lte(10)) }),
        handle: async (req) => ({ limit: req.query.limit }),
      }),
    };
    const handler = createAreaHandler('system', op, fakeDeps());
    const res = (await handler(event('GET /api/health', { query: { limit: '99' } }), ctx)) as R;
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ error: 'Dados inválidos.', message: 'Dados inválidos.' });
  });
});

describe('router', () => {
  it('prefers literal segments over parameters, as API Gateway does', () => {
    expect(matchRoute('GET', '/api/appeals/statistics').match?.route.operation).toBe('statistics');
    expect(matchRoute('GET', '/api/appeals/abc').match).toMatchObject({
      route: { operation: 'get' },
      params: { id: 'abc' },
    });
    expect(matchRoute('GET', '/api/appeals/user/a%40b.com').match?.params).toEqual({ email: 'a@b.com' });
    // what Redocly's no-ambiguous-paths would flag (redocly.yaml): an appeal id is a UUID, never "user"
    const id = '5f0c6a52-8d0e-4c36-9b8e-0c6f2a1d3e4b';
    expect(matchRoute('GET', `/api/appeals/${id}/follow-up`).match).toMatchObject({
      route: { operation: 'followUp' },
      params: { id },
    });
    expect(matchRoute('GET', '/api/appeals/user/follow-up').match).toMatchObject({
      route: { operation: 'listByUser' },
      params: { email: 'follow-up' },
    });
  });

  it('tells an unknown path from a wrong method', () => {
    expect(matchRoute('GET', '/api/nothing')).toEqual({ methodNotAllowed: false });
    expect(matchRoute('PUT', '/api/auth/login')).toEqual({ methodNotAllowed: true });
  });
});
