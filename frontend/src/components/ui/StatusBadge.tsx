import { statusColour, statusLabel } from '@recurso/core/appeal';

/** SPEC §4 label and colour; unknown statuses are shown raw in a neutral badge. */
export function StatusBadge({ status, view = 'user' }: { status: string; view?: 'user' | 'admin' }) {
  const colour = statusColour(status, view) ?? 'grey';
  return <span className={`badge badge--${colour}`}>{statusLabel(status, view)}</span>;
}
