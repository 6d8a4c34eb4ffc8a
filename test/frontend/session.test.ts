import { restoreSession, TOKEN_KEY, userFromToken } from '../../frontend/src/lib/session';
import { makeToken } from './helpers';

describe('session rules (SPEC §3, §4)', () => {
  beforeEach(() => localStorage.clear());

  it('reads email, role and blocked from a valid token', () => {
    const token = makeToken({ email: 'ana@example.com', role: 'STAFF', blocked: true });
    expect(userFromToken(token)).toEqual({ email: 'ana@example.com', role: 'STAFF', blocked: true });
  });

  it('falls back to sub when the token has no email claim', () => {
    expect(userFromToken(makeToken({ sub: 'joao@example.com', role: 'USER' }))?.email).toBe(
      'joao@example.com',
    );
  });

  it('compares exp in seconds: one second in the past is expired', () => {
    const now = Date.UTC(2026, 0, 1);
    const exp = now / 1000;
    expect(userFromToken(makeToken({ email: 'a@b.c', role: 'USER', exp }), now)).toBeNull();
    expect(userFromToken(makeToken({ email: 'a@b.c', role: 'USER', exp: exp + 1 }), now)).not.toBeNull();
  });

  it.each([
    ['not a jwt', 'abc'],
    ['garbage payload', 'x.@@@.y'],
    ['unknown role', makeToken({ email: 'a@b.c', role: 'ROOT' })],
    [
      'no exp',
      `${Buffer.from('{}').toString('base64url')}.${Buffer.from('{"email":"a@b.c","role":"USER"}').toString('base64url')}.s`,
    ],
  ])('rejects %s', (_name, token) => {
    expect(userFromToken(token)).toBeNull();
  });

  it('removes an expired token from storage on start', () => {
    localStorage.setItem(TOKEN_KEY, makeToken({ email: 'a@b.c', role: 'USER', exp: 1 }));
    expect(restoreSession()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('removes an undecodable token from storage on start', () => {
    localStorage.setItem(TOKEN_KEY, 'not-a-token');
    expect(restoreSession()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps a valid token and returns its user', () => {
    const token = makeToken({ email: 'a@b.c', role: 'ADMIN' });
    localStorage.setItem(TOKEN_KEY, token);
    expect(restoreSession()?.role).toBe('ADMIN');
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
  });
});
