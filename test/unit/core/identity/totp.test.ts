import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri } from '@recurso/core/identity';
import fc from 'fast-check';

const RFC_SECRET = new TextEncoder().encode('12345678901234567890');

describe('TOTP (RFC 6238 / RFC 4226)', () => {
  it('matches the RFC 4226 HOTP vectors', async () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    for (const [counter, code] of expected.entries()) expect(await hotp(RFC_SECRET, counter)).toBe(code);
  });

  it('matches the RFC 6238 SHA-1 vectors (8 digits)', async () => {
    for (const [t, code] of [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
    ] as const) {
      expect(await hotp(RFC_SECRET, Math.floor(t / 30), 8)).toBe(code);
    }
  });

  it('accepts one step of drift either way and nothing further', async () => {
    const at = new Date(1_700_000_000_000);
    const step = Math.floor(at.getTime() / 30_000);
    for (const d of [-1, 0, 1])
      expect(await matchTotp(RFC_SECRET, await hotp(RFC_SECRET, step + d), at)).toBe(step + d);
    for (const d of [-3, 2, 5])
      expect(await matchTotp(RFC_SECRET, await hotp(RFC_SECRET, step + d), at)).toBeUndefined();
    expect(await matchTotp(RFC_SECRET, '12345', at)).toBeUndefined();
  });

  it('base32 round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect([...base32Decode(base32Encode(bytes))]).toEqual([...bytes]);
      }),
    );
    expect(base32Encode(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI');
  });

  it('builds the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('Recurso Certo', 'ana@x.com', 'ABC')).toBe(
      'otpauth://totp/Recurso%20Certo%3Aana%40x.com?secret=ABC&issuer=Recurso+Certo&algorithm=SHA1&digits=6&period=30',
    );
  });
});
