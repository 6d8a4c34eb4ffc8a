/**
 * "Confira os dados" / "Revisar dados" (issue 14): the owner reads the facts of an unpaid appeal with
 * their sources and confidences and what needs confirming, confirms or corrects them, and the appeal is
 * written again from the confirmed facts (processing → pending_payment).
 *
 * 1. Only the owner, only in a reviewable status (awaiting_review, pending_payment, expired_payment),
 *    only when facts were stored (appeals read or typed through the pipeline).
 * 2. The answers are applied (core/src/facts/confirm.ts: checked per path, recorded as confirmed by
 *    the user); every blocking request must then be resolved.
 * 3. The facts are stored with the appeal moving to `processing` in one write, and a write-only run
 *    of generate-appeal starts (./generate.ts startGenerationRun: a failed start is visible at once).
 */
import type * as z from 'zod/mini';
import { REVIEWABLE_STATUSES } from '../appeal';
import { NotFoundError, ValidationError } from '../errors';
import { confirmFacts } from '../facts/confirm';
import { fieldLabel } from '../facts/fields';
import { choicePending, chooseNotice, withoutOtherFacts } from '../facts/notice-choice';
import type { Facts } from '../facts/schema';
import { getFact, isCertain, isFactPath } from '../facts/certainty';
import type { ReviewRequest } from '../writer/review';
import { loadOwned } from './access';
import type { Actor, AppealDeps } from './deps';
import { AppealStatusConflict } from './errors';
import { CONTENT_TYPES } from './files';
import { startGenerationRun } from './generate';
import { parseBody } from './schemas';
import {
  type appealFactsSchema,
  factsReviewRequestSchema,
  noticeChoiceRequestSchema,
} from './review-schemas';
import { uploadedDocumentName } from './workflow-inputs';

export const REVIEW_MESSAGES = {
  uncertain: 'Não conseguimos ler com segurança. Confira com o documento.',
  missingRequired: 'Não encontramos este dado nos documentos. Ele é necessário para o recurso.',
  missingOptional: 'Não encontramos este dado nos documentos.',
  noFacts: 'Os dados deste recurso não estão disponíveis para revisão.',
  notReviewable: (status: string) => `Não é possível revisar os dados deste recurso (Status: ${status}).`,
  stillNeeded: (labels: string[]) => `Confira e preencha antes de gerar o recurso: ${labels.join(', ')}.`,
  noDocument: 'Documento não disponível.',
  chooseNotice: 'Encontramos mais de uma notificação nos documentos: escolha a notificação deste recurso.',
  noSuchNotice: 'Esta notificação não está entre as encontradas nos documentos.',
} as const;

/** Links to uploaded pages are short-lived: long enough to draw the thumbnails. */
export const DOCUMENT_LINK_SECONDS = 300;

export interface ReviewRequestView extends ReviewRequest {
  label: string;
  message: string;
}

/** GET /appeals/{id}/facts (the schema documents each field). */
export type AppealFactsView = z.output<typeof appealFactsSchema>;

/**
 * The requests stored with the facts (./pipeline-review.ts) that still stand: a fact the driver has
 * confirmed or typed since is certain. The API does not carry the grounds that derive them (its bundle
 * budget); a changed infraction code is weighed again by the run that writes the appeal, which only
 * argues on certain facts.
 */
export function pendingRequests(facts: Facts): ReviewRequest[] {
  return (facts.reviewRequests ?? []).flatMap((r) =>
    isFactPath(r.path) && !isCertain(getFact(facts, r.path)) ? [{ ...r, path: r.path }] : [],
  );
}

/** The requests with the label and the one line the review step shows. */
export function reviewRequestViews(facts: Facts): ReviewRequestView[] {
  return pendingRequests(facts).map((r) => {
    const issue =
      r.reason === 'uncertain' ? (factIssue(facts, r.path) ?? REVIEW_MESSAGES.uncertain) : undefined;
    return {
      ...r,
      label: fieldLabel(r.path),
      message: issue ?? (r.blocking ? REVIEW_MESSAGES.missingRequired : REVIEW_MESSAGES.missingOptional),
    };
  });
}

/** A failed cross-check's own line beats the generic one ("a data de emissão é anterior à infração"). */
function factIssue(facts: Facts, path: string): string | undefined {
  let cur: unknown = facts;
  for (const key of path.split('.')) cur = (cur as Record<string, unknown> | undefined)?.[key];
  return (cur as { issues?: { message: string }[] } | undefined)?.issues?.[0]?.message;
}

async function loadReviewable(deps: Pick<AppealDeps, 'appeals'>, actor: Actor, appealId: string) {
  const appeal = await loadOwned(deps.appeals, actor, appealId);
  const facts = await deps.appeals.getFacts(appealId);
  if (!facts) throw new AppealStatusConflict(REVIEW_MESSAGES.noFacts);
  return { appeal, facts };
}

/** GET /appeals/{id}/facts: the facts, the review requests, the uploads their sources name. */
export async function getAppealFacts(
  deps: Pick<AppealDeps, 'appeals'>,
  actor: Actor,
  appealId: string,
): Promise<AppealFactsView> {
  const [{ appeal, facts }, input] = await Promise.all([
    loadReviewable(deps, actor, appealId),
    deps.appeals.getGenerationInput(appealId),
  ]);
  return {
    appealId,
    type: appeal.type,
    status: appeal.status,
    facts: withoutOtherFacts(facts),
    requests: reviewRequestViews(facts),
    documents: (input?.documents ?? []).map((d, index) => ({
      index,
      name: uploadedDocumentName(index, d.type),
      type: d.type,
    })),
  };
}

/** POST /appeals/{id}/facts: applies the answers and writes the appeal again. */
export async function reviewAppealFacts(
  deps: AppealDeps,
  actor: Actor,
  appealId: string,
  body: unknown,
): Promise<{ appealId: string; status: 'processing' }> {
  const { answers } = parseBody(factsReviewRequestSchema, body);
  const { appeal, facts } = await loadReviewable(deps, actor, appealId);
  if (!REVIEWABLE_STATUSES.includes(appeal.status))
    throw new AppealStatusConflict(REVIEW_MESSAGES.notReviewable(appeal.status));
  if (choicePending(facts)) throw new ValidationError(REVIEW_MESSAGES.chooseNotice, { fields: ['notice'] });
  const confirmed = confirmFacts(facts, answers, deps.clock.now().toISOString()).facts;
  const pending = pendingRequests(confirmed).filter((r) => r.blocking);
  if (pending.length)
    throw new ValidationError(REVIEW_MESSAGES.stillNeeded(pending.map((r) => fieldLabel(r.path))), {
      fields: pending.map((r) => r.path),
    });
  const attempt = (appeal.generationAttempt ?? 1) + 1;
  await deps.appeals.update(
    appealId,
    { status: 'processing', facts: confirmed, generationAttempt: attempt, remove: ['failureReason'] },
    [appeal.status],
  );
  await startGenerationRun(deps, appealId, attempt, {
    phase: 'write',
    input: { appealId, userId: appeal.userId, facts: confirmed },
  });
  return { appealId, status: 'processing' };
}

/**
 * POST /appeals/{id}/facts/notice: the driver says which of the notices found in the uploads this
 * appeal is about. Its own facts (read and stored with the others) become the appeal's; nothing is
 * read or written again. Answers the review view of the chosen notice.
 */
export async function chooseAppealNotice(
  deps: Pick<AppealDeps, 'appeals'>,
  actor: Actor,
  appealId: string,
  body: unknown,
): Promise<AppealFactsView> {
  const { notice } = parseBody(noticeChoiceRequestSchema, body);
  const { appeal, facts } = await loadReviewable(deps, actor, appealId);
  if (!REVIEWABLE_STATUSES.includes(appeal.status))
    throw new AppealStatusConflict(REVIEW_MESSAGES.notReviewable(appeal.status));
  if (!facts.notices || notice >= facts.notices.options.length)
    throw new ValidationError(REVIEW_MESSAGES.noSuchNotice, { fields: ['notice'] });
  // Another notice than the one the appeal was written from: that text is not this appeal's any more,
  // so it waits in review (no payment) until the driver confirms the new facts and it is written again.
  const other = notice !== facts.notices.chosen && appeal.status !== 'awaiting_review';
  const chosen = chooseNotice(facts, notice);
  await deps.appeals.update(
    appealId,
    other ? { facts: chosen, status: 'awaiting_review' } : { facts: chosen },
    [appeal.status],
  );
  return getAppealFacts(deps, actor, appealId);
}

/** GET /appeals/{id}/documents/{index}: a short-lived link to one upload, for the page thumbnails. */
export async function documentLink(
  deps: Pick<AppealDeps, 'appeals' | 'blobs' | 'uploads'>,
  actor: Actor,
  appealId: string,
  index: number,
): Promise<{ url: string; contentType: string; name: string; expiresInSeconds: number }> {
  await loadOwned(deps.appeals, actor, appealId);
  const input = await deps.appeals.getGenerationInput(appealId);
  const document = Number.isInteger(index) ? input?.documents[index] : undefined;
  // Uploads are deleted after their retention period (lib/stateful-stack.ts): then there is no page.
  if (!document || !(await deps.blobs.head(document.key)))
    throw new NotFoundError(REVIEW_MESSAGES.noDocument);
  const url = await deps.uploads.presignGet({ key: document.key, expiresInSeconds: DOCUMENT_LINK_SECONDS });
  return {
    url,
    contentType: CONTENT_TYPES[document.type],
    name: uploadedDocumentName(index, document.type),
    expiresInSeconds: DOCUMENT_LINK_SECONDS,
  };
}
