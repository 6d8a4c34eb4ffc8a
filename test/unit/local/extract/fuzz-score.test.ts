/**
 * The layout fuzzer's scoring (test/fixtures/fuzz/score.ts): SPEC §5's fallback notice code is what
 * the reader gives when it found no number, scored as missing (fuzz-images fresh-0793aa6e #7:
 * "T17951760" was counted a number read wrong, the page's real number unread).
 */
import { fallbackNoticeCode } from '@recurso/core/facts';
import { sameValue } from '../../../fixtures/corpus/score';
import { readFact } from '../../../fixtures/fuzz/score';

describe('readFact', () => {
  const clock = { now: () => new Date('2026-11-20T12:00:00Z') };

  it('takes the fallback notice code for no number read', () => {
    const fallback = { value: fallbackNoticeCode(clock), confidence: 0, source: { kind: 'fallback' } };
    expect(fallback.value).toMatch(/^T\d{8}$/);
    expect(readFact(fallback)).toBeUndefined();
  });

  it('keeps a number read, however unsure', () => {
    const read = { value: 'T17951760', confidence: 0.2, source: { kind: 'document', name: 'x.png' } };
    expect(readFact(read)).toBe(read);
  });
});

describe('sameValue of an agency', () => {
  const full = 'Departamento de Trânsito do Paraná - DETRAN-PR';

  it('takes the acronym the full name ends in as the same agency', () => {
    expect(sameValue('agency', 'DETRAN-PR', full)).toBe(true);
    expect(sameValue('agency', 'detran-pr', full)).toBe(true);
  });

  it('keeps a cut name, another acronym and a lone word wrong', () => {
    expect(sameValue('agency', 'Departamento de Trânsito do Paraná - DETRAN-', full)).toBe(false);
    expect(sameValue('agency', 'DETRAN-SC', full)).toBe(false);
    expect(sameValue('agency', 'DETRAN', full)).toBe(false);
    expect(
      sameValue('agency', 'DER-MG', 'Departamento de Estradas de Rodagem do Estado de Minas Gerais - DER-'),
    ).toBe(false);
  });
});
