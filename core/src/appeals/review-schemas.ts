/**
 * Bodies of the review API ("Confira os dados", docs/api.md): the facts of an appeal with the review
 * requests, the driver's answers, and the short-lived link to an uploaded page. Registered with ids so
 * the OpenAPI document names them.
 */
import * as z from 'zod/mini';
import { APPEAL_STATUSES, APPEAL_TYPES } from '../appeal';
import { FACT_PATHS } from '../facts/certainty';
import { BoxSchema, FactIssueSchema, FactSourceSchema, FactsSchema } from '../facts/schema';
import type { FileType } from './files';

const FILE_TYPES = ['pdf', 'png', 'jpeg', 'text'] as const satisfies readonly FileType[];

// The facts' shared parts are named once in the OpenAPI document instead of inlined per fact.
for (const [schema, id] of [
  [FactsSchema, 'Facts'],
  [FactSourceSchema, 'FactSource'],
  [FactIssueSchema, 'FactIssue'],
  [BoxSchema, 'Box'],
] as const)
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });

/** At most one answer per reviewable fact. */
const MAX_ANSWERS = FACT_PATHS.length;

export const factsReviewRequestSchema = z
  .strictObject({
    answers: z
      .array(
        z.strictObject({
          path: z.enum(FACT_PATHS).check(z.describe('Caminho do dado, ex.: notice.issueDate')),
          value: z.optional(
            z
              .nullable(z.union([z.string().check(z.maxLength(400)), z.number()]))
              .check(
                z.describe(
                  'Ausente: confirma o valor lido. Um valor: o do motorista (igual ao lido conta como confirmação). null ou vazio: o dado não está nos documentos.',
                ),
              ),
          ),
        }),
      )
      .check(z.maxLength(MAX_ANSWERS)),
  })
  .register(z.globalRegistry, { id: 'FactsReviewRequest' });
export type FactsReviewRequest = z.infer<typeof factsReviewRequestSchema>;

/** Which of the notices found in the uploads the appeal is about (facts.notices.options index). */
export const noticeChoiceRequestSchema = z
  .strictObject({
    notice: z
      .number()
      .check(
        z.int(),
        z.nonnegative(),
        z.lte(9),
        z.describe('Índice da notificação em facts.notices.options'),
      ),
  })
  .register(z.globalRegistry, { id: 'NoticeChoiceRequest' });

export const reviewRequestSchema = z
  .object({
    path: z.enum(FACT_PATHS),
    reason: z.enum(['uncertain', 'missing']),
    blocking: z.boolean(),
    neededFor: z.array(z.string()),
    label: z.string(),
    /** One Portuguese line the review step shows next to the field. */
    message: z.string(),
  })
  .register(z.globalRegistry, { id: 'ReviewRequest' });

export const appealFactsSchema = z
  .object({
    appealId: z.string(),
    type: z.enum(APPEAL_TYPES),
    status: z.enum(APPEAL_STATUSES),
    facts: FactsSchema,
    requests: z.array(reviewRequestSchema),
    /** The uploads in order; their names are the facts' document sources. */
    documents: z.array(z.object({ index: z.number(), name: z.string(), type: z.enum(FILE_TYPES) })),
  })
  .register(z.globalRegistry, { id: 'AppealFacts' });

export const documentLinkSchema = z
  .object({
    url: z.string().check(z.describe('GET válido por poucos minutos; só o dono do recurso o recebe')),
    contentType: z.string(),
    name: z.string(),
    expiresInSeconds: z.number(),
  })
  .register(z.globalRegistry, { id: 'DocumentLink' });

export const appealPreviewSchema = z
  .object({
    addressee: z.string(),
    title: z.array(z.string()),
    facts: z.array(z.string()),
    grounds: z.array(z.string()),
    heldBackParagraphs: z.number(),
  })
  .register(z.globalRegistry, { id: 'AppealPreview' });
