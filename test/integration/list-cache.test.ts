/**
 * The list cache behind GET /users and GET /appeals/my (functions/src/adapters/dynamodb/list-cache.ts)
 * over real HTTP on the local runtime: a repeated list runs no Query, and a list read right after a
 * change (block, role, register, delete; save, edit, checkout, pay) already shows it.
 */
import type { AsaasSimulator } from '@recurso/local/asaas-sim/index';
import { ADMIN, loginAs, registerAndLogin, type TestRuntime, startTestRuntime } from './helpers/runtime';

jest.setTimeout(120_000);

type User = Awaited<ReturnType<typeof registerAndLogin>>;
interface Listed {
  id: string;
  email: string;
  role: string;
  blocked: boolean;
}
interface ListedAppeal {
  id: string;
  status: string;
  code?: string;
  updatedAt: string;
}

let rt: TestRuntime;
let admin: string;
/** The index Queries the runtime sent, by partition (`USERS`, `USER#<id>#APPEALS`…). */
const queried: string[] = [];

beforeAll(async () => {
  // The staff second factor (AUTH-6) is another suite's subject: off here, so admin routes answer.
  rt = await startTestRuntime({ paymentSweepMs: 0, env: { STAFF_TOTP_REQUIRED: 'false' } });
  rt.deps.dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { IndexName?: string; ExpressionAttributeValues?: Record<string, unknown> };
      if (context.commandName === 'QueryCommand' && input.IndexName)
        queried.push(String(input.ExpressionAttributeValues?.[':pk']));
      return next(args);
    },
    { step: 'initialize', name: 'listCacheTestSpy' },
  );
  admin = await loginAs(rt.api, ADMIN.email, ADMIN.password);
}, 90_000);
afterAll(() => rt?.stop());

/** Past the cache's settle time (1 s): from here a list is cached under the version it read. */
const settle = () => new Promise((r) => setTimeout(r, 1100));
const queriesOf = (partition: string) => queried.filter((p) => p === partition).length;

async function users(): Promise<Listed[]> {
  const res = await rt.api('GET', '/users', { token: admin });
  expect(res.status).toBe(200);
  return res.json as Listed[];
}
const listed = async (email: string) => (await users()).find((u) => u.email === email);

async function myAppeals(user: User): Promise<ListedAppeal[]> {
  const res = await rt.api('GET', '/appeals/my', { token: user.token });
  expect(res.status).toBe(200);
  return res.json as ListedAppeal[];
}

async function saveAppeal(user: User, text: string): Promise<string> {
  const res = await rt.api('POST', '/appeals', {
    token: user.token,
    body: { type: 'traffic', generatedText: text, code: 'MG12345678' },
  });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

describe('GET /users', () => {
  it('answers a repeated list from the cache and shows every change at once', async () => {
    const ana = await registerAndLogin(rt.api, 'ana.lista@recurso.test');
    await settle();
    expect(await listed(ana.email)).toMatchObject({ role: 'USER', blocked: false });
    const before = queriesOf('USERS');
    expect(before).toBeGreaterThan(0); // the spy sees the misses
    expect(await listed(ana.email)).toMatchObject({ role: 'USER', blocked: false });
    expect(await listed(ana.email)).toMatchObject({ role: 'USER', blocked: false });
    expect(queriesOf('USERS')).toBe(before);

    const block = await rt.api('POST', '/users/toggle-block', { token: admin, body: { email: ana.email } });
    expect(block.status).toBe(200);
    expect(await listed(ana.email)).toMatchObject({ blocked: true });

    await settle();
    await users(); // cached again under the block's version
    const role = await rt.api('POST', '/users/set-role', {
      token: admin,
      body: { email: ana.email, role: 'STAFF' },
    });
    expect(role.status).toBe(200);
    expect(await listed(ana.email)).toMatchObject({ role: 'STAFF', blocked: true });

    await settle();
    await users();
    const bruno = await registerAndLogin(rt.api, 'bruno.lista@recurso.test');
    expect(await listed(bruno.email)).toMatchObject({ id: bruno.id, role: 'USER', blocked: false });

    await settle();
    await users();
    const del = await rt.api('DELETE', `/users/${bruno.id}`, { token: admin });
    expect(del.status).toBeLessThan(300);
    expect(await listed(bruno.email)).toBeUndefined();
    expect((await users()).map((u) => u.email)).toEqual(expect.arrayContaining([ADMIN.email, ana.email]));
  });
});

describe('GET /appeals/my', () => {
  it('answers a repeated list from the cache and shows saves and edits at once, also to staff', async () => {
    const carla = await registerAndLogin(rt.api, 'carla.lista@recurso.test');
    const partition = `USER#${carla.id}#APPEALS`;
    expect(await myAppeals(carla)).toEqual([]);
    const first = await saveAppeal(carla, 'Primeiro recurso.');
    await settle();
    expect((await myAppeals(carla)).map((a) => a.id)).toEqual([first]);
    const before = queriesOf(partition);
    expect(before).toBeGreaterThan(0);
    expect((await myAppeals(carla)).map((a) => a.id)).toEqual([first]);
    expect(queriesOf(partition)).toBe(before);

    // A new appeal: newest first, at once.
    const second = await saveAppeal(carla, 'Segundo recurso.');
    expect((await myAppeals(carla)).map((a) => a.id)).toEqual([second, first]);

    // An edit of the text moves updatedAt (and bumps the list) without a status change.
    await settle();
    const cached = (await myAppeals(carla)).find((a) => a.id === first);
    rt.clock.offsetMs += 5_000; // a later updatedAt, whatever the machine's clock resolution
    const edit = await rt.api('POST', `/appeals/update-text/${first}`, {
      token: carla.token,
      body: { generatedText: 'Primeiro recurso, revisto.' },
    });
    expect(edit.status).toBe(200);
    const edited = (await myAppeals(carla)).find((a) => a.id === first);
    expect(edited?.updatedAt).toBe(edit.json.appeal.updatedAt);
    expect(edited?.updatedAt).not.toBe(cached?.updatedAt);

    // Staff read the same list (GET /appeals/user/{email}) and see the same state.
    const staffView = await rt.api('GET', `/appeals/user/${encodeURIComponent(carla.email)}`, {
      token: admin,
    });
    expect(staffView.status).toBe(200);
    expect(staffView.json.map((a: ListedAppeal) => [a.id, a.updatedAt])).toEqual(
      (await myAppeals(carla)).map((a) => [a.id, a.updatedAt]),
    );
  });

  it('shows a checkout and a payment (written by the payments adapter) at once', async () => {
    const sim = rt.asaas as AsaasSimulator;
    const dora = await registerAndLogin(rt.api, 'dora.lista@recurso.test');
    const appealId = await saveAppeal(dora, 'Recurso a pagar.');
    await settle();
    const [listedBefore] = await myAppeals(dora);
    expect(listedBefore?.status).toBe('pending_payment');
    await myAppeals(dora);

    rt.clock.offsetMs += 5_000;
    const checkout = await rt.api('POST', '/payment/create-asaas-checkout', {
      token: dora.token,
      body: { appealId, paymentMethod: 'PIX', customerName: 'Dora Lista', customerCpf: '529.982.247-25' },
    });
    expect(checkout.status).toBe(200);
    const [afterCheckout] = await myAppeals(dora);
    expect(afterCheckout?.updatedAt).not.toBe(listedBefore?.updatedAt);

    await settle();
    await myAppeals(dora);
    const checkoutId = new URL(checkout.json.url as string).searchParams.get('id') as string;
    const pay = await fetch(`${sim.url}/_sim/checkouts/${checkoutId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(pay.status).toBe(200);
    // The webhook is asynchronous: wait on the one-appeal read, then the list must agree at once.
    for (let i = 0; ; i++) {
      const s = await rt.api('GET', `/appeals/status/${appealId}`, { token: dora.token });
      if (s.json.status === 'paid') break;
      if (i > 300) throw new Error(`still ${s.json.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await myAppeals(dora)).map((a) => [a.id, a.status])).toEqual([[appealId, 'paid']]);
  });
});
