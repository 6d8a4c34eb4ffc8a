/** Dates and times as printed on Brazilian notices → ISO "AAAA-MM-DD" and "HH:MM". */

const MONTHS: Record<string, number> = {
  janeiro: 1,
  fevereiro: 2,
  marco: 3,
  abril: 4,
  maio: 5,
  junho: 6,
  julho: 7,
  agosto: 8,
  setembro: 9,
  outubro: 10,
  novembro: 11,
  dezembro: 12,
};

const pad = (n: number): string => String(n).padStart(2, '0');

export function isoDate(year: number, month: number, day: number): string | undefined {
  if (year < 100) year += 2000;
  if (year < 1990 || year > 2100 || month < 1 || month > 12 || day < 1) return undefined;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Numeric dates (dd/mm/aaaa, dd-mm-aaaa, dd.mm.aaaa, dd/mm/aa) in a folded line. */
export const DATE_RE = /(?<!\d)(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{4}|\d{2})(?!\d)/g;
/** "15 de março de 2026" in a folded line (accents already stripped). */
export const LONG_DATE_RE =
  /(?<!\d)(\d{1,2})\s+de\s+(janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\s+de\s+(\d{4})/g;

export interface Found<T> {
  value: T;
  index: number;
  end: number;
}

/** Every valid date in a folded string, in order of appearance. */
export function findDates(folded: string): Found<string>[] {
  const out: Found<string>[] = [];
  for (const m of folded.matchAll(DATE_RE)) {
    const iso = isoDate(Number(m[3]), Number(m[2]), Number(m[1]));
    if (iso) out.push({ value: iso, index: m.index, end: m.index + m[0].length });
  }
  for (const m of folded.matchAll(LONG_DATE_RE)) {
    const iso = isoDate(Number(m[3]), MONTHS[m[2] as string] as number, Number(m[1]));
    if (iso) out.push({ value: iso, index: m.index, end: m.index + m[0].length });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** "14:35", "14h35", "14h", "14:35:10" → "14:35". Dates are skipped by the caller's slicing. */
export const TIME_RE = /(?<![\d/.])([01]?\d|2[0-3])\s?(?::|h)\s?([0-5]\d)?(?::[0-5]\d)?(?![\d/])(?:\s?min)?/g;

export function findTimes(folded: string): Found<string>[] {
  const out: Found<string>[] = [];
  for (const m of folded.matchAll(TIME_RE)) {
    // "14h" alone is a time; "14:" alone is not.
    if (m[2] === undefined && !m[0].includes('h')) continue;
    out.push({ value: `${pad(Number(m[1]))}:${m[2] ?? '00'}`, index: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Whole days from a to b (ISO dates). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** ISO date → "15/03/2026". */
export function formatDateBr(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** Adds whole years to an ISO date (29 February rolls to 1 March). */
export function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}
