/** Frontend-only masks. The CPF mask and check live in core (`@recurso/core/masks`, `@recurso/core/cpf`). */

/** Brazilian plate: old AAA-9999 or Mercosul AAA9A99; upper-case letters and digits, hyphen after 3. */
export function maskPlate(value: string): string {
  const raw = value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 7);
  return raw.length > 3 ? `${raw.slice(0, 3)}-${raw.slice(3)}` : raw;
}
