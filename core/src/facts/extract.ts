/**
 * Facts from documents, the manual-entry form and the user's free text. Precedence per field:
 * typed (the user's explicit entry) > documents in upload order > additionalText. Each document is
 * read by geometry (read-document.ts) unless it arrives already read (the pipeline's extract step).
 */
import { findInfraction, type Infraction } from '../catalogue';
import type { DocumentLayout } from '../documents/layout';
import type { ExtractionMethod } from '../documents/types';
import type { Clock } from '../ports';
import {
  checkCode,
  checkDates,
  checkPrintedDescription,
  checkScannedAmount,
  checkScannedBreath,
  checkScannedBreathMargin,
  checkScannedSpeedBracket,
  checkScannedSpeeds,
  checkScannedVerification,
  checkScannedDescription,
  completeScannedDescription,
  checkScannedLegalBasis,
  checkSpeeds,
} from './checks';
import { findFormalDefects } from './defects';
import { type ManualEntry, ManualEntrySchema } from './manual-entry';
import { fallbackNoticeCode } from './notice-number';
import { readDocument, readText } from './read-document';
import type { DocumentReading, ReadHit, ReadingKey } from './reading';
import { type Fact, type Facts, FactsSchema, type FactSource, type Person, type Stage } from './schema';
import { applyTyped, compact, typedFact } from './typed';

export { matchTypedInfraction } from './typed';

/** A document as text ("Label: value" lines, running text): read through a synthetic layout. */
export interface TextDocument {
  /** File name; becomes the fact source. */
  name: string;
  text: string;
  /** How the text was read (default 'plain'). */
  method?: ExtractionMethod;
  /** When present (an extractor's DocumentText), the geometry is read instead of the text. */
  layout?: DocumentLayout;
}

/** A document to read (text or layout), or one the pipeline's extract step already read. */
export type ReadableDocument = TextDocument | DocumentReading;

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

const isReading = (d: ReadableDocument): d is DocumentReading => 'fields' in d;

/** Reads a document unless it was read already. */
export function readingOf(d: ReadableDocument): DocumentReading {
  if (isReading(d)) return d;
  const method = d.method ?? 'plain';
  return d.layout
    ? readDocument({ name: d.name, method, layout: d.layout })
    : readText(d.name, d.text, method);
}

type Source = { reading: DocumentReading; additional: boolean };

function toFact(hit: ReadHit, from: Source): Fact<unknown> {
  const { reading, additional } = from;
  const source: FactSource = additional
    ? { kind: 'additionalText' }
    : {
        kind: 'document',
        document: reading.name,
        page: hit.page,
        method: reading.method,
        ...(hit.box ? { box: hit.box } : {}),
        ...(hit.label ? { label: hit.label } : {}),
        ...(hit.labelBox ? { labelBox: hit.labelBox } : {}),
        ...(hit.line ? { line: hit.line } : {}),
        ...(reading.toImage?.[hit.page] ? { toImage: reading.toImage[hit.page] } : {}),
      };
  return {
    value: hit.value,
    source,
    confidence: hit.confidence,
    ...(hit.issues?.length ? { issues: hit.issues.map((i) => ({ ...i })) } : {}),
  };
}

/** The first source (in order) that read `key`. */
function pick<T>(sources: readonly Source[], key: ReadingKey): Fact<T> | undefined {
  for (const s of sources) {
    const hit = s.reading.fields[key]?.[0];
    if (hit) return toFact(hit, s) as Fact<T>;
  }
  return undefined;
}

/** The first of `readings` (in order) that read `key`, as a fact of that document. */
export const readFact = <T>(readings: readonly DocumentReading[], key: ReadingKey): Fact<T> | undefined =>
  pick<T>(
    readings.map((reading) => ({ reading, additional: false })),
    key,
  );

/**
 * The infraction code: the first candidate the catalogue knows; else a labelled one, kept with the
 * issue code_not_in_catalogue (a code found in running text only counts when the catalogue has it).
 */
function pickCode(sources: readonly Source[]): { code?: Fact<string>; row?: Infraction } {
  for (const s of sources) {
    const hits = s.reading.fields['infraction.code'] ?? [];
    for (const hit of hits) {
      const row = findInfraction(String(hit.value));
      if (row) return { code: { ...(toFact(hit, s) as Fact<string>), value: row.codigo }, row };
    }
    const labelled = hits.find((h) => h.label);
    if (labelled) return { code: toFact(labelled, s) as Fact<string> };
  }
  return {};
}

function person(sources: readonly Source[], role: 'owner' | 'driver'): Person {
  return compact({
    name: pick<string>(sources, `${role}.name`),
    cpf: pick<string>(sources, `${role}.cpf`),
    cnpj: pick<string>(sources, `${role}.cnpj`),
    cnh: pick<string>(sources, `${role}.cnh`),
    address: pick<string>(sources, `${role}.address`),
  });
}

function catalogueFact(
  code: Fact<string> | undefined,
  row: Infraction | undefined,
): Facts['infraction']['catalogue'] {
  if (!code || !row) return undefined;
  const { codigo, descricao, artigo, gravidade, pontos, valor, suspensiva } = row;
  // As sure as the code it was looked up from (after the code's checks).
  return {
    value: { codigo, descricao, artigo, gravidade, pontos, valor, suspensiva },
    source: { kind: 'catalogue', code: codigo },
    confidence: code.confidence,
    ...(code.issues?.length ? { issues: code.issues.map((i) => ({ ...i })) } : {}),
  };
}

/**
 * The facts of one appeal. Never throws on messy text: what is not found stays absent and the
 * writer leaves a visible blank. Throws ZodError only on a malformed `typed` form.
 */
export function extractFacts(documents: readonly ReadableDocument[], options: ExtractOptions): Facts {
  const sources: Source[] = documents.map((d) => ({ reading: readingOf(d), additional: false }));
  // The API caps it at 5000 characters too; the cap here keeps other callers (CLI) within the schema.
  const extra = options.additionalText?.trim().slice(0, 5000);
  if (extra) sources.push({ reading: readText('additionalText', extra), additional: true });

  const number = pick<string>(sources, 'notice.number');
  const appealType =
    options.appealType ?? pick<'traffic' | 'suspension'>(sources, 'appealType')?.value ?? 'traffic';
  let stage = pick<Stage>(sources, 'stage');
  if (appealType === 'suspension' && stage?.value !== 'suspensao') stage = undefined;
  const { code, row } = pickCode(sources);

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
      issueDate: pick<string>(sources, 'notice.issueDate'),
      dispatchDate: pick<string>(sources, 'notice.dispatchDate'),
      deadline: pick<string>(sources, 'notice.deadline'),
    }),
    agency: pick<string>(sources, 'agency'),
    vehicle: compact({
      plate: pick<string>(sources, 'vehicle.plate'),
      model: pick<string>(sources, 'vehicle.model'),
      renavam: pick<string>(sources, 'vehicle.renavam'),
    }),
    infraction: compact({
      code,
      description: pick<string>(sources, 'infraction.description'),
      legalBasis: pick<string>(sources, 'infraction.legalBasis'),
      date: pick<string>(sources, 'infraction.date'),
      time: pick<string>(sources, 'infraction.time'),
      place: pick<string>(sources, 'infraction.place'),
      amount: pick<number>(sources, 'infraction.amount'),
      agentId: pick<string>(sources, 'infraction.agentId'),
    }),
    speed: compact({
      measured: pick<number>(sources, 'speed.measured'),
      considered: pick<number>(sources, 'speed.considered'),
      limit: pick<number>(sources, 'speed.limit'),
      equipment: pick<string>(sources, 'speed.equipment'),
      verificationDate: pick<string>(sources, 'speed.verificationDate'),
    }),
    breath: compact({
      equipment: pick<string>(sources, 'breath.equipment'),
      serial: pick<string>(sources, 'breath.serial'),
      verificationDate: pick<string>(sources, 'breath.verificationDate'),
      measured: pick<number>(sources, 'breath.measured'),
      considered: pick<number>(sources, 'breath.considered'),
      testNumber: pick<string>(sources, 'breath.testNumber'),
    }),
    owner: person(sources, 'owner'),
    driver: person(sources, 'driver'),
    suspension: compact({
      processNumber: pick<string>(sources, 'suspension.processNumber'),
      openingDate: pick<string>(sources, 'suspension.openingDate'),
      points: pick<number>(sources, 'suspension.points'),
      periodStart: pick<string>(sources, 'suspension.periodStart'),
      periodEnd: pick<string>(sources, 'suspension.periodEnd'),
      reason: pick<'pontos' | 'infracao_suspensiva'>(sources, 'suspension.reason'),
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
  let catalogueRow = row;
  if (options.typed) {
    applyTyped(facts, ManualEntrySchema.parse(options.typed));
    if (facts.infraction.code?.source.kind === 'typed')
      catalogueRow = findInfraction(facts.infraction.code.value);
  }
  checkDates(facts);
  checkSpeeds(facts);
  checkScannedBreath(facts);
  checkScannedBreathMargin(facts);
  checkScannedSpeeds(facts);
  checkScannedSpeedBracket(facts, catalogueRow);
  checkScannedAmount(facts, catalogueRow);
  checkScannedVerification(facts);
  checkScannedLegalBasis(facts, catalogueRow);
  completeScannedDescription(facts, catalogueRow);
  checkCode(facts, catalogueRow);
  checkScannedDescription(facts, catalogueRow);
  checkPrintedDescription(facts, catalogueRow);
  facts.infraction.catalogue = catalogueFact(facts.infraction.code, catalogueRow);
  if (!facts.infraction.catalogue) delete facts.infraction.catalogue;
  for (const group of ['speed', 'breath', 'driver', 'suspension'] as const)
    if (facts[group] && Object.keys(facts[group] as object).length === 0) delete facts[group];
  facts.formalDefects = findFormalDefects(facts);
  return FactsSchema.parse(facts);
}

/** Facts from the SPEC §2 manual-entry form alone (the API sends it as JSON). */
export function factsFromManualEntry(entry: ManualEntry, options: Omit<ExtractOptions, 'typed'>): Facts {
  return extractFacts([], { ...options, typed: entry });
}
