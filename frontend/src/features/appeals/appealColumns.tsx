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

/** The notice number; a second-instance appeal ("Recorrer ao CETRAN") shares it with the refused one. */
export const codeColumn: Column<AppealView> = {
  header: 'Código',
  cell: (a) => (
    <>
      {a.code || '-'}
      {a.followUp?.firstAppealId ? <span className="muted small"> · 2ª instância</span> : null}
    </>
  ),
};

export const valueColumn: Column<AppealView> = {
  header: 'Valor',
  cell: (a) => formatMoneyOrDash(a.value),
  className: 'num',
};

export const statusColumn = (ready: Ready): Column<AppealView> => ({
  header: 'Status',
  cell: (a) => <AppealStatusCell appeal={a} ready={ready} />,
});

/** 'Ações': 'Pagar' while the appeal is payable, then whatever the screen adds. */
export const actionsColumn = (
  onPay: (a: AppealView) => void,
  more: (a: AppealView) => ReactNode,
): Column<AppealView> => ({
  header: 'Ações',
  cell: (a) => (
    <span className="row-actions">
      {PAYABLE_STATUSES.includes(a.status as never) ? (
        <Button size="sm" onClick={() => onPay(a)}>
          Pagar
        </Button>
      ) : null}
      {more(a)}
    </span>
  ),
});
