/**
 * The ink the page's reading left out is read again one region at a time (page-ocr.ts `readMissed`),
 * but a region whose ink is nowhere as tall as a letter (a table rule the preprocessing left, 4–7 px
 * thick) is not: read, it cost a recognition per rule and gave only noise. The reader here is scripted.
 */
import { type LayoutPage, lineOf } from '@recurso/core/documents';
import { opencv } from '@recurso/local/extract/image/cv';
import { missedText } from '@recurso/local/extract/image/missed-text';
import { grey } from '@recurso/local/extract/image/raster';
import { PageOcr, tallestInk } from '@recurso/local/extract/page-ocr';
import { fillRect } from './image/synthetic';

beforeAll(() => opencv());

/** A word-like run of letter strokes, `h` pixels tall. */
function word(img: ReturnType<typeof grey>, x: number, y: number, letters: number, h = 20): void {
  for (let i = 0; i < letters; i++) fillRect(img, x + i * 14, y, 9, h);
}

/**
 * The page as read: one word of `height` pixels (of 600), far from the ink drawn in the tests (its own
 * ink is not drawn: it only tells the size of the page's print).
 */
const readPage = (height = 24): LayoutPage => ({
  number: 1,
  width: 1500,
  height: 600,
  rotation: 0,
  lines: [
    lineOf([
      {
        text: 'Notificação',
        confidence: 0.95,
        box: { left: 0.5, top: 0.9, width: 0.1, height: height / 600 },
      },
    ]),
  ],
});

/** A reader answering every recognition with one sure word, and counting the regions it was shown. */
function scripted() {
  const sizes: number[] = [];
  return {
    sizes,
    reader: {
      recognize: async (image: Buffer) => {
        sizes.push(image.length);
        const words = [{ text: 'CPF', confidence: 95, bbox: { x0: 4, y0: 4, x1: 40, y1: 20 } }];
        return { data: { blocks: [{ paragraphs: [{ lines: [{ words }] }] }] } };
      },
    },
  };
}

const readMissed = (
  img: ReturnType<typeof grey>,
  reader: unknown,
  page = readPage(),
): Promise<LayoutPage['lines']> =>
  (new PageOcr() as unknown as { readMissed: (...a: unknown[]) => Promise<LayoutPage['lines']> }).readMissed(
    img,
    page,
    reader,
  );

describe('missed text read again', () => {
  it('measures the tallest ink of a region, column by column', () => {
    const img = grey(300, 100);
    fillRect(img, 10, 40, 200, 6); // a rule 6 px thick
    fillRect(img, 250, 30, 3, 14); // a letter's stem
    expect(tallestInk(img, { x: 0, y: 24, width: 240, height: 36 })).toBe(6);
    expect(tallestInk(img, { x: 0, y: 24, width: 300, height: 36 })).toBe(14);
    // Only the region's own rows count.
    expect(tallestInk(img, { x: 240, y: 36, width: 60, height: 24 })).toBe(8);
    expect(tallestInk(grey(50, 50), { x: 0, y: 0, width: 50, height: 50 })).toBe(0);
  });

  it('reads no region that is only a rule, however long', async () => {
    const img = grey(1500, 600);
    fillRect(img, 100, 302, 1300, 6); // a table rule across the page, over two grid cells
    expect(missedText(img, [])).toHaveLength(1);
    const { reader, sizes } = scripted();
    expect(await readMissed(img, reader)).toEqual([]);
    expect(sizes).toHaveLength(0);
  });

  it('reads the missed word beside a rule, and the rule not', async () => {
    const img = grey(1500, 600);
    fillRect(img, 100, 302, 1300, 6);
    word(img, 100, 100, 3, 12); // a short label of small type, never read
    expect(missedText(img, [])).toHaveLength(2);
    const { reader, sizes } = scripted();
    expect((await readMissed(img, reader)).map((l) => l.text)).toEqual(['CPF']);
    expect(sizes).toHaveLength(1);
  });

  it('on a page of small print (words 12 px tall), reads a region as tall as its x-height, 6 px', async () => {
    const img = grey(1500, 600);
    fillRect(img, 100, 302, 600, 6);
    const { reader, sizes } = scripted();
    expect(await readMissed(img, reader, readPage(12))).toHaveLength(1);
    expect(sizes).toHaveLength(1);
  });

  it('on a page with no word read, reads every region', async () => {
    const img = grey(1500, 600);
    fillRect(img, 100, 302, 1300, 6);
    const { reader, sizes } = scripted();
    await readMissed(img, reader, { ...readPage(), lines: [] });
    expect(sizes).toHaveLength(1);
  });

  it('reads a missed word of small type as before (control)', async () => {
    const img = grey(1500, 600);
    word(img, 100, 100, 3, 12);
    const { reader, sizes } = scripted();
    expect((await readMissed(img, reader)).map((l) => l.text)).toEqual(['CPF']);
    expect(sizes).toHaveLength(1);
  });
});
