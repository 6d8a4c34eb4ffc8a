/**
 * OCR's letter/digit confusions in identifiers: a "G" read as "6" in a notice number gives another,
 * valid-looking number. Where letters and digits meet in a scanned identifier and a glyph on that edge
 * is one of the confusable pairs, the reading is doubtful unless the OCR was very sure of the word.
 */
import { type ExtractionMethod, readFromPixels } from '../documents/types';
import type { ReadingKey } from './reading';
import type { FactIssue } from './schema';

const LETTERS = new Set([...'OQDILZSBGT']);
const DIGITS = new Set([...'012568']);
/** Round capitals OCR tells apart by a stroke or a corner only. */
const ROUND = /[OQD]/i;
/** OCR word confidence above which a confusable glyph is trusted. */
export const CONFUSABLE_SURE = 0.9;
/** A scanned notice number is trusted only above this word confidence (OCR rarely reaches it). */
export const NUMBER_SURE = 0.97;

const isLetter = (c: string | undefined): boolean => c !== undefined && /[A-Z]/.test(c);
const isDigit = (c: string | undefined): boolean => c !== undefined && /\d/.test(c);

/** A confusable glyph where a run of letters meets a run of digits ("MG00…", "1F2…", "A8C1…"). */
export function hasConfusableEdge(value: string): boolean {
  const v = value.toUpperCase().replace(/[^A-Z0-9]/g, '');
  for (let i = 0; i < v.length; i++) {
    const c = v[i] as string;
    const near = [v[i - 1], v[i + 1]];
    if (LETTERS.has(c) && near.some(isDigit)) return true;
    if (DIGITS.has(c) && near.some(isLetter)) return true;
  }
  return false;
}

const IDENTIFIERS: ReadonlySet<ReadingKey> = new Set([
  'notice.number',
  'vehicle.plate',
  'infraction.agentId',
  'suspension.processNumber',
]);

/**
 * The issue for a scanned identifier whose letters and digits may be swapped: `confusable` is the
 * finder's own judgement when it has one (a plate without its dash), else the letter/digit edges.
 */
export function confusableIssue(
  key: ReadingKey,
  value: string | number,
  wordConfidence: number,
  method: ExtractionMethod,
  confusable?: boolean,
): FactIssue | undefined {
  if (!readFromPixels(method) || !IDENTIFIERS.has(key)) return undefined;
  const v = String(value);
  if (key === 'vehicle.plate') {
    // A plate's round letters: both engines read a "Q" as "O" alike (fuzz-images fresh-856a6726 #14,
    // "NKQ9601" read "NKO9601" at 0.87, certain); every letter is valid there, no format tells which.
    if (!confusable && wordConfidence < CONFUSABLE_SURE && ROUND.test(v.replace(/[^A-Z]/gi, '').slice(0, 3)))
      return {
        check: 'ocr_confusable',
        message: `"${v}" tem letras que a leitura pode confundir entre si (como O, Q e D).`,
      };
    // The fifth character of a plate without its dash: both formats are valid, no confidence settles it.
    if (!confusable) return undefined;
  } else if (key === 'notice.number') {
    // Each agency mixes letters and digits its own way (1Z…, 6B…, E…): a confusable glyph anywhere in
    // a scanned number may be the other one, and no format tells which.
    const glyphs = [...v.toUpperCase()];
    if (wordConfidence >= NUMBER_SURE || !glyphs.some((c) => LETTERS.has(c) || DIGITS.has(c)))
      return undefined;
  } else if (wordConfidence >= CONFUSABLE_SURE || !(confusable ?? hasConfusableEdge(v))) return undefined;
  return {
    check: 'ocr_confusable',
    message: `"${v}" tem letras e algarismos que a leitura pode confundir (como G e 6, O e 0).`,
  };
}
