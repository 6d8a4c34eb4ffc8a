/**
 * Labels OCR could not make out, read from their place. On a "stacked" notice every cell carries its
 * label in small type at its top; in a phone photo that type is a few pixels high and OCR garbles it
 * ("Data de emeveho de notficação"), word boxes included, while the value below reads well. A cell
 * in that place (a label slot) can only be a label: it is read as the label phrase it is clearly
 * nearest, letter by letter, and whatever is paired with it is doubtful (SLOT_LABEL_WEIGHT): the
 * driver confirms it.
 */
import { editDistance } from '../facts/edit-distance';
import type { Cell } from './cells';
import { isHeadingCell, midY } from './cell-kinds';
import { type CellLabel, firstAlnum, type LabelVocabulary } from './labels';
import { DOUBTFUL_WORD } from './ocr-labels';

/** A label read in a slot weighs this much at most: a value paired with it is never certain. */
export const SLOT_LABEL_WEIGHT = 0.8;
/** Least similarity (1 − edit distance / length) of a slot's text to the phrase it is read as. */
const MIN_SIMILARITY = 0.6;
/**
 * How much nearer the chosen field's phrase must be than any other field's: about two letters of a
 * label ("emivaão" is emissão, two letters off, rather than envio). On the corpus's photos 0.06 reads
 * four labels more than 0.08 and none wrong; a tie ("emeveho") is never read.
 */
const MARGIN = 0.06;

const meanConfidence = (c: Cell): number =>
  c.words.reduce((sum, w) => sum + w.confidence, 0) / Math.max(1, c.words.length);

/** A number, a date, an amount or a measure: no letters but a unit's. */
const wordless = (c: Cell): boolean => !/[a-z]/.test(c.folded.replace(/km\/h|mg\/l|r\$|\b[hm]\b/g, ''));

/**
 * Words OCR was unsure of, no digits and no label read in them, right on top of a clearer cell at
 * their left edge, and nearer to it than to anything above (a value's first line that they would go
 * on is as close above as the value is below).
 */
export function isLabelSlot<F extends string>(
  c: Cell,
  cells: readonly Cell[],
  labels: ReadonlyMap<Cell, readonly CellLabel<F>[]>,
): boolean {
  // A digit or so OCR makes of a letter ("6e" for "de"), never a number.
  if (!c.words.some((w) => w.confidence < DOUBTFUL_WORD) || /\d\W?\d/.test(c.folded)) return false;
  if ((labels.get(c) ?? []).length > 0) return false;
  const under = (a: Cell, b: Cell) => b !== a && b.page === a.page && Math.abs(b.rect.l - a.rect.l) < b.h;
  // The value may sit most of a line below: a label a third smaller than its value (a fax, a photo).
  const value = cells.find(
    (b) => under(c, b) && Math.abs(b.rect.t - c.rect.b) < 0.8 * b.h && meanConfidence(b) > meanConfidence(c),
  );
  if (!value) return false;
  const gapBelow = value.rect.t - c.rect.b;
  // A section's heading may sit as close above the section's first labels; so may a number, a date
  // or a speed ("77 km/h"), which never goes on in words on the next line.
  return !cells.some(
    (a) =>
      under(c, a) &&
      !isHeadingCell(a) &&
      !wordless(a) &&
      a.rect.b <= c.rect.t + 0.3 * c.h &&
      c.rect.t - a.rect.b < gapBelow + 0.5 * value.h,
  );
}

/**
 * The same in a table's label column: words OCR was unsure of, no digits and no label read in them,
 * first on their row with a cell beside them, and left-aligned with at least two cells that open with a
 * label ("Mentificação do equipamento" | "Medidor fixo…").
 */
export function isRowLabelSlot<F extends string>(
  c: Cell,
  cells: readonly Cell[],
  labels: ReadonlyMap<Cell, readonly CellLabel<F>[]>,
): boolean {
  if (!c.words.some((w) => w.confidence < DOUBTFUL_WORD) || /\d/.test(c.folded)) return false;
  if ((labels.get(c) ?? []).length > 0 || isHeadingCell(c)) return false;
  const row = (b: Cell) => b !== c && b.page === c.page && Math.abs(midY(b.rect) - midY(c.rect)) < 0.5 * c.h;
  if (cells.some((b) => row(b) && b.rect.r <= c.rect.l)) return false;
  if (!cells.some((b) => row(b) && b.rect.l >= c.rect.r)) return false;
  const column = cells.filter(
    (b) =>
      b !== c &&
      b.page === c.page &&
      Math.abs(b.rect.l - c.rect.l) < c.h &&
      labels.get(b)?.[0]?.start === firstAlnum(b.folded),
  );
  return column.length >= 2;
}

/**
 * A garbled label closed by ":" at the start of a cell ("Nona/Rasão social: JULIANA…"): its words
 * up to the ":", when OCR was unsure of one of them and no label was read in the cell.
 */
export function colonLabel<F extends string>(
  c: Cell,
  labels: ReadonlyMap<Cell, readonly CellLabel<F>[]>,
  v: LabelVocabulary<F>,
): CellLabel<F> | undefined {
  if ((labels.get(c) ?? []).length > 0) return undefined;
  // A label's letters OCR read as digits ("Fundamento legal" → "Pendanento 10ga1") count as letters.
  const m = c.folded.match(/^[^a-z0-9]*[a-z][a-z015 ./()-]{1,40}:/);
  if (!m) return undefined;
  const end = m[0].length;
  const doubtful = c.words.some((w, i) => (c.starts[i] as number) < end && w.confidence < DOUBTFUL_WORD);
  const label = doubtful ? slotLabel(c, v, end - 1) : undefined;
  return label && { ...label, labelEnd: end, colon: true };
}

/** The label a slot's garbled text (the cell's, or up to `upTo`) is clearly nearest. */
export function slotLabel<F extends string>(
  c: Cell,
  v: LabelVocabulary<F>,
  upTo = c.folded.length,
): CellLabel<F> | undefined {
  const phrases = v.phrases?.();
  if (!phrases) return undefined;
  const text = c.folded
    .slice(0, upTo)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (text.length < 3) return undefined;
  const best = new Map<F, number>();
  for (const p of phrases) {
    const len = Math.max(text.length, p.text.length);
    const max = Math.floor(len * (1 - MIN_SIMILARITY));
    const d = editDistance(text, p.text, max);
    if (d > max) continue;
    const s = (1 - d / len) * p.weight;
    if (s > (best.get(p.field) ?? 0)) best.set(p.field, s);
  }
  const [first, second] = [...best].sort((a, b) => b[1] - a[1]);
  if (!first || first[1] < MIN_SIMILARITY || (second && first[1] - second[1] < MARGIN)) return undefined;
  const start = firstAlnum(c.folded);
  const end = c.folded.slice(0, upTo).trimEnd().length;
  return { field: first[0], start, end, weight: SLOT_LABEL_WEIGHT * first[1], labelEnd: end, colon: false };
}
