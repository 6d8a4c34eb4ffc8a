/** Brasília's calendar and the deadline labels every screen and e-mail shows. */
import {
  addDays,
  brasiliaInstant,
  brasiliaToday,
  daysBetween,
  deadlineStatus,
  isCalendarDate,
} from '@recurso/core/follow-up';

describe('Brasília calendar', () => {
  it('counts the day in Brasília (UTC−3), not in UTC', () => {
    expect(brasiliaToday(new Date('2026-05-10T02:59:00Z'))).toBe('2026-05-09');
    expect(brasiliaToday(new Date('2026-05-10T03:00:00Z'))).toBe('2026-05-10');
  });

  it('accepts only real dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('30/05/2026')).toBe(false);
  });

  it('adds and counts days across months and years', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-28', '2027-01-04')).toBe(7);
    expect(daysBetween('2026-05-30', '2026-05-23')).toBe(-7);
  });

  it('places 09:00 in Brasília at 12:00 UTC', () => {
    expect(brasiliaInstant('2026-05-23', 9).toISOString()).toBe('2026-05-23T12:00:00.000Z');
  });
});

describe('deadlineStatus', () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    ['2026-05-01T15:00:00Z', 29, 'open', 'Faltam 29 dias'],
    ['2026-05-23T15:00:00Z', 7, 'soon', 'Faltam 7 dias'],
    ['2026-05-29T15:00:00Z', 1, 'soon', 'Falta 1 dia'],
    ['2026-05-30T15:00:00Z', 0, 'today', 'Vence hoje'],
    // 01:00 UTC on the 31st is still the 30th in Brasília
    ['2026-05-31T01:00:00Z', 0, 'today', 'Vence hoje'],
    ['2026-05-31T15:00:00Z', -1, 'overdue', 'Prazo vencido há 1 dia'],
    ['2026-06-09T15:00:00Z', -10, 'overdue', 'Prazo vencido há 10 dias'],
  ])('at %s: %i days, %s, "%s"', (now, daysLeft, state, label) => {
    expect(deadlineStatus('2026-05-30', at(now))).toEqual({ date: '2026-05-30', daysLeft, state, label });
  });
});
