/**
 * The steps of the two pipelines, one function per Step Functions task (statemachines/*.asl.json;
 * functions/src/tasks wraps each as a Lambda handler, local/src/stepfunctions maps the same handlers).
 *
 * generate-appeal: extractDocument (Map, per upload) → buildFacts → writeAppealText → saveGeneratedAppeal;
 *                  any failure → markGenerationFailed (status generation_failed + Portuguese reason).
 * deliver-appeal:  renderAppealPdf (render, store, set documentKey) → notifyAppealReady.
 *
 * Each step is idempotent (a retried Lambda or a resumed execution repeats nothing harmful) and throws
 * errors whose names the ASL matches (errors.ts).
 */
import { type Appeal, type AppealType, appealReference, DOWNLOADABLE_STATUSES } from '../appeal';
import { BRAND } from '../brand';
import type { DocumentInput, DocumentText, TextExtractor } from '../documents';
import { DocumentRejectedError } from '../documents/rejections';
import { NotFoundError, UnsupportedMediaTypeError } from '../errors';
import type { ParsedManualEntry } from '../facts/manual-entry';
import { factsPerNotice, MAX_NOTICE_OPTIONS } from '../facts/notice-choice';
import { readDocument } from '../facts/read-document';
import { withCatalogueRow } from '../facts/catalogue-row';
import type { DocumentReading } from '../facts/reading';
import type { Facts } from '../facts/schema';
import type { Clock, Mailer } from '../ports';
import { followUpOfFacts } from '../follow-up/notice';
import { filingNoteFor, reviewRequests, writeAppeal } from '../writer';
import { documentKeyFor } from './download';
import {
  AppealStatusConflict,
  documentRejected,
  incompleteAppeal,
  documentUnreadable,
  failureReasonFor,
  PipelineError,
  uploadTooLarge,
} from './errors';
import { appealHoles, holeRequests, isCompleteText, unanswerable } from './holes';
import type { AppealRepository, BlobStore } from './ports';
import { appealCode, settleProvisionalCode } from './provisional-code';
import { checkStoredSize } from './uploads';
import { isDecisionReading } from '../second-instance/decision';
import { secondInstanceFacts } from '../second-instance/facts';
import { type SecondInstanceInput, type UploadedDocument, uploadedDocumentName } from './workflow-inputs';

/** Fewer readable characters than this is a blank or illegible document. */
export const MIN_DOCUMENT_TEXT = 20;
/**
 * Most a document's reading may weigh in the Step Functions state: 10 documents stay far below its
 * 256 KB limit. A notice's reading is 3–6 KB; one over this loses labels' text, then long values' tails.
 * A document of several notices may weigh twice this (fitReading).
 */
export const MAX_READING_BYTES = 16 * 1024;

/** Builds the facts JSON (the reader's core/src/facts). */
export interface FactsBuilder {
  fromDocuments(
    documents: DocumentReading[],
    options: { type: AppealType; additionalText?: string; signingCity?: string },
  ): Facts;
  fromManualEntry(
    entry: ParsedManualEntry,
    options: { type: AppealType; additionalText?: string; signingCity?: string },
  ): Facts;
}

/** Writes the appeal text from the facts: Bedrock on AWS, the template writer everywhere. */
export interface AppealWriter {
  write(facts: Facts): Promise<string>;
}

export interface AppealPdfRenderer {
  render(appeal: Appeal): Promise<Uint8Array>;
}

export interface PipelineDeps {
  appeals: AppealRepository;
  blobs: BlobStore;
  clock: Clock;
  extractor: TextExtractor;
  /**
   * An extractor for one stored upload, when reading needs to know where it is (Textract reads
   * multi-page PDFs from S3); `extractor` otherwise.
   */
  extractorFor?: (document: UploadedDocument) => TextExtractor;
  facts: FactsBuilder;
  /** `primary` is tried first (Bedrock on AWS); the ASL falls back to `template` when it fails. */
  writers: { primary: AppealWriter; template: AppealWriter };
  renderer: AppealPdfRenderer;
  mailer: Mailer;
  /** Public origin of the SPA, for the link in the e-mail. */
  appUrl: string;
}

/**
 * An extractor that can look again, independently, at the fields a reading left doubtful or missing
 * (on AWS: Textract's QUERIES, functions/src/adapters/textract/queries.ts). What it finds only
 * corroborates, flags or offers: it never makes a value certain alone.
 */
export interface SecondLook {
  secondLook(reading: DocumentReading, input: DocumentInput): Promise<DocumentReading>;
}

const hasSecondLook = (e: TextExtractor): e is TextExtractor & SecondLook =>
  typeof (e as Partial<SecondLook>).secondLook === 'function';

export interface ExtractedDocument {
  name: string;
  type: DocumentText['type'];
  method: DocumentText['method'];
  pages: number;
  /** What the reader found on it, by geometry: compact, unlike the layout it came from. */
  reading: DocumentReading;
}

/**
 * A reading cut down to MAX_READING_BYTES: labels' text and boxes first, then long values. A document
 * of several notices carries at most the notices the driver may choose among (notice-choice.ts), in
 * twice the budget (its `fields` are the first notice's again).
 */
export function fitReading(whole: DocumentReading): DocumentReading {
  const size = (r: DocumentReading) => JSON.stringify(r).length;
  const reading =
    (whole.notices?.length ?? 0) > MAX_NOTICE_OPTIONS
      ? { ...whole, notices: whole.notices?.slice(0, MAX_NOTICE_OPTIONS) }
      : whole;
  const limit = MAX_READING_BYTES * (reading.notices ? 2 : 1);
  if (size(reading) <= limit) return reading;
  const lean = (fields: DocumentReading['fields'], max: number): DocumentReading['fields'] =>
    Object.fromEntries(
      Object.entries(fields).map(([k, hits]) => [
        k,
        (hits ?? []).slice(0, 1).map(({ label: _, labelBox: __, ...h }) => ({
          ...h,
          value: typeof h.value === 'string' ? h.value.slice(0, max) : h.value,
        })),
      ]),
    );
  const cut = (max: number): DocumentReading => ({
    ...reading,
    fields: lean(reading.fields, max),
    ...(reading.notices
      ? { notices: reading.notices.map((n) => ({ ...n, fields: lean(n.fields, max) })) }
      : {}),
  });
  const shorter = cut(400);
  return size(shorter) <= limit ? shorter : cut(80);
}

/**
 * Map item: reads one upload (PDF text layer, OCR/Textract, or plain text) and pairs its labels and
 * values here, so only the compact reading travels in the state to build-facts, never the layout.
 */
export async function extractDocument(
  deps: Pick<PipelineDeps, 'blobs' | 'extractor' | 'extractorFor'>,
  input: { appealId: string; index: number; document: UploadedDocument },
): Promise<ExtractedDocument> {
  const name = uploadedDocumentName(input.index, input.document.type);
  // Never read more than was checked: the presigned POST can still replace the object for a few minutes.
  const stored = await deps.blobs.head(input.document.key);
  if (!stored) throw new PipelineError('InvalidPipelineInput', `${name}: not stored`);
  try {
    checkStoredSize(stored);
  } catch {
    throw uploadTooLarge(`${name}: ${stored.size} bytes, declared ${stored.declaredSize ?? '?'}`);
  }
  const bytes = await deps.blobs.get(input.document.key);
  const extractor = deps.extractorFor?.(input.document) ?? deps.extractor;
  let result: DocumentText;
  try {
    result = await extractor.extract({ name, bytes });
  } catch (error) {
    // A refused upload fails the appeal with a reason the driver can act on, never a retry.
    if (error instanceof UnsupportedMediaTypeError)
      throw documentRejected(
        error instanceof DocumentRejectedError ? error.reason : undefined,
        `${name}: ${error.message}`,
      );
    throw error;
  }
  const text = result.text.trim();
  if (text.replace(/\s+/g, '').length < MIN_DOCUMENT_TEXT)
    throw documentUnreadable(`${name}: ${text.length} caracteres legíveis`);
  const read = readDocument({ name, method: result.method, layout: result.layout });
  const reading = fitReading(
    hasSecondLook(extractor) ? await extractor.secondLook(read, { name, bytes }) : read,
  );
  return { name, type: result.type, method: result.method, pages: result.pages, reading };
}

export interface FactsStepInput {
  appealId: string;
  type: AppealType;
  documents: ExtractedDocument[];
  manual: ParsedManualEntry | null;
  userCity: string | null;
  additionalText: string | null;
  /** Absent in executions started before the second instance existed. */
  secondInstance?: SecondInstanceInput | null;
}

/**
 * The facts of the appeal, from the documents' text or from the typed form. A second instance: the
 * first appeal's facts (or, when it kept none, the notice read again from the uploads) with the JARI
 * decision read from the uploads (core/src/second-instance/facts.ts).
 */
export function buildFacts(deps: Pick<PipelineDeps, 'facts'>, input: FactsStepInput): { facts: Facts } {
  const options = {
    type: input.type,
    additionalText: input.additionalText ?? undefined,
    signingCity: input.userCity ?? undefined,
  };
  if (input.manual) return { facts: deps.facts.fromManualEntry(input.manual, options) };
  if (input.documents.length === 0)
    throw new PipelineError('InvalidPipelineInput', 'no documents and no form');
  const second = input.secondInstance;
  if (second) {
    const readings = input.documents.map((d) => d.reading);
    const base = second.firstFacts ?? noticeFactsOf(deps, readings, options);
    const first = { id: second.firstAppealId, facts: base, grounds: second.firstGrounds };
    return { facts: secondInstanceFacts(first, readings, options) };
  }
  // Several notices in one upload: the facts of one, the others kept for the driver to choose.
  return {
    facts: factsPerNotice(
      input.documents.map((d) => d.reading),
      (readings) => deps.facts.fromDocuments(readings, options),
    ),
  };
}

/**
 * A first appeal saved without its facts: the notice as read again from the uploads the driver added,
 * or, with none, what the decision itself shows of the auto (never its dates: they are the decision's).
 */
function noticeFactsOf(
  deps: Pick<PipelineDeps, 'facts'>,
  readings: DocumentReading[],
  options: Parameters<FactsBuilder['fromDocuments']>[1],
): Facts {
  const notices = readings.filter((r) => !isDecisionReading(r));
  const facts = deps.facts.fromDocuments(notices.length ? notices : readings, options);
  if (notices.length === 0) {
    delete facts.notice.issueDate;
    delete facts.notice.dispatchDate;
    delete facts.notice.deadline;
    delete facts.suspension;
  }
  return facts;
}

/** Writes the text with the primary writer, or with the template writer when the ASL falls back. */
export async function writeAppealText(
  deps: Pick<PipelineDeps, 'writers'>,
  input: { appealId: string; facts: Facts; writer: 'primary' | 'template' },
): Promise<{ text: string }> {
  // The driver may have corrected the code in the review step: the row follows it (facts/catalogue-row.ts).
  const text = (await deps.writers[input.writer].write(withCatalogueRow(input.facts))).trim();
  if (!text) throw new PipelineError('InvalidPipelineInput', 'the writer returned no text');
  return { text };
}

/**
 * processing → pending_payment with the text, the notice number as code (else SPEC's provisional code,
 * unique among the owner's appeals: ./provisional-code.ts) and the filing note for these facts
 * (whichever writer wrote the text, the note comes from the facts), plus what the appeal keeps for
 * after it is written: the notice summary, the grounds, the filing deadline read on the notice and its
 * first reminder (core/src/follow-up/notice.ts). Saving twice (a retried Lambda) changes nothing the
 * second time.
 *
 * Never an appeal with a hole (./holes.ts): when the text (or the template's, for these facts) has a
 * blank or a double addressee, the appeal goes back to the driver's review (awaiting_review) with the
 * facts that fill them asked. A text whose holes the template for the same facts does not have (a
 * language model's) is replaced by the template's complete text; a hole no answer fills fails the run.
 */
export async function saveGeneratedAppeal(
  deps: Pick<PipelineDeps, 'appeals' | 'clock'>,
  input: { appealId: string; text: string; facts: Facts },
): Promise<{ status: 'pending_payment' | 'awaiting_review'; code: string }> {
  const facts = withCatalogueRow(input.facts);
  const now = deps.clock.now();
  let text = input.text;
  let holes = appealHoles(facts, { text, signedOn: now });
  if (holes.length && !isCompleteText(text)) {
    const template = appealHoles(facts, { signedOn: now });
    if (template.length === 0) {
      text = writeAppeal(facts, { signedOn: now }).text;
      holes = template;
    }
  }
  const unfilled = unanswerable(holes);
  if (unfilled.length) throw incompleteAppeal(`${input.appealId}: ${unfilled.join('; ')}`);
  try {
    const appeal = await deps.appeals.get(input.appealId);
    if (!appeal) throw new NotFoundError(`appeal ${input.appealId}`);
    if (holes.length) {
      const reviewRequests = holeRequests(facts, holes, reviewRequests_(input.facts));
      await deps.appeals.update(
        input.appealId,
        { status: 'awaiting_review', facts: { ...input.facts, reviewRequests } },
        ['processing'],
      );
      return { status: 'awaiting_review', code: appeal.code ?? facts.notice.number.value };
    }
    const code = await appealCode(deps.appeals, appeal, facts, deps.clock);
    const followUp = followUpOfFacts(facts, now);
    await deps.appeals.update(
      input.appealId,
      {
        ...followUp,
        status: 'pending_payment',
        generatedText: text,
        filingNote: filingNoteFor(facts, { signedOn: now }),
        code,
        userName: appeal.userName ?? facts.owner.name?.value,
        userDocument: appeal.userDocument ?? facts.owner.cpf?.value,
        textVersion: (appeal.textVersion ?? 0) + 1,
      },
      ['processing'],
    );
    const settled = await settleProvisionalCode(deps.appeals, { ...appeal, status: 'pending_payment' }, code);
    return { status: 'pending_payment', code: settled };
  } catch (error) {
    const current =
      error instanceof AppealStatusConflict ? await deps.appeals.get(input.appealId) : undefined;
    if (current?.status === 'awaiting_review' && holes.length)
      return { status: 'awaiting_review', code: current.code ?? facts.notice.number.value };
    if (current?.status !== 'pending_payment' || current.generatedText !== text) throw error;
    return { status: 'pending_payment', code: current.code ?? facts.notice.number.value };
  }
}

/** The review requests stored with the facts, else those the writer derives from them. */
const reviewRequests_ = (facts: Facts) => facts.reviewRequests ?? reviewRequests(facts);

/**
 * The Catch of generate-appeal: processing → generation_failed with the reason the user reads. An
 * appeal that already left processing (saved, or edited meanwhile) is left alone.
 */
export async function markGenerationFailed(
  deps: Pick<PipelineDeps, 'appeals'>,
  input: { appealId: string; error?: { Error?: string; Cause?: string } | null },
): Promise<{ status: 'generation_failed' | 'unchanged'; failureReason: string }> {
  const failureReason = failureReasonFor(input.error?.Error);
  try {
    await deps.appeals.update(input.appealId, { status: 'generation_failed', failureReason }, ['processing']);
    return { status: 'generation_failed', failureReason };
  } catch (error) {
    if (error instanceof AppealStatusConflict || error instanceof NotFoundError)
      return { status: 'unchanged', failureReason };
    throw error;
  }
}

/** Renders the paid appeal's current text, stores it under documents/<userId>/<appealId>.pdf, records the key. */
export async function renderAppealPdf(
  deps: Pick<PipelineDeps, 'appeals' | 'blobs' | 'renderer'>,
  input: { appealId: string },
): Promise<{ documentKey: string }> {
  const appeal = await deps.appeals.get(input.appealId);
  if (!appeal) throw new PipelineError('InvalidPipelineInput', `appeal ${input.appealId} not found`);
  if (!DOWNLOADABLE_STATUSES.includes(appeal.status) || !appeal.generatedText)
    throw new PipelineError(
      'InvalidPipelineInput',
      `appeal ${appeal.id} is ${appeal.status}, not deliverable`,
    );
  const bytes = await deps.renderer.render(appeal);
  const documentKey = documentKeyFor(appeal.userId, appeal.id);
  await deps.blobs.put(documentKey, bytes, 'application/pdf');
  await deps.appeals.update(appeal.id, { documentKey }, DOWNLOADABLE_STATUSES);
  return { documentKey };
}

export const READY_SUBJECT = 'Seu recurso está pronto';

/** E-mails the owner that the PDF can be downloaded. */
export async function notifyAppealReady(
  deps: Pick<PipelineDeps, 'appeals' | 'mailer' | 'appUrl'>,
  input: { appealId: string },
): Promise<{ notified: string }> {
  const appeal = await deps.appeals.get(input.appealId);
  if (!appeal) throw new PipelineError('InvalidPipelineInput', `appeal ${input.appealId} not found`);
  const page = appeal.type === 'suspension' ? 'dashboard/suspension' : 'dashboard/resources';
  const link = `${deps.appUrl.replace(/\/$/, '')}/${page}`;
  const greeting = appeal.userName ? `Olá, ${appeal.userName}!` : 'Olá!';
  const reference = appealReference(appeal);
  const code = reference ? ` (${reference})` : '';
  await deps.mailer.send({
    to: appeal.userEmail,
    subject: READY_SUBJECT,
    text: [
      greeting,
      '',
      `O PDF do seu recurso${code} está pronto para download.`,
      `Acesse ${link} e clique em "Baixar PDF".`,
      '',
      `Equipe ${BRAND.companyName}`,
    ].join('\n'),
  });
  return { notified: appeal.userEmail };
}
