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
  lines.sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left);
  return { number, width, height, rotation: 0, lines };
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
