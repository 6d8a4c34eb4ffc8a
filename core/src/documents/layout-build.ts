/**
 * Building layouts: words into lines, a layout back into text, and plain text into a layout with
 * synthetic boxes (one character = 0.6 × the line's height), so typed "Label: value" text goes through
 * the same geometric reading as a PDF: two or more spaces separate cells, the next line is "below".
 */
import { bottom, overlap, unionBox } from './boxes';
import type { DocumentLayout, LayoutLine, LayoutPage, LayoutWord } from './layout';

/** A line of `words` (left to right): its text, box and lowest confidence. */
export function lineOf(words: readonly LayoutWord[]): LayoutLine {
  const sorted = [...words].sort((a, b) => a.box.left - b.box.left);
  return {
    text: sorted.map((w) => w.text).join(' '),
    box: unionBox(sorted.map((w) => w.box)),
    confidence: Math.min(...sorted.map((w) => w.confidence)),
    words: sorted,
  };
}

/**
 * An OCR engine's line cut where, left to right, a word does not overlap the one before it vertically
 * at all: tesseract strings a word of the next row onto a line now and then (a tall "nº" bridging "CNH
 * nº" and "Endereço do condutor" below it), and two rows' labels read as one would pair as neither.
 */
export function splitAtRowJumps(words: readonly LayoutWord[]): LayoutWord[][] {
  const sorted = [...words].sort((a, b) => a.box.left - b.box.left);
  const rows: LayoutWord[][] = [];
  let prev: LayoutWord | undefined;
  for (const w of sorted) {
    const row = rows.at(-1);
    if (row && prev && overlap(prev.box.top, bottom(prev.box), w.box.top, bottom(w.box)) > 0) row.push(w);
    else rows.push([w]);
    prev = w;
  }
  return rows;
}

/**
 * Groups words into lines: a word joins the line it overlaps vertically by at least half the smaller
 * height (same baseline band), else starts one. For sources with no lines of their own (PDF text items).
 */
export function groupLines(words: readonly LayoutWord[]): LayoutLine[] {
  const rows: { top: number; bottom: number; words: LayoutWord[] }[] = [];
  const byTop = words.filter((w) => w.text.trim()).sort((a, b) => a.box.top - b.box.top);
  for (const w of byTop) {
    const wb = bottom(w.box);
    const row = rows.find(
      (r) => overlap(r.top, r.bottom, w.box.top, wb) >= 0.5 * Math.min(r.bottom - r.top, w.box.height),
    );
    if (row) {
      row.words.push(w);
      row.top = Math.min(row.top, w.box.top);
      row.bottom = Math.max(row.bottom, wb);
    } else rows.push({ top: w.box.top, bottom: wb, words: [w] });
  }
  return rows.sort((a, b) => a.top - b.top).map((r) => lineOf(r.words));
}

/** The text of a layout: lines as read, pages separated by a blank line. */
export function layoutText(layout: DocumentLayout): string {
  return layout.pages.map((p) => p.lines.map((l) => l.text).join('\n')).join('\n\n');
}

/** Synthetic units of a plain-text page: a character is 6 wide, a line 12 high, a word 10 high. */
const CHAR = 6;
const LINE = 12;
const WORD = 10;

/** Plain text as one page: every character keeps its column, every line its row (blank lines too). */
export function plainTextLayout(text: string): DocumentLayout {
  const rows = text.replace(/\r\n?/g, '\n').split('\n');
  const expanded = rows.map((r) => r.replace(/\t/g, '    ').replace(/[\u00a0]/g, ' '));
  const width = Math.max(1, ...expanded.map((r) => r.length)) * CHAR;
  const height = Math.max(1, expanded.length) * LINE;
  const lines: LayoutLine[] = [];
  expanded.forEach((row, i) => {
    const words: LayoutWord[] = [];
    for (const m of row.matchAll(/\S+/g)) {
      words.push({
        text: m[0],
        box: {
          left: ((m.index ?? 0) * CHAR) / width,
          top: (i * LINE + 1) / height,
          width: (m[0].length * CHAR) / width,
          height: WORD / height,
        },
        confidence: 1,
      });
    }
    if (words.length) lines.push(lineOf(words));
  });
  const page: LayoutPage = { number: 1, width, height, rotation: 0, lines };
  return { pages: [page] };
}
