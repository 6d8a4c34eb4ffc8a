/**
 * Ink the page's reading left out (image/missed-text.ts): a short bold label tesseract dropped from a
 * shaded cell is found again, and nothing already read, no speck and no rule is.
 */
import { opencv } from '@recurso/local/extract/image/cv';
import { grey } from '@recurso/local/extract/image/raster';
import { cut, missedText } from '@recurso/local/extract/image/missed-text';
import { fillRect } from './synthetic';

/** A word-like run of letter strokes. */
function word(img: ReturnType<typeof grey>, x: number, y: number, letters: number, h = 20): void {
  for (let i = 0; i < letters; i++) fillRect(img, x + i * 14, y, 9, h);
}

beforeAll(() => opencv());

describe('missed text', () => {
  it('finds a word no box covers, as one region around it; a word read is not found again', () => {
    const img = grey(800, 600);
    word(img, 100, 100, 3); // "CPF", never read
    word(img, 400, 100, 8); // its value, read
    const read = [{ x: 396, y: 96, width: 8 * 14 + 8, height: 28 }];
    const regions = missedText(img, read);
    expect(regions).toHaveLength(1);
    const r = regions[0] as (typeof regions)[number];
    expect(r.x).toBeLessThanOrEqual(100);
    expect(r.x + r.width).toBeGreaterThanOrEqual(100 + 2 * 14 + 9);
    expect(r.y).toBeLessThanOrEqual(100);
    expect(r.y + r.height).toBeGreaterThanOrEqual(120);
    expect(missedText(img, [...read, { x: 96, y: 96, width: 50, height: 28 }])).toEqual([]);
  });

  it('leaves specks, rules and blocks taller than a line of text alone', () => {
    const img = grey(800, 600);
    fillRect(img, 50, 50, 3, 3); // a speck
    fillRect(img, 50, 300, 700, 2); // a rule
    fillRect(img, 300, 400, 200, 150); // a photo, a stamp
    expect(missedText(img, [])).toEqual([]);
  });

  it('cuts a region out with a margin, within the page', () => {
    const img = grey(100, 80);
    fillRect(img, 0, 0, 10, 10);
    const piece = cut(img, { x: 2, y: 2, width: 20, height: 10 }, 4);
    expect([piece.x, piece.y, piece.image.width, piece.image.height]).toEqual([0, 0, 26, 16]);
    expect(piece.image.data[0]).toBe(0);
    expect(piece.image.data[25]).toBe(255);
  });
});
