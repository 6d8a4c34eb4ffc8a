import { NotFoundError, UnavailableError, ValidationError } from '@recurso/core/errors';
import type { CheckoutRequest } from '@recurso/core/payments';
import { asaasConfigFromEnv, createAsaasClient } from '@recurso/functions/adapters/asaas/index';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  redirect?: string;
  hasSignal: boolean;
}

/** A fetch that records what it was sent and answers from a queue of canned responses. */
function fakeFetch(...answers: (Response | Error)[]) {
  const sent: Sent[] = [];
  const impl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      redirect: init?.redirect,
      hasSignal: init?.signal instanceof AbortSignal,
    });
    const next = answers.shift();
    if (!next) throw new Error('no canned answer left');
    if (next instanceof Error) throw next;
    return next;
  };
  return { sent, impl: impl as typeof fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const config = { baseUrl: 'https://api-sandbox.asaas.com/', apiKey: '$aact_test_key' };

const request: CheckoutRequest = {
  appealId: 'appeal-1',
  method: 'PIX',
  value: 29.9,
  itemName: 'Recurso de multa de trânsito',
  itemDescription: 'Auto de infração AB123456',
  minutesToExpire: 60,
  callback: {
    successUrl: 'https://app.example/pagamento/sucesso?appealId=appeal-1',
    cancelUrl: 'https://app.example/pagamento/cancelado',
    expiredUrl: 'https://app.example/pagamento/expirado',
  },
  customer: { name: 'Maria da Silva', cpf: '52998224725', email: 'maria@example.com' },
};

describe('Asaas client: requests', () => {
  it('creates a checkout with the exact field names and headers Asaas expects', async () => {
    const f = fakeFetch(
      json(200, {
        id: 'chk_1',
        link: 'https://sandbox.asaas.com/checkoutSession/show?id=chk_1',
        status: 'ACTIVE',
      }),
    );
    const client = createAsaasClient(config, f.impl);

    const created = await client.createCheckout(request);

    expect(created).toEqual({ id: 'chk_1', url: 'https://sandbox.asaas.com/checkoutSession/show?id=chk_1' });
    const call = f.sent[0];
    expect(call?.url).toBe('https://api-sandbox.asaas.com/v3/checkouts');
    expect(call?.method).toBe('POST');
    expect(call?.headers.access_token).toBe('$aact_test_key');
    expect(call?.headers['Content-Type']).toBe('application/json');
    expect(call?.headers['User-Agent']).toMatch(/^RecursoCerto\//);
    expect(call?.hasSignal).toBe(true);
    expect(call?.redirect).toBe('error');
    const body = call?.body as Record<string, unknown> & { items: { imageBase64: string }[] };
    expect(Object.keys(body).sort()).toEqual(
      [
        'billingTypes',
        'callback',
        'chargeTypes',
        'customerData',
        'externalReference',
        'items',
        'minutesToExpire',
      ].sort(),
    );
    expect(body).toMatchObject({
      billingTypes: ['PIX'],
      chargeTypes: ['DETACHED'],
      minutesToExpire: 60,
      externalReference: 'appeal-1',
      callback: request.callback,
      items: [
        {
          name: 'Recurso de multa de trânsito',
          description: 'Auto de infração AB123456',
          quantity: 1,
          value: 29.9,
        },
      ],
      customerData: { name: 'Maria da Silva', cpfCnpj: '52998224725', email: 'maria@example.com' },
    });
    // The item image is a real PNG (magic bytes), small enough for a request body.
    const png = Buffer.from(body.items[0]?.imageBase64 ?? '', 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.length).toBeLessThan(2048);
  });

  it('sends CREDIT_CARD as the only billing type for card checkouts', async () => {
    const f = fakeFetch(json(200, { id: 'chk_2', link: 'https://x/checkoutSession/show?id=chk_2' }));
    await createAsaasClient(config, f.impl).createCheckout({ ...request, method: 'CREDIT_CARD' });
    expect(f.sent[0]?.body).toMatchObject({ billingTypes: ['CREDIT_CARD'] });
    expect((f.sent[0]?.body as { billingTypes: string[] } | undefined)?.billingTypes).toEqual([
      'CREDIT_CARD',
    ]);
  });

  it('reads a payment, ignoring unknown fields and normalising absent references to null', async () => {
    const f = fakeFetch(
      json(200, {
        id: 'pay_1',
        status: 'RECEIVED',
        value: 29.9,
        billingType: 'PIX',
        netValue: 28.9,
        brandNew: { x: 1 },
      }),
    );
    const payment = await createAsaasClient(config, f.impl).getPayment('pay_1');
    expect(f.sent[0]?.url).toBe('https://api-sandbox.asaas.com/v3/payments/pay_1');
    expect(f.sent[0]?.method).toBe('GET');
    expect(f.sent[0]?.body).toBeUndefined();
    expect(payment).toEqual({
      id: 'pay_1',
      status: 'RECEIVED',
      value: 29.9,
      billingType: 'PIX',
      externalReference: null,
      checkoutSession: null,
    });
  });

  it('answers undefined for an unknown payment (404)', async () => {
    const f = fakeFetch(
      json(404, { errors: [{ code: 'not_found', description: 'Cobrança não encontrada.' }] }),
    );
    await expect(createAsaasClient(config, f.impl).getPayment('pay_x')).resolves.toBeUndefined();
  });

  it('lists the payments of a checkout by checkoutSession, escaping the id and dropping others', async () => {
    const f = fakeFetch(
      json(200, {
        object: 'list',
        hasMore: false,
        data: [
          { id: 'pay_1', status: 'CONFIRMED', value: 29.9, checkoutSession: 'chk/1', externalReference: 'a' },
          {
            id: 'pay_2',
            status: 'RECEIVED',
            value: 29.9,
            checkoutSession: 'chk_other',
            externalReference: 'b',
          },
        ],
      }),
    );
    const list = await createAsaasClient(config, f.impl).listPaymentsByCheckout('chk/1');
    expect(f.sent[0]?.url).toBe(
      'https://api-sandbox.asaas.com/v3/payments?checkoutSession=chk%2F1&limit=100',
    );
    expect(list).toEqual([
      { id: 'pay_1', status: 'CONFIRMED', value: 29.9, externalReference: 'a', checkoutSession: 'chk/1' },
    ]);
  });

  it('cancels a checkout with POST /v3/checkouts/{id}/cancel', async () => {
    const f = fakeFetch(json(200, { id: 'chk_1', status: 'CANCELED' }));
    await createAsaasClient(config, f.impl).cancelCheckout('chk_1');
    expect(f.sent[0]).toMatchObject({
      url: 'https://api-sandbox.asaas.com/v3/checkouts/chk_1/cancel',
      method: 'POST',
    });
  });
});

describe('Asaas client: error mapping', () => {
  it('turns a 400 into a ValidationError that carries Asaas’s descriptions', async () => {
    const f = fakeFetch(
      json(400, { errors: [{ code: 'invalid_cpfCnpj', description: 'O CPF informado é inválido.' }] }),
    );
    const error = await createAsaasClient(config, f.impl)
      .createCheckout(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toBe(
      'O Asaas recusou os dados do pagamento: O CPF informado é inválido.',
    );
    expect((error as ValidationError).details).toMatchObject({ status: 400, codes: ['invalid_cpfCnpj'] });
  });

  it.each([
    [401, { errors: [{ code: 'invalid_access_token', description: 'A chave de API fornecida é inválida' }] }],
    [429, { errors: [] }],
    [500, 'Internal error'],
    [503, undefined],
  ])('turns HTTP %s into UnavailableError with a message the driver can act on', async (status, body) => {
    const f = fakeFetch(new Response(body === undefined ? '' : JSON.stringify(body), { status }));
    const error = await createAsaasClient(config, f.impl)
      .createCheckout(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnavailableError);
    expect((error as Error).message).toBe(
      'O serviço de pagamento está indisponível no momento. Tente novamente em alguns instantes.',
    );
    expect((error as UnavailableError).details).toMatchObject({ provider: 'asaas', status });
  });

  it('maps a 404 on an operation that needs the object to NotFoundError', async () => {
    const f = fakeFetch(json(404, { errors: [{ code: 'not_found', description: 'x' }] }));
    await expect(createAsaasClient(config, f.impl).cancelCheckout('chk_x')).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it('maps a network failure to UnavailableError', async () => {
    const f = fakeFetch(new TypeError('fetch failed'));
    const error = await createAsaasClient(config, f.impl)
      .getPayment('pay_1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnavailableError);
    expect((error as UnavailableError).details).toMatchObject({ reason: 'network' });
  });

  it('gives up after the configured timeout with UnavailableError (reason timeout)', async () => {
    const hanging = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const started = Date.now();
    const error = await createAsaasClient({ ...config, timeoutMs: 50 }, hanging)
      .getPayment('pay_1')
      .catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toBeInstanceOf(UnavailableError);
    expect((error as UnavailableError).details).toMatchObject({ reason: 'timeout' });
  });

  it('treats a 200 that is not the expected JSON as unavailable, not as success', async () => {
    const f = fakeFetch(new Response('<html>gateway</html>', { status: 200 }));
    await expect(createAsaasClient(config, f.impl).createCheckout(request)).rejects.toBeInstanceOf(
      UnavailableError,
    );
    const g = fakeFetch(json(200, { link: 'https://x' }));
    await expect(createAsaasClient(config, g.impl).createCheckout(request)).rejects.toBeInstanceOf(
      UnavailableError,
    );
  });
});

describe('Asaas configuration', () => {
  it('fails fast without a base URL or an API key', () => {
    expect(() => asaasConfigFromEnv({ ASAAS_API_KEY: 'k' })).toThrow('ASAAS_BASE_URL is not set');
    expect(() => asaasConfigFromEnv({ ASAAS_BASE_URL: 'https://api-sandbox.asaas.com' })).toThrow(
      'ASAAS_API_KEY is not set',
    );
    expect(
      asaasConfigFromEnv({ ASAAS_BASE_URL: 'https://x', ASAAS_API_KEY: 'k', ASAAS_TIMEOUT_MS: '3000' }),
    ).toEqual({
      baseUrl: 'https://x',
      apiKey: 'k',
      timeoutMs: 3000,
    });
  });
});
