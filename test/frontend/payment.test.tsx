import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentStartPage } from '../../frontend/src/features/payment/PaymentStartPage';
import {
  PaymentCancelledPage,
  PaymentExpiredPage,
  PaymentSuccessPage,
} from '../../frontend/src/features/payment/ResultPages';
import { TOKEN_KEY } from '../../frontend/src/lib/session';
import { fakeApi, makeToken, type Reply, renderAt } from './helpers';

const success = (reply: Reply | (() => Reply), path = '/pagamento/sucesso?appealId=ap-1') => {
  const api = fakeApi({
    'POST /payment/public-check-status': typeof reply === 'function' ? reply : () => reply,
  });
  renderAt(path, <PaymentSuccessPage />, api.transport);
  return api;
};

describe('payment result pages (SPEC §2, §4)', () => {
  it("shows 'Processando...' and then 'Pagamento Confirmado!' for paid", async () => {
    const api = success({ body: { status: 'paid', asaasStatus: 'RECEIVED' } });
    expect(screen.getByText('Processando...')).toBeTruthy();
    expect(await screen.findByText('Pagamento Confirmado!')).toBeTruthy();
    expect(screen.getByText('Pagamento confirmado com sucesso!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver Meus Recursos' })).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ appealId: 'ap-1' });
  });

  it('treats approved as success too', async () => {
    success({ body: { status: 'approved' } });
    expect(await screen.findByText('Pagamento Confirmado!')).toBeTruthy();
  });

  it('failed → Erro no Pagamento with its text', async () => {
    success({ body: { status: 'failed', asaasStatus: 'REFUSED' } });
    expect(await screen.findByText('Erro no Pagamento')).toBeTruthy();
    expect(
      screen.getByText('O pagamento não foi confirmado. Por favor, tente novamente ou contate o suporte.'),
    ).toBeTruthy();
  });

  it("any other status → Pagamento Pendente with the provider's status, or 'Pendente'", async () => {
    success({ body: { status: 'pending_payment', asaasStatus: 'AWAITING_PAYMENT' } });
    expect(await screen.findByText('Pagamento Pendente')).toBeTruthy();
    expect(
      screen.getByText('Status do pagamento: AWAITING_PAYMENT. Seu recurso será atualizado em breve.'),
    ).toBeTruthy();
  });

  it("pending without a provider status reads 'Pendente'", async () => {
    success({ body: { status: 'pending_payment' } });
    expect(
      await screen.findByText('Status do pagamento: Pendente. Seu recurso será atualizado em breve.'),
    ).toBeTruthy();
  });

  it("a request error shows the server's message, else the fallback", async () => {
    success({ status: 404, body: { error: 'Recurso não encontrado.', message: 'Recurso não encontrado.' } });
    expect(await screen.findByText('Erro no Pagamento')).toBeTruthy();
    expect(screen.getByText('Recurso não encontrado.')).toBeTruthy();
  });

  it('a request error without a body shows the fallback', async () => {
    success({ status: 502 });
    expect(await screen.findByText('Ocorreu um erro ao verificar o status do seu pagamento.')).toBeTruthy();
  });

  it('without appealId in the URL it says so and calls nothing', async () => {
    const api = success({ body: { status: 'paid' } }, '/pagamento/sucesso');
    expect(screen.getByText('Erro no Pagamento')).toBeTruthy();
    expect(
      screen.getByText('ID do recurso não encontrado na URL. Não foi possível verificar o status.'),
    ).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('cancelled and expired pages carry their texts and the link back', () => {
    renderAt('/pagamento/cancelado', <PaymentCancelledPage />);
    expect(screen.getByText('Pagamento Cancelado')).toBeTruthy();
    expect(screen.getByText('Você cancelou o processo de pagamento. Seu recurso não foi pago.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver Meus Recursos' }).getAttribute('href')).toBe('/dashboard');
    renderAt('/pagamento/expirado', <PaymentExpiredPage />);
    expect(screen.getByText('Pagamento Expirado')).toBeTruthy();
    expect(
      screen.getByText(
        'O tempo para realizar o pagamento expirou. Por favor, tente gerar um novo pagamento.',
      ),
    ).toBeTruthy();
  });
});

const appeal = (over: Record<string, unknown> = {}) => ({
  id: 'ap-1',
  type: 'traffic',
  status: 'pending_payment',
  value: 29.9,
  code: 'AB123',
  createdAt: '2026-11-22T10:00:00Z',
  userName: 'Ana Souza',
  userDocument: '52998224725',
  ...over,
});

describe('payment start /resources?payAppeal=…&method=… (SPEC §4, §5, §8)', () => {
  beforeEach(() => {
    localStorage.setItem(TOKEN_KEY, makeToken({ email: 'ana@example.com', role: 'USER' }));
    // biome-ignore lint/suspicious/noDocumentCookie: resetting the test cookie jar
    document.cookie = 'justInitiatedPayment=; Max-Age=0; Path=/';
  });

  const start = (handlers: Parameters<typeof fakeApi>[0], method = 'PIX') => {
    const api = fakeApi(handlers);
    const redirect = jest.fn();
    renderAt(
      `/resources?payAppeal=ap-1&method=${method}`,
      <PaymentStartPage redirect={redirect} />,
      api.transport,
    );
    return { api, redirect };
  };

  it('prefills the payer from the appeal, validates, and redirects to the checkout with the 60 s cookie', async () => {
    const user = userEvent.setup();
    const { api, redirect } = start({
      'GET /appeals/ap-1': () => ({ body: appeal() }),
      'POST /payment/create-asaas-checkout': () => ({ body: { url: 'https://sandbox.asaas.com/c/abc' } }),
    });
    const name = (await screen.findByLabelText('Nome completo')) as HTMLInputElement;
    const cpf = screen.getByLabelText('CPF') as HTMLInputElement;
    expect(name.value).toBe('Ana Souza');
    expect(cpf.value).toBe('529.982.247-25');
    expect(cpf.maxLength).toBe(14);
    expect(screen.getByText('R$ 29,90')).toBeTruthy();

    await user.clear(name);
    await user.clear(cpf);
    await user.type(cpf, '11111111111');
    await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));
    expect(screen.getByText('Nome completo é obrigatório')).toBeTruthy();
    expect(screen.getByText('CPF inválido')).toBeTruthy();
    expect(await screen.findByText('Por favor, corrija os erros no formulário')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/payment/create-asaas-checkout')).toBe(false);

    await user.type(name, 'Ana Souza');
    await user.clear(cpf);
    await user.type(cpf, '52998224725');
    await user.click(screen.getByRole('button', { name: 'Ir para o pagamento' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://sandbox.asaas.com/c/abc'));
    expect(api.calls.find((c) => c.path === '/payment/create-asaas-checkout')?.body).toEqual({
      appealId: 'ap-1',
      paymentMethod: 'PIX',
      customerName: 'Ana Souza',
      customerCpf: '52998224725',
    });
    expect(document.cookie).toContain('justInitiatedPayment=ap-1');
    // A pending appeal is not reset first.
    expect(api.calls.some((c) => c.path.startsWith('/appeals/update-status/'))).toBe(false);
  });

  it('resets an expired payment to pending, waits 500 ms, and proceeds even if the reset fails', async () => {
    const user = userEvent.setup();
    const times: Record<string, number> = {};
    const { api, redirect } = start(
      {
        'GET /appeals/ap-1': () => ({ body: appeal({ status: 'expired_payment' }) }),
        'POST /appeals/update-status/ap-1': () => {
          times.reset = Date.now();
          return { status: 500, body: { error: 'x' } };
        },
        'POST /payment/create-asaas-checkout': () => {
          times.checkout = Date.now();
          return { body: { url: 'https://checkout.example/x' } };
        },
      },
      'CREDIT_CARD',
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Ir para o pagamento' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://checkout.example/x'));
    expect(api.calls.find((c) => c.path === '/appeals/update-status/ap-1')?.body).toEqual({
      status: 'pending_payment',
    });
    expect((times.checkout as number) - (times.reset as number)).toBeGreaterThanOrEqual(490);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("says 'URL de pagamento não recebida do backend.' without a url", async () => {
    const user = userEvent.setup();
    const { redirect } = start({
      'GET /appeals/ap-1': () => ({ body: appeal() }),
      'POST /payment/create-asaas-checkout': () => ({ body: {} }),
    });
    await user.click(await screen.findByRole('button', { name: 'Ir para o pagamento' }));
    expect(await screen.findByText('URL de pagamento não recebida do backend.')).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
  });

  it("reports 'Falha ao iniciar pagamento: {server error}'", async () => {
    const user = userEvent.setup();
    start({
      'GET /appeals/ap-1': () => ({ body: appeal() }),
      'POST /payment/create-asaas-checkout': () => ({
        status: 503,
        body: { error: 'Serviço indisponível', message: 'Serviço indisponível' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Ir para o pagamento' }));
    expect(await screen.findByText('Falha ao iniciar pagamento: Serviço indisponível')).toBeTruthy();
  });

  it('refuses appeals that are not payable, with the status', async () => {
    start({ 'GET /appeals/ap-1': () => ({ body: appeal({ status: 'paid' }) }) });
    expect(
      await screen.findByText('Este recurso não está elegível para pagamento (Status: paid).'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ir para o pagamento' })).toBeNull();
  });

  it('refuses appeals with a zero value', async () => {
    start({ 'GET /appeals/ap-1': () => ({ body: appeal({ value: 0 }) }) });
    expect(
      await screen.findByText('Dados do recurso inválidos ou valor zerado/inválido para iniciar pagamento.'),
    ).toBeTruthy();
  });
});
