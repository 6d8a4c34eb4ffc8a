/**
 * A page is cut for its two halves to be read at once only across blank paper near its middle, and the
 * halves' readings join into the page's, the lower half's boxes moved down by the cut.
 */
import { joinedReading, rowsOf, splitRow } from '@recurso/local/extract/page-halves';
import { grey } from '@recurso/local/extract/image/raster';
import { fillRect, textPage } from './image/synthetic';

describe('splitRow', () => {
  it('cuts in the middle of the blank gap between lines nearest the page middle', () => {
    // Lines 10 px tall every 24 px from row 100: gaps of 14 blank rows between them.
    const page = textPage(400, 1000, { top: 0.1, bottom: 0.9, lineHeight: 10, pitch: 24 });
    const cut = splitRow(page);
    expect(cut).toBeDefined();
    // No ink on the cut's row nor within two rows of it.
    for (let y = (cut as number) - 2; y <= (cut as number) + 2; y++)
      expect(page.data.subarray(y * 400, (y + 1) * 400).every((v) => v === 255)).toBe(true);
    // The nearest gap to row 500: within a line's pitch.
    expect(Math.abs((cut as number) - 500)).toBeLessThanOrEqual(24);
  });

  it('never cuts across a letter’s light grey rim', () => {
    // One block of print over the whole middle third, then a light grey row (an anti-aliased edge)
    // in the only gap: no row of the middle third is blank paper.
    const page = grey(300, 900);
    fillRect(page, 20, 300, 260, 140);
    fillRect(page, 20, 450, 260, 150);
    fillRect(page, 20, 440, 260, 10, 190);
    expect(splitRow(page)).toBeUndefined();
  });

  it('leaves a page with no gap in its middle third, or a short page, whole', () => {
    const solid = textPage(400, 1000, { top: 0.1, bottom: 0.9, lineHeight: 24, pitch: 26 });
    expect(splitRow(solid)).toBeUndefined();
    const short = textPage(400, 500, { top: 0.1, bottom: 0.9 });
    expect(splitRow(short)).toBeUndefined();
  });

  it('cuts in the gap nearest the middle, not the first', () => {
    const page = grey(200, 900);
    // Ink everywhere in the middle third but a gap at rows 330–339 and one at 460–469.
    fillRect(page, 10, 300, 180, 30);
    fillRect(page, 10, 340, 180, 120);
    fillRect(page, 10, 470, 180, 150);
    expect(splitRow(page)).toBe(465);
  });
});

describe('rowsOf', () => {
  it('copies the rows asked for', () => {
    const img = grey(3, 4);
    img.data.set([1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]);
    expect(rowsOf(img, 1, 3)).toEqual({ width: 3, height: 2, data: Uint8Array.from([2, 2, 2, 3, 3, 3]) });
  });
});

describe('joinedReading', () => {
  const word = (text: string, y0: number) => ({
    text,
    confidence: 90,
    bbox: { x0: 10, y0, x1: 50, y1: y0 + 20 },
    baseline: { x0: 10, y0: y0 + 18, x1: 50, y1: y0 + 18, has_baseline: true },
  });
  const reading = (text: string, y0: number) =>
    ({
      blocks: [
        {
          bbox: { x0: 10, y0, x1: 50, y1: y0 + 20 },
          paragraphs: [{ lines: [{ bbox: { x0: 10, y0, x1: 50, y1: y0 + 20 }, words: [word(text, y0)] }] }],
        },
      ],
    }) as never;

  it('puts the lower half’s blocks after the upper half’s, their boxes moved down by the cut', () => {
    const joined = joinedReading(reading('PLACA', 5), reading('ABC1D23', 7), 500);
    const words = joined.blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
    const baseline = (w: object) => (w as { baseline: { y0: number } }).baseline.y0;
    expect(words.map((w) => [w.text, w.bbox.y0, w.bbox.y1, baseline(w)])).toEqual([
      ['PLACA', 5, 25, 23],
      ['ABC1D23', 507, 527, 525],
    ]);
    expect(joined.blocks[1]?.bbox).toEqual({ x0: 10, y0: 507, x1: 50, y1: 527 });
    expect(joined.blocks[1]?.paragraphs[0]?.lines[0]?.bbox.y0).toBe(507);
  });
});
