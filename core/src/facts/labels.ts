/**
 * Label → value lookups over a document's lines. Notices put values in three layouts, all handled:
 * "Label: value" on one line; the label alone with the value on the next line; and table rows where a
 * line of labels is followed by a line of values (the value nearest the label's column wins).
 */
import { type Found, findDates, findTimes } from './dates';
import type { Line } from './text';

export interface Hit<T> {
  value: T;
  line: number;
}

type Finder<T> = (folded: string, text: string) => Found<T>[];

/** After the label: skip ":", "-", "nº" and spaces. */
const LEAD = /^\s*(?:n[o.]{1,2}\s*)?[:\-–.]*\s*/;

/** Relative column (0..1) of an index in a line, to pair table headers with values. */
const rel = (i: number, len: number): number => (len <= 1 ? 0 : i / len);

function labelMatches(line: Line, labels: readonly RegExp[]): RegExpMatchArray[] {
  const out: RegExpMatchArray[] = [];
  for (const re of labels) {
    const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    for (const m of line.folded.matchAll(g)) out.push(m);
  }
  return out.sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
}

/**
 * First value a `finder` recognises next to any of `labels`: same line after the label (up to
 * `sameLineWindow` characters), else the next line (the column nearest the label).
 */
export function labelled<T>(
  lines: readonly Line[],
  labels: readonly RegExp[],
  finder: Finder<T>,
  sameLineWindow = 60,
): Hit<T> | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    for (const m of labelMatches(line, labels)) {
      const after = (m.index ?? 0) + m[0].length;
      const lead = line.folded.slice(after).match(LEAD)?.[0].length ?? 0;
      const from = after + lead;
      const found = finder(line.folded.slice(from, from + sameLineWindow), line.text.slice(from));
      // The value must start right after the label (allowing a few chars such as "(km/h)").
      const first = found[0];
      if (first && first.index <= 12) return { value: first.value, line: line.no };
      const next = lines[i + 1];
      if (!next) continue;
      const values = finder(next.folded, next.text);
      if (values.length === 0) continue;
      const want = rel(m.index ?? 0, line.folded.length);
      let best = values[0] as Found<T>;
      for (const v of values) {
        if (
          Math.abs(rel(v.index, next.folded.length) - want) <
          Math.abs(rel(best.index, next.folded.length) - want)
        )
          best = v;
      }
      return { value: best.value, line: next.no };
    }
  }
  return undefined;
}

/** Cuts a free-text value where the next "Label:" begins, and trims separators. */
function cleanText(s: string): string {
  return s
    .replace(/\s{2,}.*$/, '')
    .replace(/\s+[A-ZÀ-Ú][A-Za-zÀ-ú./ ]{1,30}:\s.*$/, '')
    .replace(/^[\s:\-–.]+|[\s:\-–;,]+$/g, '')
    .trim();
}

/**
 * Free text after a label ("Local: Av. Brasil, 100"), or the whole next line when the label is alone
 * on its line. `accept` rejects values that are not plausible (e.g. another label).
 */
export function labelledText(
  lines: readonly Line[],
  labels: readonly RegExp[],
  accept: (v: string) => boolean = (v) => v.length >= 2,
): Hit<string> | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    for (const m of labelMatches(line, labels)) {
      const after = (m.index ?? 0) + m[0].length;
      const rest = line.text.slice(after);
      // Only a separator after the label counts as "Label: value"; otherwise it is running text.
      const sep = rest.match(/^\s*(?:n[ºo°]\s*)?[:\-–]\s*|^\s+(?=\S)/);
      const inline = sep ? cleanText(rest.slice(sep[0].length)) : '';
      if (inline && accept(inline) && /^\s*[:\-–]/.test(rest)) return { value: inline, line: line.no };
      // Label alone on its line (or followed by a few stray OCR marks): the value is the next line.
      const labelOnly = cleanText(rest).replace(/[^A-Za-zÀ-ú0-9]/g, '').length <= 3;
      const next = lines[i + 1];
      if (labelOnly && next) {
        const v = cleanText(next.text);
        if (v && accept(v)) return { value: v, line: next.no };
      }
    }
  }
  return undefined;
}

export const dateFinder: Finder<string> = (folded) => findDates(folded);
export const timeFinder: Finder<string> = (folded) => {
  // Drop dates first so "12/03" is never read as a time.
  const masked = folded.replace(/\d{1,2}\s?[/.-]\s?\d{1,2}\s?[/.-]\s?\d{2,4}/g, (d) => ' '.repeat(d.length));
  return findTimes(masked);
};
export const regexFinder =
  <T>(re: RegExp, map: (m: RegExpMatchArray, text: string) => T | undefined): Finder<T> =>
  (folded, text) => {
    const out: Found<T>[] = [];
    const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    for (const m of folded.matchAll(g)) {
      const v = map(m, text);
      if (v !== undefined) out.push({ value: v, index: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
    }
    return out;
  };
