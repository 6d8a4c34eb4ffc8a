/** When reminders are due: 7 days, 2 days and on the day, 09:00 in Brasília; never late, never after. */
import {
  dueReminder,
  freshSchedule,
  nextReminderAt,
  passedPoints,
  reminderTime,
} from '@recurso/core/follow-up';

const DEADLINE = '2026-05-30';
const at = (iso: string) => new Date(iso);

describe('reminder points', () => {
  it('are 09:00 in Brasília 7 days before, 2 days before and on the day', () => {
    expect([7, 2, 0].map((d) => reminderTime(DEADLINE, d).toISOString())).toEqual([
      '2026-05-23T12:00:00.000Z',
      '2026-05-28T12:00:00.000Z',
      '2026-05-30T12:00:00.000Z',
    ]);
  });

  it('schedule the first point still ahead', () => {
    expect(nextReminderAt(DEADLINE, [], at('2026-05-01T10:00:00Z'))).toBe('2026-05-23T12:00:00.000Z');
    // set on day 5: the 7-day point already passed, the next is the 2-day one
    expect(nextReminderAt(DEADLINE, [], at('2026-05-25T10:00:00Z'))).toBe('2026-05-28T12:00:00.000Z');
    expect(nextReminderAt(DEADLINE, [7], at('2026-05-23T12:00:00Z'))).toBe('2026-05-28T12:00:00.000Z');
    expect(nextReminderAt(DEADLINE, [7, 2, 0], at('2026-05-01T10:00:00Z'))).toBeUndefined();
    expect(nextReminderAt(DEADLINE, [], at('2026-05-30T13:00:00Z'))).toBeUndefined();
  });

  it('a fresh schedule for a new date forgets what was sent for the old one', () => {
    expect(freshSchedule(DEADLINE, at('2026-05-01T10:00:00Z'))).toEqual({
      remindersSent: [],
      reminderDueAt: '2026-05-23T12:00:00.000Z',
    });
    expect(freshSchedule('2026-04-01', at('2026-05-01T10:00:00Z'))).toEqual({
      remindersSent: [],
      remove: ['reminderDueAt'],
    });
  });
});

describe('dueReminder (sweep time)', () => {
  it('nothing before the first point', () => {
    expect(dueReminder(DEADLINE, [], at('2026-05-23T11:59:59Z'))).toBeUndefined();
  });

  it('the point whose time has come', () => {
    expect(dueReminder(DEADLINE, [], at('2026-05-23T12:00:00Z'))).toEqual({ daysBefore: 7, skipped: [] });
    expect(dueReminder(DEADLINE, [7], at('2026-05-28T13:00:00Z'))).toEqual({ daysBefore: 2, skipped: [] });
  });

  it('a sweep that ran late sends only the latest point and skips the stale one', () => {
    expect(dueReminder(DEADLINE, [], at('2026-05-29T10:00:00Z'))).toEqual({ daysBefore: 2, skipped: [7] });
    expect(passedPoints(DEADLINE, at('2026-05-29T10:00:00Z'))).toEqual([7, 2]);
  });

  it('nothing once the deadline day is over, even with points never sent', () => {
    expect(dueReminder(DEADLINE, [], at('2026-05-31T03:00:00Z'))).toBeUndefined();
    expect(dueReminder(DEADLINE, [7, 2], at('2026-05-31T02:59:00Z'))).toEqual({ daysBefore: 0, skipped: [] });
  });
});
