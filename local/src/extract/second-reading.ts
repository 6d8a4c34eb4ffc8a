/**
 * When a second engine's reading of a word, or of a garbled line, replaces tesseract's (line-reader.ts
 * reads the crop).
 *
 * Measured on the corpus's images (55 pages, 1,265 words with a digit or shaped like a plate, each
 * checked against the notice's own text PDF): where the two engines differed, the second was right
 * 54 times and tesseract 33; with the rules below the second reading was taken 51 times, right 39
 * times, tesseract's right never, neither right 12 times. What the rules keep out: a "%" or a "$" the
 * second engine reads as a digit or an "S" ("20%" → "208", "R$ 293,47"), text beside the word its crop
 * caught ("167" → "167doCTB", a date run into the next "a"), separators it lost, and unsure readings.
 */
import { type LayoutLine, type LayoutWord, lineOf } from '@recurso/core/documents';
import { FIELD_VOCABULARY, fold, suspectPlate } from '@recurso/core/facts';
import type { LineReading } from './line-reader';

/** Shortest word read again: short numbers ("20%", "11" for "II") are where the engines err alike. */
const MIN_LENGTH = 4;
/** The second reading is taken only this sure (its mean character probability). */
export const SECOND_SURE = 0.95;
/**
 * The confidence of a word the engines read differently: doubtful whichever is right (the driver
 * confirms it), yet likelier right than tesseract's own reading of it, however sure that was.
 */
export const DISAGREED = 0.6;
/**
 * The confidence of a code, number or date both engines read alike, the second sure of it: two
 * engines of other make (tesseract's LSTM, PaddleOCR's recognition model) reading the same characters
 * from the same print is the evidence tesseract's own doubt lacked. Measured on fuzz-images
 * fresh-0793aa6e (22 images, every kind): of 244 such words, 215 were the notice's own, 27 a piece of
 * one (a word tesseract split, its pieces read alike), 2 misread alike, both a letter read as a digit
 * ("8O5983833" → "805983833", a plate's "I" → "1"): the glyphs no engine tells apart. So it is
 * certain (CERTAIN_CONFIDENCE, 0.85) after a pairing's own doubt (× 0.95 for "Label value" with no
 * ":", × 0.96 for a value under its label: at 0.88 a plate read alike came to 0.845) and below the
 * confidence at which a letter/digit confusable is trusted (confusables.ts, 0.9): such an identifier
 * stays doubtful. Words with no digit are never raised: the second engine has no "ç", "ã", "é"…, and
 * reads "CONCEICAO" as tesseract lost it. Nor are words with a letter: both engines read a plate's "Q"
 * as "O" alike (fresh-856a6726, "NKQ9601" → "NKO9601", certain), letters no check digit guards.
 */
export const AGREED = 0.895;
/**
 * Below this, tesseract judged its own reading likelier wrong than right: the print itself is in doubt
 * (a smudge, faded ink), and a second engine reading the same pixels is not independent evidence of
 * it. A smudged date tesseract read at 0.05 and PaddleOCR at 0.999 stays doubtful (the review
 * journey's fixture); on fresh-856a6726, 8 of 78 agreed words were below it.
 */
export const AGREED_FROM = 0.5;
/** Readings longer or shorter than this are of another stretch of print than the word's. */
const MAX_LENGTH_CHANGE = 2;

/** A money amount as printed ("R$ 1.234,56"): the second engine has no "$" of its own. */
const MONEY = /^R\$\s?\d[\d.]*,\d{2}$/;
/** What a code, a number or a date is made of: capitals, digits and their separators. */
const CODE = /^[A-Z0-9](?:[A-Z0-9./:-]*[A-Z0-9])?$/;
/**
 * Punctuation around a word: tesseract's is kept, the second engine's dropped (it reads a comma
 * after a code as a full stop as often as not: "PK-15," → "PK-15.").
 */
const EDGES = /^([.,;:]*)(.*?)([.,;:]*)$/s;

/**
 * Separators tesseract saw stay, as many of them: the second engine drops a thin "/" or "-" more often
 * than tesseract invents one ("HYUNDAI/HB20" → "HYUNDAIHB20", "234-93" → "234.93"), adds the ones it
 * lost ("2407/2026" → "24/07/2026"), and tells them apart ("22-03" → "22:03").
 */
const separators = (text: string): number => (text.match(/[/:-]/g) ?? []).length;

const edges = (text: string): [string, string, string] => {
  const [, lead = '', core = '', trail = ''] = EDGES.exec(text) ?? [];
  return [lead, core, trail];
};

/**
 * Tesseract's words this sure are not read again. At 0.95 they were misread 0.2% of the time on the
 * corpus's images (docs/reading-corpus.md), yet a page holds dozens of code words, and one misread at
 * 0.95 is a certain fact: "15/02/2025" read "18/02/2025" in Courier on a shadowed photo, the opening
 * date CERTAIN (fuzz-images fresh-18e1a83c #7). From 0.96 only (tesseract's top, where none was
 * misread): on that seed, alone on the machine, the second engine read it "15/02/2025" (doubted, now
 * right), 0 wrong and certain instead of 1, for CPU per page p50 2.72 → 2.87 s, p95 3.80 → 4.22 s.
 */
const TESSERACT_SURE = 0.96;
/** Below this confidence a word in capitals may be a code tesseract garbled past its shape ("CERTOS"). */
const GARBLED = 0.6;
/** A garbled word in capitals: letters, digits and what OCR makes of them, no lower case. */
const CAPITALS = /^[A-Z0-9?!$£§&]{5,12}$/;

/**
 * A word worth a second reading: a number, a date or a code (a digit in it, or a misread plate), or a
 * garbled word in capitals that may be one.
 */
export function codeWord(word: Pick<LayoutWord, 'text' | 'confidence'>): boolean {
  const core = edges(word.text)[1];
  if (core.length < MIN_LENGTH || MONEY.test(core) || word.confidence >= TESSERACT_SURE) return false;
  return /\d/.test(core) || suspectPlate(core) || (word.confidence < GARBLED && CAPITALS.test(core));
}

/**
 * The word as it stands after the second reading: tesseract's when the readings agree (a number or
 * date, letters none, as sure as AGREED at least when the second engine is sure of it and tesseract
 * was not unsure) or the second is unsure, not
 * a code's text, loses a separator or is of another length (tesseract's then doubtful where the second
 * read other characters fairly surely: `doubted`); else the second reading, doubtful (DISAGREED).
 */
export function reconcile(word: LayoutWord, second: LineReading): LayoutWord {
  const [lead, core, trail] = edges(word.text);
  const read = edges(second.text.replace(/\s+/g, ''))[1];
  if (read === core)
    return second.confidence >= SECOND_SURE &&
      /\d/.test(core) &&
      !/\p{L}/u.test(core) &&
      word.confidence >= AGREED_FROM &&
      word.confidence < AGREED
      ? { ...word, confidence: AGREED }
      : word;
  if (
    second.confidence < SECOND_SURE ||
    !CODE.test(read) ||
    // A word with no digit stays a word: the second engine cannot spell Portuguese ("CÉSAR" → "CESAR").
    !/\d/.test(core + read) ||
    separators(read) < separators(core) ||
    Math.abs(read.length - core.length) > MAX_LENGTH_CHANGE
  )
    return doubted(word, core, read, second.confidence) ? { ...word, confidence: DISAGREED } : word;
  return { ...word, text: `${lead}${read}${trail}`, confidence: DISAGREED };
}

/** A second reading this sure that differs is a doubt on tesseract's, though not sure enough to take. */
const DOUBTING = 0.8;

const alnum = (s: string): string => s.replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Tesseract's reading of a code, kept, is no surer than DISAGREED where the second engine read the
 * same print fairly surely as other letters or digits in their places, a code of its length (not
 * other separators only, "XHP-7891" · "XHP.7891"; not a character more or less, which is as often
 * the crop's edge). Measured on fuzz-images fresh-0793aa6e and fresh-5e1d2a77:
 * of the words kept so, tesseract's was the notice's own 1 time in 27 when the second was unsure; kept
 * at its own confidence, "5967-8" (a receipt's dotted zero; the second read "5967-0" at 0.93) and
 * "ARZ)-1758" ("ARZJ-1758" at 0.92) were read as sure as 0.85–0.9.
 */
function doubted(word: LayoutWord, core: string, read: string, confidence: number): boolean {
  return (
    word.confidence > DISAGREED &&
    confidence >= DOUBTING &&
    CODE.test(read) &&
    /\d/.test(core + read) &&
    read.length === core.length &&
    alnum(read) !== alnum(core)
  );
}

/** Below this mean confidence of its words a line is garbled: it may be a label tesseract lost. */
export const GARBLED_LINE = 0.6;
/** A label read by the second engine is taken only this sure (clean labels read 0.8–0.97). */
const LABEL_SURE = 0.8;
/** The share of the line's letters and digits a label must cover for the line to be that label. */
const LABEL_SHARE = 0.7;

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** A line worth reading whole again: words with letters, read with little confidence. */
export function garbledLine(line: LayoutLine): boolean {
  const words = line.words.filter((w) => /\p{L}/u.test(w.text));
  return words.length > 0 && mean(words.map((w) => w.confidence)) < GARBLED_LINE;
}

/** The field label a text is, nearly whole (LABEL_SHARE of its letters and digits), if any. */
function labelOf(text: string): string | undefined {
  const folded = fold(text);
  const letters = folded.replace(/[^a-z0-9]/g, '').length;
  const covered = (m: { start: number; end: number }) =>
    folded.slice(m.start, m.end).replace(/[^a-z0-9]/g, '').length;
  const best = FIELD_VOCABULARY.match(folded).sort((a, b) => covered(b) - covered(a))[0];
  return best && letters > 0 && covered(best) / letters >= LABEL_SHARE ? best.field : undefined;
}

/**
 * A garbled line the second engine read as a field's label (on a photographed suspension notice,
 * "jonno" read "CNH"), and tesseract's words named no such label: the line as the second engine read
 * it, its words boxed along the line by their characters, doubtful (DISAGREED). A label's accents do
 * not matter (labels are matched folded); a line not nearly all label is left as tesseract read it.
 */
export function labelLine(line: LayoutLine, second: LineReading): LayoutLine | undefined {
  const text = second.text.trim().replace(/\s+/g, ' ');
  if (second.confidence < LABEL_SURE) return undefined;
  const field = labelOf(text);
  if (!field || FIELD_VOCABULARY.match(fold(line.text)).some((m) => m.field === field)) return undefined;
  const { left, top, width, height } = line.box;
  const words: LayoutWord[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    const at = m.index ?? 0;
    words.push({
      text: m[0],
      confidence: DISAGREED,
      box: {
        left: left + (width * at) / text.length,
        top,
        width: (width * m[0].length) / text.length,
        height,
      },
    });
  }
  return lineOf(words);
}
