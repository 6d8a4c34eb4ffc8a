/**
 * Overload (issue 8): past an area's capacity the local server answers 429 at once, with Retry-After
 * and the Portuguese busy message in the API's error shape, never a 5xx; a login flood cannot starve
 * health, reads or the Asaas webhook; and every accepted write lands exactly once.
 * Small lanes (RuntimeOptions.admission) make "past capacity" reachable with a few dozen requests.
 */
import { type ApiResponse, registerAndLogin, type TestRuntime, startTestRuntime } from './helpers/runtime';

const BUSY = 'Muitas requisições no momento. Tente novamente em instantes.';

let rt: TestRuntime;
let user: { token: string; id: string; email: string; password: string };

beforeAll(async () => {
  rt = await startTestRuntime({
    hashing: 'production', // the flood is held by the real cost of a login
    admission: {
      // two logins hashed at a time, eight waiting (long enough to outlast the flood), the rest refused
      auth: { inFlight: 2, queue: 8, maxWaitMs: 10_000 },
      appeals: { inFlight: 2, queue: 2, maxWaitMs: 20 },
    },
  });
  user = await registerAndLogin(rt.api, 'carga@recurso.test');
}, 60_000);
afterAll(() => rt?.stop());

function expectBusy(res: ApiResponse) {
  expect(res.status).toBe(429);
  expect(res.headers.get('retry-after')).toBe('1');
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(res.json).toEqual({ error: BUSY, message: BUSY, requestId: expect.any(String) });
  expect(res.headers.get('x-request-id')).toBe(res.json.requestId);
}

const fiveXx = (answers: ApiResponse[]) => answers.filter((r) => r.status >= 500);

describe('overload', () => {
  it('a login flood past the auth lane answers 429 at once while health, reads and webhooks still answer', async () => {
    const finished: number[] = [];
    const flood = Promise.all(
      Array.from({ length: 40 }, () =>
        rt.api('POST', '/auth/login', { body: { email: user.email, password: user.password } }).then((r) => {
          finished.push(performance.now());
          return r;
        }),
      ),
    );
    // Sent while the accepted logins are still being hashed one by one.
    const during = await Promise.all([
      rt.api('GET', '/health'),
      rt.api('GET', '/appeals/my', { token: user.token }),
      rt.api('POST', '/webhooks/asaas', {
        headers: { 'asaas-access-token': 'token-forjado' },
        body: { id: 'evt_x', event: 'PAYMENT_RECEIVED', payment: { id: 'pay_x' } },
      }),
    ]);
    const duringAt = performance.now();
    const logins = await flood;

    expect(during.map((r) => r.status)).toEqual([200, 200, 401]);
    // the other areas answered before the login flood was through
    expect(duringAt).toBeLessThan(Math.max(...finished));

    expect(fiveXx(logins)).toEqual([]);
    const accepted = logins.filter((r) => r.status === 200);
    const refused = logins.filter((r) => r.status !== 200);
    // At least the 2 running + 8 waiting were accepted (more when slots freed while the flood was still
    // arriving); the rest were refused at once, none left hanging.
    expect(accepted.length).toBeGreaterThanOrEqual(10);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expect(accepted.length + refused.length).toBe(40);
    for (const r of accepted) expect(typeof r.json.token).toBe('string');
    for (const r of refused) expectBusy(r);
  });

  it('the auth lane itself refuses past capacity, also on routes that hash nothing', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => rt.api('GET', '/auth/password/validate-token?token=nao-existe')),
    );
    expect(fiveXx(answers)).toEqual([]);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expectBusy(r);
    for (const r of answers.filter((a) => a.status !== 429)) expect(r.status).toBe(400);
  });

  it('after the flood the lane is free again', async () => {
    const res = await rt.api('POST', '/auth/login', { body: { email: user.email, password: user.password } });
    expect(res.status).toBe(200);
  });

  it('saves past the appeals lane: refused ones are 429, and every accepted save lands exactly once', async () => {
    const before = (await rt.api('GET', '/appeals/my', { token: user.token })).json.length as number;
    const save = (i: number) =>
      rt.api('POST', '/appeals', {
        token: user.token,
        headers: { 'idempotency-key': `carga-salvar-${String(i).padStart(4, '0')}` },
        body: { type: 'traffic', generatedText: `Texto do recurso ${i}.` },
      });
    const keys = Array.from({ length: 30 }, (_, i) => i);
    const first = await Promise.all(keys.map(save));
    expect(fiveXx(first)).toEqual([]);
    const refused = keys.filter((i) => first[i]?.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const i of refused) expectBusy(first[i] as ApiResponse);
    for (const i of keys) expect([201, 429]).toContain(first[i]?.status);

    // What the server accepted is stored now, once each, before any retry.
    const acceptedIds = first.filter((r) => r.status === 201).map((r) => r.json.id as string);
    const listed = (await rt.api('GET', '/appeals/my', { token: user.token })).json as { id: string }[];
    expect(listed.length - before).toBe(acceptedIds.length);
    expect(new Set(acceptedIds).size).toBe(acceptedIds.length);
    for (const id of acceptedIds) expect(listed.some((a) => a.id === id)).toBe(true);

    // Clients retry the refused saves after Retry-After, one at a time, and a client that missed its
    // answers sends every save again: the idempotency keys keep each save single.
    const ids = new Map<number, string>();
    keys.forEach((i) => {
      if (first[i]?.status === 201) ids.set(i, first[i]?.json.id);
    });
    for (const i of refused) {
      const res = await save(i);
      expect(res.status).toBe(201);
      ids.set(i, res.json.id);
    }
    for (const i of keys) {
      const again = await save(i);
      expect(again.status).toBe(201);
      expect(again.json.id).toBe(ids.get(i));
    }
    const after = (await rt.api('GET', '/appeals/my', { token: user.token })).json as { id: string }[];
    expect(after.length - before).toBe(30);
    expect(new Set(after.map((a) => a.id))).toEqual(new Set([...listed.map((a) => a.id), ...ids.values()]));
  });
});
