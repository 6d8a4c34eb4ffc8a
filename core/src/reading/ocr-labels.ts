/**
 * Label words OCR misread: "eníssão" for "emissão" leaves "Data de emissão" unrecognised and its value
 * unread. A word OCR was unsure of (below DOUBTFUL_WORD) that is one letter from exactly one label word
 * (two for long words), at the same length, is read as that word when the cell's labels are sought;
 * the cell's text (and so every value) stays as OCR read it. A text layer's words are sure: untouched.
 */
import type { Cell } from './cells';
import type { LabelVocabulary } from './labels';

/** OCR word confidence below which a word may be a misread label word. */
export const DOUBTFUL_WORD = 0.9;

const differences = (a: string, b: string): number => {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
  return n;
};

/** The cell with its doubtful near-label words read as those label words in `folded`. */
export function withLabelWordsMended<F extends string>(cell: Cell, v: LabelVocabulary<F>): Cell {
  const words = v.labelWords;
  if (!words) return cell;
  let folded = cell.folded;
  cell.words.forEach((w, i) => {
    if (w.confidence >= DOUBTFUL_WORD) return;
    const start = cell.starts[i] as number;
    const m = folded.slice(start, start + w.text.length).match(/^([^a-z]*)([a-z]{5,})[^a-z]*$/);
    if (!m || v.isLabelWord(m[2] as string)) return;
    const token = m[2] as string;
    const near = words.filter(
      (l) => l.length === token.length && differences(l, token) <= (token.length >= 8 ? 2 : 1),
    );
    if (near.length !== 1) return;
    const at = start + (m[1] as string).length;
    folded = folded.slice(0, at) + near[0] + folded.slice(at + token.length);
  });
  return folded === cell.folded ? cell : { ...cell, folded };
}
