/**
 * HTTP surface of the simulator: the Asaas API under /v3 (access_token required), the hosted checkout
 * page under /checkoutSession, and test controls under /_sim (local only, never deployed).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { checkoutPage, notFoundPage } from './page';
import { type AsaasSimulatorCore, publicCheckout, SimError } from './simulator';
import { validateCheckout } from './validation';

const MAX_BODY = 1024 * 1024;

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

const asaasError = (res: ServerResponse, status: number, code: string, description: string) =>
  send(res, status, { errors: [{ code, description }] });

/**
 * `formTargets`: origins the page's forms may end up on. Browsers apply form-action to the redirect
 * that follows a submission too, so the checkout page must allow the app's callback origins.
 */
function html(res: ServerResponse, status: number, page: string, formTargets: string[] = []): void {
  const formAction = ["'self'", ...formTargets].join(' ');
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
  });
  res.end(page);
}

/** The distinct origins of a checkout's callback URLs (where Pagar, Cancelar and Expirar redirect). */
function callbackOrigins(callback: { successUrl: string; cancelUrl: string; expiredUrl?: string }): string[] {
  const origins = new Set<string>();
  for (const url of [callback.successUrl, callback.cancelUrl, callback.expiredUrl]) {
    try {
      if (url) origins.add(new URL(url).origin);
    } catch {
      // validated at creation; an unparsable URL simply gets no permission
    }
  }
  return [...origins];
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location });
  res.end();
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new SimError(413, 'invalid_object', 'Corpo da requisição grande demais.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new SimError(400, 'invalid_object', 'O corpo da requisição não é um JSON válido.');
  }
}

function keyMatches(expected: string, given: string | string[] | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The decoded path parameters when `path` matches `pattern`. */
function params(pattern: RegExp, path: string): string[] | undefined {
  const m = path.match(pattern);
  return m ? m.slice(1).map((x) => decodeURIComponent(x ?? '')) : undefined;
}

export function createHandler(sim: AsaasSimulatorCore, apiKey: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://sim');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    try {
      if (path.startsWith('/v3/')) {
        if (!keyMatches(apiKey, req.headers.access_token)) {
          return asaasError(res, 401, 'invalid_access_token', 'A chave de API fornecida é inválida.');
        }
        return await api(sim, req, res, method, path, url);
      }
      if (path.startsWith('/checkoutSession/')) return await hosted(sim, req, res, method, path, url);
      if (path.startsWith('/_sim/')) return await controls(sim, req, res, method, path);
      return asaasError(res, 404, 'not_found', 'Recurso não encontrado.');
    } catch (error) {
      if (error instanceof SimError) return asaasError(res, error.status, error.code, error.message);
      return asaasError(res, 500, 'internal_error', error instanceof Error ? error.message : String(error));
    } finally {
      sim.persist();
    }
  };
}

async function api(
  sim: AsaasSimulatorCore,
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  path: string,
  url: URL,
): Promise<void> {
  const checkoutId = params(/^\/v3\/checkouts\/([^/]+)$/, path)?.[0];
  const cancelId = params(/^\/v3\/checkouts\/([^/]+)\/cancel$/, path)?.[0];
  const paymentId = params(/^\/v3\/payments\/([^/]+)$/, path)?.[0];
  if (method === 'POST' && path === '/v3/checkouts') {
    const body = await readJson(req);
    const errors = validateCheckout(body);
    if (errors.length > 0) return send(res, 400, { errors });
    return send(res, 200, publicCheckout(sim.createCheckout(body as Record<string, unknown>)));
  }
  if (method === 'GET' && checkoutId) return send(res, 200, publicCheckout(sim.checkout(checkoutId)));
  if (method === 'POST' && cancelId) return send(res, 200, publicCheckout(sim.cancel(cancelId).checkout));
  if (method === 'GET' && path === '/v3/payments') {
    const limit = Math.min(100, Number(url.searchParams.get('limit') ?? 10) || 10);
    const offset = Math.max(0, Number(url.searchParams.get('offset') ?? 0) || 0);
    const all = sim.listPayments({
      checkoutSession: url.searchParams.get('checkoutSession') ?? undefined,
      externalReference: url.searchParams.get('externalReference') ?? undefined,
    });
    const data = all.slice(offset, offset + limit);
    return send(res, 200, {
      object: 'list',
      hasMore: offset + limit < all.length,
      totalCount: all.length,
      limit,
      offset,
      data,
    });
  }
  if (method === 'GET' && paymentId) return send(res, 200, sim.payment(paymentId));
  if (path === '/v3/webhooks') {
    if (method === 'GET')
      return send(res, 200, { object: 'list', hasMore: false, totalCount: 1, data: [webhookView(sim)] });
    if (method === 'POST') {
      const body = (await readJson(req)) as { url?: unknown; authToken?: unknown; enabled?: unknown };
      if (typeof body.url !== 'string' || !/^https?:\/\//.test(body.url)) {
        throw new SimError(400, 'invalid_url', 'Informe uma URL válida para o webhook.');
      }
      sim.state.webhook = {
        url: body.url,
        authToken: typeof body.authToken === 'string' && body.authToken !== '' ? body.authToken : null,
        enabled: body.enabled !== false,
      };
      return send(res, 200, webhookView(sim));
    }
  }
  throw new SimError(404, 'not_found', 'Recurso não encontrado.');
}

const webhookView = (sim: AsaasSimulatorCore) => ({
  id: 'wh_sim',
  name: 'Recurso Certo (local)',
  url: sim.state.webhook.url,
  enabled: sim.state.webhook.enabled,
  interrupted: sim.dispatcher.isPaused,
  hasAuthToken: sim.state.webhook.authToken !== null,
  sendType: 'SEQUENTIALLY',
});

/** The page the driver sees at `link`, and its three buttons. */
async function hosted(
  sim: AsaasSimulatorCore,
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  path: string,
  url: URL,
): Promise<void> {
  const id = url.searchParams.get('id') ?? '';
  const checkout = sim.state.checkouts[id];
  if (!checkout) return html(res, 404, notFoundPage());
  if (method === 'GET' && path === '/checkoutSession/show') {
    if (checkout.status === 'ACTIVE' && Date.parse(checkout.expiresAt) <= Date.now()) sim.expire(id);
    return html(res, 200, checkoutPage(checkout), callbackOrigins(checkout.callback));
  }
  if (method !== 'POST') throw new SimError(405, 'method_not_allowed', 'Método não permitido.');
  await readBody(req);
  const back = checkout.callback;
  try {
    if (path === '/checkoutSession/pay') {
      sim.pay(id);
      return redirect(res, back.successUrl);
    }
    if (path === '/checkoutSession/cancel') {
      sim.cancel(id);
      return redirect(res, back.cancelUrl);
    }
    if (path === '/checkoutSession/expire') {
      sim.expire(id);
      return redirect(res, back.expiredUrl ?? back.cancelUrl);
    }
  } catch (error) {
    // Not ACTIVE any more (paid in another tab, expired meanwhile): show the page with its status.
    if (error instanceof SimError && error.status === 409)
      return html(res, 409, checkoutPage(checkout), callbackOrigins(checkout.callback));
    throw error;
  }
  throw new SimError(404, 'not_found', 'Recurso não encontrado.');
}

/** Test controls: drive checkouts without a browser, inspect and redeliver webhooks. */
async function controls(
  sim: AsaasSimulatorCore,
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  path: string,
): Promise<void> {
  if (method === 'GET' && path === '/_sim/events') {
    return send(res, 200, { data: sim.state.events, paused: sim.dispatcher.isPaused });
  }
  if (method !== 'POST') throw new SimError(404, 'not_found', 'Recurso não encontrado.');
  const body = (await readJson(req)) as { billingType?: unknown; copies?: unknown };
  const drive = params(/^\/_sim\/checkouts\/([^/]+)\/(pay|cancel|expire)$/, path);
  if (drive) {
    const [id = '', action] = drive;
    if (action === 'pay') {
      const billingType = typeof body.billingType === 'string' ? body.billingType : undefined;
      const r = sim.pay(id, billingType);
      return send(res, 200, { checkout: publicCheckout(r.checkout), payment: r.payment, events: r.events });
    }
    const r = action === 'cancel' ? sim.cancel(id) : sim.expire(id);
    return send(res, 200, { checkout: publicCheckout(r.checkout), events: r.events });
  }
  const refundId = params(/^\/_sim\/payments\/([^/]+)\/refund$/, path)?.[0];
  if (refundId) return send(res, 200, sim.refund(refundId));
  const eventId = params(/^\/_sim\/events\/([^/]+)\/redeliver$/, path)?.[0];
  if (eventId) {
    const copies = Number.isInteger(body.copies) ? Math.min(50, Math.max(1, body.copies as number)) : 1;
    return send(res, 200, { eventId, statuses: await sim.redeliver(eventId, copies) });
  }
  if (path === '/_sim/webhook/resume') {
    sim.dispatcher.resume(sim.state.events);
    return send(res, 200, { paused: sim.dispatcher.isPaused });
  }
  throw new SimError(404, 'not_found', 'Recurso não encontrado.');
}
