/**
 * The appeal as the API shows it (SPEC §3): storage keys stay inside; `documentUrl` says a PDF exists
 * and where to fetch it (the download route checks payment and ownership again). The shapes are the
 * API's response schemas (./responses.ts).
 */
import type * as z from 'zod/mini';
import { type Appeal, DOWNLOADABLE_STATUSES } from '../appeal';
import { followUpSummary } from '../follow-up/summary';
import { isStaff } from '../user';
import type { Actor } from './deps';
import type { AppealSummary } from './ports';
import { appealPreview } from './preview';
import type { appealSchema, appealStatusSchema, appealSummarySchema } from './responses';

/** What the list routes answer for each appeal: no text, `hasText` says GET /appeals/{id} has one. */
export type AppealSummaryView = z.output<typeof appealSummarySchema>;

/**
 * One appeal (GET /appeals/{id} and the edit answers): the summary plus its text once paid, or only
 * its preview before (issue 14: the full text and the PDF stay behind the paid status).
 */
export type AppealView = z.output<typeof appealSchema>;

/** The summary of a full appeal (what the repository's lists return). */
export function appealSummary(a: Appeal): AppealSummary {
  const { generatedText, filingNote: _, ...rest } = a;
  return { ...rest, hasText: Boolean(generatedText) };
}

export const downloadPath = (id: string): string => `/api/appeals/download/${encodeURIComponent(id)}`;

export function toSummaryView(a: AppealSummary): AppealSummaryView {
  const downloadable = a.documentKey !== undefined && DOWNLOADABLE_STATUSES.includes(a.status);
  return {
    id: a.id,
    type: a.type,
    status: a.status,
    value: a.value,
    code: a.code,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    hasText: a.hasText,
    documentUrl: downloadable ? downloadPath(a.id) : undefined,
    userName: a.userName,
    userDocument: a.userDocument,
    userEmail: a.userEmail,
    failureReason: a.status === 'generation_failed' ? a.failureReason : undefined,
    followUp: followUpSummary(a),
  };
}

/** Whether `actor` may read the whole text: staff always (their views are unchanged), owners once paid. */
export const readsFullText = (actor: Pick<Actor, 'role'>, a: Pick<Appeal, 'status'>): boolean =>
  isStaff(actor.role) || DOWNLOADABLE_STATUSES.includes(a.status);

/** The appeal as `actor` may see it: the full text, or before payment only the preview of it. */
export function toAppealView(a: Appeal, actor: Pick<Actor, 'role'>): AppealView {
  const view: AppealView = toSummaryView(appealSummary(a));
  if (!a.generatedText) return view;
  if (readsFullText(actor, a)) view.generatedText = a.generatedText;
  else view.preview = appealPreview(a.generatedText);
  return view;
}

export type AppealStatusView = z.output<typeof appealStatusSchema>;

export const toStatusView = (a: Appeal): AppealStatusView => ({
  appealId: a.id,
  status: a.status,
  failureReason: a.status === 'generation_failed' ? a.failureReason : undefined,
});
