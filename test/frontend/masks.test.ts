import { isValidCpf } from '@recurso/core/cpf';
import { maskCpf, unmaskCpf } from '@recurso/core/masks';
import { validatePayer } from '../../frontend/src/features/payment/PaymentStartPage';
import { formatDateTime, formatMoney, formatMoneyOrDash } from '../../frontend/src/lib/format';
import { maskPlate } from '../../frontend/src/lib/masks';

describe('masks and formats', () => {
  it('masks a CPF progressively to 000.000.000-00 and never past 14 characters', () => {
    expect(maskCpf('123')).toBe('123');
    expect(maskCpf('1234')).toBe('123.4');
    expect(maskCpf('1234567')).toBe('123.456.7');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-2599')).toBe('529.982.247-25');
    expect(unmaskCpf('529.982.247-25')).toBe('52998224725');
  });

  it('masks plates in both formats', () => {
    expect(maskPlate('abc1234')).toBe('ABC-1234');
    expect(maskPlate('abc1d23')).toBe('ABC-1D23');
    expect(maskPlate('ab')).toBe('AB');
  });

  it('validates the payer form with SPEC §5 messages', () => {
    expect(validatePayer('', '')).toEqual({ name: 'Nome completo é obrigatório', cpf: 'CPF é obrigatório' });
    expect(validatePayer('Ana', '111.111.111-11')).toEqual({ cpf: 'CPF inválido' });
    expect(validatePayer('Ana', '529.982.247-24')).toEqual({ cpf: 'CPF inválido' });
    expect(validatePayer('Ana', '529.982.247-25')).toEqual({});
    expect(isValidCpf('52998224725')).toBe(true);
  });

  it('formats money and dates in pt-BR', () => {
    expect(formatMoney(29.9)).toBe('R$ 29,90');
    expect(formatMoney(1499.9)).toBe('R$ 1.499,90');
    expect(formatMoneyOrDash(undefined)).toBe('-');
    const local = new Date(2026, 10, 5, 9, 7).toISOString();
    expect(formatDateTime(local)).toBe('05/11/2026 09:07');
  });
});
