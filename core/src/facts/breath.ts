/**
 * Res. CONTRAN 432/2013, Annex I: the breathalyser's maximum permissible error, which the record
 * subtracts from the measured value to give the considered one (0,032 mg/L up to 0,40 mg/L; 8 % up to
 * 2,00 mg/L; 30 % above). Shared by the notice audit (a considered value above what the law allows is
 * a ground) and the reading's cross-checks (a scanned pair that does not follow it was misread).
 */

/** The maximum permissible error of Res. 432/2013 Annex I for a measured value (mg/L). */
export function maxPermissibleError(measured: number): number {
  if (measured <= 0.4) return 0.032;
  if (measured <= 2) return measured * 0.08;
  return measured * 0.3;
}
