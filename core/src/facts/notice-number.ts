/**
 * SPEC §5: the notice (auto de infração) number from text — labels such as "Auto n°",
 * "Auto de Infração n°", "Número de Auto" followed by 3 to 21 letters, digits, dots or dashes —
 * and the fallback code when none is found: "T" + the first 8 digits of the current time in seconds.
 */
import type { Clock } from '../ports';
import { fold, type Line, toLines } from './text';

/** SPEC §5 labels of the notice number, on folded text (lowercase, no accents, º/° → o). */
export const NOTICE_NUMBER_LABELS = [
  'numero\\s+d[oa]s?\\s+auto(?:\\s+de\\s+infracao)?(?:\\s+de\\s+transito)?',
  'numero\\s+de\\s+auto(?:\\s+de\\s+infracao)?',
  // "Nº do Auto"; OCR reads "Nº do" as "Nedo" or "N.do".
  'n[oe.]{0,2}\\s*d[oa]\\s+auto(?:\\s+de\\s+infracao)?(?:\\s+de\\s+transito)?',
  'auto\\s+de\\s+infracao(?:\\s+de\\s+transito)?\\s*(?:n\\s?[o.]{1,2}|numero)',
  'auto\\s*(?:n\\s?[o.]{1,2}|numero)',
  'n[o.]{0,2}\\s*(?:d[oa]\\s+)?a\\.?i\\.?t\\.?',
  'numero\\s+(?:d[oa]\\s+)?a\\.?i\\.?t\\.?',
  'a\\.?i\\.?t\\.?(?:\\s*n\\s?[o.]{1,2})?',
  'auto\\s+de\\s+infracao(?:\\s+de\\s+transito)?',
  // "Nº AUTO" alone in its cell or before its ":" ("no auto" folded: in a sentence it goes on, "consta no
  // auto de infração").
  // …or before a number of the auto's shape, letters and digits ("Nº AUTO S894H961103 Entidade…",
  // fresh-6b9fc774#1: a LibreOffice row run together).
  'n[o.]{1,2}\\s*auto(?=\\s*:|\\s*$|\\s+(?=[a-z0-9]*\\d)[a-z0-9]{6,}(?:\\s|$))',
  // "Código do Auto de Infração", "Código do AIT": the auto's code, not the infraction's (CTB code).
  'codigo\\s+d[oa]\\s+(?:auto(?:\\s+de\\s+infracao)?(?:\\s+de\\s+transito)?|a\\.?i\\.?t\\.?)',
] as const;
const LABEL = `(?:${NOTICE_NUMBER_LABELS.join('|')})`;
const SEP = '\\s*[:.\\-–]?\\s*';
const VALUE = '([a-z0-9][a-z0-9.\\-]{1,19}[a-z0-9])';
const INLINE = new RegExp(`(?<![a-z])${LABEL}${SEP}${VALUE}(?![a-z0-9])`, 'g');
const LABEL_ONLY = new RegExp(`^${LABEL}${SEP}$`);
const LABEL_ANY = new RegExp(`(?<![a-z])${LABEL}(?![a-z])`, 'g');
const VALUE_ONLY = new RegExp(`^${VALUE}$`);

/** A value must carry at least two digits: "n° de série" or "AIT" alone is not a number. */
export const plausibleNoticeNumber = (v: string): boolean =>
  (v.match(/\d/g) ?? []).length >= 2 && /^[A-Za-z0-9][A-Za-z0-9.-]{1,19}[A-Za-z0-9]$/.test(v);

export interface NoticeNumberHit {
  value: string;
  line: number;
}

/** First notice number in `text`, or undefined. Letters come back upper-case. */
export function findNoticeNumber(text: string): NoticeNumberHit | undefined {
  return findNoticeNumberInLines(toLines(text));
}

export function findNoticeNumberInLines(lines: readonly Line[]): NoticeNumberHit | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    for (const m of line.folded.matchAll(INLINE)) {
      const start = (m.index ?? 0) + m[0].length - (m[1] as string).length;
      const value = line.text.slice(start, start + (m[1] as string).length);
      if (plausibleNoticeNumber(value)) return { value: value.toUpperCase(), line: line.no };
    }
    // PDF tables: the label alone on its line, the value on the next.
    if (LABEL_ONLY.test(line.folded)) {
      const next = lines[i + 1];
      const first = next?.text.split(' ')[0] ?? '';
      if (next && VALUE_ONLY.test(fold(first)) && plausibleNoticeNumber(first)) {
        return { value: first.toUpperCase(), line: next.no };
      }
    }
    // Table header ("Nº do Auto   Placa   Renavam") over a row of values: take the nearest column.
    const label = [...line.folded.matchAll(LABEL_ANY)][0];
    const next = lines[i + 1];
    if (label && next) {
      const want = (label.index ?? 0) / line.folded.length;
      let best: { value: string; d: number } | undefined;
      for (const t of next.text.matchAll(/\S+/g)) {
        if (!VALUE_ONLY.test(fold(t[0])) || !plausibleNoticeNumber(t[0])) continue;
        const d = Math.abs((t.index ?? 0) / next.text.length - want);
        if (!best || d < best.d) best = { value: t[0], d };
      }
      if (best && best.d < 0.2) return { value: best.value.toUpperCase(), line: next.no };
    }
  }
  return undefined;
}

/** SPEC §5 fallback: "T" + the first 8 digits of the current time in seconds. */
export function fallbackNoticeCode(clock: Clock): string {
  // Padded only for clocks before 1973 (tests), so the code always has 8 digits.
  return `T${String(Math.floor(clock.now().getTime() / 1000))
    .padStart(8, '0')
    .slice(0, 8)}`;
}
