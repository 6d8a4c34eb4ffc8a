/**
 * When deadline reminders are due: 7 days, 2 days and on the day (issue 15), each at 09:00 in Brasília.
 * Pure rules; the sweep (reminders.ts) and every change of the deadline use them, and the appeal item
 * stores the result (`reminderDueAt`, indexed by due time, and `remindersSent`).
 */
import type { Appeal, AppealStatus } from '../appeal';
import { brasiliaInstant, addDays, brasiliaToday } from './calendar';

export const REMINDER_DAYS_BEFORE = [7, 2, 0] as const;
/** Reminders go out in the morning of their day. */
export const REMINDER_HOUR = 9;

/** Statuses in which the driver still has to file (a reminder helps); any other is skipped. */
export const REMINDABLE_STATUSES: readonly AppealStatus[] = [
  'awaiting_review',
  'pending_payment',
  'expired_payment',
  'paid',
  'analyzing',
];

export const reminderTime = (deadline: string, daysBefore: number): Date =>
  brasiliaInstant(addDays(deadline, -daysBefore), REMINDER_HOUR);

/**
 * The next reminder to wait for: the first point not yet sent whose time is still ahead. A point
 * whose time has already passed when the deadline is set is not sent late (the driver is in the app).
 */
export function nextReminderAt(deadline: string, sent: readonly number[], now: Date): string | undefined {
  for (const days of REMINDER_DAYS_BEFORE) {
    if (sent.includes(days)) continue;
    const at = reminderTime(deadline, days);
    if (at.getTime() > now.getTime()) return at.toISOString();
  }
  return undefined;
}

export interface DueReminderPoint {
  /** The point to send now (days before the deadline). */
  daysBefore: number;
  /** Earlier points whose time also passed (a sweep ran late): marked, never sent late. */
  skipped: number[];
}

/**
 * At sweep time: the latest point whose time has passed and that was not sent; undefined when none
 * is due or the deadline day is over (a reminder after the deadline would only mislead).
 */
export function dueReminder(
  deadline: string,
  sent: readonly number[],
  now: Date,
): DueReminderPoint | undefined {
  if (brasiliaToday(now) > deadline) return undefined;
  const passed = REMINDER_DAYS_BEFORE.filter(
    (d) => !sent.includes(d) && reminderTime(deadline, d).getTime() <= now.getTime(),
  );
  const latest = passed.at(-1);
  if (latest === undefined) return undefined;
  return { daysBefore: latest, skipped: passed.slice(0, -1) };
}

/** Every point whose time has passed, sent or not: after a sweep they all count as done. */
export const passedPoints = (deadline: string, now: Date): number[] =>
  REMINDER_DAYS_BEFORE.filter((d) => reminderTime(deadline, d).getTime() <= now.getTime());

/**
 * The reminder fields for an appeal whose deadline was just set or changed: nothing sent yet for this
 * date, the first point still ahead due (or none, and the index entry removed).
 */
export function freshSchedule(
  deadline: string,
  now: Date,
): Pick<Appeal, 'remindersSent' | 'reminderDueAt'> & { remove?: 'reminderDueAt'[] } {
  const reminderDueAt = nextReminderAt(deadline, [], now);
  return reminderDueAt
    ? { remindersSent: [], reminderDueAt }
    : { remindersSent: [], remove: ['reminderDueAt'] };
}
