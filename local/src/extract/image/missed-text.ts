/**
 * Ink OCR left unread. Reading a whole form, tesseract drops some short words outright: a bold "CPF"
 * or "Endereço" alone in a shaded label cell comes back as nothing, and its value is then nobody's.
 * Here the page's ink is laid on a coarse grid, every word read is blanked out, and what is left in
 * text-sized runs is handed back as regions to read again one line at a time (page-ocr.ts).
 */
import type { Grey } from './raster';

/** A region of the page, in pixels. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Side of a grid cell, in pixels. */
const CELL = 6;
/** Grey darker than this is ink. */
const INK = 110;
/** Ink pixels that make a grid cell inked (a speck of noise is fewer). */
const MIN_INK = 3;
/** Grid cells a run of text may skip between letters and words. */
const JOIN_X = 3;
/** Text-sized: a line of 7- to 20-point type at about 200 dpi, at least two letters wide. */
const MIN_HEIGHT = 12;
const MAX_HEIGHT = 60;
const MIN_WIDTH = 18;
/** Regions read again per page at most, largest first: each costs a small recognition. */
export const MAX_REGIONS = 24;

/**
 * Runs of ink outside every box in `read` (pixels, already padded by the caller's choice), shaped like
 * a line of text: the places OCR saw nothing where something is printed.
 */
export function missedText(img: Grey, read: readonly Region[]): Region[] {
  const gw = Math.ceil(img.width / CELL);
  const gh = Math.ceil(img.height / CELL);
  const count = new Uint16Array(gw * gh);
  const { data, width, height } = img;
  for (let y = 0; y < height; y++) {
    const row = ((y / CELL) | 0) * gw;
    const at = y * width;
    for (let x = 0; x < width; x++) {
      const k = row + ((x / CELL) | 0);
      if ((data[at + x] as number) < INK) count[k] = (count[k] as number) + 1;
    }
  }
  const inked = new Uint8Array(gw * gh);
  for (let i = 0; i < count.length; i++) inked[i] = (count[i] as number) >= MIN_INK ? 1 : 0;
  for (const r of read) {
    const x0 = Math.max(0, Math.floor(r.x / CELL));
    const x1 = Math.min(gw, Math.ceil((r.x + r.width) / CELL));
    const y0 = Math.max(0, Math.floor(r.y / CELL));
    const y1 = Math.min(gh, Math.ceil((r.y + r.height) / CELL));
    for (let y = y0; y < y1; y++) inked.fill(0, y * gw + x0, y * gw + x1);
  }
  const seen = new Uint8Array(gw * gh);
  const out: (Region & { ink: number })[] = [];
  const stack: number[] = [];
  for (let i = 0; i < inked.length; i++) {
    if (!inked[i] || seen[i]) continue;
    let [x0, y0, x1, y1, ink] = [gw, gh, -1, -1, 0];
    seen[i] = 1;
    stack.push(i);
    while (stack.length) {
      const j = stack.pop() as number;
      const x = j % gw;
      const y = (j / gw) | 0;
      ink++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      const visit = (nx: number, ny: number) => {
        if (nx < 0 || ny < 0 || nx >= gw || ny >= gh) return;
        const k = ny * gw + nx;
        if (inked[k] && !seen[k]) {
          seen[k] = 1;
          stack.push(k);
        }
      };
      visit(x, y - 1);
      visit(x, y + 1);
      for (let d = 1; d <= JOIN_X; d++) {
        visit(x - d, y);
        visit(x + d, y);
      }
    }
    const r = { x: x0 * CELL, y: y0 * CELL, width: (x1 - x0 + 1) * CELL, height: (y1 - y0 + 1) * CELL, ink };
    if (r.height >= MIN_HEIGHT && r.height <= MAX_HEIGHT && r.width >= MIN_WIDTH && ink >= 4) out.push(r);
  }
  return out
    .sort((a, b) => b.ink - a.ink)
    .slice(0, MAX_REGIONS)
    .map(({ ink: _, ...r }) => r);
}

/** `img` cut to `r` grown by `pad` pixels (within the page). */
export function cut(img: Grey, r: Region, pad: number): { image: Grey; x: number; y: number } {
  const x = Math.max(0, r.x - pad);
  const y = Math.max(0, r.y - pad);
  const w = Math.min(img.width, r.x + r.width + pad) - x;
  const h = Math.min(img.height, r.y + r.height + pad) - y;
  const data = new Uint8Array(w * h);
  for (let row = 0; row < h; row++)
    data.set(img.data.subarray((y + row) * img.width + x, (y + row) * img.width + x + w), row * w);
  return { image: { width: w, height: h, data }, x, y };
}
