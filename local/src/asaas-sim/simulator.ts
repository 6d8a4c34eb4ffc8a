/**
 * The simulated Asaas account: checkouts, payments and the events they raise. The HTTP layer
 * (server.ts) and the test controls both call these operations.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { saveState } from './store';
import type { SimCheckout, SimEvent, SimPayment, SimState } from './types';
import type { WebhookDispatcher } from './webhooks';

export class SimError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
  ) {
    super(description);
  }
}

/** "YYYY-MM-DD HH:mm:ss" in São Paulo time, as Asaas writes `dateCreated`. */
export const saoPauloDateTime = (d: Date): string =>
  d.toLocaleString('sv-SE', { timeZone: 'America/Sao_Paulo', hour12: false });
const saoPauloDate = (d: Date): string => saoPauloDateTime(d).slice(0, 10);

export interface SimulatorCoreOptions {
  /** How payments created by a checkout carry externalReference: null (as the docs warn) or copied. */
  paymentExternalReference: 'null' | 'copy';
  accountId: string;
}

export class AsaasSimulatorCore {
  dispatcher!: WebhookDispatcher;
  origin = '';

  constructor(
    readonly state: SimState,
    private readonly dataFile: string | undefined,
    private readonly options: SimulatorCoreOptions,
  ) {}

  persist(): void {
    saveState(this.dataFile, this.state);
  }

  createCheckout(body: Record<string, unknown>): SimCheckout {
    const id = randomUUID();
    const now = new Date();
    const minutes = (body.minutesToExpire as number | undefined) ?? 60;
    const checkout: SimCheckout = {
      id,
      link: `${this.origin}/checkoutSession/show?id=${id}`,
      status: 'ACTIVE',
      billingTypes: body.billingTypes as string[],
      chargeTypes: body.chargeTypes as string[],
      minutesToExpire: minutes,
      externalReference: (body.externalReference as string | undefined) ?? null,
      callback: body.callback as SimCheckout['callback'],
      items: body.items as SimCheckout['items'],
      customerData: (body.customerData as Record<string, unknown> | undefined) ?? null,
      split: (body.splits as unknown[] | undefined) ?? null,
      dateCreated: saoPauloDateTime(now),
      expiresAt: new Date(now.getTime() + minutes * 60_000).toISOString(),
      paymentId: null,
    };
    this.state.checkouts[id] = checkout;
    this.emit('CHECKOUT_CREATED', { checkout });
    return checkout;
  }

  checkout(id: string): SimCheckout {
    const c = this.state.checkouts[id];
    if (!c) throw new SimError(404, 'not_found', 'Checkout não encontrado.');
    return c;
  }

  payment(id: string): SimPayment {
    const p = this.state.payments[id];
    if (!p) throw new SimError(404, 'not_found', 'Cobrança não encontrada.');
    return p;
  }

  listPayments(filter: { checkoutSession?: string; externalReference?: string }): SimPayment[] {
    return Object.values(this.state.payments).filter(
      (p) =>
        (!filter.checkoutSession || p.checkoutSession === filter.checkoutSession) &&
        (!filter.externalReference || p.externalReference === filter.externalReference),
    );
  }

  /** An ACTIVE checkout past its time expires first (Asaas sends CHECKOUT_EXPIRED by itself). */
  private active(id: string): SimCheckout {
    const c = this.checkout(id);
    if (c.status === 'ACTIVE' && Date.parse(c.expiresAt) <= Date.now()) this.expire(id);
    if (c.status !== 'ACTIVE') {
      throw new SimError(409, 'invalid_status', `O checkout não está ativo (status: ${c.status}).`);
    }
    return c;
  }

  /** The customer pays: PIX goes straight to RECEIVED, card to CONFIRMED (ASAAS.md). */
  pay(id: string, billingType?: string): { checkout: SimCheckout; payment: SimPayment; events: string[] } {
    const c = this.active(id);
    const type = billingType ?? c.billingTypes[0] ?? 'PIX';
    if (!c.billingTypes.includes(type)) {
      throw new SimError(
        400,
        'invalid_billingType',
        `Forma de pagamento ${type} não habilitada neste checkout.`,
      );
    }
    const now = new Date();
    const value = Math.round(c.items.reduce((s, i) => s + i.value * i.quantity, 0) * 100) / 100;
    const received = type === 'PIX';
    const payment: SimPayment = {
      object: 'payment',
      id: `pay_${randomBytes(8).toString('hex')}`,
      dateCreated: saoPauloDate(now),
      customer: `cus_${randomBytes(6).toString('hex')}`,
      checkoutSession: c.id,
      value,
      netValue: Math.round((value - (received ? 0.99 : value * 0.0299 + 0.49)) * 100) / 100,
      billingType: type,
      status: received ? 'RECEIVED' : 'CONFIRMED',
      description: c.items.map((i) => i.name).join(', '),
      externalReference: this.options.paymentExternalReference === 'copy' ? c.externalReference : null,
      confirmedDate: saoPauloDate(now),
      paymentDate: received ? saoPauloDate(now) : null,
      clientPaymentDate: saoPauloDate(now),
      invoiceUrl: `${this.origin}/i/${randomBytes(6).toString('hex')}`,
      deleted: false,
    };
    this.state.payments[payment.id] = payment;
    c.status = 'PAID';
    c.paymentId = payment.id;
    const events = [
      this.emit('PAYMENT_CREATED', { payment: { ...payment, status: 'PENDING' } }),
      this.emit(received ? 'PAYMENT_RECEIVED' : 'PAYMENT_CONFIRMED', { payment }),
      this.emit('CHECKOUT_PAID', { checkout: c }),
    ];
    return { checkout: c, payment, events };
  }

  cancel(id: string): { checkout: SimCheckout; events: string[] } {
    const c = this.active(id);
    c.status = 'CANCELED';
    return { checkout: c, events: [this.emit('CHECKOUT_CANCELED', { checkout: c })] };
  }

  expire(id: string): { checkout: SimCheckout; events: string[] } {
    const c = this.checkout(id);
    if (c.status !== 'ACTIVE') {
      throw new SimError(409, 'invalid_status', `O checkout não está ativo (status: ${c.status}).`);
    }
    c.status = 'EXPIRED';
    return { checkout: c, events: [this.emit('CHECKOUT_EXPIRED', { checkout: c })] };
  }

  refund(paymentId: string): { payment: SimPayment; events: string[] } {
    const p = this.payment(paymentId);
    if (!['RECEIVED', 'CONFIRMED'].includes(p.status)) {
      throw new SimError(409, 'invalid_status', `A cobrança não pode ser estornada (status: ${p.status}).`);
    }
    p.status = 'REFUNDED';
    return { payment: p, events: [this.emit('PAYMENT_REFUNDED', { payment: p })] };
  }

  /** Expires every ACTIVE checkout past its time (the simulator's own clock). */
  sweepExpired(): void {
    for (const c of Object.values(this.state.checkouts)) {
      if (c.status === 'ACTIVE' && Date.parse(c.expiresAt) <= Date.now()) this.expire(c.id);
    }
  }

  event(id: string): SimEvent {
    const e = this.state.events.find((x) => x.id === id);
    if (!e) throw new SimError(404, 'not_found', 'Evento não encontrado.');
    return e;
  }

  /** Delivers an existing event again, `copies` times at once, keeping its id (at-least-once). */
  async redeliver(id: string, copies: number): Promise<number[]> {
    const e = this.event(id);
    const results = await Promise.all(Array.from({ length: copies }, () => this.dispatcher.attempt(e)));
    return results.map((a) => a.status);
  }

  private emit(event: string, payload: { payment?: unknown; checkout?: SimCheckout }): string {
    const seq = ++this.state.seq;
    const id = `evt_${randomBytes(16).toString('hex')}&${seq}`;
    const body: Record<string, unknown> = {
      id,
      event,
      dateCreated: saoPauloDateTime(new Date()),
      account: { id: this.options.accountId, ownerId: null },
      ...(payload.payment ? { payment: payload.payment } : {}),
      ...(payload.checkout ? { checkout: publicCheckout(payload.checkout) } : {}),
    };
    const record: SimEvent = { id, event, body: structuredClone(body), state: 'pending', attempts: [] };
    this.state.events.push(record);
    this.persist();
    void this.dispatcher.deliver(record);
    return id;
  }
}

/** A checkout as Asaas answers it: our bookkeeping fields are left out. */
export function publicCheckout(c: SimCheckout): Record<string, unknown> {
  const { expiresAt: _e, paymentId: _p, ...rest } = c;
  return rest;
}
