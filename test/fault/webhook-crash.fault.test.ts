/**
 * Issue 27: Asaas's payment events across a crash. The driver pays on the simulator; the runtime is
 * killed with `kill -9` (the whole process group) at three moments of the webhook; after a restart the
 * appeal is settled once: status `paid`, one "Seu recurso está pronto" e-mail, the payment counted once.
 * - before the answer, the events' ids recorded but not queued: Asaas got no 200 and delivers again,
 *   and the ids recorded by the dead process must not turn the redelivery into a "duplicate";
 * - before the answer, the events queued but not processed: the queue's journal is processed at start,
 *   and the redelivery changes nothing more;
 * - after the answer (Asaas counts them delivered and never sends them again), before processing: only
 *   the queue's journal (local/src/payments.ts) can settle the appeal.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { READY_SUBJECT } from '@recurso/core/appeals';
import { base32Decode, hotp, totpStep } from '@recurso/core/identity';
import { readOutbox } from '@recurso/local/mail/outbox';
import {
  ADMIN,
  type ChildRuntime,
  call,
  type Failpoint,
  login,
  registerAndLogin,
  startChildRuntime,
} from '../child-runtime/child-runtime';

jest.setTimeout(300_000);

const SETTLING = ['PAYMENT_RECEIVED', 'CHECKOUT_PAID'];
const running: ChildRuntime[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(running.map((r) => r.kill()));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function start(dataDir: string, failpoint?: Failpoint) {
  const rt = await startChildRuntime({ dataDir, failpoint });
  running.push(rt);
  return rt;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** An ADMIN session that proved its second factor (SECURITY AUTH-6), for the statistics. */
async function adminToken(url: string): Promise<string> {
  const token = await login(url, ADMIN.email, ADMIN.password);
  const { json } = await call(url, 'POST', '/me/second-factor', { token, body: {} });
  const code = await hotp(base32Decode(json.secret), totpStep(new Date()));
  const confirmed = await call(url, 'POST', '/me/second-factor/confirm', { token, body: { code } });
  expect(confirmed.status).toBe(200);
  return token;
}

it.each([
  ['ids recorded, not queued, no answer', 'payment-before-queue'],
  ['queued, not processed, no answer', 'payment-after-queue'],
  ['answered 200, not processed', 'payment-after-answer'],
] as const)('settles the appeal once when killed with the events %s', async (_what, at) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'recurso-fault-'));
  dirs.push(dataDir);
  const first = await start(dataDir, { at, events: SETTLING });
  const email = `pagante.${at}@recurso.test`;
  const token = await registerAndLogin(first.url, email);
  const created = await call(first.url, 'POST', '/appeals', {
    token,
    body: { type: 'traffic', generatedText: 'Recurso contra a autuação por velocidade.' },
  });
  expect(created.status).toBe(201);
  const appealId = created.json.id as string;
  const checkout = await call(first.url, 'POST', '/payment/create-asaas-checkout', {
    token,
    body: { appealId, paymentMethod: 'PIX', customerName: 'Ana Souza', customerCpf: '529.982.247-25' },
  });
  expect(checkout.status).toBe(200);
  const link = new URL(checkout.json.url);
  const paid = await fetch(`${link.origin}/_sim/checkouts/${link.searchParams.get('id')}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(paid.status).toBe(200);
  await first.exited; // the failpoint killed the whole group

  const second = await start(dataDir);
  const status = await until('the appeal settled', async () => {
    const res = await call(second.url, 'GET', `/appeals/status/${appealId}`, { token });
    return res.json?.status === 'paid' ? res.json.status : undefined;
  });
  expect(status).toBe('paid');
  const mails = () => readOutbox(join(dataDir, 'outbox')).filter((m) => m.to === email);
  await until('the PDF e-mail', async () => (mails().length > 0 ? true : undefined));
  // Nothing left that could still do harm: every event delivered, the queue's journal empty.
  const sim = `http://127.0.0.1:${JSON.parse(readFileSync(join(dataDir, 'asaas-local.json'), 'utf8')).port}`;
  await until('every event delivered and processed', async () => {
    const events = (await (await fetch(`${sim}/_sim/events`)).json()) as { data: { state: string }[] };
    const dir = join(dataDir, 'payment-events');
    const journal = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
    return events.data.every((e) => e.state === 'delivered') && journal.length === 0 ? true : undefined;
  });
  expect(mails().map((m) => m.subject)).toEqual([READY_SUBJECT]);
  const stats = await call(second.url, 'GET', '/appeals/statistics', { token: await adminToken(second.url) });
  expect(stats.json).toMatchObject({ totalAppeals: 1, totalValuePaid: 29.9, pendingAppeals: 0 });
  const pdf = await fetch(`${second.url}/api/appeals/download/${appealId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(pdf.status).toBe(200);
  await second.stop();
});
