/**
 * "No payment while the appeal has a hole" (issue 26): an appeal whose text has a "[preencher: …]"
 * blank, or the double addressee of an uncertain stage, never reaches `pending_payment`. It goes back
 * to the driver's review ("Confira os dados") with the facts that fill those holes asked, in upload and
 * typed mode alike.
 *
 * Two sources of holes, both checked: the template writer's own list for these facts
 * (`WrittenAppeal.blanks`, which the writer keeps complete), and the text that was actually written
 * (any writer, Bedrock included): a "[preencher" left in it, or an addressee/title that still offers
 * both stages. Each hole is answered by the fact paths whose blank it is (facts/fields.ts); a blank the
 * table does not name is traced by writing the appeal again with each unknown fact supplied.
 */
import type { FactPath } from '../facts/certainty';
import { getFact, isCertain, setFact } from '../facts/certainty';
import { FACT_FIELDS, type FieldKind, type FieldSpec } from '../facts/fields';
import type { Fact, Facts } from '../facts/schema';
import { BLANK_RE, qualificationPaths, type ReviewRequest, writeAppeal } from '../writer';

/** Any blank marker, even one a language model mangled ("[preencher" without its closing bracket). */
export const BLANK_MARK = /\[\s*preencher/i;
/** The addressee of an undecided stage: "AUTORIDADE … (DEFESA PRÉVIA) OU … JARI (RECURSO)". */
const DOUBLE_ADDRESSEE =
  /DEFESA\s+PR[ÉE]VIA[^\n]*\bOU\b[^\n]*\bJARI\b|\bJARI\b[^\n]*\bOU\b[^\n]*DEFESA\s+PR[ÉE]VIA/i;
/** The title of an undecided stage: "DEFESA / RECURSO DE MULTA". */
const DOUBLE_TITLE = /^#?\s*DEFESA\s*\/\s*RECURSO\b/im;

/** The hole an undecided stage leaves, whatever words the writer used for it. */
export const STAGE_HOLE = 'destinatário duplo (fase do processo não definida)';

export interface Hole {
  /** The blank as the text shows it ("[preencher: cidade]"), or STAGE_HOLE. */
  blank: string;
  /** The facts that fill it (empty: nothing the driver can answer fills it). */
  paths: FactPath[];
  /** Any one of `paths` fills it ("código e descrição da infração"); otherwise all are needed. */
  anyOf?: boolean;
}

/** The holes a text shows by itself: its blanks, and a double addressee or title. */
export function textHoles(text: string): string[] {
  const blanks = [...new Set(text.match(BLANK_RE) ?? [])];
  // A mangled marker the exact pattern misses still counts: one hole per line that shows it.
  for (const line of text.split('\n'))
    if (BLANK_MARK.test(line) && !blanks.some((b) => line.includes(b))) blanks.push(line.trim());
  const addressee = text.trim().split(/\n\s*\n/)[0] ?? '';
  if (DOUBLE_ADDRESSEE.test(addressee) || DOUBLE_TITLE.test(text)) blanks.push(STAGE_HOLE);
  return blanks;
}

/** Whether a text may be offered for payment: no blank, no double addressee. */
export const isCompleteText = (text: string): boolean => textHoles(text).length === 0;

const inner = (blank: string): string => blank.replace(/^\[\s*preencher:\s*/i, '').replace(/\]$/, '');

/**
 * The one path a blank names in the fields table: for a blank several fields share ("nome completo",
 * "cidade"), the appellant's qualification first, then the signing city, then the first in table order.
 */
function pathOfBlank(blank: string, facts: Facts): FactPath | undefined {
  const what = inner(blank);
  const named = FACT_FIELDS.filter((s) => s.blank === what && !isCertain(getFact(facts, s.path)));
  if (named.length <= 1) return named[0]?.path;
  const qualification = qualificationPaths(facts);
  return (
    named.find((s) => qualification.includes(s.path)) ??
    named.find((s) => s.path === 'signingCity') ??
    named[0]
  )?.path;
}

/** A certain value of each kind, to find out which unknown fact a blank stands for. */
const SAMPLE: Record<FieldKind, string | number | boolean> = {
  text: 'X',
  date: '2026-01-15',
  time: '10:00',
  number: 60,
  money: 100,
  cpf: '52998224725',
  cnpj: '11222333000181',
  plate: 'ABC1D23',
  code: '745-50',
  digits: '123456789',
  year: '2020',
  decimal: 0.5,
  yesno: true,
  choice: '',
};

/** Values that read like a notice's where the writer derives more from them (the agency's state). */
const SAMPLE_BY_PATH: Partial<Record<FactPath, string>> = {
  agency: 'DETRAN-SP',
  'infraction.place': 'Av. Paulista, 1000, São Paulo/SP',
};

function sampleOf(spec: FieldSpec): unknown {
  const byPath = SAMPLE_BY_PATH[spec.path];
  if (byPath) return byPath;
  if (spec.kind === 'choice') return Object.keys(spec.options ?? {})[0];
  return SAMPLE[spec.kind];
}

/** `facts` with each of `specs` supplied with a sample certain value. */
function supplied(facts: Facts, specs: readonly FieldSpec[]): Facts | undefined {
  const probe = structuredClone(facts);
  for (const spec of specs) {
    const value = sampleOf(spec);
    if (value === undefined) return undefined;
    const fact: Fact<unknown> = { value, source: { kind: 'typed', field: spec.path }, confidence: 1 };
    setFact(probe, spec.path, fact);
  }
  return probe;
}

/** The holes left when the appeal is written from `probe`. */
function holesLeft(probe: Facts, signedOn: Date): Set<string> | undefined {
  try {
    return new Set(textHoles(writeAppeal(probe, { signedOn }).text));
  } catch {
    return undefined;
  }
}

/**
 * The unknown facts whose values remove each of `blanks` from the template's text: the appeal written
 * again with one unknown fact supplied at a time, then, for a blank no single fact removes (a period's
 * start and end), with two facts of the same group. Only for blanks the fields table does not name.
 */
function traceBlanks(
  facts: Facts,
  blanks: readonly string[],
  signedOn: Date,
): Map<string, { paths: FactPath[]; anyOf: boolean }> {
  const found = new Map<string, FactPath[]>(blanks.map((b) => [b, []]));
  const unknown = FACT_FIELDS.filter((s) => !isCertain(getFact(facts, s.path)));
  for (const spec of unknown) {
    const probe = supplied(facts, [spec]);
    const left = probe && holesLeft(probe, signedOn);
    if (!left) continue;
    for (const blank of blanks) if (!left.has(blank)) found.get(blank)?.push(spec.path);
  }
  const group = (s: FieldSpec) => s.path.split('.')[0];
  const pairs = new Set<string>();
  for (const blank of blanks.filter((b) => found.get(b)?.length === 0))
    for (const [i, a] of unknown.entries())
      for (const b of unknown.slice(i + 1)) {
        if (group(a) !== group(b) || (found.get(blank)?.length ?? 0) > 0) continue;
        const probe = supplied(facts, [a, b]);
        const left = probe && holesLeft(probe, signedOn);
        if (left && !left.has(blank)) {
          found.set(blank, [a.path, b.path]);
          pairs.add(blank);
        }
      }
  return new Map(
    [...found].map(([blank, paths]) => [blank, { paths, anyOf: paths.length > 1 && !pairs.has(blank) }]),
  );
}

/**
 * Every hole of the appeal for these facts — the template's blanks and, when given, those of the text
 * actually written — with the facts that fill each one.
 */
export function appealHoles(facts: Facts, options: { text?: string; signedOn?: Date } = {}): Hole[] {
  const signedOn = options.signedOn ?? new Date();
  const written = writeAppeal(facts, { signedOn });
  const blanks = [
    ...new Set([
      ...written.blanks,
      ...textHoles(written.text),
      ...(options.text !== undefined ? textHoles(options.text) : []),
    ]),
  ];
  const holes: Hole[] = blanks.map((blank) => {
    if (blank === STAGE_HOLE) return { blank, paths: isCertain(facts.stage) ? [] : ['stage'] };
    const path = pathOfBlank(blank, facts);
    return { blank, paths: path ? [path] : [] };
  });
  // Only the template's own blanks can be traced: a blank only the written text has is no fact's.
  const own = new Set([...written.blanks, ...textHoles(written.text)]);
  const untraced = holes.filter((h) => h.paths.length === 0 && own.has(h.blank)).map((h) => h.blank);
  if (untraced.length) {
    const traced = traceBlanks(facts, untraced, signedOn);
    for (const hole of holes) {
      const t = hole.paths.length === 0 ? traced.get(hole.blank) : undefined;
      if (t) Object.assign(hole, t.anyOf ? { paths: t.paths, anyOf: true } : { paths: t.paths });
    }
  }
  return holes;
}

/**
 * The holes as review requests: each fact that fills one is asked, blocking, so the review step shows
 * it required and the review API refuses the answers without it. Merged into `existing` (a path
 * already asked becomes blocking and says it fills a hole).
 */
export function holeRequests<R extends Omit<ReviewRequest, 'path'> & { path: string }>(
  facts: Facts,
  holes: readonly Hole[],
  existing: readonly R[],
): (R | ReviewRequest)[] {
  const byPath = new Map<string, R | ReviewRequest>(
    existing.map((r) => [r.path, { ...r, neededFor: [...r.neededFor] }]),
  );
  for (const hole of holes)
    hole.paths.forEach((path, i) => {
      // Several facts that each fill the hole ("código e descrição da infração"): the first is required.
      const blocking = !hole.anyOf || i === 0;
      const seen = byPath.get(path);
      if (seen) {
        seen.blocking ||= blocking;
        if (!seen.neededFor.includes('text')) seen.neededFor.push('text');
        return;
      }
      const reason = getFact(facts, path) ? 'uncertain' : 'missing';
      byPath.set(path, { path, reason, blocking, neededFor: ['text'] });
    });
  return [...byPath.values()];
}

/** Holes no answer can fill: the appeal cannot be completed by the driver (a writer defect). */
export const unanswerable = (holes: readonly Hole[]): string[] =>
  holes.filter((h) => h.paths.length === 0).map((h) => h.blank);
