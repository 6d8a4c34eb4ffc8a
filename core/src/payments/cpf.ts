/**
 * CPF check (SPEC §5, VAL-2): 11 digits, not all equal, both mod-11 check digits correct.
 * Lives here because core/src/cpf.ts did not exist when payments needed it; move it there if another
 * area needs it too. Never throws, whatever the input.
 */

/** The 11 digits of a CPF typed with or without the 000.000.000-00 mask, or undefined. */
export function normalizeCpf(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const digits = input.trim().replace(/[.\-\s]/g, '');
  return /^\d{11}$/.test(digits) ? digits : undefined;
}

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function isValidCpf(input: unknown): boolean {
  const cpf = normalizeCpf(input);
  if (!cpf) return false;
  // 000.000.000-00, 111.111.111-11… pass the mod-11 arithmetic but are not real CPFs.
  if (/^(\d)\1{10}$/.test(cpf)) return false;
  return checkDigit(cpf, 9) === Number(cpf[9]) && checkDigit(cpf, 10) === Number(cpf[10]);
}
