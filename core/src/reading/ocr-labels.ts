/**
 * Label words OCR misread: "eníssão" for "emissão" leaves "Data de emissão" unrecognised and its value
 * unread. A word OCR was unsure of (below DOUBTFUL_WORD) that is one letter from exactly one label word
 * (two for long words; one letter more counts as one), is read as that word when labels are sought;
 * the cell's text (and so every value) stays as OCR read it. A text layer's words are sure: untouched.
 */
import type { Cell } from './cells';
import type { LabelVocabulary } from './labels';

/** OCR word confidence below which a word may be a misread label word. */
export const DOUBTFUL_WORD = 0.9;
/** Letters from which a word OCR was sure of, one letter from a label word, is that word misread. */
const SURE_SLIP_LENGTH = 8;
/** Words at this confidence come from a text layer, not from OCR (tesseract gives 0.96 at most). */
const TEXT_LAYER = 0.99;

/** Edit distance between a word and a label word as long or one letter shorter (OCR adds a letter). */
function distance(token: string, label: string): number {
  if (label.length === token.length) {
    let n = 0;
    for (let i = 0; i < token.length; i++) if (token[i] !== label[i]) n++;
    return n;
  }
  if (label.length !== token.length - 1) return Number.POSITIVE_INFINITY;
  // One letter too many: the fewest changes with one of the token's letters left out.
  let best = Number.POSITIVE_INFINITY;
  for (let skip = 0; skip < token.length; skip++)
    best = Math.min(best, distance(token.slice(0, skip) + token.slice(skip + 1), label) + 1);
  return best;
}

/** Shortest label word a doubtful word cut in two ("Renas am" for "Renavam") is read as. */
const SPLIT_LABEL_WORD = 6;

/**
 * Two words, the first one doubtful, that together are one letter from a label word neither is: the
 * word OCR cut in two and misread ("Código Renas am").
 */
function splitWordsMended<F extends string>(cell: Cell, folded: string, v: LabelVocabulary<F>): string {
  const words = v.labelWords;
  if (!words) return folded;
  for (let i = 0; i + 1 < cell.words.length; i++) {
    const a = cell.words[i] as Cell['words'][number];
    if (a.confidence >= DOUBTFUL_WORD) continue;
    const start = cell.starts[i] as number;
    const next = cell.starts[i + 1] as number;
    const end = next + (cell.words[i + 1] as Cell['words'][number]).text.length;
    const [x, y] = [folded.slice(start, next).trim(), folded.slice(next, end)];
    if (!/^[a-z]{2,}$/.test(x) || !/^[a-z]{2,}$/.test(y) || v.isLabelWord(x) || v.isLabelWord(y)) continue;
    const near = words.filter((l) => l.length >= SPLIT_LABEL_WORD && distance(x + y, l) <= 1);
    if (near.length !== 1) continue;
    folded = folded.slice(0, start) + (near[0] as string).padEnd(end - start, ' ') + folded.slice(end);
  }
  return folded;
}

/** The cell with its doubtful near-label words read as those label words in `folded`. */
export function withLabelWordsMended<F extends string>(cell: Cell, v: LabelVocabulary<F>): Cell {
  const words = v.labelWords;
  if (!words) return cell;
  let folded = cell.folded;
  cell.words.forEach((w, i) => {
    const start = cell.starts[i] as number;
    const m = folded.slice(start, start + w.text.length).match(/^([^a-z]*)([a-z]{5,})[^a-z]*$/);
    if (!m || v.isLabelWord(m[2] as string)) return;
    const token = m[2] as string;
    // OCR is sure of some slips ("intração": f read as t): a long word one letter from a label word is
    // mended whatever its confidence.
    const sure = w.confidence >= DOUBTFUL_WORD;
    // A text layer's words (confidence 1) are what the agency printed.
    if (sure && (token.length < SURE_SLIP_LENGTH || w.confidence >= TEXT_LAYER)) return;
    const near = words.filter((l) => distance(token, l) <= (sure ? 1 : token.length >= 8 ? 2 : 1));
    if (near.length !== 1) return;
    const at = start + (m[1] as string).length;
    // Padded to the token's length: the folded text keeps every character's index.
    const word = (near[0] as string).padEnd(token.length, ' ');
    folded = folded.slice(0, at) + word + folded.slice(at + token.length);
  });
  folded = splitWordsMended(cell, folded, v);
  return folded === cell.folded ? cell : { ...cell, folded };
}
