/**
 * What the appeal keeps of its facts for after the appeal is written (issue 15): the notice summary
 * (the "Como protocolar" page, the driver identification, outcome statistics by infraction code), the
 * grounds the writer used (statistics by ground) and the filing deadline with its reminder schedule.
 * Computed by the pipeline when it saves the appeal (core/src/appeals/pipeline.ts).
 */
import type { Appeal, AppealGround, NoticeSummary } from '../appeal';
import { findInfraction } from '../catalogue';
import type { Facts } from '../facts/schema';
import { secondInstanceBody } from '../second-instance/body';
import { secondInstanceDeadline } from '../second-instance/decision';
import { writeAppeal } from '../writer';
import { freshSchedule } from './schedule';

const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

export function noticeSummaryOf(facts: Facts): NoticeSummary {
  const { notice, infraction, vehicle, owner } = facts;
  const code = infraction.code?.value;
  return defined({
    number: notice.number.source.kind === 'fallback' ? undefined : notice.number.value,
    agency: facts.agency?.value,
    stage: facts.stage?.value ?? (facts.appealType === 'suspension' ? 'suspensao' : undefined),
    plate: vehicle.plate?.value,
    vehicleModel: vehicle.model?.value,
    infractionCode: code,
    infractionDescription: infraction.catalogue?.value.descricao ?? infraction.description?.value,
    infractor: code ? findInfraction(code)?.infrator : undefined,
    infractionDate: infraction.date?.value,
    infractionTime: infraction.time?.value,
    infractionPlace: infraction.place?.value,
    ownerName: owner.name?.value,
    ownerDocument: owner.cpf?.value,
    processNumber: facts.suspension?.processNumber?.value,
    secondInstanceBody: facts.secondInstance ? secondInstanceBody(facts) : undefined,
  });
}

/**
 * The grounds the writer argues for these facts, from the notice audit: each rule's id, title and
 * outcome (a proven defect or a request for proof), what the outcome statistics count by ground.
 */
export function groundsOf(facts: Facts): AppealGround[] {
  return writeAppeal(facts).audit.map(({ id, title, outcome }) => ({ id, title, outcome }));
}

/**
 * The fields the pipeline's save stores for after the appeal: the notice summary, the grounds and,
 * when the notice printed one, the filing deadline (source "notice") with its first reminder.
 * The review step may later correct the deadline through setFilingDeadline (source "driver").
 */
export function followUpOfFacts(
  facts: Facts,
  now: Date,
): Pick<
  Appeal,
  'notice' | 'grounds' | 'filingDeadline' | 'filingDeadlineSource' | 'remindersSent' | 'reminderDueAt'
> & {
  remove?: 'reminderDueAt'[];
} {
  // A second instance counts from the JARI's decision (art. 288), not from the first notice.
  const deadline = facts.secondInstance
    ? secondInstanceDeadline(facts.decision)?.date
    : facts.notice.deadline?.value;
  const base = { notice: noticeSummaryOf(facts), grounds: groundsOf(facts) };
  if (!deadline) return base;
  return {
    ...base,
    filingDeadline: deadline,
    filingDeadlineSource: 'notice',
    ...freshSchedule(deadline, now),
  };
}
