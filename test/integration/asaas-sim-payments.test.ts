/**
 * The payment use cases end to end against the simulator: our real Asaas client creates checkouts,
 * the simulator's hosted page and controls pay/cancel/expire, its webhooks reach a small HTTP receiver
 * that does what the `POST /webhooks/asaas` route does (receive → 200 → in-process queue → process).
 * Storage is the in-memory repository from the unit tests (DynamoDB comes with the appeals API).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DomainError } from '@recurso/core/errors';
import {
  checkPaymentStatus,
  createCheckout,
  createInProcessQueue,
  processPaymentEvent,
  receiveAsaasWebhook,
} from '@recurso/core/payments';
import { createAsaasClient } from '@recurso/functions/adapters/asaas/index';
import { type AsaasSimulator, startAsaasSimulator } from '@recurso/local/asaas-sim/index';
import {
  anAppeal,
  FixedClock,
  MemoryPaymentRepository,
  RecordingDelivery,
} from '../unit/core/payments/memory-payments';

const API_KEY = '$aact_integration_key';
const TOKEN = 'integration-webhook-token-0123456789';
const STATUS: Record<string, number> = { unauthorized: 401, validation: 400, unavailable: 503 };

async function startWorld() {
  const repo = new MemoryPaymentRepository();
  const delivery = new RecordingDelivery();
  const clock = { now: () => new Date() };
  let sim: AsaasSimulator | undefined;
  const gateway = () => createAsaasClient({ baseUrl: sim?.url ?? '', apiKey: API_KEY, timeoutMs: 2000 });
  const settleDeps = () => ({ repo, gateway: gateway(), delivery, clock });
  const queue = createInProcessQueue((event, options) => processPaymentEvent(settleDeps(), event, options), {
    backoffMs: () => 5,
  });
  let failEnqueue = 0;
  const answers: number[] = [];

  const receiver: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const token = req.headers['asaas-access-token'];
      const q = {
        enqueue: async (e: Parameters<typeof queue.enqueue>[0]) => {
          if (failEnqueue > 0 && failEnqueue--) throw new Error('queue down');
          await queue.enqueue(e);
        },
      };
      try {
        await receiveAsaasWebhook(
          { webhookToken: TOKEN, repo, queue: q, clock },
          {
            token: typeof token === 'string' ? token : undefined,
            rawBody: Buffer.concat(chunks).toString('utf8'),
          },
        );
        res.statusCode = 200;
      } catch (error) {
        res.statusCode = error instanceof DomainError ? (STATUS[error.kind] ?? 500) : 500;
      }
      answers.push(res.statusCode);
      res.end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/asaas`;
  sim = await startAsaasSimulator({
    apiKey: API_KEY,
    webhookUrl,
    webhookToken: TOKEN,
    delivery: { retryDelaysMs: [20, 40], maxAttempts: 4 },
  });
  const s = sim;
  const checkoutDeps = () => ({
    repo,
    gateway: gateway(),
    clock: new FixedClock(new Date()),
    config: { appUrl: 'http://localhost:5173', minutesToExpire: 60 },
  });
  /** Waits until every webhook was answered and every queued event processed. */
  const settle = async () => {
    await s.idle();
    await queue.drain();
  };
  return {
    repo,
    delivery,
    sim: s,
    webhookUrl,
    answers,
    failEnqueueOnce: () => {
      failEnqueue = 1;
    },
    settle,
    checkout: (appealId: string, paymentMethod = 'PIX', userId = 'user-a') =>
      createCheckout(checkoutDeps(), { userId, appealId, paymentMethod }),
    status: (appealId: string) => checkPaymentStatus(settleDeps(), { appealId }),
    checkoutId: (url: string) => new URL(url).searchParams.get('id') ?? '',
    async stop() {
      await s.stop();
      await queue.drain();
      await new Promise<void>((r) => receiver.close(() => r()));
    },
  };
}

describe('payments against the Asaas simulator', () => {
  let w: Awaited<ReturnType<typeof startWorld>>;
  beforeEach(async () => {
    w = await startWorld();
    w.repo.add(anAppeal());
  });
  afterEach(() => w.stop());

  it('checkout → pay on the hosted page → webhooks → paid, one delivery, statistics updated', async () => {
    const { url } = await w.checkout('appeal-1');
    expect(url).toBe(`${w.sim.url}/checkoutSession/show?id=${w.checkoutId(url)}`);
    const page = await fetch(url);
    expect(await page.text()).toContain('R$ 29,90');

    const paid = await fetch(`${w.sim.url}/checkoutSession/pay?id=${w.checkoutId(url)}`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.headers.get('location')).toBe('http://localhost:5173/pagamento/sucesso?appealId=appeal-1');
    await w.settle();

    expect(await w.status('appeal-1')).toEqual({ status: 'paid', asaasStatus: 'RECEIVED' });
    expect(w.delivery.started).toHaveLength(1);
    expect(w.repo.paidValueCents).toBe(2990);
    expect(w.answers.every((s) => s === 200)).toBe(true);
  });

  it('card payments are CONFIRMED and unlock the same way', async () => {
    const { url } = await w.checkout('appeal-1', 'CREDIT_CARD');
    await fetch(`${w.sim.url}/_sim/checkouts/${w.checkoutId(url)}/pay`, { method: 'POST' });
    await w.settle();
    expect(await w.status('appeal-1')).toEqual({ status: 'paid', asaasStatus: 'CONFIRMED' });
  });

  it('the same event delivered 10 times concurrently → one transition, one delivery', async () => {
    const { url } = await w.checkout('appeal-1');
    const { events } = w.sim.pay(w.checkoutId(url));
    await w.settle();
    const received =
      events.find((id) => w.sim.events({ event: 'PAYMENT_RECEIVED' }).some((e) => e.id === id)) ?? '';
    const res = await fetch(`${w.sim.url}/_sim/events/${encodeURIComponent(received)}/redeliver`, {
      method: 'POST',
      body: JSON.stringify({ copies: 10 }),
    });
    expect(((await res.json()) as { statuses: number[] }).statuses).toEqual(
      Array.from({ length: 10 }, () => 200),
    );
    await w.settle();
    expect(w.delivery.started).toHaveLength(1);
    expect(w.repo.paidValueCents).toBe(2990);
  });

  it('a webhook with a missing or wrong token → 401 and nothing changes', async () => {
    await w.checkout('appeal-1');
    await w.settle();
    const recorded = w.repo.events.size; // CHECKOUT_CREATED, legitimately
    for (const headers of [{}, { 'asaas-access-token': 'wrong' }] as Record<string, string>[]) {
      const res = await fetch(w.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({
          id: 'evt_x&1',
          event: 'PAYMENT_RECEIVED',
          payment: { id: 'pay_x', value: 29.9 },
        }),
      });
      expect(res.status).toBe(401);
    }
    expect(w.repo.events.size).toBe(recorded);
    expect(w.repo.events.has('evt_x&1')).toBe(false);
    expect((await w.repo.getAppeal('appeal-1'))?.status).toBe('pending_payment');
  });

  it('a forged payload with a valid token (unknown payment, another appeal’s payment) unlocks nothing', async () => {
    w.repo.add(anAppeal({ id: 'appeal-2', userId: 'user-b', userEmail: 'b@example.com' }));
    const mine = await w.checkout('appeal-1');
    const theirs = await w.checkout('appeal-2', 'PIX', 'user-b');
    const { payment } = w.sim.pay(w.checkoutId(theirs.url));
    await w.settle();
    const forge = (id: string, p: Record<string, unknown>) =>
      fetch(w.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'asaas-access-token': TOKEN },
        body: JSON.stringify({ id, event: 'PAYMENT_RECEIVED', payment: p }),
      });
    expect(
      (
        await forge('evt_f&1', {
          id: 'pay_forged',
          value: 29.9,
          status: 'RECEIVED',
          externalReference: 'appeal-1',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await forge('evt_f&2', {
          ...payment,
          externalReference: 'appeal-1',
          checkoutSession: w.checkoutId(mine.url),
        })
      ).status,
    ).toBe(200);
    expect((await forge('evt_f&3', { ...payment, value: 1, externalReference: 'appeal-1' })).status).toBe(
      200,
    );
    await w.settle();
    expect((await w.repo.getAppeal('appeal-1'))?.status).toBe('pending_payment');
    expect((await w.repo.getAppeal('appeal-2'))?.status).toBe('paid');
    expect(w.delivery.started.map((d) => d.appealId)).toEqual(['appeal-2']);
  });

  it('cancel keeps the appeal payable; the next attempt gets a new checkout', async () => {
    const first = await w.checkout('appeal-1');
    const res = await fetch(`${w.sim.url}/checkoutSession/cancel?id=${w.checkoutId(first.url)}`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(res.headers.get('location')).toBe('http://localhost:5173/pagamento/cancelado');
    await w.settle();
    expect(await w.status('appeal-1')).toEqual({ status: 'pending_payment', asaasStatus: 'CANCELED' });
    const second = await w.checkout('appeal-1');
    expect(second.url).not.toBe(first.url);
  });

  it('expire → expired_payment; paying again afterwards works', async () => {
    const first = await w.checkout('appeal-1');
    await fetch(`${w.sim.url}/_sim/checkouts/${w.checkoutId(first.url)}/expire`, { method: 'POST' });
    await w.settle();
    expect(await w.status('appeal-1')).toEqual({ status: 'expired_payment', asaasStatus: 'EXPIRED' });

    const again = await w.checkout('appeal-1');
    expect(await w.status('appeal-1')).toEqual({ status: 'pending_payment', asaasStatus: 'ACTIVE' });
    w.sim.pay(w.checkoutId(again.url));
    await w.settle();
    expect(await w.status('appeal-1')).toEqual({ status: 'paid', asaasStatus: 'RECEIVED' });
  });

  it('paying an appeal that is not payable gives SPEC’s message; another user’s appeal is not found', async () => {
    w.repo.add(anAppeal({ id: 'appeal-3', status: 'processing' }));
    await expect(w.checkout('appeal-3')).rejects.toThrow(
      'Este recurso não está elegível para pagamento (Status: processing).',
    );
    await expect(w.checkout('appeal-1', 'PIX', 'user-b')).rejects.toThrow('Recurso não encontrado.');
  });

  it('an event that could not be queued gets a 503, Asaas retries it, and it is processed once', async () => {
    const { url } = await w.checkout('appeal-1');
    await w.settle();
    w.failEnqueueOnce();
    w.sim.pay(w.checkoutId(url));
    await w.settle();
    expect(w.answers).toContain(503);
    expect((await w.repo.getAppeal('appeal-1'))?.status).toBe('paid');
    expect(w.delivery.started).toHaveLength(1);
  });

  it('the status check reconciles when no webhook arrives', async () => {
    const { url } = await w.checkout('appeal-1');
    w.sim.setWebhook({ url: 'http://127.0.0.1:9/nowhere' }); // webhooks lost
    w.sim.pay(w.checkoutId(url));
    expect(await w.status('appeal-1')).toEqual({ status: 'paid', asaasStatus: 'RECEIVED' });
    expect(w.delivery.started).toHaveLength(1);
  });
});
