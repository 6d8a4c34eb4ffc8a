/**
 * Facts from documents, the manual-entry form and the user's free text. Precedence per field:
 * typed (the user's explicit entry) > documents in upload order > additionalText.
 */
import { type Infraction, findInfraction, INFRACTIONS, normalizeText } from '../catalogue';
import type { ExtractionMethod } from '../documents/types';
import type { Clock } from '../ports';
import { findDates, findTimes } from './dates';
import { findFormalDefects } from './defects';
import { findCpfs, findPlates } from './identifiers';
import type { Hit } from './labels';
import { type ManualEntry, ManualEntrySchema, type ParsedManualEntry } from './manual-entry';
import { fallbackNoticeCode } from './notice-number';
import { type ParsedDocument, type ParsedPerson, parseDocument } from './parse-document';
import { type Fact, type Facts, FactsSchema, type FactSource, type Person } from './schema';
import { fold } from './text';

export interface TextDocument {
  /** File name; becomes the fact source. */
  name: string;
  text: string;
  /** How the text was read (default 'plain'). */
  method?: ExtractionMethod;
}

export interface ExtractOptions {
  /** For SPEC §5's fallback code. */
  clock: Clock;
  /** Manual-entry form (SPEC §2), validated here. */
  typed?: ManualEntry;
  /** The user's "versão dos fatos". */
  additionalText?: string;
  /** The API's userCity: where the appellant signs. */
  signingCity?: string;
  /** The appeal type the user chose; documents may tell otherwise only when this is absent. */
  appealType?: 'traffic' | 'suspension';
}

type Parsed = { doc: ParsedDocument; source: (line: number) => FactSource };

function pick<T>(
  parsed: readonly Parsed[],
  get: (d: ParsedDocument) => Hit<T> | undefined,
): Fact<T> | undefined {
  for (const p of parsed) {
    const hit = get(p.doc);
    if (hit) return { value: hit.value, source: p.source(hit.line), confidence: 1 };
  }
  return undefined;
}

/** The user typed it: full confidence. */
const typedFact = <T>(value: T | undefined, field: string): Fact<T> | undefined =>
  value === undefined ? undefined : { value, source: { kind: 'typed', field }, confidence: 1 };

/** Manual code field: a catalogue code, or an article picked from the suggestion list. */
export function matchTypedInfraction(code: string, description?: string): Infraction | undefined {
  const byCode = findInfraction(code);
  if (byCode && /^\s*\d{3}\s?[-.]?\s?\d[-.]?\d\s*$/.test(code)) return byCode;
  const art = normalizeText(code.replace(/^\s*art(?:igo)?\.?\s*/i, '')).replace(/\s*,\s*/g, ', ');
  const rows = INFRACTIONS.filter((r) => normalizeText(r.artigo) === art);
  if (rows.length === 1) return rows[0];
  if (description) {
    const d = normalizeText(description);
    // The suggestion list sends "<descrição> (Art. N)": the longest description it contains wins.
    return (
      rows.find((r) => normalizeText(r.descricao) === d) ??
      rows
        .filter((r) => d.includes(normalizeText(r.descricao)))
        .sort((a, b) => b.descricao.length - a.descricao.length)[0]
    );
  }
  return undefined;
}

function typedDate(s: string | undefined): string | undefined {
  if (!s) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return findDates(s.split('-').reverse().join('/'))[0]?.value;
  return findDates(fold(s))[0]?.value;
}

function typedPlate(s: string | undefined): string | undefined {
  return s ? findPlates(s.toUpperCase())[0]?.value : undefined;
}

function person(parsed: readonly Parsed[], get: (d: ParsedDocument) => ParsedPerson): Person {
  const out: Person = {};
  const name = pick(parsed, (d) => get(d).name);
  const cpf = pick(parsed, (d) => get(d).cpf);
  const cnh = pick(parsed, (d) => get(d).cnh);
  const address = pick(parsed, (d) => get(d).address);
  if (name) out.name = name;
  if (cpf) out.cpf = cpf;
  if (cnh) out.cnh = cnh;
  if (address) out.address = address;
  return out;
}

/** Object without its undefined members, so the JSON stays small and `in` checks mean something. */
function compact<T extends object>(o: T): T {
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] === undefined) delete o[k];
  return o;
}

function applyTyped(facts: Facts, t: ParsedManualEntry): void {
  const o = t.owner;
  const cpfDigits = o.cpf ? findCpfs(o.cpf)[0]?.value : undefined;
  Object.assign(
    facts.owner,
    compact({
      name: typedFact(o.name, 'owner.name'),
      cpf: typedFact(cpfDigits, 'owner.cpf'),
      cnh: typedFact(o.cnh?.replace(/\D/g, '').match(/^\d{9,11}$/)?.[0], 'owner.cnh'),
      address: typedFact(o.address, 'owner.address'),
      city: typedFact(o.city, 'owner.city'),
    }),
  );
  const v = t.vehicle;
  Object.assign(
    facts.vehicle,
    compact({
      plate: typedFact(typedPlate(v.plate), 'vehicle.plate'),
      model: typedFact(v.model, 'vehicle.model'),
      year: typedFact(v.year?.match(/^\d{4}$/)?.[0], 'vehicle.year'),
    }),
  );
  const i = t.infraction;
  const row = i.code ? matchTypedInfraction(i.code, i.description) : undefined;
  Object.assign(
    facts.infraction,
    compact({
      code: typedFact(row?.codigo, 'infraction.code'),
      description: typedFact(
        i.description ?? i.type,
        i.description ? 'infraction.description' : 'infraction.type',
      ),
      date: typedFact(typedDate(i.date), 'infraction.date'),
      time: typedFact(i.time ? findTimes(fold(i.time))[0]?.value : undefined, 'infraction.time'),
      place: typedFact(i.location, 'infraction.location'),
    }),
  );
  if (i.agency && i.agency.length >= 2) facts.agency = typedFact(i.agency, 'infraction.agency');
  if (o.city && !facts.signingCity) facts.signingCity = typedFact(o.city, 'owner.city');
}

function catalogueFact(code: Fact<string> | undefined): Facts['infraction']['catalogue'] {
  const row = code ? findInfraction(code.value) : undefined;
  if (!row) return undefined;
  const { codigo, descricao, artigo, gravidade, pontos, valor, suspensiva } = row;
  // As sure as the code it was looked up from.
  return {
    value: { codigo, descricao, artigo, gravidade, pontos, valor, suspensiva },
    source: { kind: 'catalogue', code: codigo },
    confidence: (code as Fact<string>).confidence,
  };
}

/**
 * The facts of one appeal. Never throws on messy text: what is not found stays absent and the
 * writer leaves a visible blank. Throws ZodError only on a malformed `typed` form.
 */
export function extractFacts(documents: readonly TextDocument[], options: ExtractOptions): Facts {
  const parsed: Parsed[] = documents.map((d) => ({
    doc: parseDocument(d.text),
    // The line-based reader knows the line, not the page.
    source: (line) => ({ kind: 'document', document: d.name, page: 1, method: d.method ?? 'plain', line }),
  }));
  // The API caps it at 5000 characters too; the cap here keeps other callers (CLI) within the schema.
  const extra = options.additionalText?.trim().slice(0, 5000);
  if (extra) parsed.push({ doc: parseDocument(extra), source: () => ({ kind: 'additionalText' }) });

  const number = pick(parsed, (d) => d.noticeNumber);
  const code = pick(parsed, (d) => d.code);
  const appealType = options.appealType ?? pick(parsed, (d) => d.appealType)?.value ?? 'traffic';
  let stage = pick(parsed, (d) => d.stage);
  if (appealType === 'suspension' && stage?.value !== 'suspensao') stage = undefined;

  const facts: Facts = compact({
    version: 2 as const,
    appealType,
    stage,
    notice: compact({
      // The fallback is our reference, not a reading of the notice: confidence 0, so the review asks.
      number: number ?? {
        value: fallbackNoticeCode(options.clock),
        source: { kind: 'fallback' as const },
        confidence: 0,
      },
      issueDate: pick(parsed, (d) => d.issueDate),
      dispatchDate: pick(parsed, (d) => d.dispatchDate),
      deadline: pick(parsed, (d) => d.deadline),
    }),
    agency: pick(parsed, (d) => d.agency),
    vehicle: compact({
      plate: pick(parsed, (d) => d.plate),
      model: pick(parsed, (d) => d.model),
      renavam: pick(parsed, (d) => d.renavam),
    }),
    infraction: compact({
      code,
      description: pick(parsed, (d) => d.description),
      date: pick(parsed, (d) => d.date),
      time: pick(parsed, (d) => d.time),
      place: pick(parsed, (d) => d.place),
      amount: pick(parsed, (d) => d.amount),
    }),
    speed: compact({
      measured: pick(parsed, (d) => d.measured),
      considered: pick(parsed, (d) => d.considered),
      limit: pick(parsed, (d) => d.limit),
      equipment: pick(parsed, (d) => d.equipment),
      verificationDate: pick(parsed, (d) => d.verificationDate),
    }),
    owner: person(parsed, (d) => d.owner),
    driver: person(parsed, (d) => d.driver),
    suspension: compact({
      processNumber: pick(parsed, (d) => d.processNumber),
      points: pick(parsed, (d) => d.points),
      periodStart: pick(parsed, (d) => d.periodStart),
      periodEnd: pick(parsed, (d) => d.periodEnd),
      reason: pick(parsed, (d) => d.reason),
    }),
    formalDefects: [],
    additionalText: extra || undefined,
    signingCity: options.signingCity?.trim() ? typedFact(options.signingCity.trim(), 'userCity') : undefined,
    documents: documents.map((d) => d.name),
  });
  // In a suspension the appellant is the licence holder: the notice's "condutor" is our `owner`.
  if (appealType === 'suspension' && facts.driver && !facts.owner.name) {
    facts.owner = facts.driver;
    delete facts.driver;
  }
  if (options.typed) applyTyped(facts, ManualEntrySchema.parse(options.typed));
  facts.infraction.catalogue = catalogueFact(facts.infraction.code);
  if (!facts.infraction.catalogue) delete facts.infraction.catalogue;
  if (facts.speed && Object.keys(facts.speed).length === 0) delete facts.speed;
  if (facts.driver && Object.keys(facts.driver).length === 0) delete facts.driver;
  if (facts.suspension && Object.keys(facts.suspension).length === 0) delete facts.suspension;
  facts.formalDefects = findFormalDefects(facts);
  return FactsSchema.parse(facts);
}

/** Facts from the SPEC §2 manual-entry form alone (the API sends it as JSON). */
export function factsFromManualEntry(entry: ManualEntry, options: Omit<ExtractOptions, 'typed'>): Facts {
  return extractFacts([], { ...options, typed: entry });
}
