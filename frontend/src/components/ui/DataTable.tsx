/**
 * A table that becomes a list of cards on phones (each cell carries its column name for the card view).
 * Shows skeleton rows while loading and the given empty state.
 */
import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  className?: string;
}

interface Props<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey(row: T): string;
  loading?: boolean;
  empty: ReactNode;
}

export function DataTable<T>({ caption, columns, rows, rowKey, loading, empty }: Props<T>) {
  if (loading) {
    return (
      <div className="table-skeleton" role="status" aria-label="Carregando...">
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton" />
        ))}
      </div>
    );
  }
  if (!rows || rows.length === 0) return <div className="empty">{empty}</div>;
  return (
    // A long value can make the table wider than the screen: what scrolls must be reachable by keyboard
    // (WCAG 2.1.1, axe scrollable-region-focusable); the caption names the region.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is reached by Tab to be scrolled.
    <section className="table-wrap" aria-label={caption} tabIndex={0}>
      <table className="table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.className}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.header} data-label={c.header} className={c.className}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
