/**
 * The last resort: values in running text ("…autuado no dia 05/05/2026, às 9h15, na placa ABC-1234").
 * Only for keys the labels gave nothing for, and at the lower "text" confidence, so a value found this
 * way is never certain on its own.
 */
import { isValidCpf } from '../cpf';
import type { ExtractionMethod } from '../documents/types';
import { type Cell, wordsIn } from '../reading/cells';
import { nearestDescription } from './checks';
import { MAKES_PATTERN } from './vehicle-makes';
import { findDates, findTimes } from './dates';
import { FIELD_VOCABULARY, type FieldKey, roleOfLabel } from './field-labels';
import { nameCase, VALUE_SPECS } from './field-values';
import { findPlates } from './identifiers';
import { findNoticeNumberInLines } from './notice-number';
import { makeHit, PAIRING_QUALITY } from './read-hits';
import type { Found } from './read-document';
import type { ReadingKey } from './reading';
import type { Role } from './sections';

/** After a label in a sentence: "nº", ":", "-" and spaces. */
const LEAD = /^\s*(?:n[o.]{1,2}\s*)?[:\-–.]*\s*/;
/** A value in running text must start this close to its label. */
const NEAR = 12;

const quality = PAIRING_QUALITY.text;

function keyOf(field: FieldKey, role: Role, kind?: 'cpf' | 'cnpj'): ReadingKey | undefined {
  if (field === 'person.document') return `${role}.${kind ?? 'cpf'}` as ReadingKey;
  if (field === 'person.name') return `${role}.name`;
  if (field === 'person.cnh') return `${role}.cnh`;
  if (field === 'person.address') return `${role}.address`;
  if (field === 'suspension.period') return undefined;
  return field;
}

/** Labels anywhere in a line, their value right after them. */
function labelsInLines(
  lines: readonly Cell[],
  method: ExtractionMethod,
  found: Found,
  roleAt: (c: Cell) => Role,
  noPerson: (c: Cell) => boolean,
): void {
  lines.forEach((line, order) => {
    const all = FIELD_VOCABULARY.match(line.folded);
    for (const m of all) {
      if (m.field.startsWith('person.') && noPerson(line)) continue;
      // Not a word inside a longer label ("infração" in "Data da Infração"); the value ends at the next label.
      const inside = all.some(
        (o) => o.start <= m.start && o.end >= m.end && o.end - o.start > m.end - m.start,
      );
      if (inside) continue;
      const spec = VALUE_SPECS[m.field];
      const from = m.end + (line.folded.slice(m.end).match(LEAD)?.[0].length ?? 0);
      const to = Math.min(from + 80, ...all.filter((o) => o.start >= from).map((o) => o.start));
      const text = line.text.slice(from, to);
      const f = spec.find(text, line.folded.slice(from, to));
      if (!f || f.index > NEAR) continue;
      const role = roleOfLabel(line.folded.slice(m.start, m.end)) ?? roleAt(line);
      const key = keyOf(m.field, role, f.kind);
      if (!key || found.has(key)) continue;
      const value = m.field === 'person.name' ? nameCase(String(f.value)) : f.value;
      const words = wordsIn(line, from + f.index, from + f.end);
      const label = { text: line.text.slice(m.start, m.end), words: wordsIn(line, m.start, m.end) };
      found.add(
        key,
        makeHit({ value, words, cell: line, quality: quality * m.weight, method, label, issues: f.issues }),
        0,
        10_000 + order,
      );
    }
  });
}

function addAt(
  found: Found,
  key: ReadingKey,
  value: string,
  line: Cell,
  index: number,
  end: number,
  method: ExtractionMethod,
): void {
  if (found.has(key)) return;
  found.add(
    key,
    makeHit({ value, words: wordsIn(line, index, end), cell: line, quality, method }),
    0,
    20_000 + line.line,
  );
}

/**
 * A CPF or CNPJ standing alone whose label OCR lost ("CPF/CNPJ" garbled or dropped): its check digits
 * say what it is, and the section it is printed in whose. Never certain: the driver confirms it.
 */
function loneDocuments(
  lines: readonly Cell[],
  method: ExtractionMethod,
  found: Found,
  roleAt: (c: Cell) => Role,
): void {
  const spec = VALUE_SPECS['person.document'];
  const known = new Set(
    (['owner', 'driver'] as const).flatMap((r) => [
      ...found.values(`${r}.cpf`),
      ...found.values(`${r}.cnpj`),
    ]),
  );
  for (const line of lines) {
    const f = spec.find(line.text, line.folded);
    // Alone on its line (after a garbled "Label:" at most): a number inside a sentence or beside other
    // values may be anything.
    const rest =
      line.text.slice(0, f?.index ?? 0).replace(/^[^\d:]{1,24}:/, '') + line.text.slice(f?.end ?? 0);
    if (!f || f.issues || rest.replace(/\s+/g, '').length > 2) continue;
    const key = `${roleAt(line)}.${f.kind ?? 'cpf'}` as ReadingKey;
    if (found.has(key) || known.has(f.value)) continue;
    known.add(f.value);
    found.add(
      key,
      makeHit({ value: f.value, words: wordsIn(line, f.index, f.end), cell: line, quality, method }),
      0,
      25_000 + line.line,
    );
  }
}

/** A make before its "/" (vehicle-makes.ts): the cell is a make/model and nothing else. */
const MAKE_MODEL = new RegExp(`^(?:I/)?(?:${MAKES_PATTERN})\\s?/\\s?[A-Z0-9][A-Z0-9 .\\-]{1,30}$`);
/** A time alone in its cell: "17:41", "17h41". */
const LONE_TIME = /^\s*([01]?\d|2[0-3])\s?[:h]\s?([0-5]\d)\s*$/;

/**
 * Values whose label OCR lost but whose form says what they are, each alone in its cell: a make/model
 * ("FIAT/UNO MILLE"), and the page's one time of day (a notice prints the infraction's). Never certain.
 */
function loneValues(cells: readonly Cell[], method: ExtractionMethod, found: Found): void {
  if (!found.has('vehicle.model')) {
    const model = cells.find((c) => MAKE_MODEL.test(c.text.trim().toUpperCase()));
    if (model) addAt(found, 'vehicle.model', model.text.trim(), model, 0, model.text.trim().length, method);
  }
  if (!found.has('infraction.time')) {
    const times = cells
      .map((c) => ({ c, m: c.text.match(LONE_TIME) }))
      .filter((t): t is { c: Cell; m: RegExpMatchArray } => t.m !== null);
    const values = new Set(times.map((t) => `${t.m[1]?.padStart(2, '0')}:${t.m[2]}`));
    const only = times[0];
    if (only && values.size === 1)
      addAt(found, 'infraction.time', [...values][0] as string, only.c, 0, only.c.text.length, method);
  }
}

/** A CNH's registration number as printed: 11 digits, bare (a CPF is printed with its dots and dash). */
const LONE_CNH = /^\s*(\d{11})\s*$/;

/**
 * A licence number whose label OCR lost ("CNH nº" read "jonno"): 11 bare digits alone in their cell,
 * in the block of one person (the heading says whose: `personAt`, never a guess), and no CPF or
 * RENAVAM. Only when that person's block holds one such number, and never certain.
 */
export function loneLicences(
  cells: readonly Cell[],
  method: ExtractionMethod,
  found: Found,
  personAt: (c: Cell) => Role | undefined,
): void {
  // A number a label gave as one person's licence is not another's lone one.
  const known = new Set(
    (['owner.cpf', 'driver.cpf', 'owner.cnh', 'driver.cnh', 'vehicle.renavam'] as const).flatMap((k) =>
      found.values(k).map(String),
    ),
  );
  const byRole = new Map<Role, Cell[]>();
  for (const cell of cells) {
    const value = LONE_CNH.exec(cell.text)?.[1];
    const role = personAt(cell);
    if (!value || !role || known.has(value) || isValidCpf(value)) continue;
    byRole.set(role, [...(byRole.get(role) ?? []), cell]);
  }
  for (const [role, [cell, ...more]] of byRole) {
    if (!cell || more.length || found.has(`${role}.cnh`)) continue;
    const at = cell.text.search(/\d/);
    addAt(found, `${role}.cnh`, cell.text.trim(), cell, at, at + 11, method);
  }
}

/** A notice (AIT) number as agencies print it: capitals and digits, unbroken, 8 to 12 of them. */
const LONE_NOTICE_NUMBER = /^[A-Z0-9]{8,12}$/;

/**
 * The notice number whose label OCR garbled ("Nº do Auto" read "É e A 2 At"): the page's one cell
 * that is nothing but a number of letters and 6 or more digits and is no plate. Never certain, and only
 * when no label gave one (else SPEC §5's fallback code stands, for the driver to fill in).
 */
export function loneNoticeNumber(cells: readonly Cell[], method: ExtractionMethod, found: Found): void {
  if (found.has('notice.number')) return;
  const numbers = cells.filter((c) => {
    const t = c.text.trim();
    return (
      LONE_NOTICE_NUMBER.test(t) &&
      /[A-Z]/.test(t) &&
      (t.match(/\d/g) ?? []).length >= 6 &&
      findPlates(t).length === 0
    );
  });
  const only = numbers.length === 1 ? numbers[0] : undefined;
  if (only) {
    const at = only.text.search(/\S/);
    addAt(found, 'notice.number', only.text.trim(), only, at, at + only.text.trim().length, method);
  }
}

/** Shorter than this, a line is no infraction's description (the catalogue's shortest have about 20 letters). */
const MIN_DESCRIPTION = 16;

/**
 * A line that is an infraction's text in the catalogue, whose label OCR lost: it can be nothing else.
 * Never certain; the code, when read, is checked against it as any description.
 */
function catalogueDescription(lines: readonly Cell[], method: ExtractionMethod, found: Found): void {
  if (found.has('infraction.description')) return;
  const line = lines.find((l) => l.text.trim().length >= MIN_DESCRIPTION && nearestDescription(l.text));
  if (line) addAt(found, 'infraction.description', line.text.trim(), line, 0, line.text.length, method);
}

/** Fills what the labels did not give from running text. */
export function readRunningText(
  lines: readonly Cell[],
  method: ExtractionMethod,
  found: Found,
  roleAt: (c: Cell) => Role,
  /** The page's cells (lines cut at gaps): where lone values stand. */
  cells: readonly Cell[] = lines,
  /**
   * Lines of the letterhead or a payment slip, where no person's data is (read-document.ts): the
   * agency's "CNPJ 04.372.783/0001-95" above the title was read as the owner's (fuzz fresh-08d7c031
   * #12, LibreOffice, doubted, the owner's own CNPJ broken over three lines).
   */
  noPerson: (c: Cell) => boolean = () => false,
): void {
  // SPEC §5 on text lines: "Auto nº X" in a sentence, or a label line over its value.
  if (!found.has('notice.number')) {
    const hit = findNoticeNumberInLines(lines.map((l) => ({ no: l.line, text: l.text, folded: l.folded })));
    const line = hit && lines.find((l) => l.line === hit.line);
    if (hit && line) {
      const at = line.text.toUpperCase().indexOf(hit.value);
      addAt(found, 'notice.number', hit.value, line, Math.max(0, at), at + hit.value.length, method);
    }
  }
  const personLines = lines.filter((l) => !noPerson(l));
  labelsInLines(lines, method, found, roleAt, noPerson);
  loneDocuments(personLines, method, found, roleAt);
  loneValues(cells, method, found);
  catalogueDescription(lines, method, found);
  for (const line of lines) {
    if (!found.has('infraction.date') && /(infracao|cometid|autuad|ocorrid)/.test(line.folded)) {
      const d = findDates(line.folded)[0];
      if (d) addAt(found, 'infraction.date', d.value, line, d.index, d.end, method);
    }
    // "no dia 05/05/2026, às 9h15".
    if (!found.has('infraction.time') && findDates(line.folded).length) {
      const at = line.folded.search(/\bas\s+\d/);
      const t = at >= 0 ? findTimes(line.folded.slice(at + 3))[0] : undefined;
      if (t && t.index <= 1)
        addAt(found, 'infraction.time', t.value, line, at + 3 + t.index, at + 3 + t.end, method);
    }
    if (!found.has('vehicle.plate')) {
      const p = findPlates(line.text)[0];
      if (p) addAt(found, 'vehicle.plate', p.value, line, p.index, p.index + 7, method);
    }
  }
  // Codes printed "745-50" anywhere: the catalogue decides among them when the facts are built.
  if (!found.has('infraction.code')) {
    for (const line of lines) {
      for (const m of line.folded.matchAll(/(?<![\d/.,])(\d{3})\s?-\s?(\d)\s?(\d)(?![\d/.,])/g)) {
        const i = m.index ?? 0;
        found.add(
          'infraction.code',
          makeHit({
            value: `${m[1]}-${m[2]}${m[3]}`,
            words: wordsIn(line, i, i + m[0].length),
            cell: line,
            quality,
            method,
          }),
          0,
          30_000 + line.line,
        );
      }
    }
  }
}
