/**
 * generate-appeal's stop for the driver (issue 14): after reading, the facts are stored with the
 * appeal, and when a fact the appeal needs is uncertain or missing (core/src/writer/review.ts) the
 * run ends with the appeal `awaiting_review` instead of writing. The driver confirms or corrects the
 * facts ("Confira os dados", ./facts-review.ts), which starts a second run that only writes.
 */
import { choicePending, mapOtherFacts } from '../facts/notice-choice';
import type { Facts } from '../facts/schema';
import { needsReview, reviewRequests } from '../writer/review';
import { AppealStatusConflict } from './errors';
import type { PipelineDeps } from './pipeline';

/**
 * Whether a run stops before writing. Facts typed in the manual form are never doubtful and the form
 * was the driver's own review, so only facts read from documents stop.
 */
export const stopsForReview = (facts: Facts): boolean =>
  facts.documents.length > 0 && (needsReview(facts) || choicePending(facts));

/**
 * StoreFacts: keeps the facts with the appeal and, when they need the driver, moves it
 * processing → awaiting_review in the same write. A retried Lambda whose first attempt already
 * stopped the appeal answers the same.
 */
export async function storeFacts(
  deps: Pick<PipelineDeps, 'appeals'>,
  input: { appealId: string; facts: Facts },
): Promise<{ review: boolean }> {
  const review = stopsForReview(input.facts);
  // What the review step will ask, stored with the facts: the API answers it without the grounds.
  // …for every notice found, so the driver's choice of another needs no new run (notice-choice.ts).
  const facts: Facts = mapOtherFacts(
    { ...input.facts, reviewRequests: reviewRequests(input.facts) },
    (other) => ({
      ...other,
      reviewRequests: reviewRequests(other),
    }),
  );
  try {
    await deps.appeals.update(input.appealId, review ? { facts, status: 'awaiting_review' } : { facts }, [
      'processing',
    ]);
  } catch (error) {
    const current =
      review && error instanceof AppealStatusConflict ? await deps.appeals.get(input.appealId) : undefined;
    if (current?.status !== 'awaiting_review') throw error;
  }
  return { review };
}
