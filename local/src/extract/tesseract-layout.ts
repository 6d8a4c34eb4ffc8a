/**
 * tesseract.js's recognition result → one layout page: its lines (as tesseract segmented them, cut
 * where a word jumps to another row) with their words, boxes in fractions of the image and
 * confidences ÷ 100.
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
        for (const row of splitAtRowJumps(words)) lines.push(lineOf(row));
      }
  lines.sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left);
  return { number, width, height, rotation: 0, lines };
}
