/**
 * tesseract.js blocks (block → paragraph → line → word, boxes in pixels, confidences 0–100) → a
 * LayoutPage (boxes in page fractions, confidences 0–1), and the page's text rebuilt row by row from
 * the boxes, the way the PDF text layer is (cells of one table row on one line).
 */
import type { Box, LayoutLine, LayoutPage, LayoutWord } from '@recurso/core/documents';
import type Tesseract from 'tesseract.js';

// Math's functions as locals: jest runs tests in a vm context where every global lookup in a hot loop is ~40× slower.
const { abs, max, min } = Math;

/** Stray marks OCR makes of rules and specks: no letter or digit, and not confidently read. */
const MARK = /^[^\p{L}\p{N}]+$/u;
const MIN_MARK_CONFIDENCE = 0.6;

function toBox(b: Tesseract.Bbox, width: number, height: number): Box {
  const clamp = (v: number) => min(1, max(0, v));
  const left = clamp(b.x0 / width);
  const top = clamp(b.y0 / height);
  return { left, top, width: clamp(b.x1 / width) - left, height: clamp(b.y1 / height) - top };
}

export function unionBox(boxes: readonly Box[]): Box {
  const left = min(...boxes.map((b) => b.left));
  const top = min(...boxes.map((b) => b.top));
  const right = max(...boxes.map((b) => b.left + b.width));
  const bottom = max(...boxes.map((b) => b.top + b.height));
  return { left, top, width: right - left, height: bottom - top };
}

export function lineOf(words: LayoutWord[]): LayoutLine {
  const sorted = [...words].sort((a, b) => a.box.left - b.box.left);
  return {
    text: sorted.map((w) => w.text).join(' '),
    box: unionBox(sorted.map((w) => w.box)),
    confidence: min(...sorted.map((w) => w.confidence)),
    words: sorted,
  };
}

export function layoutFromBlocks(
  blocks: readonly Tesseract.Block[],
  page: Pick<LayoutPage, 'number' | 'width' | 'height' | 'rotation'>,
): LayoutPage {
  const lines: LayoutLine[] = [];
  for (const block of blocks)
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) {
        const words = line.words
          .map((w) => ({
            text: w.text.trim(),
            box: toBox(w.bbox, page.width, page.height),
            confidence: w.confidence / 100,
          }))
          .filter((w) => w.text && !(MARK.test(w.text) && w.confidence < MIN_MARK_CONFIDENCE));
        if (words.length) lines.push(lineOf(words));
      }
  lines.sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left);
  return { ...page, lines };
}

/**
 * The page's text, one row per line: lines whose vertical middles fall within each other's height are
 * one row, left to right, so "Label | value" cells read "Label value" as on paper.
 */
export function layoutText(page: LayoutPage): string {
  const rows: LayoutLine[][] = [];
  for (const line of page.lines) {
    const mid = line.box.top + line.box.height / 2;
    const row = rows.find((r) =>
      r.some((o) => abs(o.box.top + o.box.height / 2 - mid) < min(o.box.height, line.box.height) * 0.6),
    );
    if (row) row.push(line);
    else rows.push([line]);
  }
  return rows
    .map((r) =>
      r
        .sort((a, b) => a.box.left - b.box.left)
        .map((l) => l.text)
        .join(' '),
    )
    .join('\n');
}
