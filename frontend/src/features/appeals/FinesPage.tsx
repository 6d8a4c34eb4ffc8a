import { DOWNLOADABLE_STATUSES, PAYABLE_STATUSES } from '@recurso/core/appeal';
import { FilePlus2 } from 'lucide-react';
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

/** 'Recursos de Multas': traffic appeals; editing the text regenerates the PDF. */
export function FinesPage() {
  usePageTitle('Recursos de Multas');
  const list = useAppealList('traffic');
  const actions = useRowActions({ regeneratePdf: true });
  const created = useAppealCreated();
  const [creating, setCreating] = useState(false);

  const columns: Column<AppealView>[] = [
    { header: 'Data', cell: (a) => formatDateTime(a.createdAt) },
    { header: 'Código', cell: (a) => a.code || '-' },
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
        </span>
      ),
    },
  ];

  return (
    <div className="page">
      <div className="row page__actions">
        <Button icon={<FilePlus2 size={18} aria-hidden="true" />} onClick={() => setCreating(true)}>
          Criar Recurso para Multa
        </Button>
      </div>
      <section className="card panel" aria-labelledby="multas">
        <div className="panel__head">
          <h2 id="multas" className="h3">
            Seus recursos de multa
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
          caption="Recursos de multas"
          columns={columns}
          rows={list.rows}
          rowKey={(a) => a.id}
          loading={list.query.isPending && list.query.fetchStatus !== 'idle'}
          empty={
            list.all.length === 0 ? (
              <>
                <p>Nenhum recurso de multa ainda. Envie a notificação e receba o recurso pronto.</p>
                <Button onClick={() => setCreating(true)}>Criar Recurso para Multa</Button>
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
        initialType="traffic"
        onClose={() => setCreating(false)}
        onAppealGenerated={(id) => created({ id, type: 'traffic' })}
      />
    </div>
  );
}
