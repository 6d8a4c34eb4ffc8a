import { decodeJwt } from 'jose';
import { JoseSessionTokens } from '@recurso/functions/adapters/jwt/sessions';

const claims = {
  userId: 'u-1',
  email: 'ana@example.com',
  role: 'USER',
  blocked: false,
  tokenVersion: 0,
} as const;

describe('session tokens', () => {
  const tokens = new JoseSessionTokens('k'.repeat(32), 1800);

  it('mints a different token for each session, even within the same second', async () => {
    const [a, b] = await Promise.all([tokens.issue(claims), tokens.issue(claims)]);
    expect(a).not.toBe(b);
    expect(decodeJwt(a).jti).not.toBe(decodeJwt(b).jti);
    expect(decodeJwt(a).iat).toBe(decodeJwt(b).iat);
  });

  it('still verifies a token it issued', async () => {
    const verified = await tokens.verify(await tokens.issue(claims));
    expect(verified).toMatchObject({
      userId: 'u-1',
      email: 'ana@example.com',
      role: 'USER',
      tokenVersion: 0,
    });
  });
});
