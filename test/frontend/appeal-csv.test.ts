/** The CSV export's name: the user's own calendar day, not UTC's. */
import { csvFileName } from '../../frontend/src/features/appeals/filters';

describe('csvFileName', () => {
  it('names the file with the day in the user time zone, late in the evening in Brasília', () => {
    // 22:30 on 27 November in Brasília is already 28 November in UTC.
    expect(csvFileName(new Date('2026-11-28T01:30:00Z'), 'America/Sao_Paulo')).toBe(
      'recursos_2026-11-27.csv',
    );
    expect(csvFileName(new Date('2026-11-28T01:30:00Z'), 'America/Manaus')).toBe('recursos_2026-11-27.csv');
  });

  it('names the file with the same day when both agree', () => {
    expect(csvFileName(new Date('2026-11-28T15:00:00Z'), 'America/Sao_Paulo')).toBe(
      'recursos_2026-11-28.csv',
    );
  });

  it('uses the device time zone by default', () => {
    const now = new Date('2026-03-05T12:00:00Z');
    const p = (n: number) => String(n).padStart(2, '0');
    expect(csvFileName(now)).toBe(
      `recursos_${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}.csv`,
    );
  });
});
