import { DOWNLOADABLE_STATUSES, PAYABLE_STATUSES } from '@recurso/core/appeal';
import { FilePlus2, ShieldPlus } from 'lucide-react';
import { useState } from 'react';
import { usePageTitle } from '../../components/layout/page-title';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { type Column, DataTable } from '../../components/ui/DataTable';
import { appealTypeLabel, formatDateTime, formatMoney, formatMoneyOrDash } from '../../lib/format';
import { AppealFilters } from './AppealFilters';
import { AppealStatusCell } from './AppealStatusCell';
import { type AppealView, hasDocument, useAppealCreated } from './api';
import { CreateAppealDialog } from './CreateAppealDialog';
import { useAppealList } from './useAppealList';
import { useRowActions } from './useRowActions';

const PAID = new Set<string>(DOWNLOADABLE_STATUSES);

export function DashboardPage() {
  usePageTitle('Dashboard');
  const list = useAppealList();
  const actions = useRowActions({ regeneratePdf: false });
  const created = useAppealCreated();
  const [creating, setCreating] = useState<AppealView['type'] | null>(null);

  const all = list.all;
  const totalPaid = all.filter((a) => PAID.has(a.status)).reduce((s, a) => s + (a.value ?? 0), 0);
  const latest = all[0];

  const columns: Column<AppealView>[] = [
    { header: 'Data', cell: (a) => formatDateTime(a.createdAt) },
    { header: 'Tipo', cell: (a) => appealTypeLabel(a.type) },
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
          {a.status === 'paid' ? (
            <Button size="sm" variant="secondary" onClick={() => actions.edit(a)}>
              Editar
            </Button>
          ) : null}
          {a.status === 'paid' && hasDocument(a) ? (
            <Button
              size="sm"
              variant="secondary"
              busy={actions.downloading === a.id}
              onClick={() => actions.downloadPdf(a)}
            >
              PDF
            </Button>
          ) : null}
        </span>
      ),
    },
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
        <Button icon={<FilePlus2 size={18} aria-hidden="true" />} onClick={() => setCreating('traffic')}>
          Criar Recurso para Multa
        </Button>
        <Button
          variant="secondary"
          icon={<ShieldPlus size={18} aria-hidden="true" />}
          onClick={() => setCreating('suspension')}
        >
          Criar Recurso de Suspensão
        </Button>
      </div>

      <section className="card panel" aria-labelledby="relatorio">
        <div className="panel__head">
          <h2 id="relatorio" className="h3">
            Relatório de Recursos
          </h2>
          <AppealFilters
            value={list.filter}
            onChange={list.setFilter}
            onExport={list.exportCsv}
            exportDisabled={list.rows.length === 0}
          />
        </div>
        {list.error ? <Alert kind="error">{list.error}</Alert> : null}
        <DataTable
          caption="Relatório de Recursos"
          columns={columns}
          rows={list.rows}
          rowKey={(a) => a.id}
          loading={list.query.isPending && list.query.fetchStatus !== 'idle'}
          empty={
            all.length === 0 ? (
              <>
                <p>Você ainda não tem recursos. Crie o primeiro agora mesmo.</p>
                <Button onClick={() => setCreating('traffic')}>Criar Recurso para Multa</Button>
              </>
            ) : (
              <p>Nenhum recurso corresponde aos filtros.</p>
            )
          }
        />
      </section>
      {actions.dialogs}
      <CreateAppealDialog
        open={creating !== null}
        initialType={creating ?? 'traffic'}
        onClose={() => setCreating(null)}
        onAppealGenerated={(id) => created({ id, type: creating ?? 'traffic' })}
      />
    </div>
  );
}
