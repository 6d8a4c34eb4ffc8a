/**
 * The after-the-appeal state as the API shows it: the compact `followUp` of every list row and the
 * full view of one appeal (GET /appeals/{id}/follow-up and every change's answer).
 */
import { type Appeal, type AppealStatus, statusLabel } from '../appeal';
import { identificationEligibility } from '../driver-identification/eligibility';
import { secondInstanceOffer } from '../second-instance/offer';
import { brasiliaToday } from './calendar';
import { deadlineStatus } from './deadline';
import { filingGuide } from './guide';
import { OUTCOME_LABEL } from './outcome-stats';
import type { FollowUpView } from './schemas';

/** Filed or decided: the deadline no longer matters and cannot change. */
export const FILED_OR_DECIDED: readonly AppealStatus[] = ['filed', 'approved', 'rejected', 'no_response'];
/** The owner may mark these as filed (paid, so the PDF was available); `filed` corrects the record. */
export const FILEABLE: readonly AppealStatus[] = ['paid', 'analyzing', 'filed'];
/** A decision is recorded on a filed appeal, and may be corrected later (e.g. no answer, then granted). */
export const DECIDABLE: readonly AppealStatus[] = ['filed', 'approved', 'rejected', 'no_response'];
/** The deadline may be set until the appeal is filed, unless the appeal is dead (refunded). */
const DEADLINE_CLOSED: readonly AppealStatus[] = [...FILED_OR_DECIDED, 'refunded'];

export const canSetDeadline = (s: AppealStatus) => !DEADLINE_CLOSED.includes(s);

export function toFollowUpView(a: Appeal, now: Date): FollowUpView {
  return {
    appealId: a.id,
    type: a.type,
    status: a.status,
    statusLabel: statusLabel(a.status),
    deadline: a.filingDeadline
      ? { ...deadlineStatus(a.filingDeadline, now), source: a.filingDeadlineSource ?? 'driver' }
      : null,
    reminders: { nextAt: a.reminderDueAt ?? null, sentDaysBefore: a.remindersSent ?? [] },
    filing: a.filing
      ? {
          filedOn: a.filing.filedOn,
          ...(a.filing.protocolNumber ? { protocolNumber: a.filing.protocolNumber } : {}),
        }
      : null,
    outcome: a.outcome
      ? {
          result: a.outcome.result,
          label: OUTCOME_LABEL[a.outcome.result],
          ...(a.outcome.decidedOn ? { decidedOn: a.outcome.decidedOn } : {}),
          recordedAt: a.outcome.recordedAt,
          hasDecision: Boolean(a.outcome.decisionKey),
        }
      : null,
    guide: filingGuide(a, brasiliaToday(now)),
    driverIdentification: identificationEligibility(a),
    secondInstance: {
      ...secondInstanceOffer(a),
      ...(a.firstAppealId ? { firstAppealId: a.firstAppealId } : {}),
    },
    actions: {
      setDeadline: canSetDeadline(a.status),
      markFiled: FILEABLE.includes(a.status),
      recordOutcome: DECIDABLE.includes(a.status),
    },
  };
}
