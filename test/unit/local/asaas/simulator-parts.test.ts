import { formatBrl } from '@recurso/local/asaas-sim/page';
import { pixCopyPaste } from '@recurso/local/asaas-sim/pix';
import { validateCheckout } from '@recurso/local/asaas-sim/validation';

/** CRC16-CCITT (poly 0x1021, init 0xFFFF) as the BR Code's tag 63 requires. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe('simulator parts', () => {
  it('builds a BR Code whose tags and CRC check out', () => {
    const code = pixCopyPaste({
      key: 'pix@x.com',
      value: 29.9,
      merchant: 'Recurso Certo',
      city: 'São Paulo',
      txid: 'abc-123',
    });
    expect(code.startsWith('000201')).toBe(true);
    expect(code).toContain('0014br.gov.bcb.pix0109pix@x.com');
    expect(code).toContain('540529.90');
    expect(code).toContain('5802BR5913RECURSO CERTO6009SAO PAULO');
    expect(code).toContain('62100506abc123');
    expect(crc16('123456789')).toBe('29B1'); // the reference vector of this CRC
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });

  it('formats BRL as the page shows it', () => {
    expect(formatBrl(29.9)).toBe('R$ 29,90');
    expect(formatBrl(499.9)).toBe('R$ 499,90');
    expect(formatBrl(1234.5)).toBe('R$ 1.234,50');
  });

  it('accepts the request our client sends, reporting every problem of a bad one', () => {
    const good = {
      billingTypes: ['CREDIT_CARD'],
      chargeTypes: ['DETACHED'],
      minutesToExpire: 60,
      externalReference: 'a',
      callback: { successUrl: 'https://x/s', cancelUrl: 'https://x/c', expiredUrl: 'https://x/e' },
      items: [{ name: 'R', description: 'd', quantity: 1, value: 29.9, imageBase64: 'iVBORw0KGgo=' }],
      customerData: { name: 'Ana', cpfCnpj: '52998224725', email: 'a@x.com' },
    };
    expect(validateCheckout(good)).toEqual([]);
    const codes = validateCheckout({
      ...good,
      chargeTypes: ['RECURRENT'],
      minutesToExpire: 0,
      items: [],
    }).map((e) => e.code);
    expect(codes).toEqual(['invalid_chargeTypes', 'invalid_minutesToExpire', 'invalid_items']);
    expect(validateCheckout('nope')).toEqual([
      { code: 'invalid_object', description: 'O corpo da requisição deve ser um objeto JSON.' },
    ]);
  });
});
