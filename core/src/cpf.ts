/** CPF (Cadastro de Pessoas Físicas): 11 digits, the last two are mod-11 check digits (SPEC §5, §9). */
import { onlyDigits } from './masks';

export const CPF_LENGTH = 11;

/** The two check digits for the first nine digits of a CPF. */
export function cpfCheckDigits(nineDigits: string): string {
  const digits = [...nineDigits].map(Number);
  const next = (weights: number) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (weights - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = next(10);
  digits.push(first);
  const second = next(11);
  return `${first}${second}`;
}

/**
 * True for a well-formed CPF: 11 digits once the mask is removed, not all equal (those pass mod-11
 * but are not issued), both check digits right. Never throws.
 */
export function isValidCpf(input: unknown): boolean {
  if (typeof input !== 'string') return false;
  if (!/^[\d.\-\s]*$/.test(input)) return false;
  const digits = onlyDigits(input);
  if (digits.length !== CPF_LENGTH) return false;
  if (/^(\d)\1{10}$/.test(digits)) return false;
  return digits.slice(9) === cpfCheckDigits(digits.slice(0, 9));
}
