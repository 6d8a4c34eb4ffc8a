/**
 * PDF pages → text lines, from the text layer (unpdf/pdf.js). Items are grouped into lines by their
 * baseline and ordered left to right, with one space between cells, so "Label: value" and table rows
 * keep the shape the facts parser expects.
 */
import { definePDFJSModule, extractImages, extractTextItems, getDocumentProxy } from 'unpdf';
import { dirname, join } from 'node:path';
import { encodePng } from './png-encode';

interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

function pageLines(items: readonly Item[]): string {
  const rows: { y: number; size: number; items: Item[] }[] = [];
  for (const it of items) {
    if (!it.str.trim()) continue;
    const row = rows.find((r) => Math.abs(r.y - it.y) <= Math.max(2, Math.min(r.size, it.fontSize) * 0.4));
    if (row) row.items.push(it);
    else rows.push({ y: it.y, size: it.fontSize, items: [it] });
  }
  rows.sort((a, b) => b.y - a.y);
  return rows
    .map((r) =>
      r.items
        .sort((a, b) => a.x - b.x)
        .reduce((line, it, i, all) => {
          const prev = all[i - 1];
          const gap = prev ? it.x - (prev.x + prev.width) : 0;
          return line + (prev && (gap > 1 || !/\s$/.test(line)) && gap > -1 ? ' ' : '') + it.str;
        }, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .join('\n');
}

/**
 * Point unpdf at its bundled PDF.js through a static-looking import, so bundlers and jest (which
 * compiles it to require) resolve it; unpdf's own lazy import needs ESM VM support jest lacks.
 */
let pdfjsReady: Promise<void> | undefined;
const ensurePdfjs = (): Promise<void> => {
  // `unpdf/pdfjs` is exported for `import` only; name the file so `require` (jest) finds it too.
  const file = join(dirname(require.resolve('unpdf')), 'pdfjs.mjs');
  pdfjsReady ??= definePDFJSModule(() => import(file));
  return pdfjsReady;
};

export interface PdfPage {
  number: number;
  text: string;
}

export async function readPdfText(bytes: Uint8Array): Promise<{ pdf: unknown; pages: PdfPage[] }> {
  await ensurePdfjs();
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { items } = await extractTextItems(pdf);
  return { pdf, pages: items.map((page, i) => ({ number: i + 1, text: pageLines(page) })) };
}

/** The largest image on a page as PNG bytes (a scanned page is one big image), or undefined. */
export async function pageImagePng(pdf: unknown, pageNumber: number): Promise<Buffer | undefined> {
  const images = await extractImages(pdf as Parameters<typeof extractImages>[0], pageNumber);
  const biggest = images.sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (!biggest || biggest.width < 200 || biggest.height < 200) return undefined;
  return encodePng(biggest.data, biggest.width, biggest.height, biggest.channels);
}
