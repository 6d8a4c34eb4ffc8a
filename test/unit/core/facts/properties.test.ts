import { extractFacts, findNoticeNumber, isValidCpf } from '@recurso/core/facts';
import { ungroundedTokens, writeAppeal } from '@recurso/core/writer';
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
        expect(facts.version).toBe(2);
      }),
      { numRuns: 300 },
    );
  });
});

describe('writeAppeal (property)', () => {
  const line = fc.constantFrom(
    'NOTIFICAÇÃO DA AUTUAÇÃO',
    'NOTIFICAÇÃO DA PENALIDADE',
    'Auto de Infração nº: A1234567',
    'Órgão Autuador: DETRAN-BA',
    'Placa: JKL-9876',
    'Placa: RST5U67',
    'Data da Infração: 02/01/2026',
    'Hora: 23:10',
    'Local da Infração: BR-324, km 10, Salvador/BA',
    'Código da Infração: 745-50',
    'Código da Infração: 605-01',
    'Código da Infração: 501-00',
    'Código da Infração: 596-70',
    'Código da Infração: 763-32',
    'Código da Infração: 555-00',
    'Velocidade Medida: 95 km/h',
    'Velocidade Considerada: 88 km/h',
    'Velocidade Máxima Permitida: 60 km/h',
    'Data da Aferição: 01/01/2024',
    'Data de Postagem: 20/03/2026',
    'Data de Emissão: 10/02/2027',
    'Prazo para apresentação de defesa: 25/03/2026',
    'Nome: MARIA DAS DORES LIMA',
    'CPF: 529.982.247-25',
    'Valor da Multa: R$ 195,23',
  );

  it('never prints a date, time, plate or number that is not in the facts', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 20 }),
        fc.option(fc.string({ maxLength: 200 })),
        fc.boolean(),
        (lines, extra, susp) => {
          const facts = extractFacts([{ name: 'n.txt', text: lines.join('\n') }], {
            clock: { now: () => new Date('2026-11-22T10:00:00Z') },
            additionalText: extra ?? undefined,
            appealType: susp ? 'suspension' : undefined,
          });
          const out = writeAppeal(facts);
          expect(ungroundedTokens(out.text, facts)).toEqual([]);
          expect(out.text).toContain('III – DOS PEDIDOS');
        },
      ),
      { numRuns: 200 },
    );
  });
});
