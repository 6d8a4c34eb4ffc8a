/**
 * What every list row carries about the after-the-appeal state (GET /appeals/my rows' `followUp`):
 * small on purpose, the appeals function bundles it (the full view is follow-up/view.ts).
 */
import type { Appeal } from '../appeal';
import { eligibilityOf } from '../driver-identification/kind';
import type { FollowUpSummary } from './schemas';

export function followUpSummary(
  a: Pick<
    Appeal,
    | 'type'
    | 'notice'
    | 'filingDeadline'
    | 'filingDeadlineSource'
    | 'filing'
    | 'outcome'
    | 'firstAppealId'
    | 'secondInstanceId'
  >,
): FollowUpSummary | undefined {
  const eligibility = eligibilityOf(a);
  const summary: FollowUpSummary = {
    deadline: a.filingDeadline,
    deadlineSource: a.filingDeadline ? a.filingDeadlineSource : undefined,
    filedOn: a.filing?.filedOn,
    protocolNumber: a.filing?.protocolNumber,
    outcome: a.outcome?.result,
    driverIdentification: a.notice && eligibility !== 'not_applicable' ? eligibility : undefined,
    firstAppealId: a.firstAppealId,
    secondInstanceId: a.secondInstanceId,
    stage: a.notice?.stage,
  };
  const present = Object.fromEntries(Object.entries(summary).filter(([, v]) => v !== undefined));
  return Object.keys(present).length ? (present as FollowUpSummary) : undefined;
}
