/**
 * SECURITY AUTH-6 over real HTTP: TOTP second factor for STAFF and ADMIN, on by default. Without an
 * enrolment, or in a session that has not proved a code, every staff/admin route answers 403 with a
 * `code` the SPA branches on; the `me` area (own account, enrolment) stays open; USERs are unaffected.
 * Enrol → confirm (recovery codes) → later sessions verify once per time step or spend a recovery code.
 */
import {
  SECOND_FACTOR_CODES as CODES,
  SECOND_FACTOR_MESSAGES as M,
  IDENTITY_MESSAGES,
  totpStep,
} from '@recurso/core/identity';
import { ForbiddenError } from '@recurso/core/errors';
import { secondFactorGate } from '@recurso/functions/adapters/identity/second-factor-gate';
import { loadEnv } from '@recurso/functions/env';
import { ROUTES, type Route } from '@recurso/functions/routes';
import { ADMIN, loginAs, registerAndLogin, startTestRuntime, type TestRuntime } from './helpers/runtime';
import { totpCode } from './helpers/second-factor';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 60_000);
afterAll(() => rt?.stop());

const STAFF_ROUTES = ROUTES.filter((r) => r.policy === 'staff');
const ADMIN_ROUTES = ROUTES.filter((r) => r.policy === 'staff' || r.policy === 'admin');
const call = (route: Route, token: string) =>
  rt.api(route.method, route.path.replace(/\{\w+\}/g, 'x'), { token });

/** Every route answers 403 with this code and message (no handler ran: nothing to validate). */
async function expectRefusedEverywhere(routes: Route[], token: string, code: string, message: string) {
  const answers = await Promise.all(routes.map((r) => call(r, token)));
  expect(
    answers.map((a, i) => [`${routes[i]?.method} ${routes[i]?.path}`, a.status, a.json.code, a.json.error]),
  ).toEqual(routes.map((r) => [`${r.method} ${r.path}`, 403, code, message]));
}

const status = async (token: string) => (await rt.api('GET', '/me/second-factor', { token })).json;

describe('the staff/admin gate (on by default)', () => {
  it('is on unless STAFF_TOTP_REQUIRED=false', () => {
    const base = { AWS_REGION: 'x', TABLE_NAME: 't', UPLOADS_BUCKET: 'u', DOCUMENTS_BUCKET: 'd' };
    const env = { ...base, APP_URL: 'http://localhost', MAIL_FROM: 'a@b.co', JWT_SECRET: 'x'.repeat(32) };
    expect(loadEnv(env).STAFF_TOTP_REQUIRED).toBe(true);
    expect(loadEnv({ ...env, STAFF_TOTP_REQUIRED: 'false' }).STAFF_TOTP_REQUIRED).toBe(false);
    expect(() => loadEnv({ ...env, STAFF_TOTP_REQUIRED: 'talvez' })).toThrow(/STAFF_TOTP_REQUIRED/);
  });

  it('refuses every staff/admin route to an ADMIN and a STAFF without enrolment, naming the enrolment', async () => {
    const admin = await loginAs(rt.api, ADMIN.email, ADMIN.password);
    expect(await status(admin)).toEqual({ required: true, enrolled: false, verified: false });
    await expectRefusedEverywhere(ADMIN_ROUTES, admin, CODES.enrolRequired, M.enrolRequired);
    // A started but unconfirmed enrolment is still no enrolment.
    expect((await rt.api('POST', '/me/second-factor', { token: admin, body: {} })).status).toBe(200);
    await expectRefusedEverywhere(ADMIN_ROUTES, admin, CODES.enrolRequired, M.enrolRequired);

    // A STAFF: the same on staff routes; admin routes stay a plain role refusal (no code).
    const staff = await registerAndLogin(rt.api, 'gate-staff@exemplo.com');
    await rt.deps.users.setRole(staff.id, 'STAFF', rt.clock.now().toISOString());
    await expectRefusedEverywhere(STAFF_ROUTES, staff.token, CODES.enrolRequired, M.enrolRequired);
    const audit = await rt.api('GET', '/admin/audit', { token: staff.token });
    expect([audit.status, audit.json.error, audit.json.code]).toEqual([
      403,
      IDENTITY_MESSAGES.forbidden,
      undefined,
    ]);
    // Staff power also reaches user routes (any appeal by id): refused there too; their own account is not.
    const byId = await rt.api('GET', '/appeals/00000000-0000-4000-8000-000000000000', { token: staff.token });
    expect([byId.status, byId.json.code]).toEqual([403, CODES.enrolRequired]);
    expect((await rt.api('GET', '/appeals/my', { token: staff.token })).json.code).toBe(CODES.enrolRequired);
    expect((await rt.api('GET', '/me', { token: staff.token })).status).toBe(200);
  });

  it('USER routes and USERs are unaffected; USERs on staff routes get the role refusal', async () => {
    const user = await registerAndLogin(rt.api, 'gate-user@exemplo.com');
    expect(await status(user.token)).toEqual({ required: false, enrolled: false, verified: false });
    expect((await rt.api('GET', '/appeals/my', { token: user.token })).status).toBe(200);
    expect((await rt.api('GET', '/me', { token: user.token })).status).toBe(200);
    const users = await rt.api('GET', '/users', { token: user.token });
    expect([users.status, users.json.error, users.json.code]).toEqual([
      403,
      IDENTITY_MESSAGES.forbidden,
      undefined,
    ]);
  });
});

describe('enrolment, verification per session, recovery codes', () => {
  it('enrols, then each new session proves a code once per step or spends a recovery code once', async () => {
    const admin = await loginAs(rt.api, ADMIN.email, ADMIN.password);
    const start = await rt.api('POST', '/me/second-factor', { token: admin, body: {} });
    expect(start.status).toBe(200);
    expect(start.json.otpauthUri).toMatch(
      /^otpauth:\/\/totp\/Recurso%20Certo%3Aadmin%40recurso\.test\?secret=[A-Z2-7]{32}&issuer=/,
    );
    const secret: string = start.json.secret;

    const wrong = await rt.api('POST', '/me/second-factor/confirm', {
      token: admin,
      body: { code: '000000' },
    });
    expect([wrong.status, wrong.json.error]).toEqual([400, M.invalidCode]);
    // Pinned: a replay below must reuse this very step, even if the clock passes a 30 s boundary meanwhile.
    const confirmStep = totpStep(rt.clock.now());
    const confirm = await rt.api('POST', '/me/second-factor/confirm', {
      token: admin,
      body: { code: await totpCode(rt, secret, confirmStep) },
    });
    expect(confirm.status).toBe(200);
    expect(confirm.json.recoveryCodes).toHaveLength(10);
    expect(new Set(confirm.json.recoveryCodes).size).toBe(10);
    const again = await rt.api('POST', '/me/second-factor', { token: admin, body: {} });
    expect([again.status, again.json.error]).toEqual([409, M.alreadyEnrolled]);

    // The confirming session is verified: every staff/admin route answers (none with the gate's 403).
    expect(await status(admin)).toEqual({ required: true, enrolled: true, verified: true });
    for (const path of ['/users', '/appeals', '/appeals/statistics', '/contact', '/admin/audit']) {
      expect([path, (await rt.api('GET', path, { token: admin })).status]).toEqual([path, 200]);
    }

    // A new login session needs its own proof.
    const later = await loginAs(rt.api, ADMIN.email, ADMIN.password);
    expect(await status(later)).toEqual({ required: true, enrolled: true, verified: false });
    await expectRefusedEverywhere(ADMIN_ROUTES, later, CODES.verifyRequired, M.verifyRequired);
    const bad = await rt.api('POST', '/me/second-factor/verify', { token: later, body: { code: '123' } });
    expect([bad.status, bad.json.error]).toEqual([400, M.invalidCode]);
    const empty = await rt.api('POST', '/me/second-factor/verify', { token: later, body: { code: ' ' } });
    expect([empty.status, empty.json.error]).toEqual([400, M.codeRequired]);
    // The confirmation's step cannot be replayed; the next step works once.
    const replayed = await rt.api('POST', '/me/second-factor/verify', {
      token: later,
      body: { code: await totpCode(rt, secret, confirmStep) },
    });
    expect([replayed.status, replayed.json.error]).toEqual([400, M.invalidCode]);
    rt.clock.offsetMs += 30_000;
    const next = await totpCode(rt, secret);
    const ok = await rt.api('POST', '/me/second-factor/verify', { token: later, body: { code: next } });
    expect(ok.json).toEqual({ verified: true, recoveryCodesLeft: 10 });
    expect((await rt.api('GET', '/admin/audit', { token: later })).status).toBe(200);

    // A third session: the same code again is a replay; a recovery code works once (any case).
    const third = await loginAs(rt.api, ADMIN.email, ADMIN.password);
    const replay = await rt.api('POST', '/me/second-factor/verify', { token: third, body: { code: next } });
    expect([replay.status, replay.json.error]).toEqual([400, M.invalidCode]);
    const recovery = String(confirm.json.recoveryCodes[0]);
    const used = await rt.api('POST', '/me/second-factor/verify', {
      token: third,
      body: { code: recovery.toLowerCase() },
    });
    expect(used.json).toEqual({ verified: true, recoveryCodesLeft: 9 });
    expect((await rt.api('GET', '/users', { token: third })).status).toBe(200);
    const fourth = await loginAs(rt.api, ADMIN.email, ADMIN.password);
    const reused = await rt.api('POST', '/me/second-factor/verify', {
      token: fourth,
      body: { code: recovery },
    });
    expect([reused.status, reused.json.error]).toEqual([400, M.invalidCode]);
    expect((await rt.api('GET', '/users', { token: fourth })).json.code).toBe(CODES.verifyRequired);

    // The gate itself, called as the middleware does; off, it lets anything through.
    const user = await rt.deps.users.findByEmail(ADMIN.email);
    if (!user) throw new Error('admin missing');
    await expect(secondFactorGate(rt.deps, true)(user, fourth)).rejects.toEqual(
      new ForbiddenError(M.verifyRequired),
    );
    await expect(secondFactorGate(rt.deps, true)(user, third)).resolves.toBeUndefined();
    await expect(secondFactorGate(rt.deps, false)(user, fourth)).resolves.toBeUndefined();
  });

  it('the secret and recovery codes never appear in the export', async () => {
    const admin = await loginAs(rt.api, ADMIN.email, ADMIN.password);
    const exp = await rt.api('GET', '/me/export', { token: admin });
    expect(exp.status).toBe(200);
    expect(exp.text).not.toMatch(/"secret"|recoveryCodeHashes/);
  });
});
