import { extractFacts, findNoticeNumber, isValidCpf } from '@recurso/core/facts';
import fc from 'fast-check';

const LABELS = [
  'Auto n°',
  'Auto nº',
  'Auto de Infração n°',
  'AUTO DE INFRAÇÃO Nº',
  'Número de Auto:',
  'Número do Auto:',
  'Nº do Auto:',
  'AIT:',
];
const alnum = fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split(''));
const inner = fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789.-'.split(''));

/** SPEC §5 values: 3–21 letters, digits, dots, dashes; starting and ending alphanumeric, ≥ 2 digits. */
const noticeValue = fc
  .tuple(alnum, fc.array(inner, { minLength: 1, maxLength: 19 }), alnum)
  .map(([a, mid, b]) => `${a}${mid.join('')}${b}`)
  .filter((v) => (v.match(/\d/g) ?? []).length >= 2);

describe('notice number (property)', () => {
  it('reads any SPEC-shaped value after any label, inline or on the next line', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LABELS), noticeValue, fc.boolean(), (label, value, nextLine) => {
        const text = `NOTIFICAÇÃO\n${label}${nextLine ? '\n' : ' '}${value}\nPlaca: ABC1D23`;
        expect(findNoticeNumber(text)?.value).toBe(value);
      }),
    );
  });
});

describe('CPF (property)', () => {
  const digits = fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
    .filter((d) => new Set(d).size > 1);
  const withCheckDigits = (d: number[]): string => {
    const all = [...d];
    for (const len of [9, 10]) {
      const sum = all.slice(0, len).reduce((s, x, i) => s + x * (len + 1 - i), 0);
      all.push(((sum * 10) % 11) % 10);
    }
    return all.join('');
  };

  it('accepts every number with correct check digits, masked or not', () => {
    fc.assert(
      fc.property(digits, (d) => {
        const cpf = withCheckDigits(d);
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCpf(cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'))).toBe(true);
      }),
    );
  });

  it('rejects a wrong last check digit', () => {
    fc.assert(
      fc.property(digits, fc.integer({ min: 1, max: 9 }), (d, delta) => {
        const cpf = withCheckDigits(d);
        const wrong = cpf.slice(0, 10) + ((Number(cpf[10]) + delta) % 10);
        expect(isValidCpf(wrong)).toBe(false);
      }),
    );
  });
});

describe('extractFacts (property)', () => {
  const piece = fc.oneof(
    fc.string(),
    fc.constantFrom(
      'Auto n° ',
      'Placa: ',
      'Data da Infração: ',
      'Hora: ',
      'Velocidade Medida: ',
      'CPF: ',
      'Código da Infração: ',
      'Total de pontos: ',
      'Período: ',
      'NOTIFICAÇÃO DA AUTUAÇÃO',
      'SUSPENSÃO DO DIREITO DE DIRIGIR',
      '\n',
      '00/00/0000',
      '99:99',
      '0 km/h',
      '745-50',
      'ABC1D23',
    ),
  );

  it('never throws and always returns schema-valid facts, whatever the text', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.option(fc.string()), (parts, extra) => {
        const facts = extractFacts([{ name: 'x.txt', text: parts.join('') }], {
          clock: { now: () => new Date(0) },
          additionalText: extra ?? undefined,
        });
        expect(facts.version).toBe(1);
      }),
      { numRuns: 300 },
    );
  });
});
