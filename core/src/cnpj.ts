/** CNPJ (Cadastro Nacional da Pessoa Jurídica): 14 digits, the last two mod-11 check digits. */
import { onlyDigits } from './masks';

const checkDigit = (digits: readonly number[]): number => {
  const weights =
    digits.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = digits.reduce((acc, d, i) => acc + d * (weights[i] as number), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

/** True for 14 digits (mask allowed), not all equal, with both check digits right. Never throws. */
export function isValidCnpj(input: unknown): boolean {
  if (typeof input !== 'string' || !/^[\d.\-/\s]*$/.test(input)) return false;
  const d = onlyDigits(input);
  if (d.length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  const digits = [...d].map(Number);
  const first = checkDigit(digits.slice(0, 12));
  const second = checkDigit([...digits.slice(0, 12), first]);
  return digits[12] === first && digits[13] === second;
}
