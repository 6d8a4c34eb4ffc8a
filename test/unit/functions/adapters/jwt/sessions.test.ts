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

  describe('a verified token is remembered until its expiry', () => {
    afterEach(() => jest.restoreAllMocks());

    it('checks the signature once, then answers from memory', async () => {
      const fresh = new JoseSessionTokens('m'.repeat(32), 1800);
      const token = await fresh.issue(claims);
      const verify = jest.spyOn(crypto.subtle, 'verify');
      expect(await fresh.verify(token)).toMatchObject({ userId: 'u-1' });
      expect(await fresh.verify(token)).toMatchObject({ userId: 'u-1' });
      expect(verify).toHaveBeenCalledTimes(1);
    });

    it('refuses the remembered token from its exp on, as jose would', async () => {
      const short = new JoseSessionTokens('s'.repeat(32), 60);
      const token = await short.issue(claims);
      const exp = Number(decodeJwt(token).exp);
      expect(await short.verify(token)).toBeDefined();
      jest.spyOn(Date, 'now').mockReturnValue((exp - 1) * 1000);
      expect(await short.verify(token)).toBeDefined();
      jest.spyOn(Date, 'now').mockReturnValue(exp * 1000);
      expect(await short.verify(token)).toBeUndefined();
    });

    it('never remembers a refused token: a bad signature is refused every time', async () => {
      const issuer = new JoseSessionTokens('i'.repeat(32), 1800);
      const other = new JoseSessionTokens('o'.repeat(32), 1800);
      const foreign = await other.issue(claims);
      expect(await issuer.verify(foreign)).toBeUndefined();
      expect(await issuer.verify(foreign)).toBeUndefined();
      const edited = `${foreign.slice(0, -2)}${foreign.endsWith('AA') ? 'AB' : 'AA'}`;
      expect(await other.verify(foreign)).toBeDefined();
      expect(await other.verify(edited)).toBeUndefined();
    });
  });
});
