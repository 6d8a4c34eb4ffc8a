/**
 * The layout fuzzer's scoring (test/fixtures/fuzz/score.ts): SPEC §5's fallback notice code is what
 * the reader gives when it found no number, scored as missing (fuzz-images fresh-0793aa6e #7:
 * "T17951760" was counted a number read wrong, the page's real number unread).
 */
import { fallbackNoticeCode } from '@recurso/core/facts';
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
