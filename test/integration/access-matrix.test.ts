/**
 * The access matrix (issue 8 item 1; SECURITY AC-1, AC-2, JWT-3), generated from the route table:
 * every route × {anonymous, USER A, USER B, STAFF, ADMIN, blocked user}, with A's objects in the path.
 * Allowed cells pass authorization (never a 5xx); denied cells answer the auth layer's exact 401/403;
 * B asking for A's object gets 404. Bodies are empty JSON objects, so no cell changes anything: write
 * routes answer their own 400 after authorization. Routes whose operation is not built answer 501 in
 * every cell and are listed by name, never silently skipped.
 */
import { IDENTITY_MESSAGES as M } from '@recurso/core/identity';
import { AREA_OPERATIONS } from '@recurso/functions/http/areas';
import { ROUTES, type Route } from '@recurso/functions/routes';
import { type ApiResponse, registerAndLogin, startTestRuntime, type TestRuntime } from './helpers/runtime';
import { verifiedStaffToken, verifySession } from './helpers/second-factor';
import { seedAppeal } from './security.seed';

type Principal = 'anonymous' | 'userA' | 'userB' | 'staff' | 'admin' | 'blocked';
const PRINCIPALS: Principal[] = ['anonymous', 'userA', 'userB', 'staff', 'admin', 'blocked'];
const AUTH_MESSAGES: string[] = [M.loginRequired, M.sessionExpired, M.forbidden, M.accountBlocked];

let rt: TestRuntime;
const tokens: Partial<Record<Principal, string>> = {};
let a: { id: string; email: string };
let appealId: string;

beforeAll(async () => {
  rt = await startTestRuntime();
  tokens.admin = await verifiedStaffToken(rt);
  const userA = await registerAndLogin(rt.api, 'matriz-a@exemplo.com');
  const userB = await registerAndLogin(rt.api, 'matriz-b@exemplo.com');
  const staff = await registerAndLogin(rt.api, 'matriz-staff@exemplo.com');
  const blocked = await registerAndLogin(rt.api, 'matriz-bloqueado@exemplo.com');
  await rt.api('POST', '/users/set-role', {
    token: tokens.admin,
    body: { email: staff.email, role: 'STAFF' },
  });
  await rt.api('POST', '/users/toggle-block', { token: tokens.admin, body: { email: blocked.email } });
  // STAFF and ADMIN act as verified sessions (AUTH-6); the gate itself: security-second-factor.test.ts.
  await verifySession(rt, staff.email, staff.token);
  Object.assign(tokens, {
    userA: userA.token,
    userB: userB.token,
    staff: staff.token,
    blocked: blocked.token,
  });
  a = userA;
  appealId = (await seedAppeal(rt, userA)).appeal.id;
}, 90_000);
afterAll(() => rt?.stop());

/** A's object for each path parameter; destructive admin routes get an id that does not exist. */
function pathFor(route: Route): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (route.path.startsWith('/users/')) return '00000000-0000-4000-8000-000000000000';
    if (name === 'email') return encodeURIComponent(a.email);
    if (name === 'index') return '0';
    return appealId;
  });
}

/** `user` routes naming one of A's objects: B must get 404, A must not. */
const ownsObject = (route: Route) => route.policy === 'user' && /\{(id|appealId)\}/.test(route.path);
const built = (route: Route) => Boolean(AREA_OPERATIONS[route.area]?.[route.operation]);

/**
 * Ownership routes get a well-formed body, so the owner check (not body validation) decides the cell;
 * every other write route gets `{}` and answers its own 400 after authorization.
 */
const OWNER_BODIES: Record<string, unknown> = {
  'POST /appeals/update-text/{id}': { generatedText: 'Texto revisado pelo dono.' },
  'POST /appeals/update-status/{id}': { status: 'pending_payment' },
  'POST /appeals/{id}/facts': { answers: [] },
  'POST /appeals/{id}/facts/notice': { notice: 0 },
  // after the appeal (issue 15): well-formed, so ownership decides (A gets its answer, B a 404)
  'POST /appeals/{id}/deadline': { deadline: '2026-12-20' },
  'POST /appeals/{id}/filing': { filedOn: '2026-11-20' },
  'POST /appeals/{id}/outcome': { result: 'no_response' },
  // the second instance (issue 15 item 4): A's answer is a 409 (not refused at the JARI), B's a 404
  'POST /appeals/{id}/second-instance': { uploadKeys: [] },
  'POST /appeals/{id}/driver-identification': {
    notice: { number: 'A98765432', plate: 'KLM4821', agency: 'PRF' },
    owner: { name: 'Matriz A', document: '529.982.247-25' },
    driver: { name: 'Outra Pessoa', cpf: '246.801.357-35', cnh: '04512398761', cnhState: 'SP' },
  },
};

async function call(route: Route, who: Principal): Promise<ApiResponse> {
  const body = route.method === 'GET' ? undefined : (OWNER_BODIES[`${route.method} ${route.path}`] ?? {});
  return rt.api(route.method, pathFor(route), { token: tokens[who], body });
}

const passedAuth = (res: ApiResponse) =>
  res.status < 500 && !([401, 403].includes(res.status) && AUTH_MESSAGES.includes(res.json?.error));

type Expectation =
  | 'pass'
  | 'owner-or-404'
  | 'foreign-404'
  | '401'
  | 'blocked-403'
  | 'forbidden-403'
  | 'webhook-4xx';

function expected(route: Route, who: Principal): Expectation {
  if (route.policy === 'public') return 'pass';
  if (route.policy === 'webhook') return 'webhook-4xx';
  if (who === 'anonymous') return '401';
  if (who === 'blocked') return 'blocked-403';
  if (route.policy === 'user') {
    if (ownsObject(route) && who === 'userB') return 'foreign-404';
    if (ownsObject(route) && (who === 'staff' || who === 'admin')) return 'owner-or-404';
    return 'pass';
  }
  if (route.policy === 'staff') return who === 'staff' || who === 'admin' ? 'pass' : 'forbidden-403';
  return who === 'admin' ? 'pass' : 'forbidden-403';
}

function check(res: ApiResponse, exp: Expectation, route: Route, who: Principal) {
  const seen = `${route.method} ${route.path} as ${who}: ${res.status} ${res.json?.error ?? ''}`;
  expect(res.status < 500 || seen).toBe(true);
  expect(res.status >= 500 || typeof res.json?.error === 'string' || res.status < 300 || seen).toBe(true);
  switch (exp) {
    case 'pass':
      expect(passedAuth(res) || seen).toBe(true);
      if (ownsObject(route) && who === 'userA') expect(res.status !== 404 || seen).toBe(true);
      break;
    case 'owner-or-404':
      expect(passedAuth(res) || seen).toBe(true);
      break;
    case 'foreign-404':
      expect(res.status === 404 || seen).toBe(true);
      break;
    case '401':
      expect([res.status, res.json?.error]).toEqual([401, M.loginRequired]);
      break;
    case 'blocked-403':
      expect([res.status, res.json?.error]).toEqual([403, M.accountBlocked]);
      break;
    case 'forbidden-403':
      expect([res.status, res.json?.error]).toEqual([403, M.forbidden]);
      break;
    case 'webhook-4xx':
      expect((res.status >= 400 && res.status < 500) || seen).toBe(true);
      break;
  }
}

const builtRoutes = ROUTES.filter(built);
const missingRoutes = ROUTES.filter((r) => !built(r));

describe('access matrix: every built route × every principal', () => {
  describe.each(builtRoutes.map((r) => [`${r.method} ${r.path} (${r.policy})`, r] as const))(
    '%s',
    (_name, route) => {
      it.each(PRINCIPALS)('%s', async (who) => {
        check(await call(route, who), expected(route, who), route, who);
      });
    },
  );
});

describe('routes not built yet answer 501 in every cell (listed, not skipped)', () => {
  if (missingRoutes.length === 0)
    it('none: every route of the table is built', () => expect(missingRoutes).toEqual([]));
  else
    it.each(
      missingRoutes.map(
        (r) => [`${r.method} ${r.path} (area ${r.area}, operation ${r.operation})`, r] as const,
      ),
    )('%s → 501', async (_name, route) => {
      for (const who of PRINCIPALS) expect((await call(route, who)).status).toBe(501);
    });
});

describe('the matrix covers the whole table', () => {
  it('every route is either built or listed as missing', () => {
    expect(builtRoutes.length + missingRoutes.length).toBe(ROUTES.length);
  });
  it('A reads its own appeal; B, with a valid session, gets 404 for it (IDOR)', async () => {
    const get = ROUTES.find((r) => r.method === 'GET' && r.path === '/appeals/{id}');
    if (!get || !built(get)) return expect(missingRoutes).toContainEqual(get);
    expect((await call(get, 'userA')).status).toBe(200);
    expect((await call(get, 'userB')).status).toBe(404);
  });
});
