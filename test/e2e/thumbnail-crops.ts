/**
 * The crops thumbnails.e2e.test.ts checks, drawn in Chromium by the SPA's own crop code (frontend
 * page-images.ts, bundled as the app bundles it): one module for the test and for `npm run corpus:ocr`
 * (test/fixtures/corpus/ocr-pack.ts), which reads every crop the test may OCR (the field's crop and the
 * zoomed view) into the committed OCR pack. The pack is keyed by each crop's PNG bytes: a crop drawn
 * otherwise (this code, the SPA's, Chromium) misses it and the engine reads it, never a stale answer.
 */
import { join } from 'node:path';
import type { Fact, FactPath, Facts } from '@recurso/core/facts';
import { getFact } from '@recurso/core/facts';
import type { TextExtractor } from '@recurso/core/documents';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { noticeImage, readTruth } from '../fixtures/corpus/corpus';
import type { Variant } from '../fixtures/corpus/generate/degrade';
import { readNotice } from '../fixtures/corpus/reading';

/** A phone's field width in the review step (390 px less the dialog's and the field's padding). */
export const PHONE_WIDTH = 342;

/** The uploads: a page scanned turned a quarter, a phone photo in perspective with a hand's shadow. */
export const THUMBNAIL_CASES = [
  ['a page scanned turned a quarter', '05-table-detran-pr', 'rot90'],
  ['a phone photo in perspective with a hand’s shadow', '15-inline-detran-mg', 'shadow'],
] as const;

export const FIELDS: FactPath[] = [
  'vehicle.plate',
  'infraction.date',
  'notice.number',
  'owner.name',
  'infraction.time',
  'owner.cpf',
  'speed.verificationDate',
];

/** The zoomed view the thumbnail opens on tap (as DocumentCrop draws it). */
export const ZOOMED = { width: 0, zoom: 2, wholeLine: true };

/** Letters and digits only, upper case: OCR's spacing and punctuation are no matter here. */
export const bare = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

export interface Drawn {
  url: string;
  width: number;
  height: number;
  value: { height: number };
}

/** The PNG bytes of a drawn crop. */
export const pngOf = (drawn: Drawn): Buffer =>
  Buffer.from(drawn.url.replace(/^data:image\/png;base64,/, ''), 'base64');

/** A page at a phone's size with the SPA's crop code loaded (unpdf is only for PDF pages: none here). */
export async function cropPage(browser: Browser): Promise<Page> {
  const bundle = await build({
    entryPoints: [join(__dirname, '../../frontend/src/features/appeals/page-images.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'pageImages',
    external: ['unpdf'],
    platform: 'browser',
  });
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.setContent('<!doctype html><title>crops</title>');
  // Under tsx (npm run corpus:ocr) esbuild names functions with a `__name` helper, also inside the one
  // cropInBrowser sends to the page: the page gets the helper too (jest's swc adds none).
  await page.evaluate('globalThis.__name = (f) => f');
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
  return page;
}

/** The crop of one fact, drawn in Chromium from the upload's bytes. */
export async function cropInBrowser(
  page: Page,
  bytes: Uint8Array,
  place: unknown,
  key: string,
  options: { width: number; zoom?: number; wholeLine?: boolean } = { width: PHONE_WIDTH },
): Promise<Drawn> {
  const type = bytes[0] === 0x89 ? 'png' : 'jpeg';
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

/** A fact the test checks: read right, from a box on the document. */
export interface Checked {
  path: FactPath;
  fact: Fact<unknown>;
  printed: string;
}

/** The upload of a case, read through the pipeline's path, and the facts whose crops are checked. */
export async function readCase(
  extractor: TextExtractor,
  id: string,
  variant: string,
): Promise<{ bytes: Uint8Array; key: string; checked: Checked[] }> {
  const bytes = await noticeImage(id, variant as Variant);
  const truth = readTruth(id);
  const { facts } = await readNotice(extractor, {
    name: `${id}.${variant}`,
    bytes,
    appealType: truth.appealType,
  });
  const checked: Checked[] = [];
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
    checked.push({ path, fact: fact as Fact<unknown>, printed: expected.printed });
  }
  return { bytes, key: `${id}.${variant}`, checked };
}
