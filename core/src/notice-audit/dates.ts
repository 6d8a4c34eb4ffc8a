/** Calendar arithmetic on ISO dates for the grounds' conditions. */

/** Adds whole years to an ISO date (29 February rolls to 1 March). */
export function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}
