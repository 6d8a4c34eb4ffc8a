/** What every appeal list screen shares: the query, its error text, filters, CSV export, ready notices. */
import { useMemo, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { isStaffRole } from '../../lib/session';
import { useSession } from '../../lib/session-context';
import { type AppealView, saveBlob, useAppeals } from './api';
import { type AppealFilter, appealsCsv, csvFileName, filterAppeals, NO_FILTER } from './filters';
import { useReadyNotices } from './useReadyNotices';

export function useAppealList(type?: AppealView['type']) {
  const query = useAppeals();
  const { user } = useSession();
  const [filter, setFilter] = useState<AppealFilter>(NO_FILTER);
  const ready = useReadyNotices(query.data);
  const ofType = useMemo(
    () => (query.data ?? []).filter((a) => !type || a.type === type),
    [query.data, type],
  );
  const rows = useMemo(() => filterAppeals(ofType, filter), [ofType, filter]);
  const fallback = isStaffRole(user?.role) ? 'Failed to load all appeals' : 'Failed to load appeals';
  const error = query.isError ? `Erro ao carregar recursos: ${errorMessage(query.error, fallback)}` : '';
  const exportCsv = () => {
    saveBlob(new Blob([appealsCsv(rows)], { type: 'text/csv;charset=utf-8' }), csvFileName(new Date()));
  };
  return { query, all: ofType, rows, filter, setFilter, ready, error, exportCsv };
}
