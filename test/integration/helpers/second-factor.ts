/**
 * STAFF/ADMIN sessions that proved their TOTP second factor (SECURITY AUTH-6), through the real API:
 * the first call for an e-mail enrols (POST /me/second-factor, confirm with a code computed from the
 * secret), later calls log in again and verify the new session with the next unused time step (a
 * recovery code when the steps around the clock are spent; never a step twice: the server refuses replays).
 */
import { base32Decode, hotp, totpStep } from '@recurso/core/identity';
import { ADMIN, type ApiClient, loginAs, type TestRuntime } from './runtime';

interface Enrolment {
  secret: string;
  recoveryCodes: string[];
  lastStep: number;
}

const enrolments = new WeakMap<TestRuntime, Map<string, Enrolment>>();

const enrolmentsOf = (rt: TestRuntime) => {
  const map = enrolments.get(rt) ?? new Map<string, Enrolment>();
  enrolments.set(rt, map);
  return map;
};

/** The 6-digit code of `secret` for a time step (the runtime clock's current one by default). */
export const totpCode = (rt: TestRuntime, secret: string, step = totpStep(rt.clock.now())) =>
  hotp(base32Decode(secret), step);

/** The secret and recovery codes the helper enrolled for `email` in this runtime, if any. */
export const enrolmentOf = (rt: TestRuntime, email: string): Readonly<Enrolment> | undefined =>
  enrolmentsOf(rt).get(email.toLowerCase());

const post = async (api: ApiClient, path: string, token: string, body: unknown) => {
  const res = await api('POST', path, { token, body });
  if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${res.text}`);
  return res.json;
};

/** Enrols `email`'s authenticator with `token` (which is then verified), keeping secret and codes. */
export async function enrolSecondFactor(rt: TestRuntime, email: string, token: string): Promise<Enrolment> {
  const { secret } = await post(rt.api, '/me/second-factor', token, {});
  const step = totpStep(rt.clock.now());
  const { recoveryCodes } = await post(rt.api, '/me/second-factor/confirm', token, {
    code: await totpCode(rt, secret, step),
  });
  const enrolment = { secret, recoveryCodes, lastStep: step };
  enrolmentsOf(rt).set(email.toLowerCase(), enrolment);
  return enrolment;
}

/** Proves the second factor for `token`, enrolling first when this runtime has not enrolled `email`. */
export async function verifySession(rt: TestRuntime, email: string, token: string): Promise<void> {
  const enrolment = enrolmentOf(rt, email) as Enrolment | undefined;
  if (!enrolment) {
    await enrolSecondFactor(rt, email, token);
    return;
  }
  const now = totpStep(rt.clock.now());
  const step = Math.max(now, enrolment.lastStep + 1);
  // The server accepts one step of drift either way; beyond that, spend a recovery code.
  if (step <= now + 1) {
    await post(rt.api, '/me/second-factor/verify', token, {
      code: await totpCode(rt, enrolment.secret, step),
    });
    enrolment.lastStep = step;
    return;
  }
  const recovery = enrolment.recoveryCodes.shift();
  if (!recovery) throw new Error(`verifySession ${email}: no unused time step or recovery code left`);
  await post(rt.api, '/me/second-factor/verify', token, { code: recovery });
}

/**
 * A new login session for a STAFF/ADMIN account that has proved its second factor, ready for staff and
 * admin routes. Defaults to the bootstrap ADMIN; other accounts need their password.
 */
export async function verifiedStaffToken(
  rt: TestRuntime,
  email: string = ADMIN.email,
  password: string = email === ADMIN.email ? ADMIN.password : 'senha-boa-123',
): Promise<string> {
  const token = await loginAs(rt.api, email, password);
  await verifySession(rt, email, token);
  return token;
}
