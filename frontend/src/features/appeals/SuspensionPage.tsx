import { DOWNLOADABLE_STATUSES } from '@recurso/core/appeal';
import { ShieldPlus } from 'lucide-react';
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

const TEXT_READY = new Set<string>(DOWNLOADABLE_STATUSES);

/**
 * 'Suspensão de CNH': suspension appeals. Once paid, 'Baixar PDF' (the piece with its "Como protocolar"
 * first page, what the "recurso pronto" e-mail points to) and 'Editar Texto' (the PDF made again), as on
 * the fines page; SPEC's 'Baixar' (the text as a file) stays as a second action.
 */
export function SuspensionPage() {
  usePageTitle('Suspensão de CNH');
  const list = useAppealList('suspension');
  const actions = useRowActions({ regeneratePdf: true });
  const create = useCreateAppeal();
  const followUp = useFollowUpActions();

  const columns: Column<AppealView>[] = [
    dateColumn,
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
        {TEXT_READY.has(a.status) ? (
          <Button size="sm" busy={actions.downloading === a.id} onClick={() => actions.downloadPdf(a)}>
            Baixar PDF
          </Button>
        ) : null}
        {TEXT_READY.has(a.status) && a.hasText ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label="Baixar texto (.txt)"
            busy={actions.downloading === `${a.id}:text`}
            onClick={() => actions.downloadText(a)}
          >
            Baixar
          </Button>
        ) : null}
      </>
    )),
  ];

  return (
    <div className="page">
      <div className="row page__actions">
        <Button icon={<ShieldPlus size={18} aria-hidden="true" />} onClick={() => create.open('suspension')}>
          Criar Recurso de Suspensão
        </Button>
      </div>
      <AppealListPanel
        headingId="suspensao"
        title="Seus recursos de suspensão"
        caption="Recursos de suspensão de CNH"
        list={list}
        columns={columns}
        showType={false}
        emptyState={
          <>
            <p>
              Nenhum recurso de suspensão ainda. Envie a notificação do processo de suspensão para começar.
            </p>
            <Button onClick={() => create.open('suspension')}>Criar Recurso de Suspensão</Button>
          </>
        }
      />
      {actions.dialogs}
      {followUp.dialogs}
      {create.dialog}
    </div>
  );
}
