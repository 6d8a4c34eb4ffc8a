/** The simulator's records, shaped like Asaas's API objects (ASAAS.md). */
export type SimCheckoutStatus = 'ACTIVE' | 'PAID' | 'CANCELED' | 'EXPIRED';

export interface SimItem {
  name: string;
  description?: string;
  quantity: number;
  value: number;
  imageBase64: string;
}

export interface SimCheckout {
  id: string;
  link: string;
  status: SimCheckoutStatus;
  billingTypes: string[];
  chargeTypes: string[];
  minutesToExpire: number;
  externalReference: string | null;
  callback: { successUrl: string; cancelUrl: string; expiredUrl?: string };
  items: SimItem[];
  customerData: Record<string, unknown> | null;
  split: unknown[] | null;
  dateCreated: string;
  /** ISO; not an Asaas field, kept for the expiry sweep and the page's countdown. */
  expiresAt: string;
  paymentId: string | null;
}

export interface SimPayment {
  object: 'payment';
  id: string;
  dateCreated: string;
  customer: string;
  checkoutSession: string;
  value: number;
  netValue: number;
  billingType: string;
  status: string;
  description: string;
  externalReference: string | null;
  confirmedDate: string | null;
  paymentDate: string | null;
  clientPaymentDate: string | null;
  invoiceUrl: string;
  deleted: boolean;
}

export interface SimDeliveryAttempt {
  at: string;
  /** HTTP status received, or 0 when the request failed (refused, timeout). */
  status: number;
  error?: string;
  durationMs: number;
}

export interface SimEvent {
  id: string;
  event: string;
  body: Record<string, unknown>;
  /** delivered (a 200 came back), retrying, failed (gave up), paused (queue paused), none (no webhook). */
  state: 'pending' | 'delivered' | 'retrying' | 'failed' | 'paused' | 'none';
  attempts: SimDeliveryAttempt[];
}

export interface SimWebhookConfig {
  url: string | null;
  authToken: string | null;
  enabled: boolean;
}

export interface SimState {
  seq: number;
  checkouts: Record<string, SimCheckout>;
  payments: Record<string, SimPayment>;
  events: SimEvent[];
  webhook: SimWebhookConfig;
}
