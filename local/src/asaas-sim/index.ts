/**
 * The local Asaas simulator (never deployed): `startAsaasSimulator({ apiKey, webhookUrl, webhookToken })`
 * answers the Asaas API, serves the hosted checkout page and sends webhooks. See docs/payments.md.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHandler } from './server';
import { AsaasSimulatorCore, type SimulatorCoreOptions } from './simulator';
import { loadState } from './store';
import type { SimCheckout, SimEvent, SimPayment } from './types';
import { DEFAULT_DELIVERY, type DeliveryOptions, WebhookDispatcher } from './webhooks';

export type { SimCheckout, SimEvent, SimPayment } from './types';

export interface AsaasSimulatorOptions {
  /** 0 or absent: a free port. */
  port?: number;
  host?: string;
  /** The key clients must send as `access_token`. */
  apiKey: string;
  /** Where webhooks go, e.g. http://127.0.0.1:3000/api/webhooks/asaas; none configured when absent. */
  webhookUrl?: string;
  /** Sent as `asaas-access-token` with every webhook. */
  webhookToken?: string;
  /** JSON file that keeps the state across restarts. */
  dataFile?: string;
  delivery?: Partial<DeliveryOptions>;
  /** Asaas's expiry of unpaid checkouts, checked this often (ms); 0 disables. Default 1000. */
  expirySweepMs?: number;
  paymentExternalReference?: SimulatorCoreOptions['paymentExternalReference'];
}

export interface AsaasSimulator {
  /** Origin, e.g. http://127.0.0.1:41234 (use as ASAAS_BASE_URL). */
  url: string;
  port: number;
  setWebhook(config: { url: string; token?: string }): void;
  events(filter?: { event?: string }): SimEvent[];
  checkout(id: string): SimCheckout | undefined;
  payments(): SimPayment[];
  pay(checkoutId: string, billingType?: string): { payment: SimPayment; events: string[] };
  cancel(checkoutId: string): { events: string[] };
  expire(checkoutId: string): { events: string[] };
  refund(paymentId: string): { events: string[] };
  redeliver(eventId: string, copies?: number): Promise<number[]>;
  /** Resolves when no webhook delivery is in flight or waiting for a retry. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export async function startAsaasSimulator(options: AsaasSimulatorOptions): Promise<AsaasSimulator> {
  const state = loadState(options.dataFile);
  if (options.webhookUrl) {
    state.webhook = { url: options.webhookUrl, authToken: options.webhookToken ?? null, enabled: true };
  }
  const core = new AsaasSimulatorCore(state, options.dataFile, {
    paymentExternalReference: options.paymentExternalReference ?? 'null',
    accountId: 'acc_simulador_local',
  });
  core.dispatcher = new WebhookDispatcher(
    () => core.state.webhook,
    { ...DEFAULT_DELIVERY, ...options.delivery },
    () => undefined,
  );

  const server = createServer(createHandler(core, options.apiKey));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  core.origin = url;

  // Events that never got their 200 before the last stop are sent again (Asaas keeps them 14 days).
  for (const e of state.events)
    if (e.state === 'pending' || e.state === 'retrying') void core.dispatcher.deliver(e);
  const sweepMs = options.expirySweepMs ?? 1000;
  const sweep = sweepMs > 0 ? setInterval(() => core.sweepExpired(), sweepMs) : undefined;
  sweep?.unref();

  return {
    url,
    port,
    setWebhook: (config) => {
      core.state.webhook = { url: config.url, authToken: config.token ?? null, enabled: true };
      core.persist();
    },
    events: (filter) => core.state.events.filter((e) => !filter?.event || e.event === filter.event),
    checkout: (id) => core.state.checkouts[id],
    payments: () => Object.values(core.state.payments),
    pay: (id, billingType) => core.pay(id, billingType),
    cancel: (id) => core.cancel(id),
    expire: (id) => core.expire(id),
    refund: (id) => core.refund(id),
    redeliver: (id, copies = 1) => core.redeliver(id, copies),
    idle: () => core.dispatcher.idle(),
    async stop() {
      if (sweep) clearInterval(sweep);
      core.dispatcher.stop();
      await core.dispatcher.idle();
      core.persist();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };
}
