import { UnauthorizedError, ValidationError } from '@recurso/core/errors';
import {
  createCheckout,
  type PaymentEvent,
  processPaymentEvent,
  receiveAsaasWebhook,
  webhookTokenMatches,
} from '@recurso/core/payments';
import { anAppeal, asaasEvent, paymentWorld } from './memory-payments';

/** The world with an appeal that has an ACTIVE PIX checkout (chk_1), and a queue that keeps events. */
async function world(appealOverrides = {}) {
  const w = paymentWorld();
  w.repo.add(anAppeal(appealOverrides));
  await createCheckout(w.deps, { userId: 'user-a', appealId: 'appeal-1', paymentMethod: 'PIX' });
  const queued: PaymentEvent[] = [];
  const queue = { enqueue: async (e: PaymentEvent) => void queued.push(e) };
  const receiveDeps = { webhookToken: w.webhookToken, repo: w.repo, queue, clock: w.clock };
  /** Receives like the route, then processes what was queued (the slow path). */
  const deliver = async (body: string, token: string | undefined = w.webhookToken) => {
    const received = await receiveAsaasWebhook(receiveDeps, { token, rawBody: body });
    const results = [];
    while (queued.length > 0) results.push(await processPaymentEvent(w.deps, queued.shift() as PaymentEvent));
    return { received, results };
  };
  const appeal = async () => w.repo.getAppeal('appeal-1');
  return { ...w, queued, receiveDeps, deliver, appeal };
}

describe('webhook token check (PAY-2)', () => {
  it.each([
    ['the right token', 'secret-token', 'secret-token', true],
    ['a wrong token of the same length', 'secret-token', 'secret-tokeN', false],
    ['a longer token', 'secret-token', 'secret-token-and-more', false],
    ['no header', 'secret-token', undefined, false],
    ['no configured token and no header', undefined, undefined, false],
    ['an empty configured token and an empty header', '', '', false],
  ])('%s', async (_what, configured, received, expected) => {
    expect(await webhookTokenMatches(configured, received)).toBe(expected);
  });

  it('rejects a missing or wrong token with 401 before reading the body, writing nothing', async () => {
    const w = await world();
    for (const token of [undefined, 'wrong', `${w.webhookToken}x`]) {
      const error = await receiveAsaasWebhook(w.receiveDeps, { token, rawBody: 'not even json' }).catch(
        (e) => e,
      );
      expect(error).toBeInstanceOf(UnauthorizedError);
      expect((error as Error).message).toBe('Token de autenticação do webhook ausente ou inválido.');
    }
    expect(w.repo.events.size).toBe(0);
    expect(w.queued).toHaveLength(0);
  });

  it('fails closed when no token is configured', async () => {
    const w = await world();
    const deps = { ...w.receiveDeps, webhookToken: undefined };
    await expect(receiveAsaasWebhook(deps, { token: undefined, rawBody: '{}' })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
  });
});

describe('receiving a webhook', () => {
  it('answers 400 (ValidationError) for a body that is not an Asaas notification', async () => {
    const w = await world();
    for (const body of ['{', '[]', '{"event":"PAYMENT_RECEIVED"}', '{"id":"","event":"X"}', undefined]) {
      await expect(
        receiveAsaasWebhook(w.receiveDeps, { token: w.webhookToken, rawBody: body }),
      ).rejects.toThrow(new ValidationError('Corpo do webhook inválido: esperado JSON com "id" e "event".'));
    }
  });

  it('records the event id once: a duplicate is accepted with no effect', async () => {
    const w = await world();
    const body = asaasEvent('evt_1&1', 'CHECKOUT_CREATED', { checkout: { id: 'chk_1' } });
    const first = await receiveAsaasWebhook(w.receiveDeps, { token: w.webhookToken, rawBody: body });
    const second = await receiveAsaasWebhook(w.receiveDeps, { token: w.webhookToken, rawBody: body });
    expect(first).toEqual({ outcome: 'accepted', eventId: 'evt_1&1' });
    expect(second).toEqual({ outcome: 'duplicate', eventId: 'evt_1&1' });
    expect(w.queued).toHaveLength(1);
    expect(w.repo.events.get('evt_1&1')).toBe('2026-04-09T12:00:00.000Z');
  });

  it('drops unknown fields and keeps what the processor reads', async () => {
    const w = await world();
    await receiveAsaasWebhook(w.receiveDeps, {
      token: w.webhookToken,
      rawBody: asaasEvent('evt_2&2', 'PAYMENT_RECEIVED', {
        payment: {
          id: 'pay_9',
          value: 29.9,
          status: 'RECEIVED',
          checkoutSession: 'chk_1',
          netValue: 28.91,
          x: [1],
        },
      }),
    });
    expect(w.queued[0]).toEqual({
      id: 'evt_2&2',
      event: 'PAYMENT_RECEIVED',
      payment: { id: 'pay_9', value: 29.9, status: 'RECEIVED', checkoutSession: 'chk_1' },
      receivedAt: '2026-03-10T12:00:00.000Z',
    });
  });

  it('releases the event id when it cannot be queued, so Asaas’s retry is processed', async () => {
    const w = await world();
    let fail = true;
    const queue = {
      enqueue: async () => {
        if (fail) throw new Error('SQS down');
      },
    };
    const deps = { ...w.receiveDeps, queue };
    const body = asaasEvent('evt_3&3', 'CHECKOUT_EXPIRED', { checkout: { id: 'chk_1' } });
    await expect(receiveAsaasWebhook(deps, { token: w.webhookToken, rawBody: body })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    fail = false;
    await expect(receiveAsaasWebhook(deps, { token: w.webhookToken, rawBody: body })).resolves.toMatchObject({
      outcome: 'accepted',
    });
  });

  it('queues again an event whose first delivery died between the claim and the queue (no 200 was sent)', async () => {
    const w = await world();
    const payment = w.gateway.pay('chk_1');
    const body = asaasEvent('evt_4&4', 'PAYMENT_RECEIVED', {
      payment: { ...payment, externalReference: null },
    });
    // The process dies after recording the id, before queueing: no 200 reached Asaas.
    expect(await w.repo.claimEvent('evt_4&4', '2026-04-09T12:00:00.000Z')).toBe(true);
    const redelivered = await w.deliver(body);
    expect(redelivered.received).toEqual({ outcome: 'accepted', eventId: 'evt_4&4' });
    expect(redelivered.results).toEqual([
      { eventId: 'evt_4&4', event: 'PAYMENT_RECEIVED', outcome: 'paid', appealId: 'appeal-1' },
    ]);
    expect((await w.appeal())?.status).toBe('paid');
    // Queued and marked: the next copy is a duplicate again.
    expect((await w.deliver(body)).received).toEqual({ outcome: 'duplicate', eventId: 'evt_4&4' });
    expect(w.delivery.started).toHaveLength(1);
  });
});

describe('processing payment events', () => {
  it('PAYMENT_RECEIVED → paid after reading the payment from Asaas; delivery once; statistics updated', async () => {
    const w = await world();
    const payment = w.gateway.pay('chk_1');
    const { results } = await w.deliver(
      asaasEvent('evt_a&1', 'PAYMENT_RECEIVED', { payment: { ...payment, externalReference: null } }),
    );
    expect(results).toEqual([
      { eventId: 'evt_a&1', event: 'PAYMENT_RECEIVED', outcome: 'paid', appealId: 'appeal-1' },
    ]);
    expect(await w.appeal()).toMatchObject({
      status: 'paid',
      payment: {
        paymentId: payment.id,
        asaasStatus: 'RECEIVED',
        checkoutStatus: 'PAID',
        paidAt: '2026-03-10T12:00:00.000Z',
      },
    });
    expect(w.delivery.started).toEqual([{ appealId: 'appeal-1', idempotencyKey: `payment-${payment.id}` }]);
    expect(w.repo.paidValueCents).toBe(2990);
  });

  it('CHECKOUT_PAID → paid through the checkout’s payments; the PAYMENT_* that follows changes nothing', async () => {
    const w = await world();
    const payment = w.gateway.pay('chk_1');
    const a = await w.deliver(
      asaasEvent('evt_b&1', 'CHECKOUT_PAID', {
        checkout: { id: 'chk_1', status: 'PAID', externalReference: 'appeal-1' },
      }),
    );
    const b = await w.deliver(asaasEvent('evt_b&2', 'PAYMENT_RECEIVED', { payment }));
    expect(a.results[0]?.outcome).toBe('paid');
    expect(b.results[0]?.outcome).toBe('already_paid');
    expect(w.delivery.started).toHaveLength(1);
    expect(w.repo.paidValueCents).toBe(2990);
  });

  it('the same event 10× concurrently → one transition, one delivery (PAY-3)', async () => {
    const w = await world();
    const payment = w.gateway.pay('chk_1');
    const body = asaasEvent('evt_c&1', 'PAYMENT_RECEIVED', { payment });
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => w.deliver(body)));
    expect(outcomes.map((o) => o.received.outcome).sort()).toEqual([
      'accepted',
      ...Array.from({ length: 9 }, () => 'duplicate'),
    ]);
    expect(w.delivery.started).toHaveLength(1);
    expect(w.repo.paidValueCents).toBe(2990);
  });

  it('CHECKOUT_PAID and PAYMENT_RECEIVED racing → one transition, one delivery', async () => {
    const w = await world();
    const payment = w.gateway.pay('chk_1');
    const results = await Promise.all([
      processPaymentEvent(w.deps, {
        id: 'e1',
        event: 'CHECKOUT_PAID',
        checkout: { id: 'chk_1' },
        receivedAt: '',
      }),
      processPaymentEvent(w.deps, {
        id: 'e2',
        event: 'PAYMENT_RECEIVED',
        payment: { id: payment.id },
        receivedAt: '',
      }),
      processPaymentEvent(w.deps, {
        id: 'e3',
        event: 'PAYMENT_CONFIRMED',
        payment: { id: payment.id },
        receivedAt: '',
      }),
    ]);
    expect(results.filter((r) => r.outcome === 'paid')).toHaveLength(1);
    expect(w.delivery.started).toHaveLength(1);
  });

  describe('forged payloads with a valid token (PAY-5) unlock nothing', () => {
    it('a payment id Asaas does not know', async () => {
      const w = await world();
      const { results } = await w.deliver(
        asaasEvent('evt_f&1', 'PAYMENT_RECEIVED', {
          payment: {
            id: 'pay_forged',
            status: 'RECEIVED',
            value: 29.9,
            externalReference: 'appeal-1',
            checkoutSession: 'chk_1',
          },
        }),
      );
      expect(results[0]?.outcome).toBe('unknown_appeal');
      expect((await w.appeal())?.status).toBe('pending_payment');
    });

    it('a body whose amount differs from Asaas’s record', async () => {
      const w = await world();
      const payment = w.gateway.pay('chk_1');
      const { results } = await w.deliver(
        asaasEvent('evt_f&2', 'PAYMENT_RECEIVED', { payment: { ...payment, value: 1 } }),
      );
      expect(results[0]?.outcome).toBe('amount_mismatch');
      expect((await w.appeal())?.status).toBe('pending_payment');
    });

    it('a real payment of the wrong amount', async () => {
      const w = await world();
      const payment = w.gateway.pay('chk_1', { value: 1 });
      const { results } = await w.deliver(asaasEvent('evt_f&3', 'PAYMENT_RECEIVED', { payment }));
      expect(results[0]?.outcome).toBe('amount_mismatch');
      expect((await w.appeal())?.status).toBe('pending_payment');
      expect(w.delivery.started).toHaveLength(0);
    });

    it('another appeal’s payment presented as this appeal’s', async () => {
      const w = await world();
      w.repo.add(anAppeal({ id: 'appeal-2', userId: 'user-b', userEmail: 'b@example.com' }));
      await createCheckout(w.deps, { userId: 'user-b', appealId: 'appeal-2', paymentMethod: 'PIX' });
      const paidForB = w.gateway.pay('chk_2');
      const { results } = await w.deliver(
        asaasEvent('evt_f&4', 'PAYMENT_RECEIVED', {
          payment: { ...paidForB, externalReference: 'appeal-1' },
        }),
      );
      expect(results[0]?.outcome).toBe('reference_mismatch');
      expect((await w.appeal())?.status).toBe('pending_payment');
      expect((await w.repo.getAppeal('appeal-2'))?.status).toBe('pending_payment');
    });

    it('a payment Asaas still reports as PENDING', async () => {
      const w = await world();
      const payment = w.gateway.pay('chk_1', { status: 'PENDING' });
      const { results } = await w.deliver(
        asaasEvent('evt_f&5', 'PAYMENT_RECEIVED', { payment: { ...payment, status: 'RECEIVED' } }),
      );
      expect(results[0]?.outcome).toBe('not_paid_yet');
    });
  });

  it('CHECKOUT_EXPIRED → expired_payment; CHECKOUT_CANCELED keeps it payable with a closed checkout', async () => {
    const w = await world();
    const expired = await w.deliver(
      asaasEvent('evt_x&1', 'CHECKOUT_EXPIRED', { checkout: { id: 'chk_1', status: 'EXPIRED' } }),
    );
    expect(expired.results[0]?.outcome).toBe('checkout_expired');
    expect(await w.appeal()).toMatchObject({
      status: 'expired_payment',
      payment: { checkoutStatus: 'EXPIRED', asaasStatus: 'EXPIRED' },
    });

    await createCheckout(w.deps, { userId: 'user-a', appealId: 'appeal-1', paymentMethod: 'PIX' });
    const canceled = await w.deliver(
      asaasEvent('evt_x&2', 'CHECKOUT_CANCELED', { checkout: { id: 'chk_2' } }),
    );
    expect(canceled.results[0]?.outcome).toBe('checkout_canceled');
    expect(await w.appeal()).toMatchObject({
      status: 'pending_payment',
      payment: { checkoutStatus: 'CANCELED' },
    });
    // The next attempt gets a fresh checkout instead of the cancelled one.
    const next = await createCheckout(w.deps, {
      userId: 'user-a',
      appealId: 'appeal-1',
      paymentMethod: 'PIX',
    });
    expect(next.url).toContain('chk_3');
  });

  it('an event about an older checkout changes nothing', async () => {
    const w = await world();
    await createCheckout(w.deps, { userId: 'user-a', appealId: 'appeal-1', paymentMethod: 'CREDIT_CARD' });
    const { results } = await w.deliver(
      asaasEvent('evt_o&1', 'CHECKOUT_EXPIRED', { checkout: { id: 'chk_1' } }),
    );
    expect(results[0]?.outcome).toBe('stale');
    expect(await w.appeal()).toMatchObject({
      status: 'pending_payment',
      payment: { checkoutId: 'chk_2', checkoutStatus: 'ACTIVE' },
    });
  });

  it('a payment through a superseded checkout still counts: the money is ours', async () => {
    const w = await world();
    await createCheckout(w.deps, { userId: 'user-a', appealId: 'appeal-1', paymentMethod: 'CREDIT_CARD' });
    const payment = w.gateway.pay('chk_1'); // the cancel did not reach Asaas in time
    const { results } = await w.deliver(asaasEvent('evt_o&2', 'PAYMENT_RECEIVED', { payment }));
    expect(results[0]?.outcome).toBe('paid');
    // …and the current checkout is closed at Asaas so the driver cannot pay twice.
    expect(w.gateway.canceled).toEqual(['chk_1', 'chk_2']);
  });

  it('out of order: expiry, cancel and OVERDUE after payment never move it back (PAY-4)', async () => {
    const w = await world();
    const payment = w.gateway.pay('chk_1');
    await w.deliver(asaasEvent('evt_p&1', 'PAYMENT_RECEIVED', { payment }));
    const later = [
      asaasEvent('evt_p&2', 'CHECKOUT_EXPIRED', { checkout: { id: 'chk_1' } }),
      asaasEvent('evt_p&3', 'CHECKOUT_CANCELED', { checkout: { id: 'chk_1' } }),
      asaasEvent('evt_p&4', 'PAYMENT_OVERDUE', { payment: { ...payment, status: 'OVERDUE' } }),
      asaasEvent('evt_p&5', 'PAYMENT_CONFIRMED', { payment }),
      asaasEvent('evt_p&6', 'SOMETHING_NEW', {}),
    ];
    const outcomes = [];
    for (const body of later) outcomes.push((await w.deliver(body)).results[0]?.outcome);
    expect(outcomes).toEqual(['stale', 'stale', 'ignored', 'already_paid', 'ignored']);
    expect((await w.appeal())?.status).toBe('paid');
    expect(w.delivery.started).toHaveLength(1);
  });

  it('a refund revokes the download and takes the value out of the statistics; a late RECEIVED does not re-unlock', async () => {
    const w = await world();
    const payment = w.gateway.pay('chk_1');
    await w.deliver(asaasEvent('evt_r&1', 'PAYMENT_RECEIVED', { payment }));
    w.gateway.payments.set(payment.id, { ...payment, status: 'REFUNDED' });
    const refunded = await w.deliver(
      asaasEvent('evt_r&2', 'PAYMENT_REFUNDED', { payment: { ...payment, status: 'REFUNDED' } }),
    );
    expect(refunded.results[0]?.outcome).toBe('refunded');
    expect(await w.appeal()).toMatchObject({
      status: 'refunded',
      payment: { asaasStatus: 'REFUNDED', refundedAt: '2026-03-10T12:00:00.000Z' },
    });
    expect(w.repo.paidValueCents).toBe(0);

    w.gateway.payments.set(payment.id, { ...payment, status: 'RECEIVED' });
    const late = await w.deliver(asaasEvent('evt_r&3', 'PAYMENT_RECEIVED', { payment }));
    expect(late.results[0]?.outcome).toBe('not_payable');
    expect((await w.appeal())?.status).toBe('refunded');
  });

  it('a forged refund (Asaas says the payment is fine) revokes nothing', async () => {
    const w = await world();
    const payment = w.gateway.pay('chk_1');
    await w.deliver(asaasEvent('evt_r&4', 'PAYMENT_RECEIVED', { payment }));
    const { results } = await w.deliver(asaasEvent('evt_r&5', 'PAYMENT_CHARGEBACK_REQUESTED', { payment }));
    expect(results[0]?.outcome).toBe('not_refunded');
    expect((await w.appeal())?.status).toBe('paid');
  });

  it('when starting delivery fails the event fails (for the queue to retry), and the retry starts it', async () => {
    const w = await world();
    const payment = w.gateway.pay('chk_1');
    w.delivery.failNext = 1;
    const event: PaymentEvent = {
      id: 'e1',
      event: 'PAYMENT_RECEIVED',
      payment: { id: payment.id },
      receivedAt: '',
    };
    await expect(processPaymentEvent(w.deps, event)).rejects.toThrow('StartExecution failed (test)');
    expect((await w.appeal())?.status).toBe('paid');
    const retried = await processPaymentEvent(w.deps, event, { retry: true });
    expect(retried.outcome).toBe('delivery_restarted');
    expect(w.delivery.started).toEqual([{ appealId: 'appeal-1', idempotencyKey: `payment-${payment.id}` }]);
  });

  it('when Asaas cannot be asked the event fails, to be retried, and nothing changes', async () => {
    const w = await world();
    const payment = w.gateway.pay('chk_1');
    w.gateway.down = true;
    const event: PaymentEvent = {
      id: 'e1',
      event: 'PAYMENT_RECEIVED',
      payment: { id: payment.id },
      receivedAt: '',
    };
    await expect(processPaymentEvent(w.deps, event)).rejects.toMatchObject({ kind: 'unavailable' });
    expect((await w.appeal())?.status).toBe('pending_payment');
  });
});
