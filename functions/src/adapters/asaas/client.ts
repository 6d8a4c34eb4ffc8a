/**
 * Asaas REST client (ASAAS.md): the PaymentGateway port over global fetch. Headers `access_token`,
 * JSON and a User-Agent naming the app; every call has a timeout; failures become domain errors.
 */
import { UnavailableError } from '@recurso/core/errors';
import {
  type CheckoutRequest,
  type CreatedCheckout,
  type GatewayPayment,
  PAYMENT_MESSAGES,
  type PaymentGateway,
} from '@recurso/core/payments';
import * as z from 'zod/mini';
import { type AsaasConfig, DEFAULT_ASAAS_TIMEOUT_MS, DEFAULT_ASAAS_USER_AGENT } from './config';
import { asaasHttpError, asaasTransportError } from './errors';
import { PRODUCT_IMAGE_PNG_BASE64 } from './product-image';

/** The body of `POST /v3/checkouts`, field names exactly as Asaas reads them. */
export interface AsaasCheckoutBody {
  billingTypes: ['PIX'] | ['CREDIT_CARD'];
  chargeTypes: ['DETACHED'];
  minutesToExpire: number;
  externalReference: string;
  callback: { successUrl: string; cancelUrl: string; expiredUrl: string };
  items: { name: string; description: string; quantity: number; value: number; imageBase64: string }[];
  customerData: { name: string; cpfCnpj: string; email: string };
}

export function checkoutBody(request: CheckoutRequest): AsaasCheckoutBody {
  return {
    billingTypes: [request.method],
    chargeTypes: ['DETACHED'],
    minutesToExpire: request.minutesToExpire,
    externalReference: request.appealId,
    callback: { ...request.callback },
    items: [
      {
        name: request.itemName,
        description: request.itemDescription,
        quantity: 1,
        value: request.value,
        imageBase64: PRODUCT_IMAGE_PNG_BASE64,
      },
    ],
    customerData: {
      name: request.customer.name,
      cpfCnpj: request.customer.cpf,
      email: request.customer.email,
    },
  };
}

// Only the fields we read; Asaas adds fields freely (loose objects ignore them).
const checkoutSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  link: z.string().check(z.minLength(1)),
  status: z.optional(z.string()),
});
const paymentSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  status: z.string(),
  value: z.number(),
  billingType: z.nullish(z.string()),
  externalReference: z.nullish(z.string()),
  checkoutSession: z.nullish(z.string()),
});
const paymentListSchema = z.looseObject({ data: z.array(paymentSchema) });

export type AsaasCheckout = z.infer<typeof checkoutSchema>;

const toGatewayPayment = (p: z.infer<typeof paymentSchema>): GatewayPayment => ({
  id: p.id,
  status: p.status,
  value: p.value,
  ...(p.billingType ? { billingType: p.billingType } : {}),
  externalReference: p.externalReference ?? null,
  checkoutSession: p.checkoutSession ?? null,
});

export interface AsaasClient extends PaymentGateway {
  getCheckout(checkoutId: string): Promise<AsaasCheckout | undefined>;
}

export function createAsaasClient(config: AsaasConfig, fetchImpl: typeof fetch = fetch): AsaasClient {
  const base = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? DEFAULT_ASAAS_TIMEOUT_MS;
  const headers = {
    access_token: config.apiKey,
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'User-Agent': config.userAgent ?? DEFAULT_ASAAS_USER_AGENT,
  };

  /** Calls Asaas; `undefined` for a 404 when `allow404`, parsed JSON on 2xx, a domain error otherwise. */
  async function call(
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    allow404 = false,
  ): Promise<unknown> {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw asaasTransportError(operation, error);
    }
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
      if (response.ok) throw unreadable(operation, response.status);
    }
    if (response.status === 404 && allow404) return undefined;
    if (!response.ok) throw asaasHttpError(operation, response.status, json);
    return json;
  }

  function parse<T>(operation: string, schema: z.ZodMiniType<T>, value: unknown): T {
    const r = schema.safeParse(value);
    if (!r.success) throw unreadable(operation, 200);
    return r.data;
  }

  const id = (value: string) => encodeURIComponent(value);

  return {
    async createCheckout(request): Promise<CreatedCheckout> {
      const json = await call('createCheckout', 'POST', '/v3/checkouts', checkoutBody(request));
      const checkout = parse('createCheckout', checkoutSchema, json);
      return { id: checkout.id, url: checkout.link };
    },
    async getCheckout(checkoutId) {
      const json = await call('getCheckout', 'GET', `/v3/checkouts/${id(checkoutId)}`, undefined, true);
      return json === undefined ? undefined : parse('getCheckout', checkoutSchema, json);
    },
    async cancelCheckout(checkoutId) {
      await call('cancelCheckout', 'POST', `/v3/checkouts/${id(checkoutId)}/cancel`);
    },
    async getPayment(paymentId) {
      const json = await call('getPayment', 'GET', `/v3/payments/${id(paymentId)}`, undefined, true);
      return json === undefined ? undefined : toGatewayPayment(parse('getPayment', paymentSchema, json));
    },
    async listPaymentsByCheckout(checkoutId) {
      const json = await call(
        'listPayments',
        'GET',
        `/v3/payments?checkoutSession=${id(checkoutId)}&limit=100`,
      );
      // Filtered again here: were the filter ever ignored, another checkout's payment must not slip in.
      return parse('listPayments', paymentListSchema, json)
        .data.map(toGatewayPayment)
        .filter((p) => p.checkoutSession === checkoutId);
    },
  };
}

const unreadable = (operation: string, status: number) =>
  new UnavailableError(PAYMENT_MESSAGES.providerUnavailable, {
    provider: 'asaas',
    operation,
    status,
    reason: 'unreadable_response',
  });
