/**
 * The appeals area (SPEC §7, docs/pipelines.md): lists, one appeal, its status, direct uploads,
 * generation (and its retry), save, edits, the PDF download and the admin statistics. Each operation
 * reads the caller from the auth middleware and calls one use case of core/src/appeals; bodies are
 * validated there (strict schemas with Portuguese messages naming the field), so the framework only parses
 * the JSON (`input: 'use-case'`); the same schemas document the bodies.
 */
import {
  downloadAppealPdf,
  reopenPayment,
  saveAppealText,
  updateAppealText,
  retryGeneration,
  secondInstanceRequestSchema,
  startGeneration,
  startSecondInstance,
  getAppeal,
  getAppealStatus,
  getStatistics,
  listAllAppeals,
  listAppealsOfUser,
  listMyAppeals,
  createUploads,
  generateRequestSchema,
  saveRequestSchema,
  updateStatusSchema,
  updateTextSchema,
  uploadRequestSchema,
} from '@recurso/core/appeals';
import * as z from 'zod/mini';
import { appealDepsOf } from './appeal-deps';
import { reviewOperations } from './appeals-review';
import { requireUser } from './authorize';
import type { appealsContract } from './appeals.contract';
import type { AreaOperations } from './contract';
import { attachmentReply, created, operation, reply } from './types';

/** The SPA URL-encodes the e-mail; a gateway may or may not have decoded it already. */
function decodedOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
const idParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(80)) });
const appealIdParams = z.object({ appealId: z.string().check(z.minLength(1), z.maxLength(80)) });
const emailParams = z.object({ email: z.string().check(z.minLength(1), z.maxLength(320)) });
const listQuery = z.object({
  status: z.optional(z.string()),
  limit: z.optional(z.string()),
  cursor: z.optional(z.string()),
});

export const appealsOperations = {
  listMine: operation({
    query: listQuery,
    handle: (req, deps) => listMyAppeals(appealDepsOf(deps), requireUser(req), req.query),
  }),
  /** The SPA expects an array; `X-Next-Cursor` points to the next page when there is one. */
  listAll: operation({
    query: listQuery,
    handle: async (req, deps) => {
      const page = await listAllAppeals(appealDepsOf(deps), req.query);
      return reply(200, page.items, page.cursor ? { 'x-next-cursor': page.cursor } : {});
    },
  }),
  statistics: operation({ handle: (_req, deps) => getStatistics(appealDepsOf(deps)) }),
  listByUser: operation({
    params: emailParams,
    handle: (req, deps) => listAppealsOfUser(appealDepsOf(deps), decodedOnce(req.params.email)),
  }),
  status: operation({
    params: appealIdParams,
    handle: (req, deps) => getAppealStatus(appealDepsOf(deps), requireUser(req), req.params.appealId),
  }),
  download: operation({
    params: idParams,
    handle: async (req, deps) =>
      attachmentReply(await downloadAppealPdf(appealDepsOf(deps), requireUser(req), req.params.id)),
  }),
  get: operation({
    params: idParams,
    handle: (req, deps) => getAppeal(appealDepsOf(deps), requireUser(req), req.params.id),
  }),
  ...reviewOperations(appealDepsOf),
  createUploads: operation({
    input: 'use-case',
    body: uploadRequestSchema,
    handle: (req, deps) => createUploads(appealDepsOf(deps), requireUser(req), req.body),
  }),
  /** 202: the appeal exists in `processing`; poll GET /appeals/status/{appealId}. */
  generate: operation({
    input: 'use-case',
    body: generateRequestSchema,
    handle: async (req, deps) =>
      reply(
        202,
        await startGeneration(appealDepsOf(deps), requireUser(req), req.body, req.headers['idempotency-key']),
      ),
  }),
  retryGeneration: operation({
    params: idParams,
    handle: async (req, deps) =>
      reply(202, await retryGeneration(appealDepsOf(deps), requireUser(req), req.params.id)),
  }),
  /** 202: the second-instance appeal exists in `processing`; the refused appeal names it. */
  startSecondInstance: operation({
    params: idParams,
    input: 'use-case',
    body: secondInstanceRequestSchema,
    handle: async (req, deps) =>
      reply(202, await startSecondInstance(appealDepsOf(deps), requireUser(req), req.params.id, req.body)),
  }),
  save: operation({
    input: 'use-case',
    body: saveRequestSchema,
    handle: async (req, deps) =>
      created(
        await saveAppealText(appealDepsOf(deps), requireUser(req), req.body, req.headers['idempotency-key']),
      ),
  }),
  updateText: operation({
    params: idParams,
    input: 'use-case',
    body: updateTextSchema,
    handle: (req, deps) => updateAppealText(appealDepsOf(deps), requireUser(req), req.params.id, req.body),
  }),
  updateStatus: operation({
    params: idParams,
    input: 'use-case',
    body: updateStatusSchema,
    handle: (req, deps) => reopenPayment(appealDepsOf(deps), requireUser(req), req.params.id, req.body),
  }),
} satisfies AreaOperations<typeof appealsContract>;
