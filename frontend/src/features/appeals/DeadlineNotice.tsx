/**
 * The deadline before the money (issue 26), in the preview and the pay dialog: the days left, the last
 * day, or a passed deadline with what it means (core's timelinessNotice, CTB art. 285 § 1º and § 5º).
 * A passed deadline leaves the decision to the driver: paying waits for their explicit "yes".
 */
import { timelinessNotice } from '@recurso/core/follow-up';
import { AlertTriangle, CalendarClock } from 'lucide-react';
import { useId } from 'react';
import type { AppealView } from './api';

const TONE = {
  unknown: 'alert--info',
  open: 'alert--info',
  soon: 'alert--warning',
  today: 'alert--warning',
  overdue: 'alert--error',
} as const;

/** Whether paying this appeal waits for the driver's "yes" (its deadline has passed). */
export const needsLateConsent = (appeal: Pick<AppealView, 'type' | 'followUp'>, now = new Date()): boolean =>
  timelinessNotice(
    { type: appeal.type, deadline: appeal.followUp?.deadline, stage: appeal.followUp?.stage },
    now,
  ).consent !== undefined;

export function DeadlineNotice({
  appeal,
  consented,
  onConsent,
  now = new Date(),
}: {
  appeal: Pick<AppealView, 'type' | 'followUp'>;
  consented: boolean;
  onConsent(yes: boolean): void;
  now?: Date;
}) {
  const id = useId();
  const notice = timelinessNotice(
    { type: appeal.type, deadline: appeal.followUp?.deadline, stage: appeal.followUp?.stage },
    now,
  );
  const Icon = notice.state === 'overdue' ? AlertTriangle : CalendarClock;
  return (
    <section className={`alert ${TONE[notice.state]} deadline-notice`} aria-labelledby={`${id}-t`}>
      <p className="deadline-notice__title" id={`${id}-t`}>
        <Icon size={18} aria-hidden="true" />
        <strong>{notice.title}</strong>
      </p>
      {notice.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {notice.consent ? (
        <label className="checkbox deadline-notice__consent">
          <input type="checkbox" checked={consented} onChange={(e) => onConsent(e.target.checked)} />
          {notice.consent}
        </label>
      ) : null}
    </section>
  );
}
