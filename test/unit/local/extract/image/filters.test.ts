/** Rule removal before OCR: long thin rules found and erased, letters and their grey edges kept. */
import { binarise, eraseRules, ruleMask, unsharp } from '@recurso/local/extract/image/filters';
import { opencv } from '@recurso/local/extract/image/cv';
import { grey } from '@recurso/local/extract/image/raster';
import { fillRect, textPage } from './synthetic';

beforeAll(() => opencv());

describe('ruleMask', () => {
  it('marks a long thin table rule and leaves the text lines beside it', () => {
    const page = textPage(400, 200, { top: 0.2, bottom: 0.45 });
    fillRect(page, 20, 150, 360, 2);
    const mask = ruleMask(binarise(page, 128), 400 / 25, 400 / 180 + 1);
    // Every pixel of the rule is marked…
    for (let x = 20; x < 380; x++) expect(mask[150 * 400 + x]).toBe(1);
    // …and none of the text's strokes.
    let textMarked = 0;
    for (let i = 0; i < 400 * 100; i++) if (mask[i] && page.data[i] === 0) textMarked++;
    expect(textMarked).toBe(0);
  });

  it('marks a column’s rule and where it crosses a row’s, a pixel wider each side, and nothing else', () => {
    // A table's corner: a vertical rule at x 100–101 from y 10 to 189, a horizontal one at y 50–51.
    const page = grey(300, 200);
    fillRect(page, 100, 10, 2, 180);
    fillRect(page, 20, 50, 260, 2);
    const mask = ruleMask(binarise(page, 128), 12, 3);
    for (let y = 10; y < 190; y++)
      expect([99, 100, 101, 102].map((x) => mask[y * 300 + x])).toEqual([1, 1, 1, 1]);
    for (let x = 20; x < 280; x++) expect(mask[50 * 300 + x]).toBe(1);
    expect(mask[30 * 300 + 98]).toBe(0);
    expect(mask[30 * 300 + 103]).toBe(0);
    // The rules' pixels, grown by one all round: (2+2)×(180+2) + (260+2)×(2+2) − the crossing (4×4).
    expect(mask.reduce((n, v) => n + v, 0)).toBe(4 * 182 + 262 * 4 - 16);
  });

  it('keeps a filled band (thicker than a rule)', () => {
    const page = grey(300, 100);
    fillRect(page, 10, 40, 280, 20);
    const mask = ruleMask(binarise(page, 128), 12, 3);
    expect(mask.reduce((n, v) => n + v, 0)).toBe(0);
  });
});

describe('eraseRules', () => {
  it('whitens the rule pixels only and keeps every grey, light anti-aliased edges included', () => {
    const img = { width: 4, height: 1, data: Uint8Array.from([0, 120, 235, 250]) };
    const out = eraseRules(img, Uint8Array.from([1, 0, 0, 0]));
    expect([...out.data]).toEqual([255, 120, 235, 250]);
    expect([...img.data]).toEqual([0, 120, 235, 250]);
  });
});

describe('unsharp', () => {
  it('steepens a soft edge, clamped to black and white, and leaves flat paper and ink alone', () => {
    // A soft step from ink (40) to paper (240) across a row.
    const row = [40, 40, 40, 40, 40, 40, 80, 140, 200, 240, 240, 240, 240, 240, 240, 240];
    const img = { width: row.length, height: 3, data: Uint8Array.from([...row, ...row, ...row]) };
    const out = [...unsharp(img, 1.3, 1.5).data.slice(row.length, 2 * row.length)];
    expect(out.slice(0, 3)).toEqual([40, 40, 40]);
    expect(out.slice(-3)).toEqual([240, 240, 240]);
    // The dark side of the edge darker, the light side lighter: a steeper step.
    expect(out[6]).toBeLessThan(80);
    expect(out[8]).toBeGreaterThan(200);
    expect(Math.min(...out)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...out)).toBeLessThanOrEqual(255);
  });
});
