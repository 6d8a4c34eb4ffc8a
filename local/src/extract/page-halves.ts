/**
 * A page read as two halves at once, one by each of two tesseract workers (page-ocr.ts): tesseract
 * reads on one thread, and the machine has two cores; recognising a page is ~3 s of CPU, nearly all of
 * it the LSTM's work per line of text, so two halves of a page's lines take about half the time side
 * by side (its CPU time is the same: cutting the page reads no line twice).
 *
 * The cut is made only across blank paper: a run of rows with no ink at all, so no letter (its
 * descenders, its accents) is split and every line is read whole by one of the workers, as it would be
 * on the whole page. A page with no such gap near its middle (a photo's noise, a page of one block of
 * text) is read whole.
 */
import type { Page } from 'tesseract.js';
import type { Grey } from './image/raster';

/**
 * A pixel darker than this is ink (or a letter's anti-aliased rim, or a speck): a row of the cut has
 * none. Light, so that the grey edge of a letter's stroke counts.
 */
const PAPER = 200;
/** Fewest blank rows in a row for a gap: wider than a letter's thinnest stroke, narrower than a line gap. */
const MIN_GAP = 4;
/** A page shorter than this is one piece of work (a crop, a warm-up sample): not worth two workers. */
export const MIN_SPLIT_HEIGHT = 600;
/** The cut is looked for in the middle of the page: each half at least this share of its rows. */
const MIN_SHARE = 1 / 3;

/**
 * The row to cut the page at: the middle of the blank gap (MIN_GAP rows or more with no pixel darker
 * than PAPER) nearest the page's middle, within its middle third. Undefined when there is none, or the
 * page is short.
 */
export function splitRow(img: Grey): number | undefined {
  const { width: w, height: h, data } = img;
  if (h < MIN_SPLIT_HEIGHT) return undefined;
  const from = Math.ceil(h * MIN_SHARE);
  const to = Math.floor(h * (1 - MIN_SHARE));
  const blank = (y: number): boolean => {
    for (let i = y * w, end = i + w; i < end; i++) if ((data[i] as number) < PAPER) return false;
    return true;
  };
  let best: number | undefined;
  let start = -1;
  for (let y = from; y <= to; y++) {
    const isBlank = y < to && blank(y);
    if (isBlank) {
      if (start < 0) start = y;
      continue;
    }
    if (start >= 0 && y - start >= MIN_GAP) {
      const middle = Math.floor((start + y) / 2);
      if (best === undefined || Math.abs(middle - h / 2) < Math.abs(best - h / 2)) best = middle;
    }
    start = -1;
  }
  return best;
}

/** Rows `top` (included) to `bottom` (excluded) of `img`. */
export function rowsOf(img: Grey, top: number, bottom: number): Grey {
  return {
    width: img.width,
    height: bottom - top,
    data: img.data.slice(top * img.width, bottom * img.width),
  };
}

/**
 * `item` with every box in it (a block's, a line's, a word's, a symbol's `bbox`, a line's `baseline`:
 * objects with `y0` and `y1`) moved down `dy` pixels. Tesseract.js's blocks are a plain JSON tree.
 */
function shifted<T>(item: T, dy: number): T {
  if (Array.isArray(item)) return item.map((x) => shifted(x, dy)) as T;
  if (!item || typeof item !== 'object') return item;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(item)) out[k] = shifted(v, dy);
  const { y0, y1 } = out;
  if (typeof y0 === 'number' && typeof y1 === 'number') {
    out.y0 = y0 + dy;
    out.y1 = y1 + dy;
  }
  return out as T;
}

/**
 * The readings of the page's two halves as one reading of the page: the lower half's blocks, moved
 * down by the cut's row, after the upper half's.
 */
export function joinedReading(upper: Pick<Page, 'blocks'>, lower: Pick<Page, 'blocks'>, cut: number) {
  return { blocks: [...(upper.blocks ?? []), ...shifted(lower.blocks ?? [], cut)] };
}
