/**
 * The review step's thumbnails: the part of an uploaded page where a fact was read, with the box drawn
 * on it. Pages are drawn in the browser, lazily and once each: images decoded by the browser, PDF pages
 * rendered by pdf.js (unpdf's build, a chunk loaded only when a PDF page is needed). The bytes come from
 * the file still in the dialog, or from the owner's short-lived link (GET /appeals/{id}/documents/{n}).
 */
import type { Box } from '@recurso/core/documents';

/** Where an upload's bytes come from. */
export type DocumentBytes = { type: 'pdf' | 'png' | 'jpeg'; load(): Promise<Blob> };

type Page = { canvas: HTMLCanvasElement; width: number; height: number };

const pages = new Map<string, Promise<Page>>();

/** Long side of a drawn page: enough for a sharp crop of one field, small enough to stay quick. */
const PAGE_PIXELS = 1600;

function canvasOf(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  return [canvas, ctx];
}

async function drawImage(blob: Blob): Promise<Page> {
  const bitmap = await createImageBitmap(blob);
  const scale = Math.min(1, PAGE_PIXELS / Math.max(bitmap.width, bitmap.height));
  const [canvas, ctx] = canvasOf(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return { canvas, width: canvas.width, height: canvas.height };
}

async function drawPdfPage(blob: Blob, page: number): Promise<Page> {
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(await blob.arrayBuffer()));
  const pdfPage = await pdf.getPage(page);
  const base = pdfPage.getViewport({ scale: 1 });
  const viewport = pdfPage.getViewport({ scale: PAGE_PIXELS / Math.max(base.width, base.height) });
  const [canvas, ctx] = canvasOf(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await pdfPage.render({ canvas, canvasContext: ctx, viewport }).promise;
  void pdf.destroy();
  return { canvas, width: canvas.width, height: canvas.height };
}

/** One page drawn once per key (appeal, document, page), whatever number of fields read on it. */
export function pageOf(key: string, source: DocumentBytes, page: number): Promise<Page> {
  const id = `${key}#${page}`;
  let drawn = pages.get(id);
  if (!drawn) {
    drawn = source.load().then((blob) => (source.type === 'pdf' ? drawPdfPage(blob, page) : drawImage(blob)));
    drawn.catch(() => pages.delete(id));
    pages.set(id, drawn);
  }
  return drawn;
}

const union = (a: Box, b?: Box): Box => {
  if (!b) return a;
  const left = Math.min(a.left, b.left);
  const top = Math.min(a.top, b.top);
  return {
    left,
    top,
    width: Math.max(a.left + a.width, b.left + b.width) - left,
    height: Math.max(a.top + a.height, b.top + b.height) - top,
  };
};

/** Crop width in CSS pixels (doubled for sharp screens). */
const CROP_WIDTH = 320;

/**
 * The part of `page` around the value (and its label), the value's box outlined: a PNG data URL, so
 * the page's Content-Security-Policy (img-src 'self' data:) shows it without any other origin.
 */
export function cropAround(page: Page, box: Box, labelBox?: Box): string {
  const area = union(box, labelBox);
  const padX = 0.04;
  const padY = Math.max(0.015, area.height);
  const left = Math.max(0, area.left - padX);
  const top = Math.max(0, area.top - padY);
  const right = Math.min(1, area.left + area.width + padX);
  const bottom = Math.min(1, area.top + area.height + padY);
  const sx = left * page.width;
  const sy = top * page.height;
  const sw = Math.max(1, (right - left) * page.width);
  const sh = Math.max(1, (bottom - top) * page.height);
  const scale = Math.min(3, (CROP_WIDTH * 2) / sw);
  const [canvas, ctx] = canvasOf(Math.round(sw * scale), Math.round(sh * scale));
  ctx.drawImage(page.canvas, sx, sy, sw, sh, 0, 0, canvas.width, canvas.height);
  ctx.strokeStyle = '#c2410c';
  ctx.lineWidth = Math.max(2, canvas.width / 160);
  ctx.strokeRect(
    (box.left * page.width - sx) * scale - ctx.lineWidth,
    (box.top * page.height - sy) * scale - ctx.lineWidth,
    box.width * page.width * scale + 2 * ctx.lineWidth,
    box.height * page.height * scale + 2 * ctx.lineWidth,
  );
  return canvas.toDataURL('image/png');
}
