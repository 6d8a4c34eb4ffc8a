/**
 * What an agency's name looks like (core/src/facts/agencies.ts), and the agency read from a scan:
 * OCR's debris beside a known name cut off, a garbled label's end or a speck never taken for the agency.
 */
import { agencyWithin, looksLikeAgency, readDocument } from '@recurso/core/facts';
import { ocrPage } from '../reading/page';

const looks = looksLikeAgency;
const within = (v: string) => {
  const span = agencyWithin(v);
  return span && v.slice(span.index, span.end);
};

describe('an agency’s name', () => {
  it('known names, full names of traffic bodies, and acronyms of four letters or more name agencies', () => {
    for (const v of [
      'DETRAN-SP',
      'DETRAN/RS',
      'DER-MG',
      'Polícia Rodoviária Federal',
      'DNIT',
      'PRF',
      'Companhia de Engenharia de Tráfego - CET',
      'BHTRANS',
      'EPTC',
      'CET-Rio',
      'Secretaria Municipal de Mobilidade e Trânsito',
      'Prefeitura Municipal de Sorocaba',
      'Secretaria de Segurança e Trânsito',
      'Departamento Municipal de Trânsito - DEMUTRAN',
      'Guarda Civil Municipal',
      'Polícia Militar de Minas Gerais',
      'DSV',
    ])
      expect([v, looks(v)]).toEqual([v, true]);
  });

  it('a garbled label’s end, a stray lowercase word or three capitals no agency goes by are not agencies', () => {
    for (const v of ['sesore', 'sutantor', 'TES', 've', 'Rua das Flores', 'JOÃO DA SILVA'])
      expect([v, looks(v)]).toEqual([v, false]);
  });

  it('a known name with at most two letters of debris beside it is cut out; a longer value stays whole', () => {
    expect(within('a BHTRANS')).toBe('BHTRANS');
    expect(within('a DETRAN-SP')).toBe('DETRAN-SP');
    expect(within('Polícia Rodoviária Federal!')).toBe('Polícia Rodoviária Federal');
    expect(within('Companhia de Engenharia de Tráfego - CET')).toBeUndefined();
    expect(within('DETRAN-SP Unidade Centro')).toBeUndefined();
  });
});

describe('the agency read from a scan', () => {
  const read = (...rows: Parameters<typeof ocrPage>) =>
    readDocument({ name: 'n.png', method: 'ocr', layout: ocrPage(...rows) }).fields.agency;
  const agency = (...rows: Parameters<typeof ocrPage>) => read(...rows)?.map((r) => r.value);

  it('"autuador(a)" whose brackets OCR dropped is the label’s, not the value’s first word', () => {
    expect(read([{ text: 'Órgão/Entidade autuador a BHTRANS', x: 80, y: 100, confidence: 0.95 }])).toEqual([
      expect.objectContaining({ value: 'BHTRANS', label: 'Órgão/Entidade autuador a' }),
    ]);
  });

  it('a label’s garbled end beside it is no agency: the value below it is read', () => {
    expect(
      agency(
        [
          { text: 'Entidade autuadora', x: 80, y: 100, confidence: 0.9 },
          { text: 'sesore', x: 300, y: 100, confidence: 0.5 },
        ],
        [{ text: 'DETRAN-MG', x: 80, y: 124, confidence: 0.95 }],
      ),
    ).toEqual(['DETRAN-MG']);
  });
});
