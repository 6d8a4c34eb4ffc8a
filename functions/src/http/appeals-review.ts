/**
 * The review operations of the appeals area ("Confira os dados", docs/api.md): the facts of an appeal,
 * the driver's confirmations and corrections, and a short-lived link to an uploaded page. Owner-only:
 * any other caller's id is the same 404 as a missing appeal.
 */
import {
  type AppealDeps,
  chooseAppealNotice,
  documentLink,
  factsReviewRequestSchema,
  getAppealFacts,
  noticeChoiceRequestSchema,
  reviewAppealFacts,
} from '@recurso/core/appeals';
import * as z from 'zod/mini';
import type { Deps } from '../deps';
import { requireUser } from './authorize';
import { operation, reply } from './types';

const idParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(80)) });
const documentParams = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(80)),
  index: z.string().check(z.regex(/^\d{1,2}$/)),
});

export const reviewOperations = (appealDepsOf: (deps: Deps) => AppealDeps) => ({
  getFacts: operation({
    params: idParams,
    handle: (req, deps) => getAppealFacts(appealDepsOf(deps), requireUser(req), req.params.id),
  }),
  /** 202: the appeal is `processing` again; poll GET /appeals/status/{id} until pending_payment. */
  reviewFacts: operation({
    params: idParams,
    body: factsReviewRequestSchema,
    handle: async (req, deps) =>
      reply(202, await reviewAppealFacts(appealDepsOf(deps), requireUser(req), req.params.id, req.body)),
  }),
  /** Several notices in the uploads: which one this appeal is about (its facts become the appeal's). */
  chooseNotice: operation({
    params: idParams,
    body: noticeChoiceRequestSchema,
    handle: (req, deps) => chooseAppealNotice(appealDepsOf(deps), requireUser(req), req.params.id, req.body),
  }),
  documentLink: operation({
    params: documentParams,
    handle: (req, deps) =>
      documentLink(appealDepsOf(deps), requireUser(req), req.params.id, Number(req.params.index)),
  }),
});
