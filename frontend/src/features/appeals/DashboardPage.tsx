import { DOWNLOADABLE_STATUSES } from '@recurso/core/appeal';
import { FilePlus2, ShieldPlus } from 'lucide-react';
import { usePageTitle } from '../../components/layout/page-title';
import { Button } from '../../components/ui/Button';
import type { Column } from '../../components/ui/DataTable';
import { appealTypeLabel, formatDateTime, formatMoney } from '../../lib/format';
import { type AppealView, hasDocument } from './api';
import { AppealListPanel } from './AppealListPanel';
import { actionsColumn, dateColumn, statusColumn, valueColumn } from './appealColumns';
import { useAppealList } from './useAppealList';
import { useCreateAppeal } from './useCreateAppeal';
import { useRowActions } from './useRowActions';
import { useFollowUpActions } from '../follow-up/useFollowUpActions';

const PAID = new Set<string>(DOWNLOADABLE_STATUSES);

export function DashboardPage() {
  usePageTitle('Dashboard');
  const list = useAppealList();
  const actions = useRowActions({ regeneratePdf: false });
  const create = useCreateAppeal();
  const followUp = useFollowUpActions();

  const all = list.all;
  const totalPaid = all.filter((a) => PAID.has(a.status)).reduce((s, a) => s + (a.value ?? 0), 0);
  const latest = all[0];

  const columns: Column<AppealView>[] = [
    dateColumn,
    { header: 'Tipo', cell: (a) => appealTypeLabel(a.type) },
    { header: 'Código', cell: (a) => a.code || '-' },
    valueColumn,
    statusColumn(list.ready),
    followUp.column,
    actionsColumn(actions, (a) => (
      <>
        {followUp.action(a)}
        {a.status === 'paid' ? (
          <Button size="sm" variant="secondary" onClick={() => actions.edit(a)}>
            Editar
          </Button>
        ) : null}
        {PAID.has(a.status) && hasDocument(a) ? (
          <Button
            size="sm"
            variant="secondary"
            busy={actions.downloading === a.id}
            onClick={() => actions.downloadPdf(a)}
          >
            PDF
          </Button>
        ) : null}
      </>
    )),
  ];

  return (
    <div className="page">
      <div className="grid grid--3 summary">
        <div className="card summary__card">
          <p className="summary__label">Total Pago</p>
          <p className="summary__value">{formatMoney(totalPaid)}</p>
        </div>
        <div className="card summary__card">
          <p className="summary__label">Total de Recursos</p>
          <p className="summary__value">{all.length}</p>
        </div>
        <div className="card summary__card">
          <p className="summary__label">Último Recurso</p>
          <p className="summary__value summary__value--sm">
            {latest
              ? `${appealTypeLabel(latest.type)} · ${formatDateTime(latest.createdAt)}`
              : 'Nenhum ainda'}
          </p>
        </div>
      </div>

      <div className="row page__actions">
        <Button icon={<FilePlus2 size={18} aria-hidden="true" />} onClick={() => create.open('traffic')}>
          Criar Recurso para Multa
        </Button>
        <Button
          variant="secondary"
          icon={<ShieldPlus size={18} aria-hidden="true" />}
          onClick={() => create.open('suspension')}
        >
          Criar Recurso de Suspensão
        </Button>
      </div>

      <AppealListPanel
        headingId="relatorio"
        title="Relatório de Recursos"
        caption="Relatório de Recursos"
        list={list}
        columns={columns}
        emptyState={
          <>
            <p>Você ainda não tem recursos. Crie o primeiro agora mesmo.</p>
            <Button onClick={() => create.open('traffic')}>Criar Recurso para Multa</Button>
          </>
        }
      />
      {actions.dialogs}
      {followUp.dialogs}
      {create.dialog}
    </div>
  );
}
