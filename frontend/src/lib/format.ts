/** pt-BR formats through Intl (SPEC §9): R$ with two decimals and comma; dd/MM/yyyy HH:mm. */
const money = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
});
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const dateOnly = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** Intl puts a no-break space after "R$"; a normal space reads and copies better. */
export const formatMoney = (value: number): string => money.format(value).replace(/\u00a0/g, ' ');

export const formatMoneyOrDash = (value: number | undefined | null): string =>
  typeof value === 'number' && Number.isFinite(value) ? formatMoney(value) : '-';

export function formatDateTime(iso: string | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '-';
  return dateTime.format(d).replace(',', '');
}

export function formatDate(iso: string | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '-' : dateOnly.format(d);
}

export const appealTypeLabel = (type: string): string => (type === 'traffic' ? 'Multa' : 'Suspensão');
