/**
 * Punctuation tesseract left out: a comma, a period or a dash printed right after a word, its ink in
 * no word's box. Tesseract drops small marks at a line's end or after capitals and digits ("nº 1865,"
 * read "1865", "São Paulo/SP, CEP" read "Paulo/SP CEP": fuzz-images fresh-856a6726 #4 and #19, both
 * values then certain and wrong). The mark cannot be told for sure (a comma from a period, a speck
 * from either), so the word is not mended: it is doubted, and the driver confirms the value.
 */
import type { Region } from './missed-text';
import type { Grey } from './raster';

/** How far right of a word (in its heights) a mark of its own lies, ending its line… */
const REACH = 0.6;
/** …or between it and the next word ("Horizonte - BHTRANS"), up to that word's left edge. */
const GAP_REACH = 2;
/** A mark is no taller than this share of the word's height (a letter or a rule is)… */
const MAX_HEIGHT = 0.6;
/** …nor wider (a dash may be as wide as an "m"; a rule is wider), */
const MAX_WIDTH = 0.8;
/** and at least this tall or wide: smaller is a speck of the scan. */
const MIN_SIZE = 0.1;
/** Its ink starts this far down the word's height at least: a mark sits low or mid-height, never at the top. */
const MIN_TOP = 0.25;
/** A comma descends below the word's box by this much of its height. */
const DESCENT = 0.4;

/**
 * A small mark of ink right of `word` (pixels of `img`), before `nextLeft` (the next word's left
 * edge, if any): columns with ink in the word's band, one clean column at least on each side, low
 * in the band and small (MAX_HEIGHT, MAX_WIDTH, MIN_SIZE of the word's height).
 */
export function markAfter(img: Grey, word: Region, nextLeft?: number): boolean {
  const h = word.height;
  if (h < 6) return false;
  const top = Math.max(0, word.y);
  const bottom = Math.min(img.height, word.y + Math.ceil((1 + DESCENT) * h));
  const from = word.x + word.width;
  const to = Math.min(
    img.width,
    nextLeft === undefined
      ? from + Math.ceil(REACH * h) + 1
      : Math.min(nextLeft, from + Math.ceil(GAP_REACH * h)),
  );
  // Ink is darker than halfway from the paper to the word's own ink: a blurred or faded mark is as
  // light as its word's strokes' edges, lighter than a fixed threshold.
  let dark = 255;
  let paper = 0;
  for (let y = top; y < Math.min(bottom, word.y + h); y++)
    for (let x = Math.max(0, word.x); x < Math.min(img.width, from); x++) {
      const v = img.data[y * img.width + x] as number;
      if (v < dark) dark = v;
      if (v > paper) paper = v;
    }
  if (paper - dark < 60) return false;
  const ink = (dark + paper) / 2;
  const column = (x: number): { first: number; last: number } | undefined => {
    let first = -1;
    let last = -1;
    for (let y = top; y < bottom; y++)
      if ((img.data[y * img.width + x] as number) < ink) {
        if (first < 0) first = y;
        last = y;
      }
    return first < 0 ? undefined : { first, last };
  };
  let x = from;
  // Ink touching the box is the word's own last glyph (a box may cut a serif): skip it.
  while (x < to && column(x)) x++;
  while (x < to) {
    if (!column(x)) {
      x++;
      continue;
    }
    let first = Number.POSITIVE_INFINITY;
    let last = -1;
    const start = x;
    for (let c = column(x); x < to && c; c = column(++x)) {
      first = Math.min(first, c.first);
      last = Math.max(last, c.last);
    }
    // A run cut by the window's edge may be a rule or the next word: not a mark.
    if (x >= to) return false;
    const width = x - start;
    const height = last - first + 1;
    const small = height <= MAX_HEIGHT * h && width <= MAX_WIDTH * h;
    const seen = Math.max(height, width) >= Math.max(2, MIN_SIZE * h);
    return small && seen && first >= word.y + MIN_TOP * h;
  }
  return false;
}
