/** Formal defects the dates alone prove: only from certain facts (certainty.ts), never from a doubtful reading. */
import { isCertain } from './certainty';
import { daysBetween } from './dates';
import type { Fact, Facts, FormalDefect } from './schema';

/** Art. 281 §1 II: the notice of the infraction (NA) must be dispatched within 30 days. */
export const NA_DISPATCH_LIMIT_DAYS = 30;
/**
 * Art. 282 §6 (Lei 14.229/2021): the penalty notice (NP) within 180 days, or 360 when a defesa
 * prévia was filed. Only beyond 360 do the dates alone prove decadência.
 */
export const NP_DECADENCE_LIMIT_DAYS = 360;
/** Art. 281-A: the NA's deadline for the defesa prévia is at least 30 days after its dispatch. */
export const MIN_DEFENCE_DAYS = 30;

/**
 * NA stage: its dispatch date (or, failing that, its issue date — dispatch is never earlier) more
 * than 30 days after the infraction. An NP's dates say nothing about the NA, but prove decadência
 * beyond 360 days.
 */
export function findFormalDefects(facts: Pick<Facts, 'stage' | 'notice' | 'infraction'>): FormalDefect[] {
  if (!isCertain(facts.stage)) return [];
  if (facts.stage?.value === 'jari') return penaltyDecadence(facts);
  if (facts.stage?.value !== 'defesa_previa') return [];
  const out: FormalDefect[] = [];
  const infraction = certain(facts.infraction.date);
  const { sent, which } = sentDate(facts);
  if (infraction && sent) {
    const days = daysBetween(infraction.value, sent.value);
    if (days > NA_DISPATCH_LIMIT_DAYS)
      out.push({ rule: 'art281_1_II', days, source: { kind: 'derived', from: ['infraction.date', which] } });
  }
  // Art. 281-A: the NA must give at least 30 days, counted from its dispatch, for the defesa prévia.
  const deadline = certain(facts.notice.deadline);
  if (sent && deadline) {
    const days = daysBetween(sent.value, deadline.value);
    if (days < MIN_DEFENCE_DAYS)
      out.push({ rule: 'art281A', days, source: { kind: 'derived', from: [which, 'notice.deadline'] } });
  }
  return out;
}

/** An NP (JARI stage) sent or issued more than 360 days after the infraction. */
function penaltyDecadence(facts: Pick<Facts, 'notice' | 'infraction'>): FormalDefect[] {
  const infraction = certain(facts.infraction.date);
  const { sent, which } = sentDate(facts);
  if (!infraction || !sent) return [];
  const days = daysBetween(infraction.value, sent.value);
  if (days <= NP_DECADENCE_LIMIT_DAYS) return [];
  return [{ rule: 'art282_6', days, source: { kind: 'derived', from: ['infraction.date', which] } }];
}

const certain = <F extends Fact<unknown>>(f: F | undefined): F | undefined => (isCertain(f) ? f : undefined);

/**
 * The date the notice was sent: its dispatch date, or its issue date when none is printed. An uncertain
 * dispatch date is not replaced by the issue date: the proof would rest on the wrong date.
 */
function sentDate(facts: Pick<Facts, 'notice'>): { sent?: Fact<string>; which: string } {
  const { dispatchDate, issueDate } = facts.notice;
  if (dispatchDate) return { sent: certain(dispatchDate), which: 'notice.dispatchDate' };
  return { sent: certain(issueDate), which: 'notice.issueDate' };
}
