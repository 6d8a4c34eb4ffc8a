/** The short payment flag (SPEC §4, §9): `justInitiatedPayment` lives 60 s. */
export const PAYMENT_COOKIE = 'justInitiatedPayment';
export const PAYMENT_COOKIE_SECONDS = 60;

export function setPaymentCookie(appealId: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain 60 s flag; the Cookie Store API is not in every browser
  document.cookie = `${PAYMENT_COOKIE}=${encodeURIComponent(appealId)}; Max-Age=${PAYMENT_COOKIE_SECONDS}; Path=/; SameSite=Lax`;
}

export function readPaymentCookie(): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${PAYMENT_COOKIE}=`));
  return hit ? decodeURIComponent(hit.slice(PAYMENT_COOKIE.length + 1)) : null;
}
