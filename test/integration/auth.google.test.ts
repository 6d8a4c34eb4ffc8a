/**
 * Google sign-in against a key set generated and served by this test (the runtime's
 * GOOGLE_JWKS_URL points at it): signature, audience, issuer, expiry, email_verified, no silent link.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDENTITY_MESSAGES as M } from '@recurso/core/identity';
import { type CryptoKey, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { claimsOf, type TestRuntime, startTestRuntime } from './helpers/runtime';

const CLIENT_ID = 'recurso-test.apps.googleusercontent.com';
let rt: TestRuntime;
let jwks: Server;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => jwks.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`;
  rt = await startTestRuntime({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: url } });
}, 60_000);
afterAll(async () => {
  await rt?.stop();
  jwks?.close();
});

interface IdTokenOptions {
  sub?: string;
  email?: string;
  emailVerified?: boolean;
  aud?: string;
  iss?: string;
  exp?: number;
  key?: CryptoKey;
}

function idToken(o: IdTokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: o.email ?? 'google@recurso.test', email_verified: o.emailVerified ?? true })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject(o.sub ?? 'google-sub-1')
    .setAudience(o.aud ?? CLIENT_ID)
    .setIssuer(o.iss ?? 'https://accounts.google.com')
    .setIssuedAt(now - 10)
    .setExpirationTime(o.exp ?? now + 600)
    .sign(o.key ?? googleKey);
}

const googleLogin = async (o: IdTokenOptions = {}) =>
  rt.api('POST', '/auth/google-login', { body: { credential: await idToken(o) } });

describe('Google sign-in', () => {
  it('creates a USER on first sign-in and logs the same account in next time', async () => {
    const first = await googleLogin();
    expect(first.status).toBe(200);
    expect(claimsOf(first.json.token)).toMatchObject({
      sub: 'google@recurso.test',
      role: 'USER',
      blocked: false,
    });
    const second = await googleLogin();
    expect(second.json.user.id).toBe(first.json.user.id);
    expect((await rt.api('GET', '/users', { token: second.json.token })).status).toBe(403); // a session, as USER
  });

  it.each<[string, IdTokenOptions]>([
    ['a token signed by another key', { key: undefined as unknown as CryptoKey }],
    ['another audience', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['another issuer', { iss: 'https://evil.example.com' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 60 }],
    [
      'an unverified e-mail',
      { emailVerified: false, sub: 'google-sub-2', email: 'naoverificado@recurso.test' },
    ],
  ])('refuses %s with SPEC’s message', async (name, o) => {
    const opts = name.startsWith('a token signed') ? { ...o, key: strangerKey } : o;
    const res = await googleLogin(opts);
    expect(res.status).toBe(401);
    expect(res.json.error).toBe(M.googleFailed);
    expect(res.json.error).toBe('Falha ao fazer login com Google');
  });

  it('refuses garbage credentials', async () => {
    const res = await rt.api('POST', '/auth/google-login', { body: { credential: 'abc.def.ghi' } });
    expect([res.status, res.json.error]).toEqual([401, M.googleFailed]);
  });

  it('never links a password account by e-mail (new Google sub, same e-mail)', async () => {
    await rt.api('POST', '/auth/register', {
      body: { email: 'senha@recurso.test', password: 'senha-valida-1' },
    });
    const res = await googleLogin({ sub: 'google-sub-3', email: 'senha@recurso.test' });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(M.googleEmailHasPassword);
  });
});
