/**
 * The "never invent a fact" check: every date, time, plate and number in a text must come from the
 * facts (or be the days between two of their dates). Legal citations (articles, laws, resolutions, súmulas, sign codes) are not facts and are
 * removed first. Used by tests and to reject a language model's output.
 */
import { daysBetween, formatDateBr } from '../facts/dates';
import { findPlates, formatCpf, formatPlate, PLATE_RE } from '../facts/identifiers';
import { findInfraction } from '../catalogue';
import { setFact, uncertainFacts } from '../facts/certainty';
import type { Facts } from '../facts/schema';
import { BLANK_RE, dateOf, money } from './format';

const CITATIONS: RegExp[] = [
  /\bLei(?:\s+Federal)?(?:\s+n[º°o.]*)?\s*[\d.]+\/\d{4}/gi,
  /\bRes(?:olução|\.)?(?:\s+CONTRAN)?(?:\s+n[º°o.]*)?\s*\d+\/\d{4}/gi,
  /\bSúmula(?:\s+n[º°o.]*)?\s*\d+/gi,
  /\barts?\.\s*\d+(?:-[A-Z])?º?(?:\s*(?:,|e)\s*\d+(?:-[A-Z])?º?)*/gi,
  /\bartigos?\s+\d+(?:-[A-Z])?º?/gi,
  /§\s*\d+º?/g,
  /\b[RA]-\d+[a-z]?\b/g,
  // The petition's own structure: "II.3 –" headings and "1." list numbers.
  /\b[IVX]+\.\d+\b/g,
  /^\s*\d{1,2}\.\s/gm,
];

/** Members of a fact that are not its value: a confidence of 0.93 must not allow "93" in the text. */
const NOT_VALUES = new Set(['source', 'confidence', 'issues']);

function leaves(v: unknown, out: string[]): void {
  if (v === null || v === undefined) return;
  if (typeof v === 'string' || typeof v === 'number') out.push(String(v));
  else if (Array.isArray(v)) for (const x of v) leaves(x, out);
  else if (typeof v === 'object')
    for (const [k, x] of Object.entries(v)) if (!NOT_VALUES.has(k)) leaves(x, out);
}

/** Days between every two dates of the facts: the grounds' deadlines print them ("45 dias depois"). */
function dayCounts(values: readonly string[]): string[] {
  const dates = [...new Set(values.filter((s) => /^\d{4}-\d{2}-\d{2}$/.test(s)))];
  const out: string[] = [];
  for (const a of dates) for (const b of dates) if (a < b) out.push(String(daysBetween(a, b)));
  return out;
}

/** Every way the writer may print the facts' values, and the figures it derives from them. */
function factStrings(facts: Facts, extra: readonly string[]): string[] {
  const raw: string[] = [...extra];
  leaves(facts, raw);
  // The writer looks the row up from the code (a corrected code has no catalogue fact of its own yet).
  const code = facts.infraction?.code?.value;
  if (code) leaves(findInfraction(code), raw);
  raw.push(...dayCounts(raw));
  const out = [...raw];
  for (const s of raw) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(s)) out.push(formatDateBr(s));
    if (/^\d{11}$/.test(s)) out.push(formatCpf(s));
    if (/^[A-Z]{3}\d{4}$/.test(s)) out.push(formatPlate(s));
    if (/^\d+(\.\d+)?$/.test(s)) out.push(money(Number(s)));
  }
  return out;
}

export interface GroundingOptions {
  /** The date printed in the place/date line, when the caller gave one. */
  signedOn?: Date;
}

/** Tokens of `text` (dates, times, plates, numbers) that the facts do not contain. Empty = grounded. */
export function ungroundedTokens(text: string, facts: Facts, options: GroundingOptions = {}): string[] {
  const allowed = factStrings(facts, options.signedOn ? [dateOf(options.signedOn)] : []);
  const dates = new Set(allowed.flatMap((s) => s.match(/\d{2}\/\d{2}\/\d{4}/g) ?? []));
  const times = new Set(allowed.flatMap((s) => s.match(/\d{2}:\d{2}/g) ?? []));
  const plates = new Set(allowed.flatMap((s) => findPlates(s).map((p) => p.value)));
  const runs = new Set(allowed.flatMap((s) => s.match(/\d+/g) ?? []));
  let t = text.replace(BLANK_RE, ' ');
  for (const re of CITATIONS) t = t.replace(re, ' ');
  const bad: string[] = [];
  t = t.replace(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g, (d) => {
    if (!dates.has(d)) bad.push(d);
    return ' ';
  });
  t = t.replace(/\b\d{1,2}:\d{2}\b/g, (h) => {
    if (!times.has(h)) bad.push(h);
    return ' ';
  });
  t = t.replace(PLATE_RE, (raw) => {
    const p = findPlates(raw)[0];
    if (!p) return raw;
    if (!plates.has(p.value)) bad.push(p.value);
    return ' ';
  });
  for (const n of t.match(/\d+/g) ?? []) if (!runs.has(n)) bad.push(n);
  return bad;
}

/**
 * The facts the writer may state: without the uncertain ones (certainty.ts) and the fallback notice
 * code. What a language model is shown, and what its text is checked against.
 */
export function statableFacts(facts: Facts): Facts {
  const out = structuredClone(facts);
  for (const { path } of uncertainFacts(facts)) setFact(out, path, undefined);
  return out;
}
