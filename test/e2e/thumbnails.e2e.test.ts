/**
 * True thumbnails (issue 25): the review step's crop of where a fact was read, drawn in Chromium by the
 * SPA's own code (frontend page-images.ts, bundled as the app bundles it) from the upload as it is —
 * a page scanned turned a quarter, and a phone photo in perspective with a hand's shadow across it. The
 * facts come from the real reading path (OCR, the pipeline's reader); each crop is read again by OCR
 * and must hold the value's text, and be legible on a phone (390 px wide: the field's width, at least
 * twice the value's height, the value's box at least 16 px high). Before, boxes in fractions of the
 * straightened page were cut from the upload as it was: on a turned page, blank paper; on a photo, the
 * desk.
 */
import { LocalTextExtractor } from '@recurso/local/extract/index';
import type { Browser, Page } from 'playwright-core';
import { CachedOcr } from '../fixtures/corpus/ocr-cache';
import { launch } from './browser';
import {
  bare,
  cropInBrowser,
  cropPage,
  type Drawn,
  PHONE_WIDTH,
  pngOf,
  readCase,
  THUMBNAIL_CASES,
  ZOOMED,
} from './thumbnail-crops';

jest.setTimeout(600_000);

/**
 * The fewest edits that turn `want` into some stretch of `text` (Sellers' approximate matching): OCR of a
 * crop may swap or add a glyph ("5B76.772…" for "576.772…"); a crop of the wrong place shares no stretch.
 */
function nearestIn(text: string, want: string): number {
  let row = new Array<number>(text.length + 1).fill(0);
  for (let i = 1; i <= want.length; i++) {
    const next = [i];
    for (let j = 1; j <= text.length; j++) {
      const same = want[i - 1] === text[j - 1] ? 0 : 1;
      next[j] = Math.min((row[j - 1] as number) + same, (row[j] as number) + 1, (next[j - 1] as number) + 1);
    }
    row = next;
  }
  return Math.min(...row);
}

let browser: Browser;
let page: Page;
// The crops' OCR from the committed pack (npm run corpus:ocr reads every crop this file may OCR); the
// engine on a miss (test/e2e/thumbnail-crops.ts).
const ocr = new CachedOcr();
const extractor = new LocalTextExtractor(ocr);

beforeAll(async () => {
  browser = await launch();
  page = await cropPage(browser);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await extractor.close();
});

describe.each(THUMBNAIL_CASES)('thumbnails of %s', (_, id, variant) => {
  it('show the field’s text, legible at a phone’s width', async () => {
    const { bytes, key, checked } = await readCase(extractor, id, variant);
    for (const { path, fact, printed } of checked) {
      const source = fact.source;
      if (source.kind !== 'document') throw new Error('checked facts are read from the document');
      expect(source.toImage).toHaveLength(9);
      const crop = await cropInBrowser(page, bytes, source, key);
      // Legible on a phone: the field's width, at least twice the value's height, the value ≥ 16 px.
      expect(crop.width).toBe(PHONE_WIDTH);
      expect(crop.value.height).toBeGreaterThanOrEqual(16);
      expect(crop.height).toBeGreaterThanOrEqual(2 * crop.value.height - 1);
      // The crop read again by OCR holds the value as printed, give or take a glyph: it is of the right place.
      // Tesseract misreads some 48 px strips of a blurred photo that a person reads at a glance; then the view the thumbnail
      // opens on tap (as DocumentCrop draws it) must hold it.
      const holds = async (drawn: Drawn): Promise<boolean> => {
        const read = await ocr.recognize(pngOf(drawn), 1);
        const want = bare(printed);
        return (
          nearestIn(bare(read.lines.map((l) => l.text).join(' ')), want) <=
          Math.max(1, Math.floor(want.length / 8))
        );
      };
      const text =
        (await holds(crop)) || (await holds(await cropInBrowser(page, bytes, source, key, ZOOMED)));
      expect({ path, text }).toEqual({ path, text: true });
    }
    expect(checked.length).toBeGreaterThanOrEqual(3);
  });
});
