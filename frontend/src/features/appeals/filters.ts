/** 'Filtrar' and 'Exportar' on the report table: filter by status, type and date; export CSV. */
import { statusLabel } from '@recurso/core/appeal';
import { appealTypeLabel, formatDateTime } from '../../lib/format';
import type { AppealView } from './api';

export interface AppealFilter {
  status: string;
  type: string;
  /** yyyy-MM-dd (inclusive), local time. */
  from: string;
  to: string;
}

export const NO_FILTER: AppealFilter = { status: '', type: '', from: '', to: '' };

const localDay = (iso: string): string => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

export function filterAppeals(list: AppealView[], f: AppealFilter): AppealView[] {
  return list.filter((a) => {
    if (f.status && a.status !== f.status) return false;
    if (f.type && a.type !== f.type) return false;
    const day = localDay(a.createdAt);
    if (f.from && day < f.from) return false;
    if (f.to && day > f.to) return false;
    return true;
  });
}

/**
 * The export's file name carries the user's own calendar day, as the date filter does (never UTC's: at 22:00 in
 * Brasília UTC is already tomorrow). `en-CA` formats a date as yyyy-MM-dd.
 */
export const csvFileName = (now: Date, timeZone?: string): string =>
  `recursos_${now.toLocaleDateString('en-CA', { timeZone })}.csv`;

export const activeFilterCount = (f: AppealFilter): number => Object.values(f).filter(Boolean).length;

const cell = (v: string): string => (/[";\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/**
 * CSV for Excel in Brazil: `;` separator, decimal comma, UTF-8 with BOM so accents open correctly.
 * A leading = + - @ is neutralised so a cell can never run as a formula.
 */
export function appealsCsv(list: AppealView[]): string {
  const safe = (v: string) => cell(/^[=+\-@]/.test(v) ? `'${v}` : v);
  const header = ['Data', 'Tipo', 'Código', 'Valor', 'Status'];
  const rows = list.map((a) => [
    formatDateTime(a.createdAt),
    appealTypeLabel(a.type),
    a.code ?? '',
    typeof a.value === 'number' ? a.value.toFixed(2).replace('.', ',') : '',
    statusLabel(a.status),
  ]);
  return `\uFEFF${[header, ...rows].map((r) => r.map(safe).join(';')).join('\r\n')}\r\n`;
}
