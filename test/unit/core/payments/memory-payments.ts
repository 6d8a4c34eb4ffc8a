/**
 * Small in-memory implementations of the payment ports with the real conditions (not mocks): the
 * repository checks every condition of the port contract and keeps the statistics counters by the
 * shared rule; the gateway is a tiny Asaas with checkouts and payments; the delivery starter records
 * each start. Shared by the payment unit tests and bench/payments.bench.ts.
 */
import { type Appeal, PAYABLE_STATUSES } from '@recurso/core/appeal';
import { counterDeltas } from '@recurso/core/appeals';
import { UnavailableError } from '@recurso/core/errors';
import type {
  AppealDelivery,
  AppealPaymentRepository,
  CheckoutRequest,
  GatewayPayment,
  PaymentAppeal,
  PaymentUpdate,
} from '@recurso/core/payments';
import type { Clock } from '@recurso/core/ports';

export class MemoryPaymentRepository implements AppealPaymentRepository {
  readonly appeals = new Map<string, PaymentAppeal>();
  readonly checkoutOwners = new Map<string, string>();
  readonly events = new Map<string, string>();
  readonly queuedEvents = new Set<string>();
  paidValueCents = 0;
  writes = 0;

  add(appeal: PaymentAppeal): PaymentAppeal {
    this.appeals.set(appeal.id, structuredClone(appeal));
    this.paidValueCents += counterDeltas(appeal.value, undefined, appeal.status).paidValueCents;
    return appeal;
  }

  async getAppeal(id: string) {
    await tick();
    const a = this.appeals.get(id);
    return a ? structuredClone(a) : undefined;
  }

  async findAppealIdByCheckoutId(checkoutId: string) {
    await tick();
    return this.checkoutOwners.get(checkoutId);
  }

  async saveCheckout(input: Parameters<AppealPaymentRepository['saveCheckout']>[0]) {
    await tick();
    const a = this.appeals.get(input.appealId);
    if (!a || !PAYABLE_STATUSES.includes(a.status)) return false;
    if (a.payment?.checkoutId !== input.expectedCheckoutId) return false;
    this.move(a, 'pending_payment');
    a.payment = { ...input.checkout };
    this.checkoutOwners.set(input.checkout.checkoutId, a.id);
    this.writes++;
    return true;
  }

  async updatePayment(u: PaymentUpdate) {
    await tick();
    const a = this.appeals.get(u.appealId);
    if (!a || !u.fromStatuses.includes(a.status)) return false;
    if (u.checkoutId !== undefined && a.payment?.checkoutId !== u.checkoutId) return false;
    if (u.paymentId !== undefined && a.payment?.paymentId !== u.paymentId) return false;
    if (!a.payment) return false;
    if (u.toStatus) this.move(a, u.toStatus);
    a.payment = { ...a.payment, ...u.set };
    this.writes++;
    return true;
  }

  private move(a: PaymentAppeal, to: Appeal['status']) {
    this.paidValueCents += counterDeltas(a.value, a.status, to).paidValueCents;
    a.status = to;
  }

  async claimEvent(eventId: string, expiresAt: string) {
    await tick();
    if (this.queuedEvents.has(eventId)) return false;
    this.events.set(eventId, expiresAt);
    return true;
  }

  async markEventQueued(eventId: string) {
    if (this.events.has(eventId)) this.queuedEvents.add(eventId);
  }

  async releaseEvent(eventId: string) {
    this.events.delete(eventId);
    this.queuedEvents.delete(eventId);
  }

  async listExpiredCheckouts(before: string, limit: number) {
    await tick();
    return [...this.appeals.values()]
      .filter(
        (a) =>
          a.status === 'pending_payment' &&
          a.payment?.checkoutStatus === 'ACTIVE' &&
          a.payment.checkoutExpiresAt < before,
      )
      .slice(0, limit)
      .map((a) => structuredClone(a));
  }
}

/** Yields to the event loop like a real store would, so concurrent calls really interleave. */
const tick = () => new Promise<void>((r) => setImmediate(r));

/** A tiny Asaas: checkouts and payments, with switches to fail. */
export class MemoryAsaas {
  readonly checkouts = new Map<string, CheckoutRequest & { id: string; status: string }>();
  readonly payments = new Map<string, GatewayPayment>();
  created: CheckoutRequest[] = [];
  canceled: string[] = [];
  down = false;
  /** Extra latency per call (ms), for the bench. */
  latencyMs = 0;
  private seq = 0;

  private async call() {
    if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs));
    else await tick();
    if (this.down) throw new UnavailableError('Asaas fora do ar (teste)');
  }

  async createCheckout(request: CheckoutRequest) {
    await this.call();
    const id = `chk_${++this.seq}`;
    this.created.push(request);
    this.checkouts.set(id, { ...request, id, status: 'ACTIVE' });
    return { id, url: `https://sandbox.asaas.test/checkoutSession/show?id=${id}` };
  }

  async cancelCheckout(id: string) {
    await this.call();
    this.canceled.push(id);
    const c = this.checkouts.get(id);
    if (c) c.status = 'CANCELED';
  }

  async getPayment(id: string) {
    await this.call();
    const p = this.payments.get(id);
    return p ? { ...p } : undefined;
  }

  async listPaymentsByCheckout(checkoutId: string) {
    await this.call();
    return [...this.payments.values()].filter((p) => p.checkoutSession === checkoutId).map((p) => ({ ...p }));
  }

  /** The driver pays a checkout; like the real one, the payment's externalReference is null. */
  pay(checkoutId: string, overrides: Partial<GatewayPayment> = {}): GatewayPayment {
    const c = this.checkouts.get(checkoutId);
    if (!c) throw new Error(`no checkout ${checkoutId}`);
    c.status = 'PAID';
    const p: GatewayPayment = {
      id: `pay_${++this.seq}`,
      status: c.method === 'PIX' ? 'RECEIVED' : 'CONFIRMED',
      value: c.value,
      billingType: c.method,
      externalReference: null,
      checkoutSession: checkoutId,
      ...overrides,
    };
    this.payments.set(p.id, p);
    return p;
  }
}

export class RecordingDelivery implements AppealDelivery {
  readonly started: { appealId: string; idempotencyKey: string }[] = [];
  failNext = 0;
  async start(input: { appealId: string; idempotencyKey: string }) {
    await tick();
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('StartExecution failed (test)');
    }
    this.started.push(input);
  }
}

export class FixedClock implements Clock {
  constructor(public current = new Date('2026-03-10T12:00:00.000Z')) {}
  now() {
    return new Date(this.current);
  }
  advanceMinutes(m: number) {
    this.current = new Date(this.current.getTime() + m * 60_000);
  }
}

export const VALID_CPF = '529.982.247-25';

export function anAppeal(overrides: Partial<PaymentAppeal> = {}): PaymentAppeal {
  return {
    id: 'appeal-1',
    userId: 'user-a',
    userEmail: 'ana@example.com',
    type: 'traffic',
    status: 'pending_payment',
    value: 29.9,
    code: 'AB123456',
    userName: 'Ana Souza',
    userDocument: VALID_CPF,
    ...overrides,
  };
}

/** Everything the payment use cases need, wired together. */
export function paymentWorld(options: { webhookToken?: string } = {}) {
  const repo = new MemoryPaymentRepository();
  const gateway = new MemoryAsaas();
  const delivery = new RecordingDelivery();
  const clock = new FixedClock();
  const config = { appUrl: 'https://app.recursocerto.test/', minutesToExpire: 60 };
  const deps = { repo, gateway, delivery, clock, config };
  return { ...deps, deps, webhookToken: options.webhookToken ?? 'token-0123456789abcdef-0123456789' };
}

/** A webhook body as Asaas sends it (with fields we do not read). */
export function asaasEvent(
  id: string,
  event: string,
  extra: { payment?: object; checkout?: object },
): string {
  return JSON.stringify({
    id,
    event,
    dateCreated: '2026-03-10 09:00:00',
    account: { id: 'acc_1', ownerId: null },
    somethingNew: { a: 1 },
    ...extra,
  });
}
