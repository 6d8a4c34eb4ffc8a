/**
 * What the appeals API answers (SPEC §7), as zod schemas: the OpenAPI document is generated from them
 * (functions/src/http/appeals.contract.ts) and the view types of ./view.ts are derived from them, so the
 * shape is written once. Nothing at run time imports this module: the Lambda bundles do not carry it.
 */
import * as z from 'zod/mini';
import { APPEAL_STATUSES, APPEAL_TYPES } from '../appeal';
import { followUpSummarySchema } from '../follow-up/schemas';
import { appealPreviewSchema } from './review-schemas';

const status = z.enum(APPEAL_STATUSES);

export const appealSummarySchema = z
  .object({
    id: z.string(),
    type: z.enum(APPEAL_TYPES),
    status,
    /** BRL, from the server's price table. */
    value: z.number(),
    /** The infraction notice number, or SPEC's fallback code. */
    code: z.optional(z.string()),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** Whether GET /appeals/{id} has a text (lists leave the text out). */
    hasText: z.boolean(),
    /** Where the PDF is downloaded, once it exists and the appeal is paid. */
    documentUrl: z.optional(z.string()),
    userName: z.optional(z.string()),
    userDocument: z.optional(z.string()),
    userEmail: z.string(),
    /** Portuguese reason, when status is generation_failed. */
    failureReason: z.optional(z.string()),
    /** Deadline, filing, decision and driver identification (core/src/follow-up), when any applies. */
    followUp: z.optional(followUpSummarySchema),
  })
  .register(z.globalRegistry, { id: 'AppealSummary' });

export const appealSummaryList = z
  .array(appealSummarySchema)
  .register(z.globalRegistry, { id: 'AppealList' });

/** GET /appeals/{id}: the text once paid (or for staff), else only the preview (issue 14). */
export const appealSchema = z
  .extend(appealSummarySchema, {
    generatedText: z.optional(z.string()),
    preview: z.optional(appealPreviewSchema),
  })
  .register(z.globalRegistry, { id: 'Appeal' });

export const appealStatusSchema = z
  .object({ appealId: z.string(), status, failureReason: z.optional(z.string()) })
  .register(z.globalRegistry, { id: 'AppealStatus' });

export const appealCountersSchema = z.object({
  /** Appeals ever created (all statuses). */
  totalAppeals: z.number(),
  /** Sum of values of appeals whose status counts as paid (paid, analyzing, approved, rejected). */
  totalValuePaid: z.number(),
  /** Appeals in pending_payment or analyzing (the admin panel's "Recursos Pendentes"). */
  pendingAppeals: z.number(),
});

export const appealStatisticsSchema = z
  .extend(appealCountersSchema, { totalUsers: z.optional(z.number()) })
  .register(z.globalRegistry, { id: 'AppealStatistics' });

export const presignedUploadSchema = z
  .object({
    /** The storage key to send back in generate-appeal-text's `uploadKeys`. */
    key: z.string(),
    /** POST the file here as multipart/form-data: every field below, then `file`. */
    url: z.string(),
    fields: z.record(z.string(), z.string()),
  })
  .register(z.globalRegistry, { id: 'PresignedUpload' });

export const uploadsResponse = z
  .object({ uploads: z.array(presignedUploadSchema) })
  .register(z.globalRegistry, { id: 'Uploads' });

export const generationStartedSchema = z
  .object({ appealId: z.string(), status })
  .register(z.globalRegistry, { id: 'GenerationStarted' });

export const textUpdatedSchema = z
  .object({
    appeal: appealSchema,
    /** True when a paid appeal's PDF is being rendered again for the new text (e-mailed when ready). */
    pdfRegenerating: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'TextUpdated' });
