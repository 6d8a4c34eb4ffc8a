/**
 * Forged and misused tokens (issue 8 item 2; SECURITY JWT-1, JWT-2, JWT-3, JWT-4): every one answers
 * 401 with the session-expired message on a user route and on an admin route. Forgeries start from a
 * real token of the same runtime, so only the attacked property differs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IDENTITY_MESSAGES as M } from '@recurso/core/identity';
import { JWT_AUDIENCE, JWT_ISSUER } from '@recurso/functions/adapters/jwt/sessions';
import { generateKeyPair, SignJWT } from 'jose';
import { claimsOf, registerAndLogin, startTestRuntime, type TestRuntime } from './helpers/runtime';
import { verifiedStaffToken } from './helpers/second-factor';

let rt: TestRuntime;
let secret: Uint8Array;
let adminToken: string;
let adminClaims: Record<string, unknown>;
let userToken: string;
let blockedToken: string;
let resetToken: string;

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const part = (t: string, i: number) => t.split('.')[i] ?? '';
const now = () => Math.floor(Date.now() / 1000);

/** Signs `claims` (the admin's real ones unless overridden) with the given key and algorithm. */
const sign = (claims: Record<string, unknown>, key: Parameters<SignJWT['sign']>[0], alg = 'HS256') =>
  new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);

beforeAll(async () => {
  rt = await startTestRuntime();
  secret = new TextEncoder().encode(readFileSync(join(rt.dataDir, 'jwt-secret'), 'utf8').trim());
  adminToken = await verifiedStaffToken(rt);
  adminClaims = claimsOf(adminToken);
  const user = await registerAndLogin(rt.api, 'ataque-user@exemplo.com');
  userToken = user.token;
  const blocked = await registerAndLogin(rt.api, 'ataque-bloqueado@exemplo.com');
  blockedToken = blocked.token;
  await rt.api('POST', '/users/toggle-block', { token: adminToken, body: { email: blocked.email } });
  await rt.api('POST', '/auth/password/forgot', { body: { email: user.email } });
  const mail = rt.outbox().find((m) => m.to === user.email);
  resetToken = decodeURIComponent(mail?.text.match(/token=([^\s]+)/)?.[1] ?? '');
}, 60_000);
afterAll(() => rt?.stop());

const FORGERIES: [string, () => Promise<string> | string][] = [
  ['alg "none", no signature', () => `${b64({ alg: 'none', typ: 'JWT' })}.${part(adminToken, 1)}.`],
  [
    'alg "none" with the original signature',
    () => `${b64({ alg: 'none', typ: 'JWT' })}.${part(adminToken, 1)}.${part(adminToken, 2)}`,
  ],
  ['algorithm switch HS256 → HS512 with the real secret', () => sign(adminClaims, secret, 'HS512')],
  ['algorithm switch HS256 → HS384 with the real secret', () => sign(adminClaims, secret, 'HS384')],
  [
    'algorithm switch HS256 → RS256 with an attacker key',
    async () => sign(adminClaims, (await generateKeyPair('RS256')).privateKey, 'RS256'),
  ],
  [
    'edited role claim (USER → ADMIN), signature kept',
    () => `${part(userToken, 0)}.${b64({ ...claimsOf(userToken), role: 'ADMIN' })}.${part(userToken, 2)}`,
  ],
  [
    'edited blocked claim (true → false) and token version, signature kept',
    () =>
      `${part(blockedToken, 0)}.${b64({ ...claimsOf(blockedToken), blocked: false, tv: 7 })}.${part(blockedToken, 2)}`,
  ],
  [
    'bad signature (last byte changed)',
    () => adminToken.slice(0, -2) + (adminToken.endsWith('AA') ? 'BB' : 'AA'),
  ],
  ['signature of another token', () => `${part(adminToken, 0)}.${part(adminToken, 1)}.${part(userToken, 2)}`],
  ['expired by one second', () => sign({ ...adminClaims, iat: now() - 1800, exp: now() - 1 }, secret)],
  ['not valid yet (nbf in the future)', () => sign({ ...adminClaims, nbf: now() + 600 }, secret)],
  ['signed with the weak secret "secret"', () => sign(adminClaims, new TextEncoder().encode('secret'))],
  ['signed with the weak secret "changeme"', () => sign(adminClaims, new TextEncoder().encode('changeme'))],
  ['wrong issuer', () => sign({ ...adminClaims, iss: 'https://accounts.google.com' }, secret)],
  ['wrong audience', () => sign({ ...adminClaims, aud: 'another-api' }, secret)],
  ['token type "reset" instead of "access"', () => sign({ ...adminClaims, typ: 'reset' }, secret)],
  ['no token version', () => sign({ ...adminClaims, tv: undefined }, secret)],
  [
    'an older token version (revoked session)',
    () => sign({ ...adminClaims, tv: Number(adminClaims.tv) - 1 }, secret),
  ],
  ['uid of a user that does not exist', () => sign({ ...adminClaims, uid: crypto.randomUUID() }, secret)],
  [
    'sub (e-mail) not matching the uid',
    () => sign({ ...adminClaims, sub: 'ataque-user@exemplo.com' }, secret),
  ],
  ['the raw password-reset token from the e-mail', () => resetToken],
  ['garbage', () => 'not-a-jwt'],
  ['three empty parts', () => '..'],
];

describe('forged tokens → 401 on user and admin routes', () => {
  it('the real admin token works (control)', async () => {
    expect((await rt.api('GET', '/admin/audit', { token: adminToken })).status).toBe(200);
    expect((await rt.api('GET', '/me', { token: adminToken })).status).toBe(200);
    expect(resetToken.length).toBeGreaterThan(40);
  });

  it.each(FORGERIES)('%s', async (_name, make) => {
    const token = await make();
    for (const path of ['/me', '/admin/audit', '/users']) {
      const res = await rt.api('GET', path, { token });
      expect([path, res.status, res.json?.error]).toEqual([path, 401, M.sessionExpired]);
    }
  });

  it('a correctly signed token claiming ADMIN for a USER is judged by the table: 403, not admin', async () => {
    const forged = await sign({ ...claimsOf(userToken), role: 'ADMIN' }, secret);
    const res = await rt.api('GET', '/admin/audit', { token: forged });
    expect([res.status, res.json.error]).toEqual([403, M.forbidden]);
  });

  it('a correctly signed token claiming blocked=false for a blocked user still gets 403', async () => {
    const forged = await sign({ ...claimsOf(blockedToken), blocked: false }, secret);
    const res = await rt.api('GET', '/me', { token: forged });
    expect([res.status, res.json.error]).toEqual([403, M.accountBlocked]);
  });

  it('the issuer and audience the server pins are the ones it issues (test is meaningful)', () => {
    expect([adminClaims.iss, adminClaims.aud, adminClaims.typ]).toEqual([JWT_ISSUER, JWT_AUDIENCE, 'access']);
  });
});
