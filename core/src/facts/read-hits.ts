/**
 * From the text a value was found in back to the page: the words it used give its box (page
 * fractions), its line and the OCR confidence; the pairing gives the rest of its confidence.
 */
import { roundBox, unionBox } from '../documents/boxes';
import type { LayoutWord } from '../documents/layout';
import { type ExtractionMethod, readFromPixels } from '../documents/types';
import { type Cell, wordsIn } from '../reading/cells';
import type { PairingMethod, ValuePart } from '../reading/pairs';
import { isValidCnpj } from '../cnpj';
import { AGENCY_NAME, AGENCY_WORDS } from './agencies';
import { CERTAIN_CONFIDENCE } from './certainty';
import { FAILED_CHECK_FACTOR } from './checks';
import { roleOfLabel } from './field-labels';
import { isValidCnh, isValidCpf } from './identifiers';
import { isKnownWord } from './ocr-words';
import type { ReadHit } from './reading';
import type { FactIssue } from './schema';
import { fold } from './text';

/** How much a pairing is worth on its own: the words' confidence is multiplied by it. */
export const PAIRING_QUALITY: Record<PairingMethod | 'text' | 'title', number> = {
  /** "Label: value" (× 0.95 without the ":"). */
  inline: 1,
  /** The cell to the right, on the label's row band. */
  right: 0.98,
  /** The cell below, in the label's column. */
  below: 0.96,
  /** A letterhead or title line (agency, stage). */
  title: 0.92,
  /** Running text: a label somewhere in a sentence, or a date near "infração". Never certain alone. */
  text: 0.7,
};
/** A label wrapped over lines is read right, but is one more thing that could go wrong. */
export const WRAPPED_QUALITY = 0.97;

export interface Joined {
  text: string;
  folded: string;
  pieces: { part: ValuePart; offset: number }[];
  /**
   * A word in capitals broken at a line's end was joined without its hyphen ("TAGUA-" · "TINGA"), or
   * kept it ("ALCO-" · "SENSOR"): either may be wrong, so the value is confirmed.
   */
  doubtfulJoin?: boolean;
}

/** "DETRAN" and "ES", "DER" and "MG": an agency's acronym and its state, hyphenated as agencies print it. */
function agencyOfState(before: string, after: string): boolean {
  const compound = fold(`${before}-${after}`);
  return AGENCY_NAME.exec(compound)?.[0] === compound;
}

/** A verb's gerund or infinitive ("utilizando", "recusar"), as a pronoun is hyphened to it. */
const VERB_FORM = /\p{L}{2}(?:ndo|[aeiíô]r)$/u;
/** An enclitic pronoun, whole ("se", "lhe", "lo"…), opening the next line. */
const CLITIC = /^(?:se|lhes?|me|te|nos|vos|l[oa]s?)(?!\p{L})/u;
/**
 * A verb and its enclitic pronoun broken at their own hyphen ("utilizando-" · "se de telefone"): the
 * hyphen is the words', not a syllable break's (a description so joined, "utilizandose", matched no
 * catalogue row's words, and was certain: fresh-fee0c0f1 #29, LibreOffice).
 */
const enclitic = (before: string, next: string): boolean => VERB_FORM.test(before) && CLITIC.test(next);

/** A date printed whole, as a word: day, month, a four-digit year. */
const DATE_WORD = /^\d{1,2}\/\d{1,2}\/\d{4}[,.;]?$/;

/**
 * A line ending in a digit over one that goes on with the same number or date, no space between: a
 * word wider than its narrow cell, broken anywhere (LibreOffice): before a slash glued to a digit
 * ("18/03" · "/2026", "…20969" · "/2026"), or inside a date's digits ("05/12/202" · "4 a", which
 * are a date only joined; a line of a three-digit year is no date of its own). One word, joined with
 * no space.
 */
export const brokenBeforeSlash = (text: string, next: string): boolean => {
  if (!/\d$/.test(text)) return false;
  if (/^\/\d/.test(next)) return true;
  const last = text.split(/\s/).at(-1) ?? '';
  const first = next.split(/\s/)[0] ?? '';
  // (Only the date's rest on its line, or a period's "a" after it: "6 vias" may be another line's.)
  const after = next.slice(first.length).trim();
  if (!/^\d/.test(first)) return false;
  if (after === '' && brokenIdentifier(last, first)) return true;
  return (
    !DATE_WORD.test(last) &&
    DATE_WORD.test(`${last}${first}`) &&
    /^(?:(?:a|até|e|-|–)(?:\s.*)?)?$/.test(after)
  );
};

const digitsOf = (s: string): string => s.replace(/[.\-/]/g, '');
/** A CPF or CNPJ as printed, masked or bare. */
const ID_WORD = /^[\d.\-/]+$/;
const validId = (d: string): boolean =>
  (d.length === 11 && isValidCpf(d)) || (d.length === 14 && isValidCnpj(d));

/**
 * A CPF or CNPJ broken inside its digits, no sign at the break ("000610" · "60720" in a narrow
 * LibreOffice cell, fuzz fresh-cfcc21e1 #30): its check digits hold joined, not apart. Two numbers
 * of their own make a valid one joined once in a hundred times, and the line under is then all of it.
 */
function brokenIdentifier(last: string, first: string): boolean {
  if (!ID_WORD.test(last) || !ID_WORD.test(first)) return false;
  const a = digitsOf(last);
  return !validId(a) && validId(a + digitsOf(first));
}

/** A word of the lists of names, places and agencies' names (ocr-words.ts, agencies.ts). */
const known = (word: string): boolean => isKnownWord(word) || AGENCY_WORDS.has(fold(word));

/**
 * A line that ends in letters and a next line that opens with letters making, glued, a known word that
 * neither piece is ("Departament" · "o", "Departamen" · "to": LibreOffice breaks a word too wide for
 * its cell anywhere, with no hyphen; fuzz fresh-8514545e #30, #34, the agency read "Departament o …").
 * Joined, still the reader's guess: doubted.
 */
function brokenKnownWord(text: string, next: string): boolean {
  const before = text.match(/\p{L}+$/u)?.[0];
  const after = next.match(/^\p{L}+/u)?.[0];
  return before !== undefined && after !== undefined && makesKnownWord(before, after);
}

/** Two pieces that make, glued, a known word neither piece is ("OLI" · "VEIRA", "Departament" · "o"). */
const makesKnownWord = (before: string, after: string): boolean =>
  known(before + after) && !known(before) && !known(after);

/**
 * The parts of a candidate as one text: lines joined by a space, except a word broken at a line's
 * end, which is joined whole: "Ca-" · "valcanti" → "Cavalcanti" (a hyphen before a lower-case letter
 * is the break's own); "DER-" · "MG", "47976-" · "013" keep their hyphen, with no space.
 */
export function joinParts(parts: readonly ValuePart[]): Joined {
  let text = '';
  let doubtfulJoin = false;
  const pieces: Joined['pieces'] = [];
  for (const given of parts) {
    const prev = pieces.at(-1);
    // A line of a value that opens with a spaced dash keeps it ("…Rio de Janeiro" · "- DETRAN-RJ").
    const dash = prev ? given.cell.text.slice(0, given.from).match(/[-–]\s+$/) : null;
    const below =
      prev !== undefined && given.cell.rect.t > (prev.part.cell.rect.t + prev.part.cell.rect.b) / 2;
    // A line that opens with a hyphen glued to what follows is a word or number broken before its
    // hyphen ("2024/3803703" · "-7"): joined with it, no space.
    const glued = below && /[\p{L}\d]$/u.test(text) && /^\s*[-–]$/.test(given.cell.text.slice(0, given.from));
    const part =
      dash && /^\s*[-–]\s+$/.test(given.cell.text.slice(0, given.from))
        ? { ...given, from: given.from - dash[0].length }
        : glued
          ? { ...given, from: given.cell.text.slice(0, given.from).search(/[-–]/) }
          : given;
    const next = part.cell.text.slice(part.from, part.to);
    // A line of a value that ended at a spaced dash, left out of its part (the next pair's label after
    // it: "… do Paraná - Data de abertura:" over "DETRAN-PR"): the dash is the value's, kept.
    const ending = below && prev ? prev.part.cell.text.slice(prev.part.to).match(/^\s+[-–](?=\s|$)/) : null;
    if (ending && prev && !dash) {
      prev.part = { ...prev.part, to: prev.part.to + ending[0].length };
      text += ending[0];
    }
    // A state's two letters broken by the cell's edge, no hyphen ("CAMPINAS/S" · "P, CEP …", LibreOffice):
    // one word, though the break is the reader's guess.
    const state = below && /\p{L}\/\p{Lu}$/u.test(text) && /^\p{Lu}(?![\p{L}\d])/u.test(next);
    if (state) doubtfulJoin = true;
    const knownBroken = below && brokenKnownWord(text, next);
    if (knownBroken) doubtfulJoin = true;
    const broken =
      knownBroken ||
      (below && /[\p{L}\d][-/]$/u.test(text)) ||
      (below && brokenBeforeSlash(text, next)) ||
      glued ||
      state ||
      given.restOfWord === true;
    // Before a capital the hyphen may be the word's own ("DER-" · "MG", "BR-" · "116"): kept when either
    // side is short, as acronyms and codes are; else a syllable break, but a doubtful one.
    const before = text.match(/(\p{L}+)-$/u)?.[1] ?? '';
    const after = next.match(/^\p{Lu}+/u)?.[0] ?? '';
    // (Three letters and three are a syllable break as likely: "OLI-" · "VEIRA"; an acronym and its
    // state, "DER-" · "MG", keep their hyphen below.)
    const syllable =
      broken &&
      before !== '' &&
      (/^\p{Ll}/u.test(next) || (before.length >= 3 && after.length > 2)) &&
      !enclitic(before, next);
    if (syllable && prev) {
      // In capitals, a syllable break is a guess, unless the two pieces make a known word neither
      // piece is ("OLI-" · "VEIRA", "BANDEI-" · "RANTES": ocr-words.ts's names and street words; fuzz
      // fresh-39acd68e #14, LibreOffice, a name right and doubted). "SANTA-" · "CRUZ" stays a guess.
      if (!/^\p{Ll}/u.test(next) && !makesKnownWord(before, after)) doubtfulJoin = true;
      text = text.slice(0, -1);
      prev.part = { ...prev.part, to: prev.part.to - 1 };
    }
    // A hyphen kept before a line that opens in capitals may as well be a syllable break of a word in
    // capitals ("LOURD-" · "ES," is "LOURDES," as surely as "DETRAN-" · "ES" is "DETRAN-ES"; "JO-" ·
    // "SÉ"): only an agency's acronym and its state vouch for the hyphen.
    else if (broken && before !== '' && /^\p{Lu}/u.test(next) && !agencyOfState(before, after))
      doubtfulJoin = true;
    else if (text && !broken) text += ' ';
    pieces.push({ part, offset: text.length });
    text += next;
  }
  return { text, folded: fold(text), pieces, ...(doubtfulJoin ? { doubtfulJoin } : {}) };
}

/** The words and first cell behind characters [index, end) of a joined text. */
export function wordsAt(joined: Joined, index: number, end: number): { words: LayoutWord[]; cell?: Cell } {
  const words: LayoutWord[] = [];
  let cell: Cell | undefined;
  for (const { part, offset } of joined.pieces) {
    const len = part.to - part.from;
    const from = Math.max(index, offset);
    const to = Math.min(end, offset + len);
    if (to <= from) continue;
    cell ??= part.cell;
    words.push(...wordsIn(part.cell, part.from + from - offset, part.from + to - offset));
  }
  return { words, cell };
}

const round3 = (n: number): number => Math.round(n * 1000) / 1000;

const LOW_OCR: FactIssue = {
  check: 'low_ocr_confidence',
  message: 'O texto deste campo está pouco nítido no documento.',
};

/**
 * What a scanned identifier's two check digits vouch for its reading: OCR's own doubt about its digits
 * (tesseract reads a string of digits at 0.4–0.8 where it read them right: fuzz-images fresh-ddd1b8a3,
 * 8 of 8 such CPFs right) is answered by the digits themselves. Two check digits modulo 11 catch every
 * single digit misread and all but about 1 in 100 of anything worse, and a dropped or doubled digit
 * changes the length. What they do not vouch for is the pairing (whose CPF it is): that keeps its own
 * quality and issues. RENAVAM has one check digit (1 in 11 of misreads pass): no such evidence.
 */
export const CHECK_DIGITS_READ = 0.95;

/**
 * What a notice's title vouches for its own reading. The stage is read from a fixed phrase of 19
 * letters or more spelled letter for letter ("NOTIFICAÇÃO DA AUTUAÇÃO", "… DA PENALIDADE",
 * "… SUSPENSÃO DO DIREITO DE DIRIGIR", sections.ts findStage): OCR's misreads do not spell another
 * stage's phrase, and a title they garble names no stage at all. So OCR's doubt about the title's
 * words (tesseract reads a bold title on a photo at 0.85–0.92: fuzz-images fresh-8b6360a0 #7 and #18,
 * the stage right at 0.846 and 0.828, as on 8 of 44 files of two fresh seeds) is answered by the
 * phrase, as a CPF's by its check digits. Whether that line is the notice's title stays the
 * pairing's doubt (PAIRING_QUALITY.title), and every issue still counts. Not when OCR read a word of
 * it under PHRASE_DOUBT: the print itself is in doubt (a smudge read as a letter that fits).
 */
export const PHRASE_READ = 0.95;
export const PHRASE_DOUBT = 0.5;

/** `value` is a CPF, a CNPJ or a CNH of 11 digits whose check digits hold, read for `key`. */
export function checkDigitsHold(key: string, value: string | number): boolean {
  const v = String(value);
  if (key === 'owner.cpf' || key === 'driver.cpf') return v.length === 11 && isValidCpf(v);
  if (key === 'owner.cnpj' || key === 'driver.cnpj') return v.length === 14 && isValidCnpj(v);
  if (key === 'owner.cnh' || key === 'driver.cnh') return isValidCnh(v);
  return false;
}

export interface HitInput {
  value: string | number;
  words: readonly LayoutWord[];
  cell: Cell;
  quality: number;
  method: ExtractionMethod;
  label?: { text: string; words: readonly LayoutWord[] };
  issues?: FactIssue[];
  /** The value's own check digits hold (checkDigitsHold): its words are read at CHECK_DIGITS_READ at least. */
  checkDigits?: boolean;
  /** Its words spell a notice's title letter for letter: read at PHRASE_READ at least (from PHRASE_DOUBT). */
  title?: boolean;
}

/**
 * A label every word of which OCR read at this confidence or less is garbled ("CNH nº" read "jonno",
 * then read again by a second engine): it may be another field's label.
 */
export const GARBLED_LABEL = 0.6;

/**
 * A CPF or a CNPJ as printed, its dots, dash and slash in their places: a form no other field's value
 * has (a RENAVAM or a CNH is bare digits).
 */
const PRINTED_DOCUMENT = /^\d{3}\.\d{3}\.\d{3}-\d{2}$|^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/;

/**
 * What a scanned value's label allows its confidence: no more than a garbled label's own. Unless the
 * value names its field itself: a CPF or a CNPJ printed in its form, its check digits holding, is one
 * whatever its label says ("C.P.F." read at 0 beside "231.732.889-39": fuzz-images fresh-7b2c3ae7 #8,
 * right and doubted at 0). Not when the label names whose it is ("CPF do condutor"): garbled, it may
 * have named the other person.
 */
function labelDoubt(h: HitInput, scanned: boolean): number {
  if (!scanned || !h.label?.words.length) return 1;
  if (
    h.checkDigits &&
    !roleOfLabel(fold(h.label.text)) &&
    PRINTED_DOCUMENT.test(
      h.words
        .map((w) => w.text)
        .join('')
        .replace(/[,;:]$/, ''),
    )
  )
    return 1;
  const sure = Math.max(...h.label.words.map((w) => w.confidence));
  return sure <= GARBLED_LABEL ? sure : 1;
}

/** A ReadHit: box of the value's words, their lowest confidence × the pairing quality. */
export function makeHit(h: HitInput): ReadHit & { wordConfidence: number } {
  const words = h.words.length ? h.words : h.cell.words;
  const read = Math.min(...words.map((w) => w.confidence));
  const wordConfidence = h.issues?.length
    ? read
    : h.checkDigits
      ? Math.max(read, CHECK_DIGITS_READ)
      : h.title && read >= PHRASE_DOUBT
        ? Math.max(read, PHRASE_READ)
        : read;
  const issues = [...(h.issues ?? [])];
  const scanned = readFromPixels(h.method);
  if (scanned && wordConfidence < CERTAIN_CONFIDENCE) issues.push(LOW_OCR);
  const hit: ReadHit & { wordConfidence: number } = {
    value: h.value,
    page: h.cell.page,
    box: roundBox(unionBox(words.map((w) => w.box))),
    line: h.cell.line,
    // A value its finder doubts (a plate out of format, a CPF's check digits) is no more sure than a
    // fact that failed a cross-check.
    confidence: round3(
      Math.min(
        wordConfidence * h.quality * (h.issues?.length ? FAILED_CHECK_FACTOR : 1),
        labelDoubt(h, scanned),
      ),
    ),
    wordConfidence,
  };
  if (h.label?.words.length) {
    hit.label = h.label.text.slice(0, 200);
    hit.labelBox = roundBox(unionBox(h.label.words.map((w) => w.box)));
  }
  if (issues.length) hit.issues = issues;
  return hit;
}
