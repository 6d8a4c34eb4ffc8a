/**
 * The ports the payment use cases need. Each operation is as narrow as the rule it serves; the
 * DynamoDB adapter must implement the conditions atomically (ConditionExpression / TransactWrite),
 * because idempotency and forward-only ordering rest on them. See docs/payments.md.
 */
import type { Appeal, AppealStatus, PaymentMethod } from '../appeal';
import type { DeliveryStarter } from '../appeals/delivery';

/** Asaas checkout statuses (ASAAS.md). */
export type CheckoutStatus = 'ACTIVE' | 'PAID' | 'CANCELED' | 'EXPIRED';

/** What the payments area records on an appeal (a nested `payment` attribute on the appeal item). */
export interface PaymentRecord {
  checkoutId: string;
  checkoutUrl: string;
  method: PaymentMethod;
  /** BRL charged; every confirmation is checked against it. */
  value: number;
  checkoutStatus: CheckoutStatus;
  checkoutCreatedAt: string;
  checkoutExpiresAt: string;
  /** Asaas's own status text (checkout or payment), answered by the status check. */
  asaasStatus: string;
  /** The Asaas payment (`pay_…`) that paid the appeal. */
  paymentId?: string;
  paidAt?: string;
  refundedAt?: string;
}

/** The appeal as the payments area sees it. */
export type PaymentAppeal = Pick<
  Appeal,
  'id' | 'userId' | 'userEmail' | 'type' | 'status' | 'value' | 'code' | 'userName' | 'userDocument'
> & { payment?: PaymentRecord; notice?: Pick<NonNullable<Appeal['notice']>, 'number' | 'processNumber'> };

/** A conditional change of an appeal's payment state; applied only when every condition holds. */
export interface PaymentUpdate {
  appealId: string;
  /** Condition: the appeal's status is one of these (forward-only transitions). */
  fromStatuses: readonly AppealStatus[];
  /** Condition: `payment.checkoutId` equals this (events about an older checkout change nothing). */
  checkoutId?: string;
  /** Condition: `payment.paymentId` equals this (only the payment that paid can revoke). */
  paymentId?: string;
  /** New status; omitted = unchanged. */
  toStatus?: AppealStatus;
  /** Fields merged into `payment`. */
  set: Partial<Pick<PaymentRecord, 'checkoutStatus' | 'asaasStatus' | 'paymentId' | 'paidAt' | 'refundedAt'>>;
}

export interface AppealPaymentRepository {
  getAppeal(appealId: string): Promise<PaymentAppeal | undefined>;
  /** The appeal a checkout was created for (every checkout ever saved, not only the current one). */
  findAppealIdByCheckoutId(checkoutId: string): Promise<string | undefined>;
  /**
   * Records a new checkout on the appeal: replaces `payment`, sets status `pending_payment` and keeps
   * `checkout.checkoutId → appealId` for {@link findAppealIdByCheckoutId}. Conditions: status is
   * `pending_payment` or `expired_payment`, and the current `payment.checkoutId` equals
   * `expectedCheckoutId` (absent when undefined), so two concurrent requests cannot both win.
   * Returns false when a condition fails.
   */
  saveCheckout(input: {
    appealId: string;
    checkout: PaymentRecord;
    expectedCheckoutId: string | undefined;
  }): Promise<boolean>;
  /**
   * Applies a {@link PaymentUpdate}; false when a condition fails (nothing written). A status change
   * updates the statistics counters in the same transaction, by the same rule as every other status
   * change (`counterDeltas(appeal.value, from, to)` in core/src/appeals/counters.ts): becoming paid
   * adds the value to `totalValuePaid`, a refund takes it out.
   */
  updatePayment(update: PaymentUpdate): Promise<boolean>;
  /**
   * Records a webhook event id; false when it is recorded and was queued (a duplicate). An id recorded
   * but never marked queued (the webhook died between the two) can be claimed again, so Asaas's
   * redelivery of it is processed instead of dropped.
   */
  claimEvent(eventId: string, expiresAt: string): Promise<boolean>;
  /** Marks a claimed event id as queued: from then on a delivery of it is a duplicate. */
  markEventQueued(eventId: string): Promise<void>;
  /** Forgets a claimed event id, used when it could not be queued so Asaas's retry is processed. */
  releaseEvent(eventId: string): Promise<void>;
  /** Appeals in `pending_payment` whose ACTIVE checkout expired before `before` (ISO), oldest first. */
  listExpiredCheckouts(before: string, limit: number): Promise<PaymentAppeal[]>;
}

export interface CheckoutRequest {
  appealId: string;
  method: PaymentMethod;
  /** BRL, from the server's price table. */
  value: number;
  itemName: string;
  itemDescription: string;
  minutesToExpire: number;
  callback: { successUrl: string; cancelUrl: string; expiredUrl: string };
  customer: { name: string; cpf: string; email: string };
}

export interface CreatedCheckout {
  id: string;
  url: string;
}

/** An Asaas payment as the provider reports it (read from its API, never from a webhook body). */
export interface GatewayPayment {
  id: string;
  status: string;
  value: number;
  billingType?: string;
  externalReference: string | null;
  checkoutSession: string | null;
}

/** Asaas, or anything that speaks for it. Failures throw UnavailableError / ValidationError. */
export interface PaymentGateway {
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  cancelCheckout(checkoutId: string): Promise<void>;
  /** undefined when the provider does not know the id. */
  getPayment(paymentId: string): Promise<GatewayPayment | undefined>;
  listPaymentsByCheckout(checkoutId: string): Promise<GatewayPayment[]>;
}

/**
 * Starts `deliver-appeal` (PDF + e-mail "recurso pronto"): the appeals area's DeliveryStarter
 * (`deliveryStarter(workflows)` in core/src/appeals/delivery.ts), idempotent per `idempotencyKey`
 * because the key names the execution. Payments call it once per payment, and again only when
 * retrying a failed attempt.
 */
export type AppealDelivery = DeliveryStarter;

/** A webhook notification reduced to what the use cases read; unknown fields are dropped. */
export interface PaymentEvent {
  id: string;
  event: string;
  payment?: {
    id: string;
    status?: string;
    value?: number;
    externalReference?: string | null;
    checkoutSession?: string | null;
  };
  checkout?: { id: string; status?: string; externalReference?: string | null };
  receivedAt: string;
}

/** Hands an accepted event to the slow path (SQS + DLQ on AWS, in-process locally). */
export interface PaymentEventQueue {
  enqueue(event: PaymentEvent): Promise<void>;
}
