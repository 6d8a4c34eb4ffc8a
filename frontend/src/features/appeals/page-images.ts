/**
 * The review step's thumbnails: the part of an uploaded page where a fact was read, with the box drawn
 * on it. Pages are drawn in the browser, lazily and once each: images decoded by the browser (their
 * EXIF orientation applied, as the reader applies it), PDF pages rendered by pdf.js (unpdf's build, a
 * chunk loaded only when a PDF page is needed). The bytes come from the file still in the dialog, or
 * from the owner's short-lived link (GET /appeals/{id}/documents/{n}).
 *
 * A box is in fractions of the page as it was read: a photo's page cut out and straightened, a page
 * turned upright, its skew undone. Its fact carries where that page lies on the upload (`toImage`, a
 * 3×3 transform from the page's fractions to the upload's): the crop is drawn through it, straight and
 * upright, from the upload as it is, so it shows the field and not the desk or blank paper beside it.
 */
import type { Box } from '@recurso/core/documents';

/** Where an upload's bytes come from. */
export type DocumentBytes = { type: 'pdf' | 'png' | 'jpeg'; load(): Promise<Blob> };

export type Page = { canvas: HTMLCanvasElement; width: number; height: number };

/** 3×3 plane transform, row-major (core LayoutPage.toImage). */
export type Transform = readonly number[];

/** Where a fact was read: its box and its label's on the page as read, and that page on the upload. */
export interface CropPlace {
  box: Box;
  labelBox?: Box;
  toImage?: Transform;
}

const pages = new Map<string, Promise<Page>>();

/**
 * Long side of a drawn page. A photo's page is often two thirds of the photo: at 2400 px its 9-point
 * type keeps about 15 px of height, what a legible crop needs; a PDF page is drawn at the same size.
 */
const PAGE_PIXELS = 2400;

function canvasOf(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  return [canvas, ctx];
}

async function drawImage(blob: Blob): Promise<Page> {
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
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

const IDENTITY: Transform = [1, 0, 0, 0, 1, 0, 0, 0, 1];

function apply(m: Transform, x: number, y: number): [number, number] {
  const w = (m[6] as number) * x + (m[7] as number) * y + (m[8] as number);
  return [
    ((m[0] as number) * x + (m[1] as number) * y + (m[2] as number)) / w,
    ((m[3] as number) * x + (m[4] as number) * y + (m[5] as number)) / w,
  ];
}

/** The affine map taking three points `from` to three points `to` ([a, b, c, d, e, f] as canvas setTransform). */
function affine(from: [number, number][], to: [number, number][]): number[] {
  const [[x0, y0], [x1, y1], [x2, y2]] = from as [[number, number], [number, number], [number, number]];
  const det = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
  const solve = (v0: number, v1: number, v2: number): [number, number, number] => {
    const p = ((v1 - v0) * (y2 - y0) - (v2 - v0) * (y1 - y0)) / det;
    const q = ((x1 - x0) * (v2 - v0) - (x2 - x0) * (v1 - v0)) / det;
    return [p, q, v0 - p * x0 - q * y0];
  };
  const [a, c, e] = solve(...(to.map((p) => p[0]) as [number, number, number]));
  const [b, d, f] = solve(...(to.map((p) => p[1]) as [number, number, number]));
  return [a, b, c, d, e, f];
}

/** Height (CSS px) a value's box is shown at: its letters about 16 px, legible on a phone. */
const VALUE_HEIGHT = 24;
/** The least height (CSS px) a value is shown at in a thumbnail: below it, letters blur on a phone. */
const MIN_VALUE_HEIGHT = 16;
/** Height (CSS px) of a thumbnail: twice the value's legible height (screens.css's box is the same). */
export const CROP_HEIGHT = 2 * VALUE_HEIGHT;
/** A zoomed line is shrunk to fit a long value across the view down to this share of its size, no less. */
const ZOOM_FLOOR = 0.75;
/** A crop is never enlarged more than this over the drawn page (beyond it, only blur grows). */
const MAX_SCALE = 3;
/** Vertical strips a crop is drawn in: within each, the page's perspective is near enough affine. */
const STRIPS = 12;

export interface Crop {
  /** A PNG data URL: the page's Content-Security-Policy (img-src 'self' data:) shows it, nothing else needed. */
  url: string;
  /** Its size in CSS pixels (the image is drawn at the screen's density, 2× or 3×). */
  width: number;
  height: number;
  /** Where the value's box is on it, CSS pixels: to scroll a zoomed crop to it. */
  value: { left: number; top: number; width: number; height: number };
}

/**
 * The part of `page` around a value, straight and upright, `width` CSS pixels wide, with the value's box
 * outlined. Scaled so the value's letters are legible (its box VALUE_HEIGHT × `zoom` high, less when a
 * long value must fit across, never under MIN_VALUE_HEIGHT: past that its end is cut); the value whole
 * in it when it fits, and its label when it stands beside the value and fits too. A thumbnail is always
 * CROP_HEIGHT × `zoom` CSS pixels tall (twice the legible value's height, centred on it): one compact
 * strip per field on a phone, the same box as its placeholder, so nothing below moves when it is drawn
 * (the caption names the label; the zoomed view shows the rest). `wholeLine`: the crop spans the page's
 * width and three times the value's strip (a zoomed view, scrolled to the value).
 */
export function cropAround(
  page: Page,
  place: CropPlace,
  { width, zoom = 1, wholeLine = false }: { width: number; zoom?: number; wholeLine?: boolean },
): Crop {
  const m = place.toImage ?? IDENTITY;
  // The page as read, in pixels of the drawn upload: its size from where its sides land.
  const at = (x: number, y: number): [number, number] => {
    const [u, v] = apply(m, x, y);
    return [u * page.width, v * page.height];
  };
  const dist = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);
  const pw = (dist(at(0, 0), at(1, 0)) + dist(at(0, 1), at(1, 1))) / 2;
  const ph = (dist(at(0, 0), at(0, 1)) + dist(at(1, 0), at(1, 1))) / 2;
  const { box, labelBox } = place;
  const valueH = Math.max(1, box.height * ph);
  const pad = 0.6 * valueH;
  const s = cropScale({ valueHeight: valueH, valueWidth: box.width * pw, pad, width, zoom, wholeLine });
  const span = width / s;
  // Across: the whole line for a zoomed view; else the label and the value when they fit, else the
  // value from its start.
  // The label counts only when it stands on the value's line (beside it, not above).
  const beside = labelBox && labelBox.top < box.top + box.height && labelBox.top + labelBox.height > box.top;
  const union = labelBox && beside ? unionOf(box, labelBox) : box;
  let left: number;
  if (wholeLine) left = 0;
  else if (union.width * pw + 2 * pad <= span) left = union.left * pw - pad;
  else left = box.left * pw - pad;
  const wide = wholeLine ? pw : span;
  // Down: a strip twice the legible value's height, centred on the value (a label above it stays out:
  // the caption names it); a zoomed view three such strips.
  const tall = Math.max(2 * valueH, (CROP_HEIGHT * zoom) / s) * (wholeLine ? 3 : 1);
  const top = (box.top + box.height / 2) * ph - tall / 2;
  const cssW = Math.round(wide * s);
  const cssH = Math.round(tall * s);
  // Drawn at the screen's density (at least 2×, so a zoomed screenshot stays sharp; at most 3×, a phone's).
  const dpr = Math.min(3, Math.max(2, Math.ceil(globalThis.devicePixelRatio || 2)));
  const [canvas, ctx] = canvasOf(Math.max(1, cssW * dpr), Math.max(1, cssH * dpr));
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.imageSmoothingQuality = 'high';
  // Crop pixel → page px → page fraction → upload px. Drawn in strips, each through the affine map its
  // corners give (exact for a turn or a skew; within a fraction of a pixel for a photo's perspective).
  const k = 1 / (s * dpr);
  const toUpload = (x: number, y: number) => at((left + x * k) / pw, (top + y * k) / ph);
  const strips = place.toImage ? STRIPS : 1;
  for (let i = 0; i < strips; i++) {
    const x0 = (canvas.width * i) / strips;
    const x1 = (canvas.width * (i + 1)) / strips;
    const from = [toUpload(x0, 0), toUpload(x1, 0), toUpload(x0, canvas.height)];
    const [a, b, c, d, e, f] = affine(from, [
      [x0, 0],
      [x1, 0],
      [x0, canvas.height],
    ]) as [number, number, number, number, number, number];
    ctx.save();
    ctx.beginPath();
    ctx.rect(x0 - 0.5, 0, x1 - x0 + 1, canvas.height);
    ctx.clip();
    ctx.setTransform(a, b, c, d, e, f);
    ctx.drawImage(page.canvas, 0, 0);
    ctx.restore();
  }
  const value = {
    left: (box.left * pw - left) * s,
    top: (box.top * ph - top) * s,
    width: box.width * pw * s,
    height: box.height * ph * s,
  };
  ctx.strokeStyle = '#c2410c';
  ctx.lineWidth = Math.max(2, dpr * 1.5);
  const lw = ctx.lineWidth;
  ctx.strokeRect(
    value.left * dpr - lw,
    value.top * dpr - lw,
    value.width * dpr + 2 * lw,
    value.height * dpr + 2 * lw,
  );
  return { url: canvas.toDataURL('image/png'), width: cssW, height: cssH, value };
}

/**
 * CSS px per page px for a crop: the value's letters legible (its box VALUE_HEIGHT × `zoom` high, never
 * enlarged past MAX_SCALE), unless the value (with `pad` page px on each side) would not fit across
 * `width`. Then it is shrunk to fit, but never below a floor, past which its end is cut and scrolls in:
 * a thumbnail's floor is MIN_VALUE_HEIGHT × `zoom`; a zoomed line's (`wholeLine`, fitted to the view when
 * `width` > 0) is three quarters of its full size — still larger than any thumbnail, and a plate or an
 * auto's number whole on a phone rather than its last characters off the screen.
 */
export function cropScale(c: {
  valueHeight: number;
  valueWidth: number;
  pad: number;
  width: number;
  zoom: number;
  wholeLine: boolean;
}): number {
  const full = Math.min(MAX_SCALE, (VALUE_HEIGHT * c.zoom) / c.valueHeight);
  const across = c.valueWidth + 2 * c.pad;
  if (c.width <= 0 || across * full <= c.width) return full;
  const floor = c.wholeLine ? full * ZOOM_FLOOR : Math.min(full, (MIN_VALUE_HEIGHT * c.zoom) / c.valueHeight);
  return Math.max(c.width / across, floor);
}

/**
 * Where a zoomed crop opens, scrolled across (CSS px): a value that fits is centred, the label before it
 * in view; a longer one starts near the left edge, so its beginning is read first and the rest scrolls in.
 */
export function zoomScrollLeft(value: { left: number; width: number }, viewWidth: number): number {
  const margin = Math.min(16, viewWidth / 10);
  const fits = value.width + 2 * margin <= viewWidth;
  return Math.max(0, fits ? value.left - (viewWidth - value.width) / 2 : value.left - margin);
}

function unionOf(a: Box, b: Box): Box {
  const left = Math.min(a.left, b.left);
  const top = Math.min(a.top, b.top);
  return {
    left,
    top,
    width: Math.max(a.left + a.width, b.left + b.width) - left,
    height: Math.max(a.top + a.height, b.top + b.height) - top,
  };
}
