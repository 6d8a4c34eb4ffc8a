import { fallbackNoticeCode, findNoticeNumber } from '@recurso/core/facts';

describe('notice number (SPEC §5)', () => {
  it.each([
    ['Auto n° A123456789', 'A123456789'],
    ['Auto nº: 1F2345678', '1F2345678'],
    ['Auto de Infração n° SP-12.345.678', 'SP-12.345.678'],
    ['AUTO DE INFRAÇÃO Nº E0012345', 'E0012345'],
    ['Número de Auto: 1A2345678', '1A2345678'],
    ['Número do Auto de Infração: 2026.001.2345', '2026.001.2345'],
    ['Nº do Auto: AB-123', 'AB-123'],
    ['AIT: 5a1234567', '5A1234567'],
    ['auto no. 9988776655', '9988776655'],
    ['Auto n° 123456789012345678901', '123456789012345678901'],
  ])('reads %j', (text, expected) => {
    expect(findNoticeNumber(text)?.value).toBe(expected);
  });

  it('reads a label alone on its line with the value on the next', () => {
    expect(findNoticeNumber('NOTIFICAÇÃO\nNúmero do Auto de Infração\nA98765432\nPlaca')).toEqual({
      value: 'A98765432',
      line: 3,
    });
  });

  it('reads a table header over a row of values, by column', () => {
    expect(findNoticeNumber('Placa Nº do Auto Renavam\nHJK-5832 MG00123456 00987654321')?.value).toBe(
      'MG00123456',
    );
  });

  it.each([
    'NOTIFICAÇÃO DA AUTUAÇÃO POR INFRAÇÃO DE TRÂNSITO',
    'Auto n° 12',
    'Auto n° 1234567890123456789012',
    'Placa ABC1D23',
  ])('finds nothing in %j', (text) => {
    expect(findNoticeNumber(text)).toBeUndefined();
  });

  it('falls back to T + the first 8 digits of the time in seconds', () => {
    const clock = { now: () => new Date(1_795_312_345_678) };
    expect(fallbackNoticeCode(clock)).toBe('T17953123');
  });
});
