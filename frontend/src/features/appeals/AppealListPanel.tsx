/** The panel every appeal list screen shows: heading, filters with CSV export, error, table, empty state. */
import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/Alert';
import { type Column, DataTable } from '../../components/ui/DataTable';
import type { AppealView } from './api';
import { AppealFilters } from './AppealFilters';
import type { useAppealList } from './useAppealList';

interface Props {
  headingId: string;
  title: string;
  caption: string;
  list: ReturnType<typeof useAppealList>;
  columns: Column<AppealView>[];
  /** What an empty list says (before any filter applies) and offers. */
  emptyState: ReactNode;
  showType?: boolean;
}

export function AppealListPanel({ headingId, title, caption, list, columns, emptyState, showType }: Props) {
  return (
    <section className="card panel" aria-labelledby={headingId}>
      <div className="panel__head">
        <h2 id={headingId} className="h3">
          {title}
        </h2>
        <AppealFilters
          value={list.filter}
          onChange={list.setFilter}
          onExport={list.exportCsv}
          exportDisabled={list.rows.length === 0}
          showType={showType}
        />
      </div>
      {list.error ? <Alert kind="error">{list.error}</Alert> : null}
      <DataTable
        caption={caption}
        columns={columns}
        rows={list.rows}
        rowKey={(a) => a.id}
        loading={list.query.isPending && list.query.fetchStatus !== 'idle'}
        empty={list.all.length === 0 ? emptyState : <p>Nenhum recurso corresponde aos filtros.</p>}
      />
    </section>
  );
}
