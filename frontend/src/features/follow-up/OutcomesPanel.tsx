/**
 * The admin panel's outcome statistics (issue 15 item 3): from the decisions drivers recorded, the
 * share of decided appeals granted, by infraction code and by ground, with the cases behind each
 * figure. The server gives no percentage below the minimum (20 decisions); this panel says why.
 */
import type { OutcomeReport } from '@recurso/core/follow-up';
import { Alert } from '../../components/ui/Alert';
import { type Column, DataTable } from '../../components/ui/DataTable';
import { errorMessage } from '../../lib/api';
import { useOutcomeReport } from './api';

type Row = OutcomeReport['byInfraction'][number] | OutcomeReport['byGround'][number];

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

export const OUTCOMES_TEXT = {
  title: 'Resultados registrados pelos usuários',
  intro: (min: number) =>
    `Percentual de recursos deferidos entre os decididos (deferidos + indeferidos), a partir das decisões que os usuários registraram. Sem percentual com menos de ${min} decisões.`,
  few: (n: number, min: number) => `— (${n} de ${min} decisões necessárias)`,
  empty: 'Nenhuma decisão registrada ainda.',
  failed: 'Não foi possível carregar os resultados.',
} as const;

export function shareText(row: { grantedShare: number | null; decided: number }, min: number): string {
  return row.grantedShare === null ? OUTCOMES_TEXT.few(row.decided, min) : percent.format(row.grantedShare);
}

function columns(first: string, min: number): Column<Row>[] {
  return [
    { header: first, cell: (r) => ('code' in r ? `${r.code} · ${r.label}` : r.label) },
    { header: 'Decididos', cell: (r) => r.decided, className: 'num' },
    { header: 'Deferidos', cell: (r) => r.granted, className: 'num' },
    { header: 'Indeferidos', cell: (r) => r.refused, className: 'num' },
    { header: 'Sem resposta', cell: (r) => r.noResponse, className: 'num' },
    { header: '% deferidos', cell: (r) => shareText(r, min), className: 'num' },
  ];
}

export function OutcomesPanel() {
  const report = useOutcomeReport();
  const r = report.data;
  return (
    <section className="card panel outcomes" aria-labelledby="resultados">
      <div className="panel__head">
        <h2 id="resultados" className="h3">
          {OUTCOMES_TEXT.title}
        </h2>
      </div>
      {report.isError ? <Alert kind="error">{errorMessage(report.error, OUTCOMES_TEXT.failed)}</Alert> : null}
      {r ? (
        <>
          <p className="muted small">{OUTCOMES_TEXT.intro(r.minimumCases)}</p>
          <p>
            Geral: <strong>{shareText(r.overall, r.minimumCases)}</strong> · {r.overall.decided} decididos (
            {r.overall.granted} deferidos, {r.overall.refused} indeferidos) · {r.overall.noResponse} sem
            resposta
          </p>
          <h3 className="h4">Por infração</h3>
          <DataTable
            caption="Resultados por código de infração"
            columns={columns('Infração', r.minimumCases)}
            rows={r.byInfraction}
            rowKey={(x) => ('code' in x ? x.code : x.id)}
            empty={<p>{OUTCOMES_TEXT.empty}</p>}
          />
          <h3 className="h4">Por fundamento</h3>
          <DataTable
            caption="Resultados por fundamento do recurso"
            columns={columns('Fundamento', r.minimumCases)}
            rows={r.byGround}
            rowKey={(x) => ('code' in x ? x.code : x.id)}
            empty={<p>{OUTCOMES_TEXT.empty}</p>}
          />
        </>
      ) : report.isPending ? (
        <p role="status">Carregando...</p>
      ) : null}
    </section>
  );
}
