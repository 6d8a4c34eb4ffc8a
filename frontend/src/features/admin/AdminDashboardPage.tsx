import { Download } from 'lucide-react';
import { usePageTitle } from '../../components/layout/page-title';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { type Column, DataTable } from '../../components/ui/DataTable';
import { StatusBadge } from '../../components/ui/StatusBadge';
import { errorMessage } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { appealTypeLabel, formatDateTime, formatMoney, formatMoneyOrDash } from '../../lib/format';
import { type AppealView, downloadAppealText } from '../appeals/api';
import { OutcomesPanel } from '../follow-up/OutcomesPanel';
import { useAllAppeals, useStatistics, useUsers } from './api';

/** SPEC's pending (awaiting payment, in analysis) and, since issue 26, appeals waiting for the driver's review. */
const PENDING = new Set(['pending_payment', 'analyzing', 'awaiting_review']);
export const TEXT_FAILED = 'Não foi possível baixar o texto do recurso.';

/** 'Painel Administrativo' (SPEC §2): four cards and every appeal with its text download. */
export function AdminDashboardPage() {
  usePageTitle('Painel Administrativo');
  const api = useApi();
  const downloadText = (a: AppealView) => downloadAppealText(api, a).catch(() => window.alert(TEXT_FAILED));
  const users = useUsers();
  const appeals = useAllAppeals();
  const stats = useStatistics();
  const list = appeals.data ?? [];
  const pending = list.filter((a) => PENDING.has(a.status)).length;
  const reviewing = list.filter((a) => a.status === 'awaiting_review').length;
  const dash = (v: string | number | undefined) => (v === undefined ? '…' : v);

  const columns: Column<AppealView>[] = [
    { header: 'Data', cell: (a) => formatDateTime(a.createdAt) },
    { header: 'Usuário', cell: (a) => a.userEmail ?? '-' },
    { header: 'Tipo', cell: (a) => appealTypeLabel(a.type) },
    { header: 'Valor', cell: (a) => formatMoneyOrDash(a.value), className: 'num' },
    { header: 'Status', cell: (a) => <StatusBadge status={a.status} /> },
    {
      header: 'Baixar',
      cell: (a) =>
        a.hasText ? (
          <Button
            size="sm"
            variant="secondary"
            icon={<Download size={16} aria-hidden="true" />}
            onClick={() => downloadText(a)}
          >
            Texto
          </Button>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <div className="page">
      {stats.isError ? (
        <Alert kind="error">{errorMessage(stats.error, 'Falha ao carregar estatísticas')}</Alert>
      ) : null}
      <div className="grid grid--4 summary">
        <div className="card summary__card">
          <p className="summary__label">Total de Usuários</p>
          <p className="summary__value">{dash(users.data?.length)}</p>
        </div>
        <div className="card summary__card">
          <p className="summary__label">Total de Recursos</p>
          <p className="summary__value">
            {dash(stats.data?.totalAppeals ?? (appeals.data ? list.length : undefined))}
          </p>
        </div>
        <div className="card summary__card">
          <p className="summary__label">Valor Total Pago</p>
          <p className="summary__value">{stats.data ? formatMoney(stats.data.totalValuePaid ?? 0) : '…'}</p>
        </div>
        <div className="card summary__card">
          <p className="summary__label">Recursos Pendentes</p>
          <p className="summary__value">{dash(appeals.data ? pending : undefined)}</p>
          {reviewing ? (
            <p className="small muted">
              {reviewing === 1 ? '1 aguardando revisão' : `${reviewing} aguardando revisão`} do motorista
            </p>
          ) : null}
        </div>
      </div>
      <OutcomesPanel />
      <section className="card panel" aria-labelledby="todos">
        <div className="panel__head">
          <h2 id="todos" className="h3">
            Todos os recursos
          </h2>
        </div>
        {appeals.isError ? (
          <Alert kind="error">{`Erro ao carregar recursos: ${errorMessage(appeals.error, 'Failed to load all appeals')}`}</Alert>
        ) : null}
        <DataTable
          caption="Todos os recursos"
          columns={columns}
          rows={list}
          rowKey={(a) => a.id}
          loading={appeals.isPending}
          empty={<p>Nenhum recurso cadastrado ainda.</p>}
        />
      </section>
    </div>
  );
}
