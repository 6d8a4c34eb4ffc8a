/**
 * The filing deadline as the driver reads it: the date, the days left on Brasília's calendar and a
 * plain label ("Faltam 5 dias", "Vence hoje", "Prazo vencido há 2 dias"). One rule for the lists, the
 * appeal's follow-up, the PDF's "Como protocolar" page and the reminder e-mails.
 */
import { brasiliaToday, daysBetween } from './calendar';

/** `soon`: a week or less left, the first reminder point. */
export type DeadlineState = 'open' | 'soon' | 'today' | 'overdue';

export interface DeadlineStatus {
  date: string;
  daysLeft: number;
  state: DeadlineState;
  label: string;
}

export const SOON_DAYS = 7;

export function daysLeftLabel(daysLeft: number): string {
  if (daysLeft > 1) return `Faltam ${daysLeft} dias`;
  if (daysLeft === 1) return 'Falta 1 dia';
  if (daysLeft === 0) return 'Vence hoje';
  const late = -daysLeft;
  return `Prazo vencido há ${late} ${late === 1 ? 'dia' : 'dias'}`;
}

export function deadlineStatus(date: string, now: Date): DeadlineStatus {
  const daysLeft = daysBetween(brasiliaToday(now), date);
  const state: DeadlineState =
    daysLeft < 0 ? 'overdue' : daysLeft === 0 ? 'today' : daysLeft <= SOON_DAYS ? 'soon' : 'open';
  return { date, daysLeft, state, label: daysLeftLabel(daysLeft) };
}
