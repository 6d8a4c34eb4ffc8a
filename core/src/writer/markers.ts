/**
 * Reading a text for what it argues and cites. `arguedUnfiredGrounds` finds grounds a text argues
 * although their rule did not fire for the facts (the Bedrock check refuses such a text);
 * `citationKeys` lists the law a text cites, to check it against the verified sources (sources.ts).
 */
import type { Facts, Stage } from '../facts/schema';
import { BLANK_RE } from './format';
import { RULES } from '../notice-audit';
import { writeAppeal } from './write';

/** Lowercase, no accents, no ordinal marks, single spaces: the text the markers are written for. */
export function normalizeForMarkers(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[º°ª]/g, '')
    .replace(/[ \t]+/g, ' ');
}

/** A heading line without its numbering ("II.3 –", "2.", "#") or emphasis. */
const headingText = (line: string): string =>
  line
    .replace(/[*_#]/g, '')
    .trim()
    .replace(/^(?:[ivx]+(?:\.\d+)*|\d+(?:\.\d+)*)\s*[-–—.):]\s*/, '')
    .replace(/[.:;]+$/, '')
    .trim();

/** The ground headings of a text ("II.3 – DA SINALIZAÇÃO DO LOCAL" → "da sinalizacao do local"), normalized. */
export function headingsOf(text: string): string[] {
  return [...normalizeForMarkers(text).matchAll(/^\s*[ivx]+\.\d+\s*[-–—]\s*(.+?)\s*$/gm)].map((m) =>
    (m[1] as string).replace(/[.:;]+$/, '').trim(),
  );
}

/**
 * Ids of the grounds `text` argues although they did not fire for `facts`: one whose title is a
 * heading of the text, or one of whose characteristic citations appears there. A citation the
 * deterministic text prints for the same facts (a ground that fired cites it too) is not held against it.
 */
export function arguedUnfiredGrounds(
  text: string,
  facts: Facts,
  options: { stage?: Stage; signedOn?: Date } = {},
): string[] {
  const draft = writeAppeal(facts, options);
  const fired = new Set(draft.grounds);
  const normalized = normalizeForMarkers(text.replace(BLANK_RE, ' '));
  const headings = new Set(normalized.split('\n').map(headingText));
  // What the writer itself prints for these facts is never held against a text.
  const ownText = normalizeForMarkers(draft.text.replace(BLANK_RE, ' '));
  const allowed = new Set(RULES.flatMap((r) => r.markers ?? []).filter((m) => m.test(ownText)));
  return RULES.filter((rule) => {
    if (fired.has(rule.id)) return false;
    if (headings.has(normalizeForMarkers(rule.title))) return true;
    return (rule.markers ?? []).some((m) => !allowed.has(m) && m.test(normalized));
  }).map((r) => r.id);
}

/**
 * The law a text cites, as keys: "ctb:281", "ctb:165-A", "cf:5", "lei:9873/1999", "res:798/2020",
 * "sumula:312". An article is the CTB's unless "da Constituição", "da Lei …"/"da mesma lei" or "da
 * Resolução …" follows it (the resolution is then its key).
 */
export function citationKeys(text: string): string[] {
  const t = normalizeForMarkers(text.replace(BLANK_RE, ' '));
  const keys = new Set<string>();
  for (const m of t.matchAll(/\blei (?:federal )?(?:n\.? ?)?([\d.]+)\/(\d{4})/g))
    keys.add(`lei:${(m[1] as string).replace(/\./g, '')}/${m[2]}`);
  for (const m of t.matchAll(/\bresolucao (?:contran )?(?:n\.? ?)?(\d+)\/(\d{4})/g))
    keys.add(`res:${m[1]}/${m[2]}`);
  for (const m of t.matchAll(/\bsumula (?:n\.? ?)?(\d+)/g)) keys.add(`sumula:${m[1]}`);
  for (const m of t.matchAll(/\barts?\. ?(\d+(?:-a)?)((?:(?:, | e )\d+(?:-a)?\b)*)/g)) {
    const after = t.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 80);
    const law = /^[^.;()]*?\b(do ctb|do codigo|da constituicao|da lei|da mesma lei|da resolucao)\b/.exec(
      after,
    )?.[1];
    if (law === 'da constituicao') keys.add(`cf:${m[1]}`);
    // A resolution's or another law's article is cited with it ("art. 9º da Resolução … nº 798/2020").
    if (law && law !== 'do ctb' && law !== 'do codigo') continue;
    for (const n of [m[1], ...(m[2] as string).split(/, | e /).filter(Boolean)])
      keys.add(`ctb:${(n as string).replace('-a', '-A')}`);
  }
  return [...keys].sort();
}
