/**
 * tesseract.js's recognition result → one layout page: its lines (as tesseract segmented them, cut
 * where a word jumps to another row) with their words, boxes in fractions of the image and
 * confidences ÷ 100. A word boxed far taller than every other word of its line is given the line's
 * height (`withinLine`).
 */
import { lineOf, splitAtRowJumps } from '@recurso/core/documents';
import type { LayoutLine, LayoutPage, LayoutWord } from '@recurso/core/documents';
import type { Page } from 'tesseract.js';

export function tesseractPage(
  data: Pick<Page, 'blocks'>,
  width: number,
  height: number,
  number = 1,
): LayoutPage {
  const lines: LayoutLine[] = [];
  for (const block of data.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) {
        const words: LayoutWord[] = line.words
          .filter((w) => w.text.trim())
          .map((w) => ({
            text: w.text.trim(),
            box: {
              left: Math.max(0, w.bbox.x0 / width),
              top: Math.max(0, w.bbox.y0 / height),
              width: Math.max(0, Math.min(w.bbox.x1, width) - w.bbox.x0) / width,
              height: Math.max(0, Math.min(w.bbox.y1, height) - w.bbox.y0) / height,
            },
            confidence: Math.min(1, Math.max(0, w.confidence / 100)),
          }));
        for (const row of splitAtRowJumps(words)) lines.push(lineOf(withinLine(row)));
      }
  const joined = joinedAtWordSpaces(lines, width, height);
  joined.sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left);
  return { number, width, height, rotation: 0, lines: joined };
}

/**
 * A gap between two lines of one row at most this many text heights, or this many character widths,
 * is a space between words: what the reader's cells take for one run too (reading/cells.ts CELL_GAP,
 * WORD_SPACES: a monospaced face spaces its words a whole character apart).
 */
const WORD_GAP_HEIGHTS = 1.0;
const WORD_GAP_CHARS = 1.5;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * Lines of one row that tesseract cut apart at a word space are one line: in a monospaced face
 * (Courier, a receipt's type) it ends a line at the wide space after a word now and then, and a
 * label of two words became two cells, the label of neither ("Aparelho" · "utilizado", "nº" · "de
 * série", "Número" · "do teste": fuzz-images fresh-0793aa6e #4, a blurred Courier page, four
 * breathalyser fields unread). Lines of one row are those overlapping by half the lower one, of about
 * the same height; lines farther apart than a word space stay apart, as text layers' cells do.
 */
export function joinedAtWordSpaces(
  lines: readonly LayoutLine[],
  width: number,
  height: number,
): LayoutLine[] {
  const out = [...lines].sort((a, b) => a.box.left - b.box.left);
  for (let merged = true; merged; ) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i++)
      for (let j = 0; j < out.length && !merged; j++) {
        const a = out[i] as LayoutLine;
        const b = out[j] as LayoutLine;
        if (i === j || b.box.left < a.box.left) continue;
        const ha = a.box.height * height;
        const hb = b.box.height * height;
        const band =
          Math.min(a.box.top + a.box.height, b.box.top + b.box.height) - Math.max(a.box.top, b.box.top);
        if (band * height < 0.5 * Math.min(ha, hb) || Math.max(ha, hb) > 1.5 * Math.min(ha, hb)) continue;
        const gap = (b.box.left - a.box.left - a.box.width) * width;
        const words = [...a.words, ...b.words];
        const h = median(words.map((w) => w.box.height * height));
        const char = median(
          words.filter((w) => w.text.length >= 2).map((w) => (w.box.width * width) / w.text.length),
        );
        if (gap < 0 || gap > Math.max(WORD_GAP_HEIGHTS * h, WORD_GAP_CHARS * char)) continue;
        out.splice(Math.max(i, j), 1);
        out.splice(Math.min(i, j), 1, lineOf(words));
        merged = true;
      }
  }
  return out;
}

/** A word this many times taller than the tallest other word of its line was boxed with something else. */
const TALL_WORD = 1.8;

/**
 * Tesseract now and then boxes a word with a rule or a mark near it: "CNH" 70 px tall beside "nº" 26 px,
 * its box reaching up to the row above, whose value then looks beside the label. Such a word keeps its
 * place along the line but takes the band of the line's other words (letters or digits, two or more).
 */
export function withinLine(words: LayoutWord[]): LayoutWord[] {
  const inked = words.filter((w) => /[\p{L}\p{N}]/u.test(w.text));
  if (inked.length < 2) return words;
  return words.map((w) => {
    const others = inked.filter((o) => o !== w);
    if (w.box.height < TALL_WORD * Math.max(...others.map((o) => o.box.height))) return w;
    const top = Math.min(...others.map((o) => o.box.top));
    const bottom = Math.max(...others.map((o) => o.box.top + o.box.height));
    return { ...w, box: { ...w.box, top, height: bottom - top } };
  });
}
