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
import { join } from 'node:path';
import type { Facts, FactPath } from '@recurso/core/facts';
import { getFact } from '@recurso/core/facts';
import { LocalTextExtractor } from '@recurso/local/extract/index';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { noticeImage, readTruth } from '../fixtures/corpus/corpus';
import type { Variant } from '../fixtures/corpus/generate/degrade';
import { CachedOcr } from '../fixtures/corpus/ocr-cache';
import { readNotice } from '../fixtures/corpus/reading';
import { launch } from './browser';

jest.setTimeout(600_000);

/** A phone's field width in the review step (390 px less the dialog's and the field's padding). */
const PHONE_WIDTH = 342;

/** Letters and digits only, upper case: OCR's spacing and punctuation are no matter here. */
const bare = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

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
const ocr = new CachedOcr();
const extractor = new LocalTextExtractor(ocr);

beforeAll(async () => {
  // The SPA's own crop code, bundled for the browser (unpdf is only for PDF pages: none here).
  const bundle = await build({
    entryPoints: [join(__dirname, '../../frontend/src/features/appeals/page-images.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'pageImages',
    external: ['unpdf'],
    platform: 'browser',
  });
  browser = await launch();
  page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.setContent('<!doctype html><title>crops</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await extractor.close();
});

interface Drawn {
  url: string;
  width: number;
  height: number;
  value: { height: number };
}

/** The crop of one fact, drawn in Chromium from the upload's bytes. */
async function cropInBrowser(
  bytes: Uint8Array,
  type: 'png' | 'jpeg',
  place: unknown,
  key: string,
  options: { width: number; zoom?: number; wholeLine?: boolean } = { width: PHONE_WIDTH },
): Promise<Drawn> {
  return page.evaluate(
    async ({ b64, type, place, key, options }): Promise<Drawn> => {
      const bin = atob(b64);
      const arr = new Uint8Array(bin.length);
      for (let i = 0; i < bin.length; i++) arr[i] = bin.charCodeAt(i);
      const blob = new Blob([arr], { type: `image/${type}` });
      // The bundle's global, set by the script tag.
      const lib = (
        globalThis as unknown as { pageImages: Record<string, (...a: unknown[]) => Promise<unknown>> }
      ).pageImages as never as {
        pageOf(k: string, s: unknown, p: number): Promise<unknown>;
        cropAround(p: unknown, place: unknown, o: unknown): unknown;
      };
      const drawn = await lib.pageOf(key, { type, load: async () => blob }, 1);
      return lib.cropAround(drawn, place, options) as Drawn;
    },
    { b64: Buffer.from(bytes).toString('base64'), type, place, key, options },
  );
}

const FIELDS: FactPath[] = [
  'vehicle.plate',
  'infraction.date',
  'notice.number',
  'owner.name',
  'infraction.time',
  'owner.cpf',
  'speed.verificationDate',
];

describe.each([
  ['a page scanned turned a quarter', '05-table-detran-pr', 'rot90'],
  ['a phone photo in perspective with a hand’s shadow', '15-inline-detran-mg', 'shadow'],
] as const)('thumbnails of %s', (_, id, variant) => {
  it('show the field’s text, legible at a phone’s width', async () => {
    const bytes = await noticeImage(id, variant as Variant);
    const truth = readTruth(id);
    const { facts } = await readNotice(extractor, {
      name: `${id}.${variant}`,
      bytes,
      appealType: truth.appealType,
    });
    const type = bytes[0] === 0x89 ? 'png' : 'jpeg';
    let checked = 0;
    for (const path of FIELDS) {
      const fact = getFact(facts as Facts, path);
      const expected = truth.fields[path];
      const source = fact?.source;
      // Only values read right are checked: the crop must show what is printed there.
      if (!fact || !expected || source?.kind !== 'document' || !source.box) continue;
      if (
        bare(String(fact.value)) !== bare(String(expected.value)) &&
        bare(String(fact.value)) !== bare(expected.printed)
      )
        continue;
      expect(source.toImage).toHaveLength(9);
      const crop = await cropInBrowser(bytes, type, source, `${id}.${variant}`);
      // Legible on a phone: the field's width, at least twice the value's height, the value ≥ 16 px.
      expect(crop.width).toBe(PHONE_WIDTH);
      expect(crop.value.height).toBeGreaterThanOrEqual(16);
      expect(crop.height).toBeGreaterThanOrEqual(2 * crop.value.height - 1);
      // The crop read again by OCR holds the value as printed, give or take a glyph: it is of the right place.
      // Tesseract misreads some 48 px strips of a blurred photo that a person reads at a glance; then the view the thumbnail
      // opens on tap (as DocumentCrop draws it) must hold it.
      const holds = async (drawn: Drawn): Promise<boolean> => {
        const png = Buffer.from(drawn.url.replace(/^data:image\/png;base64,/, ''), 'base64');
        const read = await ocr.recognize(png, 1);
        const want = bare(expected.printed);
        return (
          nearestIn(bare(read.lines.map((l) => l.text).join(' ')), want) <=
          Math.max(1, Math.floor(want.length / 8))
        );
      };
      const zoomed = { width: 0, zoom: 2, wholeLine: true };
      const text =
        (await holds(crop)) ||
        (await holds(await cropInBrowser(bytes, type, source, `${id}.${variant}`, zoomed)));
      expect({ path, text }).toEqual({ path, text: true });
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });
});
