/** Formal defects the dates alone prove. */
import { daysBetween } from './dates';
import type { Facts, FormalDefect } from './schema';

/** Art. 281 §1 II: the notice of the infraction (NA) must be dispatched within 30 days. */
export const NA_DISPATCH_LIMIT_DAYS = 30;

/**
 * The NA's dispatch date (or, failing that, its issue date — dispatch is never earlier) more than
 * 30 days after the infraction. Only for the NA stage: an NP's dates say nothing about the NA.
 */
export function findFormalDefects(facts: Pick<Facts, 'stage' | 'notice' | 'infraction'>): FormalDefect[] {
  if (facts.stage?.value !== 'defesa_previa') return [];
  const infraction = facts.infraction.date;
  const sent = facts.notice.dispatchDate ?? facts.notice.issueDate;
  if (!infraction || !sent) return [];
  const days = daysBetween(infraction.value, sent.value);
  if (days <= NA_DISPATCH_LIMIT_DAYS) return [];
  const which = facts.notice.dispatchDate ? 'notice.dispatchDate' : 'notice.issueDate';
  return [{ rule: 'art281_1_II', days, source: { kind: 'derived', from: ['infraction.date', which] } }];
}
