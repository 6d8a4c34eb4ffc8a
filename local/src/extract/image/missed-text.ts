/**
 * Ink OCR left unread. Reading a whole form, tesseract drops some short words outright: a bold "CPF"
 * or "Endereço" alone in a shaded label cell comes back as nothing, and its value is then nobody's.
 * Here the page's ink is laid on a coarse grid, every word read is blanked out, and what is left in
 * text-sized runs is handed back as regions to read again one line at a time (page-ocr.ts).
 */
import { cvNow, toMat, using } from './cv';
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
/** Grid cells a run of text may bridge between letters and words (a closing this wide fills gaps of two). */
const JOIN_X = 3;
/** Text-sized: a line of 7- to 20-point type at about 200 dpi, at least two letters wide. */
const MIN_HEIGHT = 12;
const MAX_HEIGHT = 60;
const MIN_WIDTH = 18;
/** Regions read again per page at most, largest first: each costs a small recognition. */
export const MAX_REGIONS = 24;

/**
 * Runs of ink outside every box in `read` (pixels, already padded by the caller's choice), shaped like
 * a line of text: the places OCR saw nothing where something is printed. On OpenCV: the ink counted on
 * the grid by an area-averaged reduction, runs joined across letter and word gaps by a closing, and
 * measured as connected components.
 */
export function missedText(img: Grey, read: readonly Region[]): Region[] {
  const cv = cvNow();
  const gw = Math.ceil(img.width / CELL);
  const gh = Math.ceil(img.height / CELL);
  return using((keep) => {
    const ink = keep(new cv.Mat());
    cv.threshold(keep(toMat(img)), ink, INK - 1, 255, cv.THRESH_BINARY_INV);
    const grid = keep(new cv.Mat());
    cv.resize(ink, grid, new cv.Size(gw, gh), 0, 0, cv.INTER_AREA);
    // A cell is inked when MIN_INK of its CELL² pixels are.
    cv.threshold(grid, grid, (MIN_INK * 255) / (CELL * CELL) - 0.5, 255, cv.THRESH_BINARY);
    const g = grid.data;
    for (const r of read) {
      const x0 = Math.max(0, Math.floor(r.x / CELL));
      const x1 = Math.min(gw, Math.ceil((r.x + r.width) / CELL));
      const y0 = Math.max(0, Math.floor(r.y / CELL));
      const y1 = Math.min(gh, Math.ceil((r.y + r.height) / CELL));
      for (let y = y0; y < y1; y++) if (x1 > x0) g.fill(0, y * gw + x0, y * gw + x1);
    }
    const inked = keep(grid.clone());
    cv.morphologyEx(
      grid,
      grid,
      cv.MORPH_CLOSE,
      keep(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(JOIN_X, 1))),
    );
    const labels = keep(new cv.Mat());
    const stats = keep(new cv.Mat());
    const n = cv.connectedComponentsWithStats(grid, labels, stats, keep(new cv.Mat()), 4, cv.CV_32S);
    const inkOf = new Int32Array(n);
    const l = labels.data32S;
    const i0 = inked.data;
    for (let i = 0; i < l.length; i++)
      if (i0[i]) inkOf[l[i] as number] = (inkOf[l[i] as number] as number) + 1;
    const st = stats.data32S;
    const out: (Region & { ink: number })[] = [];
    for (let k = 1; k < n; k++) {
      const r = {
        x: (st[k * 5] as number) * CELL,
        y: (st[k * 5 + 1] as number) * CELL,
        width: (st[k * 5 + 2] as number) * CELL,
        height: (st[k * 5 + 3] as number) * CELL,
        ink: inkOf[k] as number,
      };
      if (r.height >= MIN_HEIGHT && r.height <= MAX_HEIGHT && r.width >= MIN_WIDTH && r.ink >= 4) out.push(r);
    }
    return out
      .sort((a, b) => b.ink - a.ink)
      .slice(0, MAX_REGIONS)
      .map(({ ink: _, ...r }) => r);
  });
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
