import type { PaymentEvent } from './ports';
import {
  closeCheckout,
  PAID_PAYMENT_STATUSES,
  revokeRefundedPayment,
  type SettleDeps,
  type SettleOutcome,
  settlePaidPayment,
} from './settle';

const PAID_EVENTS = ['PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED'];
const REVOKING_EVENTS = [
  'PAYMENT_REFUNDED',
  'PAYMENT_REFUND_IN_PROGRESS',
  'PAYMENT_CHARGEBACK_REQUESTED',
  'PAYMENT_CHARGEBACK_DISPUTE',
  'PAYMENT_AWAITING_CHARGEBACK_REVERSAL',
];

export type EventOutcome = SettleOutcome | 'checkout_expired' | 'checkout_canceled' | 'stale' | 'ignored';

export interface ProcessedEvent {
  eventId: string;
  event: string;
  outcome: EventOutcome;
  appealId?: string;
}

/**
 * The slow path of a webhook: runs after the 200 went out (SQS consumer on AWS, in-process locally).
 * - CHECKOUT_PAID / PAYMENT_CONFIRMED / PAYMENT_RECEIVED → paid, only after reading the payment from
 *   Asaas's API and checking amount and reference against our records; delivery starts once;
 * - CHECKOUT_EXPIRED → expired_payment; CHECKOUT_CANCELED → payable with a closed checkout
 *   (both only for the appeal's current checkout, never after paid);
 * - refunds and chargebacks → refunded (download revoked);
 * - anything else → ignored. Every transition is conditional, so order and repetition do no harm.
 * Throws (for the queue to retry) only when a dependency fails.
 */
export async function processPaymentEvent(
  deps: SettleDeps,
  event: PaymentEvent,
  options: { retry?: boolean } = {},
): Promise<ProcessedEvent> {
  const done = (outcome: EventOutcome, appealId?: string): ProcessedEvent => ({
    eventId: event.id,
    event: event.event,
    outcome,
    ...(appealId ? { appealId } : {}),
  });

  if (event.event === 'CHECKOUT_PAID' && event.checkout) {
    const payments = await deps.gateway.listPaymentsByCheckout(event.checkout.id);
    const paid = payments.find((p) => PAID_PAYMENT_STATUSES.includes(p.status));
    // Not yet visible: PAYMENT_CONFIRMED/RECEIVED follows, and the status check reconciles.
    if (!paid) return done('not_paid_yet');
    const r = await settlePaidPayment(deps, paid, {
      ...(event.checkout.externalReference ? { expectedAppealId: event.checkout.externalReference } : {}),
      retry: options.retry === true,
    });
    return done(r.outcome, r.appealId);
  }

  if (PAID_EVENTS.includes(event.event) && event.payment) {
    const payment = await deps.gateway.getPayment(event.payment.id);
    if (!payment) return done('unknown_appeal');
    // A body that contradicts the provider's own record is forged or garbled: change nothing.
    const body = event.payment;
    if (body.value !== undefined && Math.abs(body.value - payment.value) >= 0.005)
      return done('amount_mismatch');
    if (
      body.externalReference &&
      payment.externalReference &&
      body.externalReference !== payment.externalReference
    ) {
      return done('reference_mismatch');
    }
    if (body.checkoutSession && payment.checkoutSession && body.checkoutSession !== payment.checkoutSession) {
      return done('reference_mismatch');
    }
    const r = await settlePaidPayment(deps, payment, {
      ...(body.externalReference ? { expectedAppealId: body.externalReference } : {}),
      retry: options.retry === true,
    });
    return done(r.outcome, r.appealId);
  }

  if (REVOKING_EVENTS.includes(event.event) && event.payment) {
    const payment = await deps.gateway.getPayment(event.payment.id);
    if (!payment) return done('unknown_appeal');
    const r = await revokeRefundedPayment(deps, payment);
    return done(r.outcome, r.appealId);
  }

  if ((event.event === 'CHECKOUT_EXPIRED' || event.event === 'CHECKOUT_CANCELED') && event.checkout) {
    const appealId = await deps.repo.findAppealIdByCheckoutId(event.checkout.id);
    if (!appealId) return done('unknown_appeal');
    const expired = event.event === 'CHECKOUT_EXPIRED';
    const changed = await closeCheckout(
      deps.repo,
      appealId,
      event.checkout.id,
      expired ? 'EXPIRED' : 'CANCELED',
    );
    return done(changed ? (expired ? 'checkout_expired' : 'checkout_canceled') : 'stale', appealId);
  }

  return done('ignored');
}
