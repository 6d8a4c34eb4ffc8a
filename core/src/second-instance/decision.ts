/**
 * The JARI's decision, read like a notice (the same geometric reader and label table,
 * core/src/facts/field-labels.ts `decision.*`): its date, the process and auto numbers, the result,
 * the stated reasons (text only: answered in the appeal, never turned into a ground), the date the
 * driver was notified and the deadline printed for the second instance. Each value keeps its source and
 * confidence; a decision about another auto, or one that granted the appeal, is flagged so the review
 * step asks instead of the writer trusting it.
 */
import { isCertain } from '../facts/certainty';
import { readFact } from '../facts/extract';
import type { DocumentReading } from '../facts/reading';
import type { Fact, FactIssue, Facts } from '../facts/schema';
import { fold } from '../facts/text';
import { compact } from '../facts/typed';
import { addDays } from '../follow-up/calendar';

export type DecisionFacts = NonNullable<Facts['decision']>;

export const DECISION_ISSUES = {
  otherNotice: (read: string, first: string): FactIssue => ({
    check: 'decision_other_notice',
    message: `A decisão enviada cita o auto nº ${read}, e o recurso indeferido é do auto nº ${first}: confira se é a decisão certa.`,
  }),
  granted: {
    check: 'decision_granted',
    message: 'A decisão parece ter deferido o recurso: o recurso ao CETRAN cabe contra o indeferimento.',
  },
} as const;

const flag = <T>(fact: Fact<T> | undefined, issue: FactIssue): Fact<T> | undefined =>
  fact ? { ...fact, issues: [...(fact.issues ?? []), issue] } : undefined;

const sameNumber = (a: string, b: string): boolean =>
  fold(a).replace(/[^a-z0-9]/g, '') === fold(b).replace(/[^a-z0-9]/g, '');

/**
 * The decision as read on the uploaded documents (in upload order: the first that shows a value wins).
 * `firstNotice` is the first appeal's auto number, to check that the decision is about it.
 */
export function readDecision(readings: readonly DocumentReading[], firstNotice?: string): DecisionFacts {
  let noticeNumber = readFact<string>(readings, 'notice.number');
  if (noticeNumber && firstNotice && !sameNumber(noticeNumber.value, firstNotice))
    noticeNumber = flag(noticeNumber, DECISION_ISSUES.otherNotice(noticeNumber.value, firstNotice));
  let result = readFact<'indeferido' | 'deferido'>(readings, 'decision.result');
  if (result?.value === 'deferido') result = flag(result, DECISION_ISSUES.granted);
  return compact({
    date: readFact<string>(readings, 'decision.date'),
    processNumber: readFact<string>(readings, 'suspension.processNumber'),
    noticeNumber,
    result,
    reasons: readFact<string>(readings, 'decision.reasons'),
    notifiedOn: readFact<string>(readings, 'decision.notifiedOn'),
    deadline: readFact<string>(readings, 'notice.deadline'),
  });
}

const DECISION_KEYS = [
  'decision.date',
  'decision.result',
  'decision.reasons',
  'decision.notifiedOn',
] as const;

/** A document that reads as a decision (any decision label found), not as the notice. */
export const isDecisionReading = (r: DocumentReading): boolean =>
  DECISION_KEYS.some((k) => (r.fields[k]?.length ?? 0) > 0);

/** Art. 288 of the CTB: thirty days from the publication or the notification of the JARI's decision. */
export const SECOND_INSTANCE_DAYS = 30;

/**
 * The last day to file the second-instance appeal: 30 days from the notification of the JARI's
 * decision (art. 288), as read with certainty or as the driver confirmed it. Nothing else counts: a
 * "prazo" printed on the uploads may be the first notice's (the driver may attach it), so it is never
 * taken for this one. Undefined without a certain notification date: the review step asks for it.
 */
export function secondInstanceDeadline(
  decision: DecisionFacts | undefined,
): { date: string; from: 'notification' } | undefined {
  const notified = decision?.notifiedOn;
  if (!notified || !isCertain(notified)) return undefined;
  return { date: addDays(notified.value, SECOND_INSTANCE_DAYS), from: 'notification' };
}
