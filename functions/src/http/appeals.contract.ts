/** The appeals area's contract (operations: ./appeals.ts; what a contract is: ./contract.ts). */
import {
  appealFactsSchema,
  appealSchema,
  documentLinkSchema,
  appealStatisticsSchema,
  appealStatusSchema,
  appealSummaryList,
  generationStartedSchema,
  IDEMPOTENCY_KEY,
  secondInstanceStartedSchema,
  textUpdatedSchema,
  uploadsResponse,
} from '@recurso/core/appeals';
import * as z from 'zod/mini';
import { type AreaContract, binary, json, NEXT_CURSOR_HEADER } from './contract';

const idempotencyKey = z.optional(z.string().check(z.regex(IDEMPOTENCY_KEY))).register(z.globalRegistry, {
  description:
    'Optional. A repeated request with the same key (double click, client retry) answers the appeal the first one created.',
});

export const appealsContract = {
  listMine: { responses: { 200: json(appealSummaryList, "The caller's appeals, newest first (no texts)") } },
  listAll: {
    responses: {
      200: json(appealSummaryList, 'One page of every appeal, newest first (no texts)', NEXT_CURSOR_HEADER),
    },
  },
  statistics: { responses: { 200: json(appealStatisticsSchema, 'Counters of the admin panel') } },
  listByUser: { responses: { 200: json(appealSummaryList, "The user's appeals, newest first (no texts)") } },
  status: { responses: { 200: json(appealStatusSchema, "The appeal's status") }, errors: [404] },
  download: {
    responses: {
      200: binary('application/pdf', 'The appeal as a PDF', {
        'Content-Disposition': 'attachment; filename="recurso_<id>.pdf"',
      }),
    },
    errors: [402, 404, 409],
  },
  get: {
    responses: { 200: json(appealSchema, 'The appeal with its text once paid, else its preview') },
    errors: [404],
  },
  getFacts: {
    responses: {
      200: json(appealFactsSchema, 'The facts read, with sources and confidences, and what the review asks'),
    },
    errors: [404, 409],
  },
  reviewFacts: {
    responses: {
      202: json(generationStartedSchema, 'Confirmed: writing again; poll GET /appeals/status/{appealId}'),
    },
    errors: [404, 409, 503],
  },
  chooseNotice: {
    responses: {
      200: json(
        appealFactsSchema,
        'The chosen notice: its facts are the appeal’s, with what the review asks',
      ),
    },
    errors: [404, 409],
  },
  documentLink: {
    responses: { 200: json(documentLinkSchema, "A short-lived link to one of the appeal's uploads") },
    errors: [404],
  },
  createUploads: {
    responses: { 200: json(uploadsResponse, 'One presigned POST per declared file, in order') },
  },
  generate: {
    responses: {
      202: json(
        generationStartedSchema,
        'The appeal exists in `processing`: poll GET /appeals/status/{appealId}',
      ),
    },
    errors: [404, 409, 503],
    headers: { 'Idempotency-Key': idempotencyKey },
  },
  save: {
    responses: { 201: json(appealSchema, 'The saved appeal, pending payment') },
    errors: [404, 409],
    headers: { 'Idempotency-Key': idempotencyKey },
  },
  updateText: {
    responses: { 200: json(textUpdatedSchema, 'The appeal with its new text') },
    errors: [404, 409],
  },
  retryGeneration: {
    responses: {
      202: json(generationStartedSchema, 'Generating again: poll GET /appeals/status/{appealId}'),
    },
    errors: [404, 409, 503],
    noBody: true,
  },
  startSecondInstance: {
    responses: {
      202: json(
        secondInstanceStartedSchema,
        'The second-instance appeal exists in `processing` (the same one when repeated): poll GET /appeals/status/{appealId}',
      ),
    },
    errors: [404, 409, 503],
  },
  updateStatus: {
    responses: { 200: json(appealSchema, 'The appeal, payable again') },
    errors: [404, 409],
  },
} satisfies AreaContract;
