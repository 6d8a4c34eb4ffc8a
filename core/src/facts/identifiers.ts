/** Plates, CPF, CNH, RENAVAM: recognising and validating identifiers. */
import { isValidCpf } from '../cpf';

/** Old (ABC-1234) and Mercosul (ABC1D23) plates; OCR may print a space or a long dash. */
export const PLATE_RE = /(?<![A-Za-z0-9])([A-Za-z]{3})\s?[-–—]?\s?(\d[A-Za-z0-9]\d{2})(?![A-Za-z0-9])/g;
/** Words that look like a plate prefix but are labels. */
const NOT_PLATES = new Set(['CPF', 'CEP', 'CNH', 'AIT', 'ART', 'LEI', 'RES', 'KMH', 'SEI', 'ANO', 'COD']);

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
