/**
 * Payments end to end on the local runtime (DynamoDB Local, s3rver, the local Step Functions runner)
 * with the Asaas simulator it starts: appeal → checkout → pay on the simulator → webhook → paid →
 * deliver-appeal (PDF + e-mail) → statistics; card, cancel, expiry (webhook and sweep), duplicates,
 * forged and unauthenticated webhooks, eligibility, ownership and the public status check.
 */
import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { READY_SUBJECT } from '@recurso/core/appeals';
import type { AsaasSimulator, SimEvent } from '@recurso/local/asaas-sim/index';
import { type ApiResponse, registerAndLogin, type TestRuntime, startTestRuntime } from './helpers/runtime';
import { verifiedStaffToken } from './helpers/second-factor';

jest.setTimeout(120_000);

type User = Awaited<ReturnType<typeof registerAndLogin>>;

let rt: TestRuntime;
let sim: AsaasSimulator;
let admin: string;
let ana: User;
let bruno: User;
let token: string;
let sink: Server;

beforeAll(async () => {
  rt = await startTestRuntime({ paymentSweepMs: 0 });
  sim = rt.asaas as AsaasSimulator;
  token = rt.deps.env.ASAAS_WEBHOOK_TOKEN as string;
  admin = await verifiedStaffToken(rt);
  ana = await registerAndLogin(rt.api, 'ana.pagamentos@recurso.test');
  bruno = await registerAndLogin(rt.api, 'bruno.pagamentos@recurso.test');
  // A webhook receiver that accepts and drops everything: lets a test hold the simulator's events.
  sink = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.end());
  });
  await new Promise<void>((r) => sink.listen(0, '127.0.0.1', () => r()));
}, 90_000);
afterAll(async () => {
  sink?.close();
  await rt?.stop();
});

const APP_WEBHOOK = () => `http://127.0.0.1:${rt.port}/api/webhooks/asaas`;
const SINK_WEBHOOK = () => `http://127.0.0.1:${(sink.address() as AddressInfo).port}/hook`;

async function readyAppeal(user: User): Promise<string> {
  const res = await rt.api('POST', '/appeals/generate-appeal-text', {
    token: user.token,
    body: {
      type: 'traffic',
      manual: {
        owner: {
          name: 'Ana Souza',
          cpf: '529.982.247-25',
          address: 'Rua das Flores, 10, Campinas/SP, CEP 13000-000',
          cnh: '',
          city: 'Campinas',
        },
        vehicle: { plate: 'ABC1D23', model: 'Gol', year: '2019' },
        infraction: {
          code: '745-50',
          date: '2026-02-10',
          time: '10:30',
          location: 'Av. Brasil, 100',
          type: 'Velocidade',
          agency: 'DER-SP',
          value: 29.9,
          description: '',
        },
        // Every fact the text needs (issue 26): an appeal with a blank is never payable.
        facts: { 'notice.number': 'SP1234567', stage: 'jari' },
      },
    },
  });
  expect(res.status).toBe(202);
  const id = res.json.appealId as string;
  await waitForStatus(user, id, ['pending_payment']);
  return id;
}

async function statusOf(user: User, appealId: string): Promise<string> {
  const res = await rt.api('GET', `/appeals/status/${appealId}`, { token: user.token });
  expect(res.status).toBe(200);
  return res.json.status as string;
}

async function waitForStatus(user: User, appealId: string, until: string[], timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    const status = await statusOf(user, appealId);
    if (until.includes(status)) return status;
    if (Date.now() - started > timeoutMs) throw new Error(`appeal ${appealId} still ${status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Until the simulator has no delivery in flight and our queue has processed what it accepted. */
async function settled() {
  await sim.idle();
  await rt.payments.queue.drain();
}

function checkout(user: User, appealId: string, paymentMethod = 'PIX', extra: Record<string, unknown> = {}) {
  return rt.api('POST', '/payment/create-asaas-checkout', {
    token: user.token,
    body: { appealId, paymentMethod, customerName: 'Ana Souza', customerCpf: '529.982.247-25', ...extra },
  });
}

async function checkoutId(user: User, appealId: string, method = 'PIX'): Promise<string> {
  const res = await checkout(user, appealId, method);
  expect(res.status).toBe(200);
  const url = new URL(res.json.url as string);
  expect(`${url.origin}${url.pathname}`).toBe(`${sim.url}/checkoutSession/show`);
  return url.searchParams.get('id') as string;
}

async function control(path: string, body: unknown = {}) {
  const res = await fetch(`${sim.url}/_sim${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return res.json() as Promise<{ payment?: { id: string }; events: string[] }>;
}

const publicStatus = (appealId: string) =>
  rt.api('POST', '/payment/public-check-status', { body: { appealId } });

const postWebhook = (body: unknown, headers: Record<string, string> = { 'asaas-access-token': token }) =>
  rt.api('POST', '/webhooks/asaas', {
    raw: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

const eventBody = (id: string) => (sim.events().find((e) => e.id === id) as SimEvent).body;

const deliveriesOf = (appealId: string) =>
  readdirSync(join(rt.dataDir, 'stepfunctions', 'deliver-appeal')).filter((f) => f.startsWith(appealId));

const readyMails = (user: User) =>
  rt.outbox().filter((m) => m.to === user.email && m.subject === READY_SUBJECT);

async function totalValuePaid(): Promise<number> {
  const res = await rt.api('GET', '/appeals/statistics', { token: admin });
  expect(res.status).toBe(200);
  return res.json.totalValuePaid as number;
}

async function pdfOf(user: User, appealId: string): Promise<{ status: number; head: string }> {
  const res = await fetch(`${rt.url}/api/appeals/download/${appealId}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  return {
    status: res.status,
    head: Buffer.from(await res.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  };
}

describe('PIX: checkout → pay → webhook → paid → PDF, e-mail, statistics', () => {
  it('runs the whole flow with the server price and the app callbacks', async () => {
    const appealId = await readyAppeal(ana);
    const before = await publicStatus(appealId);
    expect([before.status, before.json]).toEqual([200, { status: 'pending_payment', asaasStatus: null }]);

    const forged = await checkout(ana, appealId, 'PIX', { value: 0.01 });
    expect([forged.status, forged.json.error]).toEqual([400, 'Campo não permitido: value.']);

    const id = await checkoutId(ana, appealId);
    const recorded = sim.checkout(id);
    expect(recorded).toMatchObject({
      status: 'ACTIVE',
      billingTypes: ['PIX'],
      chargeTypes: ['DETACHED'],
      externalReference: appealId,
      callback: {
        successUrl: `${rt.url}/pagamento/sucesso?appealId=${appealId}`,
        cancelUrl: `${rt.url}/pagamento/cancelado`,
        expiredUrl: `${rt.url}/pagamento/expirado`,
      },
      customerData: { name: 'Ana Souza', cpfCnpj: '52998224725', email: ana.email },
    });
    expect(recorded?.items.map((i) => [i.quantity, i.value])).toEqual([[1, 29.9]]);
    // A second call while the checkout is active answers the same link.
    expect(await checkoutId(ana, appealId)).toBe(id);

    const pending = await publicStatus(appealId);
    expect(pending.json).toEqual({ status: 'pending_payment', asaasStatus: 'ACTIVE' });

    const paid = await control(`/checkouts/${id}/pay`);
    await waitForStatus(ana, appealId, ['paid']);
    // The appeal turns paid before its delivery starts (settle.ts): wait for the queue to finish the event.
    await settled();
    const paymentId = paid.payment?.id as string;
    const run = await rt.workflows.waitFor('deliver-appeal', `${appealId}-payment-${paymentId}`);
    expect(run.status).toBe('SUCCEEDED');
    expect(await pdfOf(ana, appealId)).toEqual({ status: 200, head: '%PDF-' });
    expect(readyMails(ana)).toHaveLength(1);
    expect(await totalValuePaid()).toBe(29.9);

    await settled();
    const after = await publicStatus(appealId);
    expect(after.json).toEqual({ status: 'paid', asaasStatus: 'RECEIVED' });
    expect(after.text).not.toMatch(/Ana|52998224725|529\.982|@recurso\.test|29[.,]9/);
    const view = await rt.api('GET', `/appeals/${appealId}`, { token: ana.token });
    expect(view.json.documentUrl).toBe(`/api/appeals/download/${appealId}`);
    expect(view.text).not.toMatch(/checkoutId|checkoutUrl|paymentId|asaas/i);
  });
});

describe('credit card', () => {
  it('unlocks on PAYMENT_CONFIRMED', async () => {
    const appealId = await readyAppeal(ana);
    const paidBefore = await totalValuePaid();
    const id = await checkoutId(ana, appealId, 'CREDIT_CARD');
    expect(sim.checkout(id)?.billingTypes).toEqual(['CREDIT_CARD']);
    await control(`/checkouts/${id}/pay`, { billingType: 'CREDIT_CARD' });
    await waitForStatus(ana, appealId, ['paid']);
    await settled();
    expect((await publicStatus(appealId)).json).toEqual({ status: 'paid', asaasStatus: 'CONFIRMED' });
    expect(await totalValuePaid()).toBeCloseTo(paidBefore + 29.9, 2);
  });
});

describe('cancel and expiry', () => {
  it('a cancelled checkout leaves the appeal payable; the next attempt gets a new checkout', async () => {
    const appealId = await readyAppeal(ana);
    const id = await checkoutId(ana, appealId);
    await control(`/checkouts/${id}/cancel`);
    await settled();
    expect(await statusOf(ana, appealId)).toBe('pending_payment');
    expect((await publicStatus(appealId)).json).toEqual({
      status: 'pending_payment',
      asaasStatus: 'CANCELED',
    });
    const next = await checkoutId(ana, appealId);
    expect(next).not.toBe(id);
    await control(`/checkouts/${next}/pay`);
    await waitForStatus(ana, appealId, ['paid']);
  });

  it('an expired checkout makes the appeal expired_payment; update-status and a new checkout pay it', async () => {
    const appealId = await readyAppeal(ana);
    const id = await checkoutId(ana, appealId);
    await control(`/checkouts/${id}/expire`);
    await waitForStatus(ana, appealId, ['expired_payment']);
    const reopened = await rt.api('POST', `/appeals/update-status/${appealId}`, {
      token: ana.token,
      body: { status: 'pending_payment' },
    });
    expect(reopened.status).toBe(200);
    const next = await checkoutId(ana, appealId);
    expect(next).not.toBe(id);
    expect(await statusOf(ana, appealId)).toBe('pending_payment');
    // A late event about the old checkout changes nothing.
    const late = sim
      .events({ event: 'CHECKOUT_EXPIRED' })
      .find((e) => (e.body.checkout as { id: string }).id === id);
    await fetch(`${sim.url}/_sim/events/${encodeURIComponent(late?.id ?? '')}/redeliver`, { method: 'POST' });
    await settled();
    expect(await statusOf(ana, appealId)).toBe('pending_payment');
    await control(`/checkouts/${next}/pay`);
    await waitForStatus(ana, appealId, ['paid']);
  });

  it('paying an expired appeal directly also works (expired_payment is payable)', async () => {
    const appealId = await readyAppeal(ana);
    const id = await checkoutId(ana, appealId);
    await control(`/checkouts/${id}/expire`);
    await waitForStatus(ana, appealId, ['expired_payment']);
    const next = await checkoutId(ana, appealId);
    expect(await statusOf(ana, appealId)).toBe('pending_payment');
    await control(`/checkouts/${next}/pay`);
    await waitForStatus(ana, appealId, ['paid']);
  });
});

describe('webhook security and idempotency', () => {
  /** An appeal whose checkout was paid at the simulator while its webhooks went to the sink. */
  async function paidAtAsaasOnly(user: User) {
    const appealId = await readyAppeal(user);
    const id = await checkoutId(user, appealId);
    sim.setWebhook({ url: SINK_WEBHOOK(), token });
    try {
      const r = await control(`/checkouts/${id}/pay`);
      await sim.idle();
      const [, received, checkoutPaid] = r.events;
      return {
        appealId,
        checkoutId: id,
        paymentId: r.payment?.id as string,
        received: eventBody(received as string),
        checkoutPaid: eventBody(checkoutPaid as string),
      };
    } finally {
      sim.setWebhook({ url: APP_WEBHOOK(), token });
    }
  }

  it('missing or wrong token → 401 and nothing changes; then 10 concurrent copies → one transition, one PDF, one e-mail', async () => {
    const carla = await registerAndLogin(rt.api, 'carla.pagamentos@recurso.test');
    const paidBefore = await totalValuePaid();
    const p = await paidAtAsaasOnly(carla);
    expect(await statusOf(carla, p.appealId)).toBe('pending_payment');

    const badHeaders: Record<string, string>[] = [
      {},
      { 'asaas-access-token': 'token-errado-0123456789' },
      { 'asaas-access-token': '' },
    ];
    for (const headers of badHeaders) {
      const res: ApiResponse = await postWebhook(p.received, headers);
      expect([res.status, res.json.error]).toEqual([
        401,
        'Token de autenticação do webhook ausente ou inválido.',
      ]);
    }
    await settled();
    expect(await statusOf(carla, p.appealId)).toBe('pending_payment');
    expect(await totalValuePaid()).toBeCloseTo(paidBefore, 2);

    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => postWebhook(p.received)),
      ...Array.from({ length: 10 }, () => postWebhook(p.checkoutPaid)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    await waitForStatus(carla, p.appealId, ['paid']);
    await settled();
    await rt.workflows.waitFor('deliver-appeal', `${p.appealId}-payment-${p.paymentId}`);
    // Asaas's own retries of the same ids, ten at a time.
    const statuses = await Promise.all(
      [p.received.id, p.checkoutPaid.id].map(async (eventId) => {
        const res = await fetch(`${sim.url}/_sim/events/${encodeURIComponent(String(eventId))}/redeliver`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ copies: 10 }),
        });
        return ((await res.json()) as { statuses: number[] }).statuses;
      }),
    );
    expect(statuses.flat()).toEqual(Array(20).fill(200));
    await settled();
    await rt.workflows.idle();
    expect(deliveriesOf(p.appealId)).toHaveLength(1);
    expect(readyMails(carla)).toHaveLength(1);
    expect(await totalValuePaid()).toBeCloseTo(paidBefore + 29.9, 2);
    expect(await pdfOf(carla, p.appealId)).toEqual({ status: 200, head: '%PDF-' });
  });

  it('a forged payload with a valid token (wrong amount, another appeal, unknown payment) unlocks nothing', async () => {
    const real = await paidAtAsaasOnly(ana);
    const victim = await readyAppeal(bruno);
    await checkoutId(bruno, victim);
    const payment = real.received.payment as Record<string, unknown>;
    const forgeries = [
      { id: 'evt_forjado_valor&1', event: 'PAYMENT_RECEIVED', payment: { ...payment, value: 1 } },
      {
        id: 'evt_forjado_outro&2',
        event: 'PAYMENT_RECEIVED',
        payment: { ...payment, externalReference: victim },
      },
      {
        id: 'evt_forjado_inexistente&3',
        event: 'PAYMENT_CONFIRMED',
        payment: { id: 'pay_0000000000000000', status: 'CONFIRMED', value: 29.9, externalReference: victim },
      },
      {
        id: 'evt_forjado_checkout&4',
        event: 'CHECKOUT_PAID',
        checkout: { id: real.checkoutId, externalReference: victim },
      },
    ];
    for (const body of forgeries) expect((await postWebhook(body)).status).toBe(200);
    await settled();
    expect(await statusOf(ana, real.appealId)).toBe('pending_payment');
    expect(await statusOf(bruno, victim)).toBe('pending_payment');
    // The genuine event still works afterwards.
    expect((await postWebhook(real.received)).status).toBe(200);
    await waitForStatus(ana, real.appealId, ['paid']);
    expect(await statusOf(bruno, victim)).toBe('pending_payment');
  });

  it('a lost webhook is made good by the public status check, which asks Asaas', async () => {
    const lost = await paidAtAsaasOnly(ana);
    expect(await statusOf(ana, lost.appealId)).toBe('pending_payment');
    const res = await publicStatus(lost.appealId);
    expect([res.status, res.json]).toEqual([200, { status: 'paid', asaasStatus: 'RECEIVED' }]);
    const run = await rt.workflows.waitFor('deliver-appeal', `${lost.appealId}-payment-${lost.paymentId}`);
    expect(run.status).toBe('SUCCEEDED');
    // The webhooks arriving late change nothing more.
    for (const body of [lost.received, lost.checkoutPaid]) expect((await postWebhook(body)).status).toBe(200);
    await settled();
    expect(deliveriesOf(lost.appealId)).toHaveLength(1);
  });

  it('a body that is not an Asaas event is a 400 with a message, and changes nothing', async () => {
    const res = await rt.api('POST', '/webhooks/asaas', {
      raw: '{"nada": true}',
      headers: { 'content-type': 'application/json', 'asaas-access-token': token },
    });
    expect([res.status, res.json.error]).toEqual([
      400,
      'Corpo do webhook inválido: esperado JSON com "id" e "event".',
    ]);
  });

  it('a refund revokes the download and shows a status', async () => {
    const appealId = await readyAppeal(ana);
    const id = await checkoutId(ana, appealId);
    const r = await control(`/checkouts/${id}/pay`);
    await waitForStatus(ana, appealId, ['paid']);
    await settled();
    await control(`/payments/${r.payment?.id}/refund`);
    await waitForStatus(ana, appealId, ['refunded']);
    expect((await pdfOf(ana, appealId)).status).toBeGreaterThanOrEqual(400);
    expect((await publicStatus(appealId)).json).toEqual({ status: 'refunded', asaasStatus: 'REFUNDED' });
  });
});

describe('checkout rules', () => {
  it("refuses an appeal that is not payable with SPEC's message", async () => {
    const appealId = await readyAppeal(ana);
    const id = await checkoutId(ana, appealId);
    await control(`/checkouts/${id}/pay`);
    await waitForStatus(ana, appealId, ['paid']);
    const res = await checkout(ana, appealId);
    expect([res.status, res.json.error]).toEqual([
      400,
      'Este recurso não está elegível para pagamento (Status: paid).',
    ]);
  });

  it("answers 404 for another user's appeal and for an unknown one", async () => {
    const appealId = await readyAppeal(ana);
    const res = await checkout(bruno, appealId);
    expect([res.status, res.json.error]).toEqual([404, 'Recurso não encontrado.']);
    expect(
      sim
        .events({ event: 'CHECKOUT_CREATED' })
        .some((e) => (e.body.checkout as { externalReference: string }).externalReference === appealId),
    ).toBe(false);
    const unknown = await publicStatus('nao-existe');
    expect([unknown.status, unknown.json.error]).toEqual([404, 'Recurso não encontrado.']);
  });

  it('validates method, payer and body in Portuguese', async () => {
    const appealId = await readyAppeal(ana);
    const cases: [Record<string, unknown>, string][] = [
      [{ appealId, paymentMethod: 'BOLETO' }, 'Forma de pagamento inválida. Use PIX ou CREDIT_CARD.'],
      [
        { appealId, paymentMethod: 'PIX', customerName: 'Ana', customerCpf: '111.111.111-11' },
        'CPF inválido',
      ],
      [{ paymentMethod: 'PIX' }, 'ID do recurso não informado.'],
      [{ appealId, paymentMethod: 'PIX', status: 'paid' }, 'Campo não permitido: status.'],
    ];
    for (const [body, message] of cases) {
      const res = await rt.api('POST', '/payment/create-asaas-checkout', { token: ana.token, body });
      expect([JSON.stringify(body), res.status, res.json.error]).toEqual([
        JSON.stringify(body),
        400,
        message,
      ]);
    }
    const anonymous = await rt.api('POST', '/payment/create-asaas-checkout', {
      body: { appealId, paymentMethod: 'PIX' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('limits the public status check per IP (it may call Asaas)', async () => {
    // Start at the beginning of a fixed one-minute window, so the 61 calls fall in one window.
    rt.clock.offsetMs = 60_000 - (Date.now() % 60_000) + 100;
    try {
      const answers: number[] = [];
      for (let i = 0; i < 60; i++) answers.push((await publicStatus('qualquer-id')).status);
      expect(answers.every((s) => s === 404)).toBe(true);
      const res = await publicStatus('qualquer-id');
      expect([res.status, res.json.error, res.headers.get('retry-after')]).toEqual([
        429,
        'Muitas verificações de pagamento em pouco tempo. Aguarde um minuto e tente novamente.',
        '60',
      ]);
    } finally {
      rt.clock.offsetMs = 0;
    }
  });

  it('the sweep expires an unpaid checkout past its time even without a webhook', async () => {
    const appealId = await readyAppeal(ana);
    await checkoutId(ana, appealId);
    rt.clock.offsetMs = 2 * 3600_000;
    try {
      const r = await rt.payments.sweep();
      expect(r.changed).toBeGreaterThanOrEqual(1);
    } finally {
      rt.clock.offsetMs = 0;
    }
    expect(await statusOf(ana, appealId)).toBe('expired_payment');
  });
});
