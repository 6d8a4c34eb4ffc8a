/** Plates, CPF, CNH, RENAVAM: recognising and validating identifiers. */
import { isValidCpf } from '../cpf';

/** Old (ABC-1234) and Mercosul (ABC1D23) plates; OCR may print a space or a long dash. */
export const PLATE_RE = /(?<![A-Za-z0-9])([A-Za-z]{3})\s?[-–—]?\s?(\d[A-Za-z0-9]\d{2})(?![A-Za-z0-9])/g;
/** Words that look like a plate prefix but are labels. */
const NOT_PLATES = new Set(['CPF', 'CEP', 'CNH', 'AIT', 'ART', 'LEI', 'RES', 'KMH', 'SEI', 'ANO', 'COD']);

/** OCR's usual swaps between letters and digits, each way. */
const AS_LETTER: Record<string, string> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '4': 'A',
  '5': 'S',
  '6': 'G',
  '7': 'T',
  '8': 'B',
};
const AS_DIGIT: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  G: '6',
  T: '7',
  B: '8',
};
const LOOSE_PLATE = /(?<![A-Za-z0-9])([A-Za-z0-9]{3})\s?[-–—]?\s?([A-Za-z0-9]{4})(?![A-Za-z0-9])/g;

export interface PlateReading {
  value: string;
  index: number;
  end: number;
  /** A letter read where a digit must be (or the reverse) was swapped back: the reading is doubtful. */
  corrected: boolean;
}

/**
 * A plate read where the label says one is, allowing OCR's letter/digit swaps by position (letters
 * first, then a digit, a letter or digit, two digits). Swapped characters mark it `corrected`.
 */
export function readPlate(text: string): PlateReading | undefined {
  return loosePlate(text) ?? cutPlate(text);
}

/**
 * "EY X-1878": a plate's three letters cut by a space OCR put between them (fuzz-images fresh-467f65e5
 * #4, blurred: "EYX-1878" unread). Read as the three letters they make, and doubtful (`corrected`).
 */
const CUT_LETTERS =
  /(?<![A-Za-z0-9])([A-Za-z]{1,2}) ([A-Za-z]{1,2})(?=\s?[-–—]?\s?[A-Za-z0-9]{4}(?![A-Za-z0-9]))/g;

function cutPlate(text: string): PlateReading | undefined {
  for (const m of text.matchAll(CUT_LETTERS)) {
    if ((m[1] as string).length + (m[2] as string).length !== 3) continue;
    const at = m.index ?? 0;
    const joined = `${text.slice(0, at)}${m[1]}${m[2]}${text.slice(at + m[0].length)}`;
    const plate = loosePlate(joined.slice(at));
    if (plate?.index === 0)
      return { value: plate.value, index: at, end: at + plate.end + 1, corrected: true };
  }
  return undefined;
}

function loosePlate(text: string): PlateReading | undefined {
  for (const m of text.toUpperCase().matchAll(LOOSE_PLATE)) {
    const raw = `${m[1]}${m[2]}`;
    let corrected = false;
    const fix = (ch: string, want: 'letter' | 'digit'): string | undefined => {
      const ok = want === 'letter' ? /[A-Z]/.test(ch) : /\d/.test(ch);
      if (ok) return ch;
      const swapped = want === 'letter' ? AS_LETTER[ch] : AS_DIGIT[ch];
      if (swapped) corrected = true;
      return swapped;
    };
    const letters = [0, 1, 2].map((i) => fix(raw[i] as string, 'letter'));
    const d0 = fix(raw[3] as string, 'digit');
    const tail = [5, 6].map((i) => fix(raw[i] as string, 'digit'));
    const originalLetters = [...raw.slice(0, 3)].filter((c) => /[A-Z]/.test(c)).length;
    const originalDigits = [raw[3], raw[5], raw[6]].filter((c) => /\d/.test(c ?? '')).length;
    // Two letters and one digit as read at least ("EMDOLS3" for EMD0L53): more swaps than that and
    // it is no plate; any swap leaves the reading doubtful (`corrected`).
    if (originalLetters < 2 || originalDigits < 1) continue;
    if ([...letters, d0, ...tail].some((c) => c === undefined)) continue;
    const value = normalizePlate(letters.join(''), `${d0}${raw[4]}${tail.join('')}`);
    if (value) return { value, index: m.index ?? 0, end: (m.index ?? 0) + m[0].length, corrected };
  }
  return undefined;
}

/**
 * A word OCR read that may be a plate it misread, worth reading again: six to eight capitals and digits
 * (a dash aside), at least two letters, that do not read as a plate as they are ("DBLI-S755",
 * "KH-2575", "EMDOLSS" with a letter in every place a plate has a digit).
 */
export function suspectPlate(word: string): boolean {
  const t = word.replace(/[-–—]/g, '');
  if (!/^[A-Z0-9]{6,8}$/.test(t) || !/[A-Z].*[A-Z]/.test(t)) return false;
  if (wholePlate(word)) return false;
  return /\d/.test(t) || (t.length === 7 && [3, 5, 6].every((i) => AS_DIGIT[t[i] as string]));
}

/** The plate a reading is, whole and as read (no swap): "IKH-2575" → "IKH2575"; else undefined. */
export function wholePlate(text: string): string | undefined {
  const t = text.trim().toUpperCase();
  const read = readPlate(t);
  return read && !read.corrected && read.index === 0 && read.end === t.length ? read.value : undefined;
}

/** Normalised plate "ABC1234" / "ABC1D23", or undefined. */
export function normalizePlate(letters: string, rest: string): string | undefined {
  const l = letters.toUpperCase();
  const r = rest.toUpperCase();
  if (NOT_PLATES.has(l)) return undefined;
  if (/^\d{4}$/.test(r) || /^\d[A-Z]\d{2}$/.test(r)) return l + r;
  return undefined;
}

export function findPlates(text: string): { value: string; index: number }[] {
  const out: { value: string; index: number }[] = [];
  for (const m of text.matchAll(PLATE_RE)) {
    const v = normalizePlate(m[1] as string, m[2] as string);
    if (v) out.push({ value: v, index: m.index });
  }
  return out;
}

/** "ABC1234" → "ABC-1234"; Mercosul plates are printed without a dash. */
export function formatPlate(plate: string): string {
  return /^[A-Z]{3}\d{4}$/.test(plate) ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;
}

/** The one CPF rule lives in core/src/cpf.ts; re-exported for the notice parsers. */
export { isValidCpf };

/** OCR reads the dots of "123.456.789-09" as ":" or "," at times; the check digits keep it honest. */
export const CPF_RE = /(?<!\d)(\d{3})\s?[.:,]?\s?(\d{3})\s?[.:,]?\s?(\d{3})\s?-?\s?(\d{2})(?!\d)/g;

export function findCpfs(text: string): { value: string; index: number }[] {
  const out: { value: string; index: number }[] = [];
  for (const m of text.matchAll(CPF_RE)) {
    const v = `${m[1]}${m[2]}${m[3]}${m[4]}`;
    if (isValidCpf(v)) out.push({ value: v, index: m.index });
  }
  return out;
}

/** "12345678909" → "123.456.789-09". */
export function formatCpf(cpf: string): string {
  return cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

/**
 * RENAVAM (DENATRAN): 11 digits, the last a mod-11 check digit of the ten before (weights 3, 2, 9…2);
 * the old 9-digit numbers are the same with two leading zeros.
 */
export function isValidRenavam(value: string): boolean {
  const v = value.length === 9 ? `00${value}` : value;
  if (!/^\d{11}$/.test(v)) return false;
  const weights = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(v[i]), 0);
  const dv = (sum * 10) % 11;
  return Number(v[10]) === (dv === 10 ? 0 : dv);
}

/**
 * The CNH's registration number (11 digits): its two check digits, modulo 11 over the first nine
 * (DENATRAN's rule as registries print it: weights 9…1 for the first, 1…9 for the second, the second
 * less 2 when the first overflowed). Some publications give other weights; a number that passes either
 * reading is taken as valid.
 */
export function isValidCnh(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^(\d)\1{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = (w: (i: number) => number) => d.slice(0, 9).reduce((s, x, i) => s + x * w(i), 0);
  // DENATRAN's: weights 9…1 and 1…9.
  let dv1 = sum((i) => 9 - i) % 11;
  let dsc = 0;
  if (dv1 >= 10) {
    dv1 = 0;
    dsc = 2;
  }
  const x = sum((i) => i + 1) % 11;
  const dv2 = x >= 10 ? 0 : x - dsc;
  if (`${dv1}${dv2}` === value.slice(9)) return true;
  // The other rule published: weights 2…10 for the first; 2…11 over the nine and the first for the second.
  const a = sum((i) => i + 2) % 11;
  const first = a >= 10 ? 0 : a;
  const b = (sum((i) => i + 2) + first * 11) % 11;
  return `${first}${b >= 10 ? 0 : b}` === value.slice(9);
}
