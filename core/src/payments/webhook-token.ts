/** SHA-256 on Web Crypto (Node and browsers alike: the SPA imports this area for its messages). */
async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/**
 * Constant-time check of the `asaas-access-token` header (PAY-2). Fails closed: with no token
 * configured nothing matches (never `undefined === undefined`). Both sides are hashed first so the
 * digests always have equal length and the comparison time says nothing about the secret's length;
 * the digests are compared byte by byte without an early exit.
 */
export async function webhookTokenMatches(
  configured: string | undefined,
  received: string | undefined,
): Promise<boolean> {
  if (typeof configured !== 'string' || configured.length === 0) return false;
  if (typeof received !== 'string' || received.length === 0) return false;
  const [a, b] = await Promise.all([sha256(configured), sha256(received)]);
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}
