/**
 * Punctuation tesseract left out: a comma, a period or a dash printed right after a word, its ink in
 * no word's box. Tesseract drops small marks at a line's end or after capitals and digits ("nº 1865,"
 * read "1865", "São Paulo/SP, CEP" read "Paulo/SP CEP": fuzz-images fresh-856a6726 #4 and #19, both
 * values then certain and wrong). The mark may lie inside the word's box, too: tesseract boxed "SP,"
 * whole and read "SP" (fresh-856a6726 #19). The mark cannot be told for sure (a comma from a period, a
 * speck from either), so the word is not mended: it is doubted, and the driver confirms the value.
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
 * A small mark of ink after the glyphs of `word` (pixels of `img`) that its text may not hold: right of
 * its box, before `nextLeft` (the next word's left edge, if any), or the box's own last glyph when that
 * is a comma's or a period's (markInBox). The caller asks only of words read ending in a letter or digit.
 */
export function markAfter(img: Grey, word: Region, nextLeft?: number): boolean {
  if (word.height < 6) return false;
  const tones = tonesOf(img, word);
  if (!tones) return false;
  const ink = (tones.dark + tones.paper) / 2;
  return (
    markBeyond(img, word, ink, nextLeft) ||
    markInBox(img, word, tones, nextLeft) ||
    (nextLeft === undefined && dashAtLineEnd(img, word, tones))
  );
}

/**
 * The darkest and lightest grey of the word's box, undefined for a box with no contrast. Ink is
 * darker than halfway between them: a blurred or faded mark is as light as its word's strokes'
 * edges, lighter than a fixed threshold.
 */
function tonesOf(img: Grey, word: Region): { dark: number; paper: number } | undefined {
  let dark = 255;
  let paper = 0;
  for (let y = Math.max(0, word.y); y < Math.min(img.height, word.y + word.height); y++)
    for (let x = Math.max(0, word.x); x < Math.min(img.width, word.x + word.width); x++) {
      const v = img.data[y * img.width + x] as number;
      if (v < dark) dark = v;
      if (v > paper) paper = v;
    }
  return paper - dark < 60 ? undefined : { dark, paper };
}

/** The first and last rows of ink darker than `ink` in a column `x` between `top` and `bottom`. */
function inkColumn(
  img: Grey,
  top: number,
  bottom: number,
  ink: number,
): (x: number) => { first: number; last: number } | undefined {
  return (x) => {
    let first = -1;
    let last = -1;
    for (let y = top; y < bottom; y++)
      if ((img.data[y * img.width + x] as number) < ink) {
        if (first < 0) first = y;
        last = y;
      }
    return first < 0 ? undefined : { first, last };
  };
}

/**
 * A mark right of the box: columns with ink in the word's band, one clean column at least on each
 * side, low in the band and small (MAX_HEIGHT, MAX_WIDTH, MIN_SIZE of the word's height).
 */
function markBeyond(img: Grey, word: Region, ink: number, nextLeft?: number): boolean {
  const h = word.height;
  const top = Math.max(0, word.y);
  const bottom = Math.min(img.height, word.y + Math.ceil((1 + DESCENT) * h));
  const from = word.x + word.width;
  const to = Math.min(
    img.width,
    nextLeft === undefined
      ? from + Math.ceil(REACH * h) + 1
      : Math.min(nextLeft, from + Math.ceil(GAP_REACH * h)),
  );
  const column = inkColumn(img, top, bottom, ink);
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

/** A glyph's piece of ink: its pixels' bounds (inclusive). */
interface Blob {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The pieces of ink (8-connected) of a region of `img`, from x0 to x1 and y0 to y1 (exclusive), and
 * which piece each pixel of the region is (its index + 1; 0 for paper).
 */
function blobs(
  img: Grey,
  ink: number,
  [x0, x1, y0, y1]: readonly [number, number, number, number],
): { pieces: Blob[]; label: Int32Array } {
  const w = x1 - x0;
  const label = new Int32Array(w * (y1 - y0));
  const pieces: Blob[] = [];
  const dark = (x: number, y: number) => (img.data[y * img.width + x] as number) < ink;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      if (label[(y - y0) * w + x - x0] || !dark(x, y)) continue;
      const blob = { left: x, right: x, top: y, bottom: y };
      pieces.push(blob);
      const id = pieces.length;
      const stack = [x, y];
      label[(y - y0) * w + x - x0] = id;
      while (stack.length) {
        const py = stack.pop() as number;
        const px = stack.pop() as number;
        blob.left = Math.min(blob.left, px);
        blob.right = Math.max(blob.right, px);
        blob.top = Math.min(blob.top, py);
        blob.bottom = Math.max(blob.bottom, py);
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const nx = px + dx;
            const ny = py + dy;
            if (nx < x0 || nx >= x1 || ny < y0 || ny >= y1) continue;
            const k = (ny - y0) * w + nx - x0;
            if (label[k] || !dark(nx, ny)) continue;
            label[k] = id;
            stack.push(nx, ny);
          }
      }
    }
  return { pieces, label };
}

/**
 * A comma or a period inside a box starts below this share of the word's height (a letter, even a
 * small one, starts above it)…
 */
const IN_BOX_TOP = 0.5;
/** …is no taller than this share of it (a comma's tail included; the box may reach down to it)… */
const IN_BOX_HEIGHT = 0.45;
/** …nor wider than this. */
const IN_BOX_WIDTH = 0.4;
/** A letter, even a small one ("a", "o"), is at least this share of the word's height tall. */
const LETTER = 0.4;
/** Print is this share of the way from the paper to the darkest ink, or darker. */
const FAINT = 0.25;
/** The box may cut the mark's last columns: its ink is followed this far (of the height) right of the box. */
const IN_BOX_OVERRUN = 0.3;

/**
 * The box's last glyph is a comma's or a period's: the piece of ink that starts last inside the box,
 * low (IN_BOX_TOP) and small (IN_BOX_HEIGHT, IN_BOX_WIDTH, MIN_SIZE), on the letters' baseline, alone
 * from a pixel left of it and a pixel above it down and rightwards: other ink there is the rest of a
 * letter (a broken "a"'s tail, "ç"'s cedilla under its "c"), while a "P"'s bowl or an "r"'s arm may
 * reach over a comma.
 */
function markInBox(
  img: Grey,
  word: Region,
  { dark, paper }: { dark: number; paper: number },
  nextLeft?: number,
): boolean {
  const h = word.height;
  const boxRight = word.x + word.width;
  const x0 = Math.max(0, word.x);
  const x1 = Math.min(img.width, nextLeft ?? img.width, boxRight + Math.ceil(IN_BOX_OVERRUN * h));
  const y0 = Math.max(0, word.y);
  const y1 = Math.min(img.height, word.y + Math.ceil((1 + DESCENT) * h));
  if (x1 - x0 < 2 || y1 - y0 < 2) return false;
  // Pieces are cut where the print is faint, not at the ink level: a letter's antialiased joins
  // ("e"'s tail, "G"'s spur) are lighter than its strokes, and cut there it falls into pieces.
  const { pieces, label } = blobs(img, paper - FAINT * (paper - dark), [x0, x1, y0, y1]);
  let id = 0;
  pieces.forEach((b, i) => {
    if (b.left < boxRight && (!id || b.left > (pieces[id - 1] as Blob).left)) id = i + 1;
  });
  const m = pieces[id - 1];
  // A word of one piece is its glyph; a piece cut by the window's right edge runs on (a rule, the next word).
  if (!m || pieces.length < 2 || m.right >= x1 - 1) return false;
  const height = m.bottom - m.top + 1;
  const width = m.right - m.left + 1;
  const small = height <= IN_BOX_HEIGHT * h && width <= IN_BOX_WIDTH * h;
  const seen = Math.max(height, width) >= Math.max(2, MIN_SIZE * h);
  // Low in the box, but in it: ink under the box (an underline, the line below) is no mark of this word.
  if (!small || !seen || m.top < word.y + IN_BOX_TOP * h || m.top >= word.y + h) return false;
  // On the line: a comma's head and a period sit on the baseline, which the word's letters end on
  // (the median bottom of its pieces as tall as a small letter); a speck or a rule's bit under the
  // letters (a box's bottom may reach far below them) is no mark of the word.
  const bottoms = pieces
    .filter((b) => b !== m && b.bottom - b.top + 1 >= LETTER * h)
    .map((b) => b.bottom)
    .sort((a, b) => a - b);
  const baseline = bottoms[Math.floor(bottoms.length / 2)];
  if (baseline === undefined || m.top > baseline || m.bottom < baseline - 1) return false;
  const w = x1 - x0;
  for (let y = Math.max(y0, m.top - 1); y < y1; y++)
    for (let x = Math.max(x0, m.left - 1); x < x1; x++) {
      const of = label[(y - y0) * w + x - x0] as number;
      if (of && of !== id) return false;
    }
  return true;
}

/** A spaced dash ending a line is at least this share of the word's height wide, and flat: */
const DASH_WIDTH = 0.25;
/** at least this many times as wide as it is tall, */
const DASH_FLATNESS = 1.5;
/** and clear of the baseline: its ink ends above this share of the word's height. */
const DASH_BOTTOM = 0.8;

/**
 * A spaced dash that ends the word's line ("…do Estado da Bahia -" · "DETRAN-BA", a value wrapped
 * after its dash): beyond a mark's own REACH, a space away, up to GAP_REACH. Only a dash's shape
 * counts that far: wide (DASH_WIDTH), flat (DASH_FLATNESS), at mid-height (MIN_TOP, DASH_BOTTOM);
 * a speck is no wider than tall, a letter or a rule is taller or wider (MAX_WIDTH). Measured where
 * the print is faint (FAINT): a faded receipt's dash is a smudge lighter than its letters' strokes
 * (fresh-97363d0f #20: the agency read "…da Bahia DETRAN-BA", certain).
 */
function dashAtLineEnd(img: Grey, word: Region, { dark, paper }: { dark: number; paper: number }): boolean {
  const h = word.height;
  const faint = paper - FAINT * (paper - dark);
  const top = Math.max(0, word.y);
  const bottom = Math.min(img.height, word.y + Math.ceil((1 + DESCENT) * h));
  const from = word.x + word.width;
  const to = Math.min(img.width, from + Math.ceil(GAP_REACH * h));
  const column = inkColumn(img, top, bottom, faint);
  let x = from;
  while (x < to && column(x)) x++;
  while (x < to && !column(x)) x++;
  // Nothing, or a mark within REACH: markBeyond's to judge.
  if (x >= to || x - from <= REACH * h) return false;
  let first = Number.POSITIVE_INFINITY;
  let last = -1;
  const start = x;
  for (let c = column(x); x < to && c; c = column(++x)) {
    first = Math.min(first, c.first);
    last = Math.max(last, c.last);
  }
  if (x >= to) return false;
  const width = x - start;
  const height = last - first + 1;
  return (
    width >= DASH_WIDTH * h &&
    width <= MAX_WIDTH * h &&
    width >= DASH_FLATNESS * height &&
    first >= word.y + MIN_TOP * h &&
    last < word.y + DASH_BOTTOM * h
  );
}
