/**
 * generate-appeal's stop for the driver (issue 14): after reading, the facts are stored with the
 * appeal, and when a fact the appeal needs is uncertain or missing (core/src/writer/review.ts), or the
 * appeal would have a hole (./holes.ts), the run ends with the appeal `awaiting_review` instead of writing. The driver confirms or corrects the
 * facts ("Confira os dados", ./facts-review.ts), which starts a second run that only writes.
 */
import { isCertain } from '../facts/certainty';
import { choicePending, mapOtherFacts } from '../facts/notice-choice';
import type { Facts } from '../facts/schema';
import { type ReviewRequest, reviewRequests } from '../writer/review';
import { AppealStatusConflict } from './errors';
import { appealHoles, holeRequests } from './holes';
import type { PipelineDeps } from './pipeline';

/**
 * Whether a run stops before writing, and what the review step then asks. Facts read from documents
 * stop for any blocking request (a doubtful or missing fact a ground or the qualification needs);
 * facts typed in the manual form are never doubtful, but both stop when the appeal would have a hole
 * (./holes.ts: a blank, a double addressee), whose facts are then asked, blocking.
 */
export function reviewOf(facts: Facts, now: Date): { review: boolean; requests: ReviewRequest[] } {
  const holes = appealHoles(facts, { signedOn: now });
  const requests = holeRequests(facts, holes, [...reviewRequests(facts), ...deadlineRequests(facts)]);
  // Several notices in the documents: the driver chooses one first (notice-choice.ts).
  const review =
    (facts.documents.length > 0 && (requests.some((r) => r.blocking) || choicePending(facts))) ||
    holes.some((h) => h.paths.length > 0);
  return { review, requests };
}

/**
 * A second instance's deadline runs 30 days from the notification of the JARI's decision (art. 288),
 * and from nothing else: without that date read with certainty, the driver is asked for it.
 */
function deadlineRequests(facts: Facts): ReviewRequest[] {
  if (!facts.secondInstance || isCertain(facts.decision?.notifiedOn)) return [];
  const reason = facts.decision?.notifiedOn ? 'uncertain' : 'missing';
  return [{ path: 'decision.notifiedOn', reason, blocking: true, neededFor: ['deadline'] }];
}

/** Whether a run stops before writing (reviewOf). */
export const stopsForReview = (facts: Facts, now = new Date()): boolean => reviewOf(facts, now).review;

/**
 * StoreFacts: keeps the facts with the appeal and, when they need the driver, moves it
 * processing → awaiting_review in the same write. A retried Lambda whose first attempt already
 * stopped the appeal answers the same.
 */
export async function storeFacts(
  deps: Pick<PipelineDeps, 'appeals' | 'clock'>,
  input: { appealId: string; facts: Facts },
): Promise<{ review: boolean }> {
  const { review, requests } = reviewOf(input.facts, deps.clock.now());
  // What the review step will ask, stored with the facts: the API answers it without the grounds.
  // …for every notice found, so the driver's choice of another needs no new run (notice-choice.ts).
  const facts: Facts = mapOtherFacts({ ...input.facts, reviewRequests: requests }, (other) => ({
    ...other,
    reviewRequests: reviewOf(other, deps.clock.now()).requests,
  }));
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
