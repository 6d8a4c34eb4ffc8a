/**
 * The Asaas simulator on its own, driven through real HTTP (and our real Asaas client): API shapes and
 * validation, the hosted page, webhooks with the token, retries on non-200, redelivery, persistence.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CheckoutRequest } from '@recurso/core/payments';
import { createAsaasClient } from '@recurso/functions/adapters/asaas/index';
import { type AsaasSimulator, startAsaasSimulator } from '@recurso/local/asaas-sim/index';

const API_KEY = '$aact_local_simulator_key';
const TOKEN = 'whsec-local-token-0123456789abcdef';

interface Received {
  headers: IncomingHttpHeaders;
  body: { id: string; event: string; dateCreated: string; [k: string]: unknown };
  at: number;
}

/** A webhook receiver whose answers the test scripts (200 unless told otherwise). */
async function startReceiver() {
  const received: Received[] = [];
  const script: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString()),
        at: Date.now(),
      });
      res.statusCode = script.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/asaas`;
  return { url, received, script, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  appealId: 'appeal-123',
  method: 'PIX',
  value: 29.9,
  itemName: 'Recurso de multa de trânsito',
  itemDescription: 'Auto de infração AB123456',
  minutesToExpire: 60,
  callback: {
    successUrl: 'http://app.local/pagamento/sucesso?appealId=appeal-123',
    cancelUrl: 'http://app.local/pagamento/cancelado',
    expiredUrl: 'http://app.local/pagamento/expirado',
  },
  customer: { name: 'Maria da Silva', cpf: '52998224725', email: 'maria@example.com' },
  ...overrides,
});

const validBody = {
  billingTypes: ['PIX'],
  chargeTypes: ['DETACHED'],
  minutesToExpire: 30,
  externalReference: 'appeal-1',
  callback: { successUrl: 'http://app.local/ok', cancelUrl: 'http://app.local/cancel' },
  items: [{ name: 'Recurso', description: 'x', quantity: 1, value: 29.9, imageBase64: 'iVBORw0KGgo=' }],
};

const post = (url: string, body: unknown, key = API_KEY) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', access_token: key },
    body: JSON.stringify(body),
  });

async function waitFor<T>(check: () => T | undefined, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('Asaas simulator', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let sim: AsaasSimulator;
  let dir: string;

  beforeEach(async () => {
    receiver = await startReceiver();
    dir = mkdtempSync(join(tmpdir(), 'asaas-sim-'));
    sim = await startAsaasSimulator({
      apiKey: API_KEY,
      webhookUrl: receiver.url,
      webhookToken: TOKEN,
      dataFile: join(dir, 'asaas.json'),
      delivery: { retryDelaysMs: [30, 60, 120], maxAttempts: 4 },
    });
  });

  afterEach(async () => {
    await sim.stop();
    await receiver.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const client = () => createAsaasClient({ baseUrl: sim.url, apiKey: API_KEY, timeoutMs: 2000 });

  it('rejects a missing or wrong access_token with 401 invalid_access_token', async () => {
    for (const key of ['', 'wrong-key']) {
      const res = await post(`${sim.url}/v3/checkouts`, validBody, key);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        errors: [{ code: 'invalid_access_token', description: 'A chave de API fornecida é inválida.' }],
      });
    }
  });

  it.each([
    ['an item without imageBase64', { items: [{ name: 'R', quantity: 1, value: 29.9 }] }, 'invalid_items'],
    ['a fractional quantity', { items: [{ ...validBody.items[0], quantity: 1.5 }] }, 'invalid_items'],
    ['a zero value', { items: [{ ...validBody.items[0], value: 0 }] }, 'invalid_items'],
    ['no successUrl', { callback: { cancelUrl: 'http://app.local/c' } }, 'invalid_successUrl'],
    ['no cancelUrl', { callback: { successUrl: 'http://app.local/s' } }, 'invalid_cancelUrl'],
    ['an unknown billing type', { billingTypes: ['BITCOIN'] }, 'invalid_billingTypes'],
    ['an invalid CPF', { customerData: { name: 'Maria', cpfCnpj: '12345678900' } }, 'invalid_cpfCnpj'],
  ])('answers 400 for %s', async (_what, patch, code) => {
    const res = await post(`${sim.url}/v3/checkouts`, { ...validBody, ...patch });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { code: string; description: string }[] };
    expect(body.errors.map((e) => e.code)).toContain(code);
    expect(body.errors.every((e) => e.description.length > 0)).toBe(true);
  });

  it('creates a checkout, echoes the request (splits → split) and serves the hosted page with the PIX code', async () => {
    const res = await post(`${sim.url}/v3/checkouts`, {
      ...validBody,
      splits: [{ walletId: 'w', percentualValue: 10 }],
    });
    expect(res.status).toBe(200);
    const checkout = (await res.json()) as Record<string, unknown>;
    expect(checkout).toMatchObject({
      status: 'ACTIVE',
      billingTypes: ['PIX'],
      chargeTypes: ['DETACHED'],
      minutesToExpire: 30,
      externalReference: 'appeal-1',
      split: [{ walletId: 'w', percentualValue: 10 }],
    });
    expect(checkout.link).toBe(`${sim.url}/checkoutSession/show?id=${checkout.id}`);

    const page = await fetch(String(checkout.link));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Recurso');
    expect(html).toContain('R$ 29,90');
    expect(html).toContain('PIX copia e cola');
    expect(html).toMatch(/000201[0-9A-Za-z .@]*5303986540529\.90[\s\S]*6304[0-9A-F]{4}/);
    for (const label of ['>Pagar<', '>Cancelar<', '>Expirar<']) expect(html).toContain(label);
    expect(html).not.toMatch(/<script|<link|https?:\/\/(?!app\.local)/);
  });

  it('pays through the page: 303 to successUrl, PIX payment RECEIVED, webhooks with the token', async () => {
    const created = await client().createCheckout(request());
    const res = await fetch(`${sim.url}/checkoutSession/pay?id=${created.id}`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://app.local/pagamento/sucesso?appealId=appeal-123');

    const events = await waitFor(() => {
      const names = receiver.received.map((r) => r.body.event);
      return ['PAYMENT_CREATED', 'PAYMENT_RECEIVED', 'CHECKOUT_PAID'].every((e) => names.includes(e))
        ? receiver.received
        : undefined;
    });
    for (const e of events) {
      expect(e.headers['asaas-access-token']).toBe(TOKEN);
      expect(e.headers['content-type']).toBe('application/json');
      expect(e.body.id).toMatch(/^evt_[0-9a-f]{32}&\d+$/);
      expect(e.body.dateCreated).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(e.body.account).toEqual({ id: 'acc_simulador_local', ownerId: null });
    }
    const receivedEvent = events.find((e) => e.body.event === 'PAYMENT_RECEIVED');
    const payment = receivedEvent?.body.payment as { id: string; checkoutSession: string; value: number };
    expect(payment).toMatchObject({
      status: 'RECEIVED',
      value: 29.9,
      billingType: 'PIX',
      checkoutSession: created.id,
    });
    const paidEvent = events.find((e) => e.body.event === 'CHECKOUT_PAID');
    expect(paidEvent?.body.checkout).toMatchObject({
      id: created.id,
      status: 'PAID',
      externalReference: 'appeal-123',
    });

    // The API agrees with the webhooks.
    expect(await client().getPayment(payment.id)).toMatchObject({
      id: payment.id,
      status: 'RECEIVED',
      value: 29.9,
    });
    expect((await client().listPaymentsByCheckout(created.id)).map((p) => p.id)).toEqual([payment.id]);
    expect(await client().getCheckout(created.id)).toMatchObject({ status: 'PAID' });
    expect(await client().getPayment('pay_doesnotexist')).toBeUndefined();

    // The page now says it is paid, and paying again is refused.
    expect(await (await fetch(created.url)).text()).toContain('Este pagamento já foi realizado.');
    const again = await post(`${sim.url}/_sim/checkouts/${created.id}/pay`, {});
    expect(again.status).toBe(409);
  });

  it('confirms card payments as CONFIRMED (RECEIVED comes a month later)', async () => {
    const created = await client().createCheckout(request({ method: 'CREDIT_CARD' }));
    expect(await (await fetch(created.url)).text()).toContain('Cartão de crédito');
    const res = await post(`${sim.url}/_sim/checkouts/${created.id}/pay`, {});
    const body = (await res.json()) as { payment: { status: string; billingType: string } };
    expect(body.payment).toMatchObject({ status: 'CONFIRMED', billingType: 'CREDIT_CARD' });
    await waitFor(() => receiver.received.find((r) => r.body.event === 'PAYMENT_CONFIRMED'));
  });

  it('cancels through the page (303 to cancelUrl) and expires through the control endpoint', async () => {
    const a = await client().createCheckout(request());
    const res = await fetch(`${sim.url}/checkoutSession/cancel?id=${a.id}`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://app.local/pagamento/cancelado');
    await waitFor(() => receiver.received.find((r) => r.body.event === 'CHECKOUT_CANCELED'));

    const b = await client().createCheckout(request());
    const page = await fetch(`${sim.url}/checkoutSession/expire?id=${b.id}`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(page.headers.get('location')).toBe('http://app.local/pagamento/expirado');
    const expired = await waitFor(() => receiver.received.find((r) => r.body.event === 'CHECKOUT_EXPIRED'));
    expect(expired.body.checkout).toMatchObject({ id: b.id, status: 'EXPIRED' });

    const c = await client().createCheckout(request());
    expect((await post(`${sim.url}/_sim/checkouts/${c.id}/expire`, {})).status).toBe(200);
    const pay = await post(`${sim.url}/_sim/checkouts/${c.id}/pay`, {});
    expect(pay.status).toBe(409);
    expect(await pay.json()).toEqual({
      errors: [{ code: 'invalid_status', description: 'O checkout não está ativo (status: EXPIRED).' }],
    });
    await client().cancelCheckout((await client().createCheckout(request())).id);
    await waitFor(() => receiver.received.filter((r) => r.body.event === 'CHECKOUT_CANCELED').length === 2);
  });

  it('retries on non-200 answers (201 counts as failure) with the same event id until a 200', async () => {
    const created = await client().createCheckout(request());
    await sim.idle();
    receiver.received.length = 0;
    receiver.script.push(500, 201, 200, 200, 200, 200);
    await post(`${sim.url}/_sim/checkouts/${created.id}/expire`, {});
    await sim.idle();
    const deliveries = receiver.received.filter((r) => r.body.event === 'CHECKOUT_EXPIRED');
    expect(deliveries).toHaveLength(3);
    expect(new Set(deliveries.map((d) => d.body.id)).size).toBe(1);
    // Compressed schedule: ≥30 ms before the 2nd attempt, ≥60 ms before the 3rd.
    expect((deliveries[1]?.at ?? 0) - (deliveries[0]?.at ?? 0)).toBeGreaterThanOrEqual(25);
    expect((deliveries[2]?.at ?? 0) - (deliveries[1]?.at ?? 0)).toBeGreaterThanOrEqual(55);
    const event = sim.events({ event: 'CHECKOUT_EXPIRED' })[0];
    expect(event?.state).toBe('delivered');
    expect(event?.attempts.map((a) => a.status)).toEqual([500, 201, 200]);
  });

  it('gives up after maxAttempts and records the event as failed', async () => {
    const created = await client().createCheckout(request());
    await sim.idle();
    receiver.script.push(503, 503, 503, 503);
    sim.expire(created.id);
    await sim.idle();
    expect(sim.events({ event: 'CHECKOUT_EXPIRED' })[0]).toMatchObject({ state: 'failed' });
    expect(sim.events({ event: 'CHECKOUT_EXPIRED' })[0]?.attempts).toHaveLength(4);
  });

  it('pauses the queue after N consecutive failures and sends the waiting events on resume', async () => {
    await sim.stop();
    sim = await startAsaasSimulator({
      apiKey: API_KEY,
      webhookUrl: receiver.url,
      webhookToken: TOKEN,
      delivery: { retryDelaysMs: [10], maxAttempts: 10, pauseAfterFailures: 3 },
    });
    receiver.script.push(500, 500, 500);
    await client().createCheckout(request());
    await sim.idle();
    const created = sim.events({ event: 'CHECKOUT_CREATED' })[0];
    expect(created?.state).toBe('paused');
    expect(created?.attempts.map((a) => a.status)).toEqual([500, 500, 500]);
    const webhook = (await (
      await fetch(`${sim.url}/v3/webhooks`, { headers: { access_token: API_KEY } })
    ).json()) as {
      data: { interrupted: boolean }[];
    };
    expect(webhook.data[0]?.interrupted).toBe(true);

    const resumed = await post(`${sim.url}/_sim/webhook/resume`, {});
    expect(await resumed.json()).toEqual({ paused: false });
    await sim.idle();
    expect(sim.events({ event: 'CHECKOUT_CREATED' })[0]?.state).toBe('delivered');
    expect(receiver.received.filter((r) => r.body.id === created?.id)).toHaveLength(4);
  });

  it('redelivers an event on demand, concurrently, keeping its id', async () => {
    const created = await client().createCheckout(request());
    const paid = (await (await post(`${sim.url}/_sim/checkouts/${created.id}/pay`, {})).json()) as {
      events: string[];
    };
    await sim.idle();
    const eventId = paid.events[1] ?? '';
    const before = receiver.received.filter((r) => r.body.id === eventId).length;
    const res = await post(`${sim.url}/_sim/events/${encodeURIComponent(eventId)}/redeliver`, { copies: 5 });
    expect(await res.json()).toEqual({ eventId, statuses: [200, 200, 200, 200, 200] });
    const copies = receiver.received.filter((r) => r.body.id === eventId);
    expect(copies).toHaveLength(before + 5);
    expect(new Set(copies.map((c) => JSON.stringify(c.body))).size).toBe(1);

    const list = (await (await fetch(`${sim.url}/_sim/events`)).json()) as { data: { id: string }[] };
    expect(list.data.map((e) => e.id)).toContain(eventId);
  });

  it('keeps its state in the data file across a restart', async () => {
    const created = await client().createCheckout(request());
    await sim.stop();
    sim = await startAsaasSimulator({ apiKey: API_KEY, dataFile: join(dir, 'asaas.json') });
    // The link is rebuilt on the new origin's port only for new checkouts; the id survives.
    const again = createAsaasClient({ baseUrl: sim.url, apiKey: API_KEY });
    expect(await again.getCheckout(created.id)).toMatchObject({ id: created.id, status: 'ACTIVE' });
  });

  it('configures the webhook through /v3/webhooks', async () => {
    const other = await startReceiver();
    try {
      const res = await post(`${sim.url}/v3/webhooks`, {
        url: other.url,
        authToken: 'other-token',
        enabled: true,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ url: other.url, enabled: true, hasAuthToken: true });
      await client().createCheckout(request());
      const got = await waitFor(() => other.received[0]);
      expect(got.headers['asaas-access-token']).toBe('other-token');
    } finally {
      await other.close();
    }
  });
});
