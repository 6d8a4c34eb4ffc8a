/**
 * A prepared page of print with a blank gap near its middle is recognised as two halves, one by each
 * tesseract worker, at the same time; the words of the lower half come back where they are on the
 * page. Tesseract is replaced by a stand-in that reads one word at the top of whatever it is given.
 */
import type { Grey } from '@recurso/local/extract/image/raster';
import { PageOcr } from '@recurso/local/extract/page-ocr';
import { tesseractPage } from '@recurso/local/extract/tesseract-layout';
import type { Page } from 'tesseract.js';
import { textPage } from './image/synthetic';

/** Per worker (in order of creation): the heights of the images it was given, and reads under way. */
const given: number[][] = [];
let running = 0;
let most = 0;

jest.mock('tesseract.js', () => ({
  ...jest.requireActual('tesseract.js'),
  createWorker: async () => {
    const heights: number[] = [];
    given.push(heights);
    return {
      setParameters: async () => ({}),
      terminate: async () => ({}),
      recognize: async (image: Buffer) => {
        const [, w, h] = /^P5\s+(\d+)\s+(\d+)/.exec(image.toString('latin1', 0, 40)) ?? [];
        heights.push(Number(h));
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 20));
        running--;
        const bbox = { x0: 10, y0: 10, x1: Math.min(Number(w), 200), y1: 40 };
        const words = [{ text: `ALTURA${h}`, confidence: 96, bbox }];
        return { data: { blocks: [{ bbox, paragraphs: [{ bbox, lines: [{ bbox, words }] }] }] } };
      },
    };
  },
}));

describe('a page read in two halves', () => {
  it('has the two workers read its halves at once, the lower half’s words placed below the cut', async () => {
    const ocr = new PageOcr();
    const readPage = (img: Grey) =>
      (ocr as unknown as { readPage(img: Grey): Promise<Pick<Page, 'blocks'>> }).readPage(img);
    const page = textPage(1700, 2400, { top: 0.05, bottom: 0.95, lineHeight: 20, pitch: 48 });
    const read = tesseractPage(await readPage(page), page.width, page.height);
    await ocr.terminate();
    // Each worker read one half: together, every row of the page.
    expect(given.length).toBe(2);
    const [upper, lower] = [given[0]?.[0] ?? 0, given[1]?.[0] ?? 0];
    expect(given.map((g) => g.length)).toEqual([1, 1]);
    expect(upper).toBeGreaterThan(2400 / 3);
    expect(lower).toBeGreaterThan(2400 / 3);
    expect(upper + lower).toBe(2400);
    expect(most).toBe(2);
    // Each half's word, at 10 px from its own top: the lower one 10 px below the cut.
    const words = read.lines.flatMap((l) => l.words);
    expect(words.map((w) => w.text)).toEqual([`ALTURA${upper}`, `ALTURA${lower}`]);
    expect(words[1]?.box.top).toBeCloseTo((upper + 10) / 2400, 6);
  });

  it('is read whole by one worker when it is short', async () => {
    given.length = 0;
    const ocr = new PageOcr();
    const readPage = (img: Grey) =>
      (ocr as unknown as { readPage(img: Grey): Promise<Pick<Page, 'blocks'>> }).readPage(img);
    await readPage(textPage(400, 500, { top: 0.1, bottom: 0.9 }));
    await ocr.terminate();
    expect(given).toEqual([[500]]);
  });
});
