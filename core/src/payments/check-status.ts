import type * as z from 'zod/mini';
import type { paymentStatusResponse } from './responses';
import { PAYABLE_STATUSES } from '../appeal';
import { NotFoundError } from '../errors';
import { PAYMENT_MESSAGES as M } from './messages';
import type { PaymentAppeal } from './ports';
import { closeCheckout, PAID_PAYMENT_STATUSES, type SettleDeps, settlePaidPayment } from './settle';

export type PaymentStatus = z.output<typeof paymentStatusResponse>;

/**
 * `POST /payment/public-check-status`: the appeal's status from our records, no personal data.
 * When we still say payable and an ACTIVE checkout exists, asks Asaas (a late webhook must not keep
 * a paying driver waiting) and applies the same rules as the webhook. A provider failure never fails
 * the check: the answer then comes from our records as they are.
 */
export async function checkPaymentStatus(
  deps: SettleDeps,
  input: { appealId: string },
): Promise<PaymentStatus> {
  const appeal = await deps.repo.getAppeal(input.appealId);
  if (!appeal) throw new NotFoundError(M.appealNotFound);
  if (!needsReconcile(appeal)) return view(appeal);
  const changed = await reconcileCheckout(deps, appeal).catch(() => false);
  if (!changed) return view(appeal);
  const latest = await deps.repo.getAppeal(input.appealId);
  return view(latest ?? appeal);
}

const needsReconcile = (appeal: PaymentAppeal): boolean =>
  PAYABLE_STATUSES.includes(appeal.status) && appeal.payment?.checkoutStatus === 'ACTIVE';

const view = (appeal: PaymentAppeal): PaymentStatus => ({
  status: appeal.status,
  asaasStatus: appeal.payment?.asaasStatus ?? null,
});

/**
 * Brings one appeal with an ACTIVE checkout in line with Asaas: paid if a confirmed payment exists,
 * expired if the checkout's time is over. Returns whether anything changed.
 */
export async function reconcileCheckout(deps: SettleDeps, appeal: PaymentAppeal): Promise<boolean> {
  const record = appeal.payment;
  if (record?.checkoutStatus !== 'ACTIVE') return false;
  const payments = await deps.gateway.listPaymentsByCheckout(record.checkoutId);
  const paid = payments.find((p) => PAID_PAYMENT_STATUSES.includes(p.status));
  if (paid) {
    const r = await settlePaidPayment(deps, paid, { expectedAppealId: appeal.id });
    return r.outcome === 'paid';
  }
  if (Date.parse(record.checkoutExpiresAt) <= deps.clock.now().getTime()) {
    return closeCheckout(deps.repo, appeal.id, record.checkoutId, 'EXPIRED');
  }
  return false;
}
