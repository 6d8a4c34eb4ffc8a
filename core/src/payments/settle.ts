/**
 * The rules that move an appeal on the provider's word, shared by the webhook processor, the status
 * check and the expiry sweep. Amount and reference are always checked on the payment as Asaas's API
 * reports it, never on a notification body.
 */
import { DOWNLOADABLE_STATUSES, PAYABLE_STATUSES } from '../appeal';
import type { Clock } from '../ports';
import type {
  AppealDelivery,
  AppealPaymentRepository,
  GatewayPayment,
  PaymentAppeal,
  PaymentGateway,
} from './ports';

export interface SettleDeps {
  repo: AppealPaymentRepository;
  gateway: PaymentGateway;
  delivery: AppealDelivery;
  clock: Clock;
}

/** Payment statuses that mean the money arrived (PIX → RECEIVED; card → CONFIRMED, RECEIVED later). */
export const PAID_PAYMENT_STATUSES: readonly string[] = ['RECEIVED', 'CONFIRMED', 'RECEIVED_IN_CASH'];
/** Payment statuses that take the money back: the download is revoked. */
export const REVOKED_PAYMENT_STATUSES: readonly string[] = [
  'REFUNDED',
  'REFUND_IN_PROGRESS',
  'CHARGEBACK_REQUESTED',
  'CHARGEBACK_DISPUTE',
  'AWAITING_CHARGEBACK_REVERSAL',
];

export type SettleOutcome =
  | 'paid'
  | 'already_paid'
  | 'delivery_restarted'
  | 'not_paid_yet'
  | 'unknown_appeal'
  | 'reference_mismatch'
  | 'amount_mismatch'
  | 'not_payable'
  | 'refunded'
  | 'not_refunded';

const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** The appeal an Asaas payment belongs to, by our own records: externalReference and/or checkout id. */
async function appealOfPayment(repo: AppealPaymentRepository, payment: GatewayPayment) {
  const byCheckout = payment.checkoutSession
    ? await repo.findAppealIdByCheckoutId(payment.checkoutSession)
    : undefined;
  const byReference = payment.externalReference ?? undefined;
  if (byCheckout && byReference && byCheckout !== byReference) return undefined;
  const appealId = byCheckout ?? byReference;
  return appealId ? repo.getAppeal(appealId) : undefined;
}

/**
 * Marks the appeal paid when `payment` (as read from Asaas) is a received/confirmed payment of the
 * right amount for one of our checkouts, then starts delivery once and counts it in the statistics.
 * `retry` is true when a previous attempt at this event failed: then an appeal already paid by this
 * payment gets its (idempotent) delivery started again, in case the failure came after the transition.
 */
export async function settlePaidPayment(
  deps: SettleDeps,
  payment: GatewayPayment,
  options: { expectedAppealId?: string; retry?: boolean } = {},
): Promise<{ outcome: SettleOutcome; appealId?: string }> {
  if (!PAID_PAYMENT_STATUSES.includes(payment.status)) return { outcome: 'not_paid_yet' };
  const appeal = await appealOfPayment(deps.repo, payment);
  if (!appeal) return { outcome: 'unknown_appeal' };
  if (options.expectedAppealId && options.expectedAppealId !== appeal.id) {
    return { outcome: 'reference_mismatch', appealId: appeal.id };
  }
  const record = appeal.payment;
  if (!record) return { outcome: 'reference_mismatch', appealId: appeal.id };
  if (!sameAmount(payment.value, record.value)) return { outcome: 'amount_mismatch', appealId: appeal.id };

  const key = deliveryKey(payment.id);
  if (appeal.status === 'paid' || !PAYABLE_STATUSES.includes(appeal.status)) {
    return alreadySettled(deps, appeal, payment, key, options.retry === true);
  }
  const won = await deps.repo.updatePayment({
    appealId: appeal.id,
    fromStatuses: PAYABLE_STATUSES,
    toStatus: 'paid',
    set: {
      checkoutStatus: 'PAID',
      asaasStatus: payment.status,
      paymentId: payment.id,
      paidAt: deps.clock.now().toISOString(),
    },
  });
  if (!won) {
    const latest = await deps.repo.getAppeal(appeal.id);
    return latest
      ? alreadySettled(deps, latest, payment, key, options.retry === true)
      : { outcome: 'unknown_appeal' };
  }
  await deps.delivery.start({ appealId: appeal.id, idempotencyKey: key });
  // Paid through a superseded checkout: the current one must not take a second payment.
  if (
    record.checkoutStatus === 'ACTIVE' &&
    payment.checkoutSession &&
    payment.checkoutSession !== record.checkoutId
  ) {
    await deps.gateway.cancelCheckout(record.checkoutId).catch(() => undefined);
  }
  return { outcome: 'paid', appealId: appeal.id };
}

async function alreadySettled(
  deps: SettleDeps,
  appeal: PaymentAppeal,
  payment: GatewayPayment,
  key: string,
  retry: boolean,
): Promise<{ outcome: SettleOutcome; appealId: string }> {
  const paidByThis = appeal.status === 'paid' && appeal.payment?.paymentId === payment.id;
  if (paidByThis && retry) {
    await deps.delivery.start({ appealId: appeal.id, idempotencyKey: key });
    return { outcome: 'delivery_restarted', appealId: appeal.id };
  }
  if (DOWNLOADABLE_STATUSES.includes(appeal.status)) return { outcome: 'already_paid', appealId: appeal.id };
  return { outcome: 'not_payable', appealId: appeal.id };
}

/** The delivery's idempotency key (DeliveryStarter prefixes the appeal id): one delivery per payment. */
export const deliveryKey = (paymentId: string): string => `payment-${paymentId}`;

/** Revokes the download when Asaas reports the paying payment refunded or charged back. */
export async function revokeRefundedPayment(
  deps: Pick<SettleDeps, 'repo' | 'clock'>,
  payment: GatewayPayment,
): Promise<{ outcome: SettleOutcome; appealId?: string }> {
  if (!REVOKED_PAYMENT_STATUSES.includes(payment.status)) return { outcome: 'not_refunded' };
  const appeal = await appealOfPayment(deps.repo, payment);
  if (!appeal?.payment) return { outcome: 'unknown_appeal' };
  const done = await deps.repo.updatePayment({
    appealId: appeal.id,
    fromStatuses: DOWNLOADABLE_STATUSES,
    paymentId: payment.id,
    toStatus: 'refunded',
    set: { asaasStatus: payment.status, refundedAt: deps.clock.now().toISOString() },
  });
  return { outcome: done ? 'refunded' : 'not_payable', appealId: appeal.id };
}

/** Leaves the appeal payable again once its current checkout is over (expired or cancelled). */
export async function closeCheckout(
  repo: AppealPaymentRepository,
  appealId: string,
  checkoutId: string,
  status: 'EXPIRED' | 'CANCELED',
): Promise<boolean> {
  return repo.updatePayment({
    appealId,
    fromStatuses: PAYABLE_STATUSES,
    checkoutId,
    ...(status === 'EXPIRED' ? { toStatus: 'expired_payment' as const } : {}),
    set: { checkoutStatus: status, asaasStatus: status },
  });
}
