import { DOWNLOADABLE_STATUSES } from '@recurso/core/appeal';
import { FilePlus2 } from 'lucide-react';
import { usePageTitle } from '../../components/layout/page-title';
import { Button } from '../../components/ui/Button';
import type { Column } from '../../components/ui/DataTable';
import type { AppealView } from './api';
import { AppealListPanel } from './AppealListPanel';
import { actionsColumn, dateColumn, statusColumn, valueColumn } from './appealColumns';
import { useAppealList } from './useAppealList';
import { useCreateAppeal } from './useCreateAppeal';
import { useRowActions } from './useRowActions';
import { useFollowUpActions } from '../follow-up/useFollowUpActions';

/** 'Recursos de Multas': traffic appeals; editing the text regenerates the PDF. */
export function FinesPage() {
  usePageTitle('Recursos de Multas');
  const list = useAppealList('traffic');
  const actions = useRowActions({ regeneratePdf: true });
  const create = useCreateAppeal();
  const followUp = useFollowUpActions();

  const columns: Column<AppealView>[] = [
    dateColumn,
    { header: 'Código', cell: (a) => a.code || '-' },
    valueColumn,
    statusColumn(list.ready),
    followUp.column,
    actionsColumn(actions, (a) => (
      <>
        {followUp.action(a)}
        {a.status === 'paid' && a.hasText ? (
          <Button size="sm" variant="secondary" onClick={() => actions.edit(a)}>
            Editar Texto
          </Button>
        ) : null}
        {DOWNLOADABLE_STATUSES.includes(a.status as never) ? (
          <Button
            size="sm"
            variant="secondary"
            busy={actions.downloading === a.id}
            onClick={() => actions.downloadPdf(a)}
          >
            Baixar PDF
          </Button>
        ) : null}
      </>
    )),
  ];

  return (
    <div className="page">
      <div className="row page__actions">
        <Button icon={<FilePlus2 size={18} aria-hidden="true" />} onClick={() => create.open('traffic')}>
          Criar Recurso para Multa
        </Button>
      </div>
      <AppealListPanel
        headingId="multas"
        title="Seus recursos de multa"
        caption="Recursos de multas"
        list={list}
        columns={columns}
        showType={false}
        emptyState={
          <>
            <p>Nenhum recurso de multa ainda. Envie a notificação e receba o recurso pronto.</p>
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
