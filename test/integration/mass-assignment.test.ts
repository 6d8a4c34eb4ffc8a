/**
 * Mass assignment (issue 8 item 3; SECURITY AC-3, AC-4): every write route of the table, sent a valid
 * body plus one server-owned field (status, value, role, userId, documentUrl, documentKey), either
 * rejects it (4xx) or ignores it; afterwards the stored items still hold the server's values.
 * An accepted (2xx) request passes only if the route has a check below proving the field was ignored.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { APPEAL_PRICES } from '@recurso/core/appeal';
import { AREA_OPERATIONS } from '@recurso/functions/http/areas';
import { ROUTES, type Route } from '@recurso/functions/routes';
import {
  type ApiResponse,
  loginAs,
  registerAndLogin,
  startTestRuntime,
  type TestRuntime,
} from './helpers/runtime';
import { verifiedStaffToken } from './helpers/second-factor';
import { seedAppeal } from './security.seed';

let rt: TestRuntime;
let admin: string;
let a: { id: string; email: string; token: string; password: string };
let b: { id: string; email: string; token: string; password: string };
let c: { id: string; email: string; token: string; password: string };
let appealId: string;

beforeAll(async () => {
  rt = await startTestRuntime();
  admin = await verifiedStaffToken(rt);
  a = await registerAndLogin(rt.api, 'massa-a@exemplo.com');
  b = await registerAndLogin(rt.api, 'massa-b@exemplo.com');
  c = await registerAndLogin(rt.api, 'massa-c@exemplo.com');
  appealId = (await seedAppeal(rt, a, { status: 'pending_payment' })).appeal.id;
}, 60_000);
afterAll(() => rt?.stop());

const FIELDS = (): Record<string, unknown> => ({
  status: 'paid',
  value: 0.01,
  role: 'ADMIN',
  userId: b.id,
  documentUrl: 'https://evil.tld/recurso.pdf',
  documentKey: `documents/${b.id}/roubado.pdf`,
});

/** A valid body per write route (what a legitimate client sends), and who sends it. */
type Call = { body: unknown; token?: string; path?: string };
const VALID: Record<string, () => Call | Promise<Call>> = {
  'POST /auth/register': () => ({
    body: { email: `massa-${crypto.randomUUID().slice(0, 8)}@exemplo.com`, password: 'senha-boa-123' },
  }),
  'POST /auth/login': () => ({ body: { email: a.email, password: a.password } }),
  'POST /auth/google-login': () => ({ body: { credential: 'x.y.z' } }),
  'POST /auth/password/forgot': () => ({ body: { email: a.email } }),
  'POST /auth/password/reset': () => ({ body: { token: 'token-invalido', password: 'senha-nova-123' } }),
  // A throwaway account per attempt: the route has no body, so success (deleting it) is expected.
  'DELETE /users/{id}': async () => {
    const victim = await rt.deps.users.create({
      id: crypto.randomUUID(),
      email: `descartavel-${crypto.randomUUID().slice(0, 8)}@exemplo.com`,
      role: 'USER',
      createdAt: new Date().toISOString(),
    });
    return { body: {}, token: admin, path: `/users/${victim.id}` };
  },
  'POST /users/set-role': () => ({ body: { email: b.email, role: 'USER' }, token: admin }),
  'POST /users/toggle-block': () => ({ body: { email: b.email }, token: admin }),
  'POST /appeals/uploads': () => ({ body: { files: [{ name: 'multa.pdf', size: 1000 }] }, token: a.token }),
  'POST /appeals/generate-appeal-text': () => ({ body: { type: 'traffic', uploadKeys: [] }, token: a.token }),
  'POST /appeals': () => ({ body: { type: 'traffic', generatedText: 'Texto do recurso.' }, token: a.token }),
  'POST /appeals/update-text/{id}': () => ({
    body: { generatedText: 'Texto novo.' },
    token: a.token,
    path: `/appeals/update-text/${appealId}`,
  }),
  'POST /appeals/retry/{id}': () => ({ body: {}, token: a.token, path: `/appeals/retry/${appealId}` }),
  'POST /appeals/update-status/{id}': () => ({
    body: { status: 'pending_payment' },
    token: a.token,
    path: `/appeals/update-status/${appealId}`,
  }),
  'POST /payment/create-asaas-checkout': () => ({
    body: { appealId, paymentMethod: 'PIX', customerName: 'Ana', customerCpf: '529.982.247-25' },
    token: a.token,
  }),
  'POST /payment/public-check-status': () => ({ body: { appealId } }),
  'POST /contact': () => ({ body: { name: 'Ana', email: a.email, subject: 'Oi', message: 'Olá' } }),
  'POST /me/password': () => ({
    body: { currentPassword: c.password, newPassword: 'nova-senha-forte-9' },
    token: c.token,
  }),
  'DELETE /me': () => ({ body: { password: c.password }, token: c.token }),
  'POST /me/second-factor': () => ({ body: {}, token: c.token }),
  'POST /me/second-factor/confirm': () => ({ body: { code: '123456' }, token: c.token }),
  'POST /me/second-factor/verify': () => ({ body: { code: '123456' }, token: c.token }),
  'POST /webhooks/asaas': () => ({ body: { id: 'evt_1', event: 'PAYMENT_RECEIVED' } }),
  'POST /appeals/{id}/deadline': () => ({
    body: { deadline: '2026-12-20' },
    token: a.token,
    path: `/appeals/${appealId}/deadline`,
  }),
  'POST /appeals/{id}/filing': () => ({
    body: { filedOn: '2026-11-20', protocolNumber: 'JARI-2026-0042' },
    token: a.token,
    path: `/appeals/${appealId}/filing`,
  }),
  'POST /appeals/{id}/outcome': () => ({
    body: { result: 'no_response' },
    token: a.token,
    path: `/appeals/${appealId}/outcome`,
  }),
  'POST /appeals/{id}/second-instance': () => ({
    body: { uploadKeys: [] },
    token: a.token,
    path: `/appeals/${appealId}/second-instance`,
  }),
  'POST /appeals/{id}/driver-identification': () => ({
    body: {
      notice: {
        number: 'A98765432',
        plate: 'KLM4821',
        agency: 'Polícia Rodoviária Federal',
        infractionCode: '596-70',
        infractionDate: '2026-04-12',
        infractionTime: '15:20',
        infractionPlace: 'BR-116, km 212, Registro/SP',
        deadline: '2026-05-30',
      },
      owner: { name: 'Ana Beatriz Souza', document: '529.982.247-25' },
      driver: {
        name: 'Marcos Vinícius Almeida Rocha',
        cpf: '246.801.357-35',
        cnh: '04512398761',
        cnhState: 'SP',
      },
    },
    token: a.token,
    path: `/appeals/${appealId}/driver-identification`,
  }),
  'POST /me/preferences': () => ({ body: { deadlineReminders: false }, token: c.token }),
  'POST /appeals/{id}/facts': () => ({
    body: { answers: [{ path: 'notice.issueDate', value: '2026-04-25' }] },
    token: a.token,
    path: `/appeals/${appealId}/facts`,
  }),
  // The driver's choice among several notices in one upload (issue 25).
  'POST /appeals/{id}/facts/notice': () => ({
    body: { notice: 0 },
    token: a.token,
    path: `/appeals/${appealId}/facts/notice`,
  }),
  // The password checked before the page's own deletion dialog (issue 26): nothing is erased.
  'POST /me/deletion/check': () => ({ body: { password: c.password }, token: c.token }),
};

/** For routes that may legitimately answer 2xx: proof that the extra field changed nothing. */
const IGNORED_PROOF: Record<string, (res: ApiResponse, field: string) => Promise<void>> = {
  // No body schema: the body is not read at all; the id in the path decides.
  // The route reads no body: the extra field cannot reach anything; A and B are checked at the end.
  'DELETE /users/{id}': async (res) => {
    expect(res.status).toBe(204);
  },
  // A right password only answers that it is right: C's account and role stay as they were.
  'POST /me/deletion/check': async (res) => {
    expect(res.status).toBe(200);
    expect((await rt.deps.users.findById(c.id))?.role).toBe('USER');
  },
  'POST /appeals': async (res) => {
    const stored = await appealItem(res.json.id ?? res.json.appealId);
    expect(stored).toMatchObject({ value: APPEAL_PRICES.traffic, userId: a.id });
    expect(stored?.documentKey).toBeUndefined();
  },
};

/** Fields that are a route's own input, not a server-owned value (an ADMIN setting a role). */
const OWN_INPUT: Record<string, string[]> = { 'POST /users/set-role': ['role'] };

const writeRoutes = ROUTES.filter((r) => r.method !== 'GET');
const built = (r: Route) => Boolean(AREA_OPERATIONS[r.area]?.[r.operation]);

async function appealItem(id: string) {
  const out = await rt.deps.dynamo.send(
    new GetCommand({
      TableName: rt.deps.tableName,
      Key: { pk: `APPEAL#${id}`, sk: 'APPEAL' },
      ConsistentRead: true,
    }),
  );
  return out.Item;
}

describe('every write route rejects or ignores server-owned fields', () => {
  it('has a valid body for every write route of the table', () => {
    expect(writeRoutes.map((r) => `${r.method} ${r.path}`).filter((k) => !VALID[k])).toEqual([]);
  });

  it.each(writeRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (key, route) => {
    const make = VALID[key];
    if (!make) throw new Error(`no valid body for ${key}`);
    for (const [field, value] of Object.entries(FIELDS())) {
      if (OWN_INPUT[key]?.includes(field)) continue;
      const { body, token, path } = await make();
      const res = await rt.api(route.method, path ?? route.path, {
        token,
        body: { ...(body as object), [field]: value },
      });
      const seen = `${key} +${field}: ${res.status} ${res.json?.error ?? ''}`;
      if (!built(route)) {
        expect(res.status === 501 || seen).toBe(true);
        continue;
      }
      expect(res.status < 500 || seen).toBe(true);
      if (res.status >= 200 && res.status < 300) {
        const proof = IGNORED_PROOF[key];
        expect(proof ? true : `${seen} (accepted without a proof that ${field} was ignored)`).toBe(true);
        await proof?.(res, field);
      } else {
        expect(typeof res.json?.error === 'string' || seen).toBe(true);
      }
    }
  });

  it('afterwards the stored items keep the server’s values', async () => {
    expect(await appealItem(appealId)).toMatchObject({
      status: 'pending_payment',
      value: APPEAL_PRICES.traffic,
      userId: a.id,
      userEmail: a.email,
    });
    expect((await appealItem(appealId))?.documentKey).toBeUndefined();
    for (const u of [a, b, c]) {
      const user = await rt.deps.users.findById(u.id);
      expect([u.email, user?.role, user?.blocked]).toEqual([u.email, 'USER', false]);
    }
    // C's password and account survived the /me routes.
    await expect(loginAs(rt.api, c.email, c.password)).resolves.toEqual(expect.any(String));
  });
});
