/** Table columns and the pay action that the user's appeal lists share. */
import { PAYABLE_STATUSES } from '@recurso/core/appeal';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import type { Column } from '../../components/ui/DataTable';
import { formatDateTime, formatMoneyOrDash } from '../../lib/format';
import type { AppealView } from './api';
import { AppealStatusCell } from './AppealStatusCell';
import type { useAppealList } from './useAppealList';

type Ready = ReturnType<typeof useAppealList>['ready'];

export const dateColumn: Column<AppealView> = { header: 'Data', cell: (a) => formatDateTime(a.createdAt) };

export const valueColumn: Column<AppealView> = {
  header: 'Valor',
  cell: (a) => formatMoneyOrDash(a.value),
  className: 'num',
};

export const statusColumn = (ready: Ready): Column<AppealView> => ({
  header: 'Status',
  cell: (a) => <AppealStatusCell appeal={a} ready={ready} />,
});

/** The row actions every list offers before payment (useRowActions). */
export interface UnpaidActions {
  pay(a: AppealView): void;
  preview(a: AppealView): void;
  review(a: AppealView): void;
}

/**
 * 'Ações': 'Revisar dados' while the appeal waits for the driver's review; 'Pagar', 'Ver prévia' and
 * 'Revisar dados' while it is payable (issue 14); then whatever the screen adds.
 */
export const actionsColumn = (
  actions: UnpaidActions,
  more: (a: AppealView) => ReactNode,
): Column<AppealView> => ({
  header: 'Ações',
  cell: (a) => (
    <span className="row-actions">
      {a.status === 'awaiting_review' ? (
        <Button size="sm" onClick={() => actions.review(a)}>
          Revisar dados
        </Button>
      ) : null}
      {PAYABLE_STATUSES.includes(a.status as never) ? (
        <>
          <Button size="sm" onClick={() => actions.pay(a)}>
            Pagar
          </Button>
          {a.hasText ? (
            <Button size="sm" variant="secondary" onClick={() => actions.preview(a)}>
              Ver prévia
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={() => actions.review(a)}>
            Revisar dados
          </Button>
        </>
      ) : null}
      {more(a)}
    </span>
  ),
});
