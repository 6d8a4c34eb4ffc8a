/**
 * TOTP second factor groundwork (SECURITY AUTH-6) over HTTP: enrol, confirm (recovery codes), verify
 * per session (no replay of a step, recovery codes single-use), and the staff/admin gate — off by
 * default (today's admin journey unchanged), and when on: no enrolment or an unverified session → 403.
 */
import { SECOND_FACTOR_MESSAGES as M } from '@recurso/core/account/second-factor';
import { base32Decode, hotp, totpStep } from '@recurso/core/account/totp';
import { ForbiddenError } from '@recurso/core/errors';
import { secondFactorGate } from '@recurso/functions/adapters/account/second-factor-gate';
import { ADMIN, loginAs, registerAndLogin, startTestRuntime, type TestRuntime } from './helpers/runtime';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 60_000);
afterAll(() => rt?.stop());

const codeAt = async (secret: string, stepOffset = 0) =>
  hotp(base32Decode(secret), totpStep(rt.clock.now()) + stepOffset);

describe('TOTP enrolment and verification', () => {
  it('enrols, confirms with a first code, verifies later sessions once per step, spends recovery codes once', async () => {
    const admin = await loginAs(rt.api, ADMIN.email, ADMIN.password);
    const start = await rt.api('POST', '/me/second-factor', { token: admin, body: {} });
    expect(start.status).toBe(200);
    expect(start.json.otpauthUri).toMatch(
      /^otpauth:\/\/totp\/Recurso%20Certo%3Aadmin%40recurso\.test\?secret=[A-Z2-7]{32}&issuer=/,
    );

    const wrong = await rt.api('POST', '/me/second-factor/confirm', {
      token: admin,
      body: { code: '000000' },
    });
    expect([wrong.status, wrong.json.error]).toEqual([400, M.invalidCode]);
    const confirm = await rt.api('POST', '/me/second-factor/confirm', {
      token: admin,
      body: { code: await codeAt(start.json.secret) },
    });
    expect(confirm.status).toBe(200);
    expect(confirm.json.recoveryCodes).toHaveLength(10);
    expect(new Set(confirm.json.recoveryCodes).size).toBe(10);
    const again = await rt.api('POST', '/me/second-factor', { token: admin, body: {} });
    expect([again.status, again.json.error]).toEqual([409, M.alreadyEnrolled]);

    // A later session: the gate (flag on) refuses until it proves a code.
    const later = await loginAs(rt.api, ADMIN.email, ADMIN.password);
    const user = await rt.deps.users.findByEmail(ADMIN.email);
    if (!user) throw new Error('admin missing');
    const gate = secondFactorGate(rt.deps, true);
    await expect(gate(user, later)).rejects.toEqual(new ForbiddenError(M.verifyRequired));
    await expect(gate(user, admin)).resolves.toBeUndefined(); // the confirming session is verified

    // The confirmation step cannot be replayed; the next step works once.
    rt.clock.offsetMs += 30_000;
    const next = await codeAt(start.json.secret);
    expect(
      (await rt.api('POST', '/me/second-factor/verify', { token: later, body: { code: next } })).status,
    ).toBe(200);
    const replay = await rt.api('POST', '/me/second-factor/verify', { token: later, body: { code: next } });
    expect([replay.status, replay.json.error]).toEqual([400, M.invalidCode]);
    await expect(gate(user, later)).resolves.toBeUndefined();

    // Recovery codes: single use, any case and dashes.
    const third = await loginAs(rt.api, ADMIN.email, ADMIN.password);
    const recovery = String(confirm.json.recoveryCodes[0]);
    const used = await rt.api('POST', '/me/second-factor/verify', {
      token: third,
      body: { code: recovery.toLowerCase() },
    });
    expect(used.json).toEqual({ verified: true, recoveryCodesLeft: 9 });
    const reused = await rt.api('POST', '/me/second-factor/verify', {
      token: third,
      body: { code: recovery },
    });
    expect(reused.status).toBe(400);
  });

  it('the gate is off by default and ignores USERs; on, a STAFF without enrolment is refused', async () => {
    const staff = await registerAndLogin(rt.api, 'totp-staff@exemplo.com');
    const admin = await loginAs(rt.api, ADMIN.email, ADMIN.password);
    await rt.api('POST', '/users/set-role', { token: admin, body: { email: staff.email, role: 'STAFF' } });
    const staffUser = await rt.deps.users.findById(staff.id);
    if (!staffUser) throw new Error('staff missing');
    await expect(secondFactorGate(rt.deps, false)(staffUser, staff.token)).resolves.toBeUndefined();
    await expect(secondFactorGate(rt.deps, true)(staffUser, staff.token)).rejects.toEqual(
      new ForbiddenError(M.enrolRequired),
    );
    const plain = await registerAndLogin(rt.api, 'totp-user@exemplo.com');
    const plainUser = await rt.deps.users.findById(plain.id);
    if (!plainUser) throw new Error('user missing');
    await expect(secondFactorGate(rt.deps, true)(plainUser, plain.token)).resolves.toBeUndefined();
    // With the flag off (the default wiring), staff routes answer as before.
    expect((await rt.api('GET', '/users', { token: staff.token })).status).toBe(200);
  });

  it('the secret and recovery codes never appear in the export', async () => {
    const admin = await loginAs(rt.api, ADMIN.email, ADMIN.password);
    const exp = await rt.api('GET', '/me/export', { token: admin });
    expect(exp.status).toBe(200);
    expect(exp.text).not.toMatch(/"secret"|recoveryCodeHashes/);
  });
});
