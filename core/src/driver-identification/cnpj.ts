/** CNPJ: 14 digits, the last two mod-11 check digits (weights 5..2,9..2 then 6..2,9..2). */
function checkDigit(digits: readonly number[]): number {
  let weight = digits.length - 7;
  let sum = 0;
  for (const d of digits) {
    sum += d * weight;
    weight = weight === 2 ? 9 : weight - 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCnpj(value: string): boolean {
  if (!/^\d{14}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false;
  const d = [...value].map(Number);
  const first = checkDigit(d.slice(0, 12));
  const second = checkDigit([...d.slice(0, 12), first]);
  return d[12] === first && d[13] === second;
}
