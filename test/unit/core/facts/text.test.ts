import { fold } from '@recurso/core/facts';

describe('fold', () => {
  it('lower-cases ASCII text as it is', () => {
    expect(fold('PLACA/UF: ABC-1D23')).toBe('placa/uf: abc-1d23');
  });

  it('strips accents one character for one, so indexes map back onto the text', () => {
    const text = 'ÓRGÃO AUTUADOR: Departamento de Trânsito — Nº 12ª';
    expect(fold(text)).toBe('orgao autuador: departamento de transito — no 12o');
    expect(fold(text)).toHaveLength(text.length);
  });

  it('keeps a character with no one-letter base as it is, in lower case when that keeps its length', () => {
    expect(fold('ﬁxo ß Ç')).toBe('ﬁxo ß c');
    expect(fold('İ')).toBe('i');
  });
});
