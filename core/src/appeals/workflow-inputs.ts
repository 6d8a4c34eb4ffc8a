/**
 * The inputs of the two pipelines (statemachines/*.asl.json) and the names of their executions.
 * Every key is always present (null when unused) because a JSONPath to a missing key fails the state.
 */
import type { AppealType } from '../appeal';
import type { ParsedManualEntry } from '../facts/manual-entry';
import type { Facts } from '../facts/schema';
import type { FileType } from './files';

export interface UploadedDocument {
  key: string;
  type: FileType;
}

export interface GenerationInput {
  appealId: string;
  userId: string;
  type: AppealType;
  /** Empty in manual mode. */
  documents: UploadedDocument[];
  manual: ParsedManualEntry | null;
  userName: string | null;
  userCity: string | null;
  additionalText: string | null;
}

/**
 * generate-appeal after the driver confirmed the facts ("Revisar dados"): no reading, the stored facts
 * are written. The ASL tells the two runs apart by the presence of `facts`.
 */
export interface WriteRunInput {
  appealId: string;
  userId: string;
  facts: Facts;
}

/** The name the pipeline gives the upload at `index` (the facts' document sources carry it). */
export const uploadedDocumentName = (index: number, type: FileType): string =>
  `documento-${index + 1}.${type === 'text' ? 'txt' : type}`;

export interface DeliveryInput {
  appealId: string;
  /** The text version that asked for this PDF (null after payment); the step renders the current text. */
  textVersion: number | null;
}

/** Which run of generate-appeal: reading the documents (and writing), or writing reviewed facts. */
export type GenerationPhase = 'read' | 'write';

/**
 * generate-appeal: the appeal id for the first run, then one name per run (names never repeat): a
 * retry reads again (`-retry-<n>`), a run after the driver's review only writes (`-write-<n>`).
 */
export const generationExecutionName = (
  appealId: string,
  attempt: number,
  phase: GenerationPhase = 'read',
): string =>
  phase === 'write'
    ? `${appealId}-write-${attempt}`
    : attempt <= 1
      ? appealId
      : `${appealId}-retry-${attempt}`;

/** deliver-appeal: one execution per text version, so a duplicate payment event starts nothing twice. */
export const deliveryExecutionName = (appealId: string, textVersion: number): string =>
  `${appealId}-v${textVersion}`;
