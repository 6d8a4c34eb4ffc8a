/**
 * Synthetic pages for geometry tests: each cell is text placed at (x, y) in page units (a 1000 × 1414
 * page, A4's shape), 20 units tall with 10-unit characters; words of a cell are one space apart.
 * `confidence` stands in for an OCR word's.
 */
import { type DocumentLayout, groupLines, type LayoutWord, lineOf } from '@recurso/core/documents';

export const W = 1000;
export const H = 1414;
export const CH = 10;
export const LH = 20;

export interface Placed {
  text: string;
  x: number;
  y: number;
  confidence?: number;
  /** Height of the text (default LH). */
  h?: number;
}

export function wordsOf(c: Placed): LayoutWord[] {
  const h = c.h ?? LH;
  const cw = (CH * h) / LH;
  return [...c.text.matchAll(/\S+/g)].map((m) => ({
    text: m[0],
    box: {
      left: (c.x + (m.index ?? 0) * cw) / W,
      top: c.y / H,
      width: (m[0].length * cw) / W,
      height: h / H,
    },
    confidence: c.confidence ?? 1,
  }));
}

/** One page of placed cells, grouped into lines by their vertical overlap (as a PDF's text layer). */
export function page(...cells: Placed[]): DocumentLayout {
  return {
    pages: [{ number: 1, width: W, height: H, rotation: 0, lines: groupLines(cells.flatMap(wordsOf)) }],
  };
}

/** Pages of placed cells, one after another (a value or a table row broken across a page break). */
export function pagesOf(...pages: Placed[][]): DocumentLayout {
  return {
    pages: pages.map((cells, i) => ({
      ...(page(...cells).pages[0] as DocumentLayout['pages'][number]),
      number: i + 1,
    })),
  };
}

/** One page whose lines are given (as an OCR engine segments them): each row of cells is one line. */
export function ocrPage(...rows: Placed[][]): DocumentLayout {
  return {
    pages: [
      { number: 1, width: W, height: H, rotation: 0, lines: rows.map((row) => lineOf(row.flatMap(wordsOf))) },
    ],
  };
}

/**
 * A word as a producer printed it on a 595 × 842 page (PDF points): its text, left, right and top, and
 * its height where it is not the page's.
 */
export type Printed = [text: string, left: number, right: number, top: number, h?: number];

/** One A4 page in PDF points of words where a producer printed them, `h` points tall unless a word says. */
export function printedPage(h: number, ...words: Printed[]): DocumentLayout {
  const box = (l: number, r: number, top: number, wh = h) => ({
    left: l / 595,
    top: top / 842,
    width: (r - l) / 595,
    height: wh / 842,
  });
  return {
    pages: [
      {
        number: 1,
        width: 595,
        height: 842,
        rotation: 0,
        lines: groupLines(
          words.map(([text, l, r, top, wh]) => ({ text, box: box(l, r, top, wh), confidence: 1 })),
        ),
      },
    ],
  };
}
