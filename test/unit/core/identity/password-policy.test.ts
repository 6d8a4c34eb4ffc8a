import {
  IDENTITY_MESSAGES as M,
  assertAcceptablePassword,
  hashResetToken,
  newResetToken,
} from '@recurso/core/identity';

describe('password policy', () => {
  it('uses SPEC’s minimum and message, then the common-password list', () => {
    expect(() => assertAcceptablePassword('12345')).toThrow('A senha deve ter pelo menos 6 caracteres');
    expect(() => assertAcceptablePassword('123456')).toThrow(M.commonPassword);
    expect(() => assertAcceptablePassword('SENHA123')).toThrow(M.commonPassword);
    expect(() => assertAcceptablePassword('x'.repeat(257))).toThrow(M.passwordTooLong);
    expect(() => assertAcceptablePassword('cavalo-bateria-grampo')).not.toThrow();
    expect(() => assertAcceptablePassword('a'.repeat(64))).not.toThrow();
  });
});

describe('reset tokens', () => {
  it('are 256 random bits, and only their SHA-256 is kept', async () => {
    const a = newResetToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(newResetToken()).not.toBe(a);
    const hash = await hashResetToken(a);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(await hashResetToken(a));
  });
});
