import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Constant-time check of the `asaas-access-token` header (PAY-2). Fails closed: with no token
 * configured nothing matches (never `undefined === undefined`). Both sides are hashed first so the
 * buffers always have equal length and the comparison time says nothing about the secret's length.
 */
export function webhookTokenMatches(configured: string | undefined, received: string | undefined): boolean {
  if (typeof configured !== 'string' || configured.length === 0) return false;
  if (typeof received !== 'string' || received.length === 0) return false;
  const a = createHash('sha256').update(configured, 'utf8').digest();
  const b = createHash('sha256').update(received, 'utf8').digest();
  return timingSafeEqual(a, b);
}
