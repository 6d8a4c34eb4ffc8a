import { findInfraction, INFRACTIONS, normalizeText, searchInfractions } from '@recurso/core/catalogue';

describe('catalogue', () => {
  it('holds the 439 rows of the data file', () => {
    expect(INFRACTIONS).toHaveLength(439);
  });

  it.each(['745-50', '74550', '7455-0', '745 50', '745.50', '7455'])('finds 745-50 written as %s', (code) => {
    const row = findInfraction(code);
    expect(row?.codigo).toBe('745-50');
    expect(row?.artigo).toBe('218, I');
    expect(row?.gravidade).toBe('media');
  });

  it('returns undefined for unknown or malformed codes', () => {
    expect(findInfraction('999-99')).toBeUndefined();
    expect(findInfraction('12')).toBeUndefined();
    expect(findInfraction('')).toBeUndefined();
  });

  it('normalizes accents, case and spaces', () => {
    expect(normalizeText('  Avançar o SINAL   vermelho  ')).toBe('avancar o sinal vermelho');
    expect(normalizeText('Gravíssima')).toBe('gravissima');
  });

  it('searches without accents or case', () => {
    const hits = searchInfractions('SINAL VERMELHO', 5);
    expect(hits.map((r) => r.codigo)).toContain('605-01');
    expect(
      searchInfractions('velocidade', 50).every((r) =>
        normalizeText(r.descricao + (r.descricao_renainf ?? '')).includes('velocidade'),
      ),
    ).toBe(true);
    expect(searchInfractions('celular', 10).map((r) => r.codigo)).toEqual(expect.arrayContaining(['736-62']));
  });

  it('searches by code and by article', () => {
    expect(searchInfractions('7455', 3)[0]?.codigo).toBe('745-50');
    expect(searchInfractions('745-5', 3)[0]?.codigo).toBe('745-50');
    const art = searchInfractions('art. 218', 10);
    expect(art.length).toBeGreaterThan(0);
    expect(art.every((r) => r.artigo.startsWith('218'))).toBe(true);
  });

  it('respects the limit and ignores empty queries', () => {
    expect(searchInfractions('veiculo', 3)).toHaveLength(3);
    expect(searchInfractions('   ', 10)).toEqual([]);
  });

  it('answers a query in under 1 ms on average', () => {
    const queries = [
      'sinal vermelho',
      'celular',
      'estacionar',
      'velocidade',
      'ultrapassar',
      '218',
      'habilitação',
    ];
    // Steady state (after JIT warm-up), as the search box runs it on every keystroke.
    for (let i = 0; i < 1000; i++) searchInfractions(queries[i % queries.length] as string);
    const t0 = performance.now();
    for (let i = 0; i < 500; i++) searchInfractions(queries[i % queries.length] as string);
    expect((performance.now() - t0) / 500).toBeLessThan(1);
  });
});
