/**
 * The lists' 'Prazo' cell: the filing deadline with the days left (Brasília calendar, core's
 * deadlineStatus), overdue in plain words; once filed, the filing date; no deadline yet, a button to
 * inform it.
 */
import { canSetDeadline, deadlineStatus, formatDate } from '@recurso/core/follow-up';
import type { AppealStatus } from '@recurso/core/appeal';
import { Button } from '../../components/ui/Button';
import type { AppealView } from '../appeals/api';

const TONE = {
  open: 'deadline--open',
  soon: 'deadline--soon',
  today: 'deadline--today',
  overdue: 'deadline--overdue',
};

export function DeadlineCell({
  appeal,
  now,
  onSetDeadline,
}: {
  appeal: AppealView;
  now: Date;
  onSetDeadline(appeal: AppealView): void;
}) {
  const f = appeal.followUp;
  if (f?.filedOn)
    return (
      <span className="deadline deadline--done">
        Protocolado em {formatDate(f.filedOn)}
        {f.protocolNumber ? <span className="deadline__sub">nº {f.protocolNumber}</span> : null}
      </span>
    );
  if (f?.deadline) {
    const d = deadlineStatus(f.deadline, now);
    return (
      <span className={`deadline ${TONE[d.state]}`}>
        <span>{formatDate(d.date)}</span>
        <span className="deadline__sub">{d.label}</span>
      </span>
    );
  }
  if (!canSetDeadline(appeal.status as AppealStatus) || appeal.status === 'processing') return <span>-</span>;
  return (
    <Button size="sm" variant="ghost" onClick={() => onSetDeadline(appeal)}>
      Informar prazo
    </Button>
  );
}
