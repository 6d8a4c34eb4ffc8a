/** Input masks the forms and the server share (SPEC §2 "Owner CPF is masked 000.000.000-00"). */

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/**
 * Formats up to 11 digits as 000.000.000-00 while the user types; extra digits are dropped, so the
 * result never exceeds 14 characters (SPEC §9).
 */
export function maskCpf(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** Removes the CPF mask (the value stored and sent to payment providers). */
export const unmaskCpf = (value: string): string => onlyDigits(value).slice(0, 11);
