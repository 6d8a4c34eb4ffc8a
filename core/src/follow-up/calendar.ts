/**
 * Dates on Brazil's official calendar (Brasília time, UTC−3 all year: no daylight saving since 2019).
 * Deadlines are calendar dates (YYYY-MM-DD) printed on the notice; "today" and "days left" are counted
 * on that calendar, whatever the server's or the browser's time zone. Pure: the SPA imports it too.
 */
export const BRASILIA_OFFSET_MINUTES = -180;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** Today's date in Brasília. */
export function brasiliaToday(now: Date): string {
  return new Date(now.getTime() + BRASILIA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The date of an instant in Brasília (e.g. the day an appeal was created). */
export const brasiliaDateOf = (iso: string): string => brasiliaToday(new Date(iso));

const utcDay = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => utcDay(to) - utcDay(from);

export function addDays(date: string, days: number): string {
  return new Date((utcDay(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** The instant of `hour`:00 in Brasília on `date`. */
export function brasiliaInstant(date: string, hour: number): Date {
  return new Date(utcDay(date) * DAY_MS + hour * 3_600_000 - BRASILIA_OFFSET_MINUTES * 60_000);
}

/** "25/11/2026". */
export function formatDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}
