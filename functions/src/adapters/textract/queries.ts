/**
 * A second, independent look at the fields the geometric reading left doubtful, with Textract's
 * QUERIES (AnalyzeDocument): one question per field, answered from the page by another model than
 * the one that read its words. It pays off only where a field is uncertain or missing and the appeal
 * needs it, so it is asked only then, and only of what Textract reads synchronously (an image, a
 * one-page PDF): at most one call per upload (docs/deploy.md, costs).
 *
 * What an answer may do (certainty by evidence, docs/facts.md):
 * - the same value as the geometric reading: two independent readers agree, and a value doubted only
 *   for its print (low OCR confidence, a confusable glyph) becomes certain;
 * - another value: the reading stays doubtful, with the issue `query_disagrees` naming the other
 *   reading for the driver to check;
 * - a value where the geometric reading found none: it is offered, never certain (an answer alone has
 *   no label, no pairing, nothing else to back it).
 *
 * AWS documents QUERIES for English only (Textract's "Supported languages": category 1), so questions
 * are asked in English naming the label in Portuguese; the answers are the page's own text.
 */
import { AnalyzeDocumentCommand, type Block, type TextractClient } from '@aws-sdk/client-textract';
import {
  CERTAIN_CONFIDENCE,
  type DocumentReading,
  type FactPath,
  parseFieldValue,
  type ReadHit,
  type ReadingKey,
} from '@recurso/core/facts';
import { type ApiResponsePage, TextractDocument } from 'amazon-textract-response-parser';
import { type BackoffOptions, withBackoff } from '../backoff';

/** The questions: the fields an appeal cannot go without, and OCR's usual doubts among them. */
export const FIELD_QUERIES: Partial<Record<ReadingKey, { alias: string; text: string }>> = {
  'notice.number': {
    alias: 'NOTICE_NUMBER',
    text: 'What is the infraction notice number (Auto de Infração, AIT)?',
  },
  'vehicle.plate': { alias: 'PLATE', text: 'What is the vehicle licence plate (Placa)?' },
  'infraction.date': {
    alias: 'INFRACTION_DATE',
    text: 'What is the date of the infraction (Data da infração)?',
  },
  'infraction.time': { alias: 'INFRACTION_TIME', text: 'What is the time of the infraction (Hora)?' },
  'infraction.code': { alias: 'INFRACTION_CODE', text: 'What is the infraction code (Código da infração)?' },
  'notice.issueDate': { alias: 'ISSUE_DATE', text: 'What is the notice issue date (Data de emissão)?' },
  'notice.deadline': {
    alias: 'DEADLINE',
    text: 'What is the deadline for the defence or appeal (Prazo, data limite)?',
  },
  'owner.cpf': { alias: 'OWNER_CPF', text: 'What is the CPF of the owner (Proprietário)?' },
  'driver.cnh': { alias: 'DRIVER_CNH', text: 'What is the driver licence number (CNH, registro)?' },
  'suspension.processNumber': {
    alias: 'PROCESS_NUMBER',
    text: 'What is the administrative process number (Processo)?',
  },
};

/** An answer to one field's question. */
export interface QueryAnswer {
  key: ReadingKey;
  text: string;
  /** 0–1. */
  confidence: number;
  page: number;
}

/** An answer is heard only when Textract is at least this sure of it. */
const MIN_ANSWER = 0.5;
/** A field the query corroborated is this sure (certain, but never more than the two readers' agreement). */
const AGREED = 0.9;
/** A value only the query found: offered for the driver to confirm. */
const OFFERED = 0.6;
/** Issues that are about print, which a second reader agreeing settles. */
const PRINT_DOUBTS = new Set(['low_ocr_confidence', 'ocr_confusable']);

const doubtful = (hit: ReadHit | undefined): boolean =>
  !hit || hit.confidence < CERTAIN_CONFIDENCE || (hit.issues?.length ?? 0) > 0;

/** Fields an appeal cannot go without, by notice: missing, they are worth a question alone. */
const REQUIRED: Record<'traffic' | 'suspension', ReadingKey[]> = {
  traffic: ['notice.number', 'vehicle.plate', 'infraction.date', 'infraction.code'],
  suspension: ['suspension.processNumber', 'driver.cnh'],
};
const SUSPENSION_ONLY: ReadingKey[] = ['suspension.processNumber', 'driver.cnh'];
const TRAFFIC_ONLY: ReadingKey[] = ['vehicle.plate', 'infraction.code', 'infraction.time'];

/**
 * The fields worth a question, or none: a call is made when a field read is doubtful, or one the
 * appeal cannot go without is missing; it then asks every field of that kind of notice still doubtful
 * or missing (one call costs the same for one question or fifteen).
 */
export function doubtfulFields(reading: DocumentReading): ReadingKey[] {
  const suspension = reading.fields.stage?.[0]?.value === 'suspensao';
  const relevant = (Object.keys(FIELD_QUERIES) as ReadingKey[]).filter(
    (k) => !(suspension ? TRAFFIC_ONLY : SUSPENSION_ONLY).includes(k),
  );
  const first = (k: ReadingKey) => reading.fields[k]?.[0];
  const worth =
    relevant.some((k) => first(k) && doubtful(first(k))) ||
    REQUIRED[suspension ? 'suspension' : 'traffic'].some((k) => !first(k));
  return worth ? relevant.filter((k) => doubtful(first(k))) : [];
}

/**
 * An answer as the field's value (a date "15/03/2026" as 2026-03-15, a plate as its seven characters,
 * a CPF as its digits with its check digits holding), or undefined when it does not look like one: the
 * same parser the review step's form uses for what a driver types.
 */
function answerValue(key: ReadingKey, text: string): string | number | undefined {
  const parsed = parseFieldValue(key as FactPath, text.replace(/\s+/g, ' '));
  return parsed?.ok && (typeof parsed.value === 'string' || typeof parsed.value === 'number')
    ? parsed.value
    : undefined;
}

/** The answers of an AnalyzeDocument QUERIES response, by field. */
export function queryAnswers(blocks: readonly Block[]): QueryAnswer[] {
  if (!blocks.some((b) => b.BlockType === 'PAGE')) return [];
  const doc = new TextractDocument({
    DocumentMetadata: { Pages: blocks.filter((b) => b.BlockType === 'PAGE').length },
    Blocks: blocks,
  } as unknown as ApiResponsePage);
  const out: QueryAnswer[] = [];
  doc.listPages().forEach((page, i) => {
    for (const [key, q] of Object.entries(FIELD_QUERIES) as [ReadingKey, { alias: string }][]) {
      const top = page.queries.getQueryByAlias(q.alias)?.topResult;
      if (!top?.text.trim()) continue;
      out.push({ key, text: top.text.trim(), confidence: top.confidence / 100, page: i + 1 });
    }
  });
  return out;
}

/**
 * The reading with the answers weighed in (see the file's comment): corroborated, flagged, or offered.
 * Hits other than each field's first are left as they were.
 */
export function corroborate(reading: DocumentReading, answers: readonly QueryAnswer[]): DocumentReading {
  const fields = { ...reading.fields };
  for (const answer of answers) {
    if (answer.confidence < MIN_ANSWER) continue;
    const value = answerValue(answer.key, answer.text);
    if (value === undefined) continue;
    const hits = fields[answer.key] ?? [];
    const [hit, ...rest] = hits;
    if (!hit) {
      fields[answer.key] = [{ value, page: answer.page, confidence: Math.min(OFFERED, answer.confidence) }];
      continue;
    }
    if (!doubtful(hit)) continue;
    if (String(hit.value) === String(value)) {
      const issues = hit.issues ?? [];
      if (issues.every((i) => PRINT_DOUBTS.has(i.check))) {
        const { issues: _, ...clean } = hit;
        fields[answer.key] = [{ ...clean, confidence: Math.max(hit.confidence, AGREED) }, ...rest];
      }
      continue;
    }
    fields[answer.key] = [
      {
        ...hit,
        issues: [
          ...(hit.issues ?? []),
          {
            check: 'query_disagrees',
            message: `Uma segunda leitura do documento encontrou “${answer.text}” aqui. Confira com o documento.`,
          },
        ],
      },
      ...rest,
    ];
  }
  return { ...reading, fields };
}

/**
 * The questions for `keys` asked of one page (image or one-page PDF bytes): AnalyzeDocument with
 * QUERIES only (at most 15 a page, as the synchronous call allows), throttling retried.
 */
export async function askQueries(
  client: TextractClient,
  bytes: Uint8Array,
  keys: readonly ReadingKey[],
  backoff: BackoffOptions,
): Promise<QueryAnswer[]> {
  const queries = keys
    .flatMap((k) =>
      FIELD_QUERIES[k] ? [{ Text: FIELD_QUERIES[k].text, Alias: FIELD_QUERIES[k].alias }] : [],
    )
    .slice(0, 15);
  if (!queries.length) return [];
  const out = await withBackoff(
    () =>
      client.send(
        new AnalyzeDocumentCommand({
          Document: { Bytes: bytes },
          FeatureTypes: ['QUERIES'],
          QueriesConfig: { Queries: queries },
        }),
      ),
    backoff,
  );
  return queryAnswers(out.Blocks ?? []);
}
