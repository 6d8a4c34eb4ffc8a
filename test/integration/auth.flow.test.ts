/**
 * The account journey through real HTTP against the local runtime: register → login → claims →
 * forgot → reset via the outbox link → login with the new password; old sessions end at reset.
 */
import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { IDENTITY_MESSAGES as M } from '@recurso/core/identity';
import { claimsOf, type TestRuntime, startTestRuntime } from './helpers/runtime';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ hashing: 'production' }); // AUTH-1: the stored hash's parameters
}, 60_000);
afterAll(() => rt?.stop());

const resetLinkFor = (email: string): URL => {
  const mail = rt
    .outbox()
    .filter((m) => m.to === email && /redefinição de senha/.test(m.subject))
    .at(-1);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no reset mail for ${email}`);
  return new URL(link);
};

describe('register, login, forgot and reset', () => {
  const email = 'motorista@recurso.test';

  it('registers, logs in and issues the claims the SPA reads', async () => {
    const reg = await rt.api('POST', '/auth/register', {
      body: { email: 'Motorista@Recurso.test', password: 'minha-senha-1' },
    });
    expect(reg.status).toBe(201);
    expect(reg.json.user).toMatchObject({ email, role: 'USER', blocked: false });

    const login = await rt.api('POST', '/auth/login', { body: { email, password: 'minha-senha-1' } });
    expect(login.status).toBe(200);
    const claims = claimsOf(login.json.token);
    expect(claims).toMatchObject({
      sub: email,
      role: 'USER',
      blocked: false,
      uid: reg.json.user.id,
      tv: 0,
      typ: 'access',
    });
    const nowS = Math.floor(Date.now() / 1000);
    expect(claims.exp).toBeGreaterThan(nowS + 25 * 60);
    expect(claims.exp).toBeLessThanOrEqual(nowS + 30 * 60 + 5);
    expect(JSON.parse(Buffer.from(login.json.token.split('.')[0], 'base64url').toString())).toMatchObject({
      alg: 'HS256',
    });
  });

  it('stores an argon2id hash at OWASP parameters, never the password', async () => {
    const claim = await rt.deps.dynamo.send(
      new GetCommand({ TableName: rt.deps.tableName, Key: { pk: `EMAIL#${email}`, sk: 'EMAIL' } }),
    );
    const user = await rt.deps.dynamo.send(
      new GetCommand({
        TableName: rt.deps.tableName,
        Key: { pk: `USER#${claim.Item?.userId}`, sk: 'PROFILE' },
      }),
    );
    expect(user.Item?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(user.Item)).not.toContain('minha-senha-1');
  });

  it('refuses a duplicate e-mail with SPEC’s message', async () => {
    const dup = await rt.api('POST', '/auth/register', { body: { email, password: 'outra-senha-9' } });
    expect(dup.status).toBe(409);
    expect(dup.json.error).toBe(M.emailInUse);
  });

  it('resets the password through the e-mailed link and ends old sessions', async () => {
    const oldToken = (await rt.api('POST', '/auth/login', { body: { email, password: 'minha-senha-1' } }))
      .json.token;
    const forgot = await rt.api('POST', '/auth/password/forgot', {
      body: { email },
      headers: { 'x-forwarded-host': 'evil.tld' },
    });
    expect(forgot.status).toBe(200);
    expect(forgot.json).toEqual({ message: M.forgotSent });

    const link = resetLinkFor(email);
    expect(link.origin).toBe(rt.url); // from APP_URL, never from request headers (RST-4)
    expect(link.pathname).toBe('/auth/reset-password');
    const token = link.searchParams.get('token') ?? '';
    expect(Buffer.from(token, 'base64url').length).toBe(32);

    // Only the SHA-256 is stored.
    const all = await rt.deps.dynamo.send(new ScanCommand({ TableName: rt.deps.tableName }));
    expect(JSON.stringify(all.Items)).not.toContain(token);

    const valid = await rt.api('GET', `/auth/password/validate-token?token=${encodeURIComponent(token)}`);
    expect(valid.status).toBe(200);
    expect(valid.json).toEqual({ valid: true });

    const reset = await rt.api('POST', '/auth/password/reset', {
      body: { token, password: 'nova-senha-forte' },
    });
    expect(reset.status).toBe(200);
    expect(reset.json.message).toBe('Senha redefinida com sucesso!');

    const oldSession = await rt.api('GET', '/users', { token: oldToken });
    expect(oldSession.status).toBe(401);
    expect(oldSession.json.error).toBe(M.sessionExpired);

    const again = await rt.api('POST', '/auth/password/reset', {
      body: { token, password: 'outra-senha-forte' },
    });
    expect([again.status, again.json.error]).toEqual([400, M.invalidResetLink]);

    const oldPassword = await rt.api('POST', '/auth/login', { body: { email, password: 'minha-senha-1' } });
    expect([oldPassword.status, oldPassword.json.error]).toEqual([401, M.invalidCredentials]);
    const newLogin = await rt.api('POST', '/auth/login', { body: { email, password: 'nova-senha-forte' } });
    expect(newLogin.status).toBe(200);
    expect(claimsOf(newLogin.json.token).tv).toBe(1);

    const notice = rt
      .outbox()
      .filter((m) => m.to === email)
      .at(-1);
    expect(notice?.subject).toMatch(/senha foi alterada/);
  });

  it('voids the older link when a newer one is requested', async () => {
    await rt.api('POST', '/auth/password/forgot', { body: { email } });
    const first = resetLinkFor(email).searchParams.get('token') ?? '';
    await rt.api('POST', '/auth/password/forgot', { body: { email } });
    const second = resetLinkFor(email).searchParams.get('token') ?? '';
    expect(second).not.toBe(first);
    const old = await rt.api('GET', `/auth/password/validate-token?token=${encodeURIComponent(first)}`);
    expect([old.status, old.json.error]).toEqual([400, M.invalidResetLink]);
    const fresh = await rt.api('GET', `/auth/password/validate-token?token=${encodeURIComponent(second)}`);
    expect(fresh.status).toBe(200);
  });

  it('expires links after 30 minutes', async () => {
    await rt.api('POST', '/auth/password/forgot', { body: { email } });
    const token = resetLinkFor(email).searchParams.get('token') ?? '';
    rt.clock.offsetMs = 31 * 60 * 1000;
    try {
      const expired = await rt.api('POST', '/auth/password/reset', {
        body: { token, password: 'mais-uma-senha-1' },
      });
      expect([expired.status, expired.json.error]).toEqual([400, M.invalidResetLink]);
    } finally {
      rt.clock.offsetMs = 0;
    }
  });

  it('answers forgot-password the same for unknown e-mails and sends nothing', async () => {
    const before = rt.outbox().length;
    const res = await rt.api('POST', '/auth/password/forgot', { body: { email: 'ninguem@recurso.test' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: M.forgotSent });
    expect(rt.outbox().length).toBe(before);
  });
});
