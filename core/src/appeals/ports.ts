/**
 * Ports of the appeal lifecycle. Adapters: functions/src/adapters/{appeals,s3,sfn} on AWS,
 * local/src/stepfunctions for the local workflow runner.
 */
import type * as z from 'zod/mini';
import type { Appeal, AppealStatus } from '../appeal';
import type { Facts } from '../facts/schema';
import type { appealCountersSchema, presignedUploadSchema } from './responses';
import type { GenerationInput } from './workflow-inputs';

/** One page of a newest-first list; `cursor` is opaque and absent on the last page. */
export interface Page<T> {
  items: T[];
  cursor?: string;
}

/**
 * An appeal as lists carry it: without its text (a few KB each, hundreds per list), with `hasText`
 * saying whether one exists. The text is read with `get` (GET /appeals/{id}, the pipeline).
 */
export type AppealSummary = Omit<Appeal, HeavyAppealField> & { hasText: boolean };
/** The attributes lists leave out: the text and the note printed after it, read only by one-appeal reads. */
export type HeavyAppealField = 'generatedText' | 'filingNote';

export interface ListOptions {
  limit?: number;
  cursor?: string;
}

/** Fields a use case may change on an existing appeal (id, owner, type, value and createdAt never change). */
export type AppealChanges = Partial<
  Pick<
    Appeal,
    | 'status'
    | 'code'
    | 'generatedText'
    | 'filingNote'
    | 'documentKey'
    | 'userName'
    | 'userDocument'
    | 'failureReason'
    | 'generationAttempt'
    | 'textVersion'
    | 'notice'
    | 'grounds'
    | 'filingDeadline'
    | 'filingDeadlineSource'
    | 'reminderDueAt'
    | 'remindersSent'
    | 'filing'
    | 'outcome'
  >
> & {
  /** Attributes to delete (e.g. failureReason once a retry starts, reminderDueAt once filed). */
  remove?: ('failureReason' | 'documentKey' | 'reminderDueAt')[];
  /**
   * The appeal's facts (read from its documents, or as the driver confirmed them), stored on their own
   * item in the same transaction as the change; read back with `getFacts`.
   */
  facts?: Facts;
};

/** The statistics counters (their meaning is documented on the schema, ./responses.ts). */
export type AppealCounters = z.output<typeof appealCountersSchema>;

/**
 * Appeal storage. Every method that changes a status updates the statistics counters in the same
 * transaction, so the counters can never drift from the items they count.
 */
export interface AppealRepository {
  /**
   * Stores a new appeal and counts it, with the pipeline input that generates its text (kept for
   * retries); fails with ConflictError if the id exists.
   */
  create(appeal: Appeal, generation?: GenerationInput): Promise<void>;
  /** `text: false` leaves out the text fields (`generatedText`, `filingNote`): one read, not two. */
  get(id: string, options?: { text?: boolean }): Promise<Appeal | undefined>;
  /** The input the appeal's generation was started with (upload keys or the typed form). */
  getGenerationInput(id: string): Promise<GenerationInput | undefined>;
  /** The facts stored with the appeal (after reading, or as the driver confirmed them). */
  getFacts(id: string): Promise<Facts | undefined>;
  /** A user's appeals, newest first; `status` narrows the list (e.g. processing for polling). */
  listByUser(userId: string, options?: ListOptions & { status?: AppealStatus }): Promise<Page<AppealSummary>>;
  /** Every appeal, newest first (admin). */
  listAll(options?: ListOptions): Promise<Page<AppealSummary>>;
  /** Appeals in one status, newest first. */
  listByStatus(status: AppealStatus, options?: ListOptions): Promise<Page<AppealSummary>>;
  /**
   * Applies `changes` only if the stored status is one of `expectStatus` (when given); throws
   * NotFoundError (no such appeal) or AppealStatusConflict (another status). Returns the new appeal.
   */
  update(id: string, changes: AppealChanges, expectStatus?: readonly AppealStatus[]): Promise<Appeal>;
  counters(): Promise<AppealCounters>;
}

export interface StoredObject {
  size: number;
  /** The Content-Type stored with the object (fixed by the presigned POST for uploads). */
  contentType?: string;
  /** For uploads: the size declared when the presigned POST was issued (its policy pins it). */
  declaredSize?: number;
}

/** Private object storage (S3 / s3rver). Keys are always chosen by the server. */
export interface BlobStore {
  head(key: string): Promise<StoredObject | undefined>;
  /** The first `length` bytes (fewer if the object is shorter). */
  readStart(key: string, length: number): Promise<Uint8Array>;
  get(key: string): Promise<Uint8Array>;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
}

export type PresignedUpload = z.output<typeof presignedUploadSchema>;

/** Issues browser uploads straight to storage (S3 presigned POST), and short-lived links back to them. */
export interface UploadSigner {
  /** The policy admits exactly `bytes` bytes of `contentType`, and records `bytes` with the object. */
  presignPost(input: {
    key: string;
    contentType: string;
    bytes: number;
    expiresInSeconds: number;
  }): Promise<PresignedUpload>;
  /** A GET URL of an upload valid for `expiresInSeconds` (the review step's page thumbnails). */
  presignGet(input: { key: string; expiresInSeconds: number }): Promise<string>;
}

export const WORKFLOWS = ['generate-appeal', 'deliver-appeal'] as const;
export type WorkflowName = (typeof WORKFLOWS)[number];

/**
 * Starts a pipeline execution. Executions are named, and starting a name that already exists is a
 * success that starts nothing (Step Functions' ExecutionAlreadyExists), so repeated starts are harmless.
 */
export interface WorkflowStarter {
  start(workflow: WorkflowName, executionName: string, input: Record<string, unknown>): Promise<void>;
}

/** The users side, as far as appeals need it. */
export interface UserDirectory {
  findIdByEmail(email: string): Promise<string | undefined>;
}
