import { NotFoundError } from '@recurso/core/errors';
import {
  checkPaymentStatus,
  createCheckout,
  createInProcessQueue,
  expireStaleCheckouts,
  type PaymentEvent,
} from '@recurso/core/payments';
import { anAppeal, paymentWorld } from './memory-payments';

async function withCheckout(method: 'PIX' | 'CREDIT_CARD' = 'PIX') {
  const w = paymentWorld();
  w.repo.add(anAppeal());
  await createCheckout(w.deps, { userId: 'user-a', appealId: 'appeal-1', paymentMethod: method });
  return w;
}

describe('checkPaymentStatus', () => {
  it('answers {status, asaasStatus} from our records and nothing else', async () => {
    const w = paymentWorld();
    w.repo.add(anAppeal({ status: 'processing' }));
    expect(await checkPaymentStatus(w.deps, { appealId: 'appeal-1' })).toEqual({
      status: 'processing',
      asaasStatus: null,
    });
    const paid = await withCheckout();
    const result = await checkPaymentStatus(paid.deps, { appealId: 'appeal-1' });
    expect(result).toEqual({ status: 'pending_payment', asaasStatus: 'ACTIVE' });
    expect(Object.keys(result).sort()).toEqual(['asaasStatus', 'status']);
  });

  it('answers NotFoundError for an unknown appeal', async () => {
    const w = paymentWorld();
    await expect(checkPaymentStatus(w.deps, { appealId: 'x' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('reconciles with Asaas when the webhook is late: paid, delivery started', async () => {
    const w = await withCheckout('CREDIT_CARD');
    w.gateway.pay('chk_1');
    expect(await checkPaymentStatus(w.deps, { appealId: 'appeal-1' })).toEqual({
      status: 'paid',
      asaasStatus: 'CONFIRMED',
    });
    expect(w.delivery.started).toHaveLength(1);
    // Asked again: from our records, no second delivery.
    expect(await checkPaymentStatus(w.deps, { appealId: 'appeal-1' })).toEqual({
      status: 'paid',
      asaasStatus: 'CONFIRMED',
    });
    expect(w.delivery.started).toHaveLength(1);
  });

  it('marks a checkout past its time expired', async () => {
    const w = await withCheckout();
    w.clock.advanceMinutes(61);
    expect(await checkPaymentStatus(w.deps, { appealId: 'appeal-1' })).toEqual({
      status: 'expired_payment',
      asaasStatus: 'EXPIRED',
    });
  });

  it('answers from our records when Asaas is down', async () => {
    const w = await withCheckout();
    w.gateway.pay('chk_1');
    w.gateway.down = true;
    expect(await checkPaymentStatus(w.deps, { appealId: 'appeal-1' })).toEqual({
      status: 'pending_payment',
      asaasStatus: 'ACTIVE',
    });
  });
});

describe('expireStaleCheckouts', () => {
  it('expires unpaid checkouts past their time, honours late payments, and leaves fresh ones alone', async () => {
    const w = paymentWorld();
    for (const id of ['a1', 'a2', 'a3', 'a4']) {
      w.repo.add(anAppeal({ id }));
      await createCheckout(w.deps, { userId: 'user-a', appealId: id, paymentMethod: 'PIX' });
    }
    w.gateway.pay('chk_2'); // paid at Asaas, webhook never came
    w.clock.advanceMinutes(30);
    await createCheckout(w.deps, { userId: 'user-a', appealId: 'a4', paymentMethod: 'CREDIT_CARD' }); // fresh
    w.clock.advanceMinutes(31);

    const result = await expireStaleCheckouts(w.deps);

    expect(result).toEqual({ examined: 3, changed: 3, failed: 0 });
    const statuses = await Promise.all(
      ['a1', 'a2', 'a3', 'a4'].map(async (id) => (await w.repo.getAppeal(id))?.status),
    );
    expect(statuses).toEqual(['expired_payment', 'paid', 'expired_payment', 'pending_payment']);
    expect(w.delivery.started).toHaveLength(1);
    expect(await expireStaleCheckouts(w.deps)).toEqual({ examined: 0, changed: 0, failed: 0 });
  });

  it('counts failures when Asaas cannot be asked and changes nothing', async () => {
    const w = await withCheckout();
    w.clock.advanceMinutes(61);
    w.gateway.down = true;
    expect(await expireStaleCheckouts(w.deps)).toEqual({ examined: 1, changed: 0, failed: 1 });
    expect((await w.repo.getAppeal('appeal-1'))?.status).toBe('pending_payment');
  });
});

describe('createInProcessQueue', () => {
  const event: PaymentEvent = { id: 'e1', event: 'X', receivedAt: '' };

  it('processes after enqueue returns, retrying failures with the retry flag', async () => {
    const calls: boolean[] = [];
    const errors: number[] = [];
    const queue = createInProcessQueue(
      async (_e, { retry }) => {
        calls.push(retry);
        if (calls.length < 3) throw new Error('boom');
      },
      { attempts: 5, backoffMs: () => 1, onError: (_e, _err, attempt) => errors.push(attempt) },
    );
    await queue.enqueue(event);
    expect(calls).toEqual([]); // the answer goes out before the work
    await queue.drain();
    expect(calls).toEqual([false, true, true]);
    expect(errors).toEqual([1, 2]);
  });

  it('gives up after the configured attempts', async () => {
    let n = 0;
    const queue = createInProcessQueue(
      async () => {
        n++;
        throw new Error('always');
      },
      { attempts: 3, backoffMs: () => 1 },
    );
    await queue.enqueue(event);
    await queue.drain();
    expect(n).toBe(3);
  });

  it('says once per event how it ended; a redelivered event is a retry from its first attempt', async () => {
    const settled: string[] = [];
    const calls: [string, boolean][] = [];
    const queue = createInProcessQueue(
      async (e, { retry }) => {
        calls.push([e.id, retry]);
        if (e.id === 'bad') throw new Error('always');
      },
      { attempts: 2, backoffMs: () => 1, onSettled: (e, outcome) => settled.push(`${e.id}:${outcome}`) },
    );
    await queue.enqueue(event);
    queue.redeliver({ ...event, id: 'again' });
    await queue.enqueue({ ...event, id: 'bad' });
    await queue.drain();
    expect(calls).toEqual([
      ['e1', false],
      ['again', true],
      ['bad', false],
      ['bad', true],
    ]);
    expect(settled.sort()).toEqual(['again:processed', 'bad:failed', 'e1:processed']);
  });
});
