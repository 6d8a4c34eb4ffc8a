import { PAYABLE_STATUSES } from '@recurso/core/appeal';
import { ShieldPlus } from 'lucide-react';
import { useState } from 'react';
import { usePageTitle } from '../../components/layout/page-title';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { type Column, DataTable } from '../../components/ui/DataTable';
import { formatDateTime, formatMoneyOrDash } from '../../lib/format';
import { AppealFilters } from './AppealFilters';
import { AppealStatusCell } from './AppealStatusCell';
import { type AppealView, useAppealCreated } from './api';
import { CreateAppealDialog } from './CreateAppealDialog';
import { useAppealList } from './useAppealList';
import { useRowActions } from './useRowActions';

const TEXT_READY = new Set(['paid', 'analyzing', 'approved', 'rejected']);

/** 'Suspensão de CNH': suspension appeals; 'Baixar' saves the text as a file. */
export function SuspensionPage() {
  usePageTitle('Suspensão de CNH');
  const list = useAppealList('suspension');
  const actions = useRowActions({ regeneratePdf: false });
  const created = useAppealCreated();
  const [creating, setCreating] = useState(false);

  const columns: Column<AppealView>[] = [
    { header: 'Data', cell: (a) => formatDateTime(a.createdAt) },
    { header: 'Valor', cell: (a) => formatMoneyOrDash(a.value), className: 'num' },
    { header: 'Status', cell: (a) => <AppealStatusCell appeal={a} ready={list.ready} /> },
    {
      header: 'Ações',
      cell: (a) => (
        <span className="row-actions">
          {PAYABLE_STATUSES.includes(a.status as never) ? (
            <Button size="sm" onClick={() => actions.pay(a)}>
              Pagar
            </Button>
          ) : null}
          {TEXT_READY.has(a.status) && a.hasText ? (
            <Button
              size="sm"
              variant="secondary"
              busy={actions.downloading === a.id}
              onClick={() => actions.downloadText(a)}
            >
              Baixar
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <div className="page">
      <div className="row page__actions">
        <Button icon={<ShieldPlus size={18} aria-hidden="true" />} onClick={() => setCreating(true)}>
          Criar Recurso de Suspensão
        </Button>
      </div>
      <section className="card panel" aria-labelledby="suspensao">
        <div className="panel__head">
          <h2 id="suspensao" className="h3">
            Seus recursos de suspensão
          </h2>
          <AppealFilters
            value={list.filter}
            onChange={list.setFilter}
            onExport={list.exportCsv}
            exportDisabled={list.rows.length === 0}
            showType={false}
          />
        </div>
        {list.error ? <Alert kind="error">{list.error}</Alert> : null}
        <DataTable
          caption="Recursos de suspensão de CNH"
          columns={columns}
          rows={list.rows}
          rowKey={(a) => a.id}
          loading={list.query.isPending && list.query.fetchStatus !== 'idle'}
          empty={
            list.all.length === 0 ? (
              <>
                <p>
                  Nenhum recurso de suspensão ainda. Envie a notificação do processo de suspensão para
                  começar.
                </p>
                <Button onClick={() => setCreating(true)}>Criar Recurso de Suspensão</Button>
              </>
            ) : (
              <p>Nenhum recurso corresponde aos filtros.</p>
            )
          }
        />
      </section>
      {actions.dialogs}
      <CreateAppealDialog
        open={creating}
        initialType="suspension"
        onClose={() => setCreating(false)}
        onAppealGenerated={(id) => created({ id, type: 'suspension' })}
      />
    </div>
  );
}
