/**
 * A region page-ocr.ts reads again (missed-text.ts: ink the page's reading left) gives no second
 * reading of words the page already read: its words over the page's own are dropped (sameInk).
 */
import { sameInk } from '@recurso/local/extract/page-ocr';

describe('sameInk: a region read again gives no second reading of a line already read', () => {
  const box = (left: number, top: number, width: number, height: number) => ({ left, top, width, height });
  // fuzz-images fresh-0793aa6e #12 (a 150-dpi scan): the page read "HENRIQUE" here, the region read
  // again beside it gave "HENHIQUE" over it (page fractions × 1000).
  const page = box(0.1565, 0.2569, 0.0835, 0.01);

  it('the same print read twice', () => {
    expect(sameInk(box(0.156, 0.258, 0.084, 0.012), page)).toBe(true);
  });

  it('a word the page missed beside or under it is its own', () => {
    expect(sameInk(box(0.42, 0.257, 0.06, 0.01), page)).toBe(false);
    expect(sameInk(box(0.156, 0.272, 0.084, 0.01), page)).toBe(false);
    // Touching a corner of it only.
    expect(sameInk(box(0.235, 0.262, 0.05, 0.01), page)).toBe(false);
  });
});
