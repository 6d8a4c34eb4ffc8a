import { StatusBadge } from '../../components/ui/StatusBadge';
import type { AppealView } from './api';
import { ROW_TEXT } from './useRowActions';

export function AppealStatusCell({ appeal, ready }: { appeal: AppealView; ready: ReadonlySet<string> }) {
  return (
    <span className="status-cell">
      <StatusBadge status={appeal.status} />
      {ready.has(appeal.id) && appeal.status === 'pending_payment' ? (
        <span className="ready-note">{ROW_TEXT.ready}</span>
      ) : null}
      {appeal.status === 'generation_failed' && appeal.failureReason ? (
        <span className="failure-note">{appeal.failureReason}</span>
      ) : null}
    </span>
  );
}
