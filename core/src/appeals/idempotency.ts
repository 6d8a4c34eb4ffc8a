/**
 * Idempotent creation (SECURITY REL-1): with an `Idempotency-Key`, the new appeal's id is derived from
 * the caller and the key, so a repeated request (double click, client retry) finds the appeal the
 * first one created instead of creating a second.
 */
import { ValidationError } from '../errors';

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

export const IDEMPOTENCY_KEY_MESSAGE =
  'Idempotency-Key inválida: use de 8 a 128 caracteres (letras, números, _ . : -).';

/** A UUID-shaped id from SHA-256(userId, scope, key); undefined without a key. */
export async function idempotentId(
  userId: string,
  scope: string,
  key: string | undefined,
): Promise<string | undefined> {
  if (key === undefined || key === '') return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) throw new ValidationError(IDEMPOTENCY_KEY_MESSAGE);
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${userId}\n${scope}\n${key}`),
  );
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
