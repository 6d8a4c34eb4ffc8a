import { NotFoundError, ValidationError } from '@recurso/core/errors';
import { createCheckout } from '@recurso/core/payments';
import { anAppeal, paymentWorld, VALID_CPF } from './memory-payments';

const input = (overrides: Record<string, unknown> = {}) => ({
  userId: 'user-a',
  appealId: 'appeal-1',
  paymentMethod: 'PIX',
  customerName: 'Ana Souza',
  customerCpf: VALID_CPF,
  ...overrides,
});

describe('createCheckout', () => {
  it('creates a PIX checkout at the server price with our callback URLs and records it', async () => {
    const w = paymentWorld();
    w.repo.add(anAppeal());

    // A client-sent value is not part of the contract and never reaches Asaas (PAY-1).
    const { url } = await createCheckout(w.deps, { ...input(), value: 0.01 } as ReturnType<typeof input>);

    expect(url).toBe('https://sandbox.asaas.test/checkoutSession/show?id=chk_1');
    expect(w.gateway.created).toEqual([
      {
        appealId: 'appeal-1',
        method: 'PIX',
        value: 29.9,
        itemName: 'Recurso de multa de trânsito',
        itemDescription: 'Código do Recurso AB123456',
        minutesToExpire: 60,
        callback: {
          successUrl: 'https://app.recursocerto.test/pagamento/sucesso?appealId=appeal-1',
          cancelUrl: 'https://app.recursocerto.test/pagamento/cancelado',
          expiredUrl: 'https://app.recursocerto.test/pagamento/expirado',
        },
        customer: { name: 'Ana Souza', cpf: '52998224725', email: 'ana@example.com' },
      },
    ]);
    const stored = await w.repo.getAppeal('appeal-1');
    expect(stored?.status).toBe('pending_payment');
    expect(stored?.payment).toEqual({
      checkoutId: 'chk_1',
      checkoutUrl: url,
      method: 'PIX',
      value: 29.9,
      checkoutStatus: 'ACTIVE',
      checkoutCreatedAt: '2026-03-10T12:00:00.000Z',
      checkoutExpiresAt: '2026-03-10T13:00:00.000Z',
      asaasStatus: 'ACTIVE',
    });
    expect(await w.repo.findAppealIdByCheckoutId('chk_1')).toBe('appeal-1');
  });

  it('charges a suspension appeal 499.90 by card', async () => {
    const w = paymentWorld();
    w.repo.add(anAppeal({ type: 'suspension', value: 499.9, code: undefined }));
    await createCheckout(w.deps, input({ paymentMethod: 'CREDIT_CARD' }));
    expect(w.gateway.created[0]).toMatchObject({
      method: 'CREDIT_CARD',
      value: 499.9,
      itemName: 'Recurso de suspensão da CNH',
      itemDescription: 'Recurso appeal-1',
    });
  });

  it('names the item by the auto number only when the notice printed it; SPEC’s code is the Código do Recurso', async () => {
    const w = paymentWorld();
    w.repo.add(anAppeal({ code: 'T17957607' }));
    await createCheckout(w.deps, input());
    expect(w.gateway.created[0]?.itemDescription).toBe('Código do Recurso T17957607');
    const w2 = paymentWorld();
    w2.repo.add(anAppeal({ code: 'A98765432', notice: { number: 'A98765432' } }));
    await createCheckout(w2.deps, input());
    expect(w2.gateway.created[0]?.itemDescription).toBe('Auto de Infração nº A98765432');
  });

  it.each([
    ['someone else’s appeal', { userId: 'user-b' }],
    ['an appeal that does not exist', { appealId: 'nope' }],
  ])('answers NotFoundError for %s', async (_what, overrides) => {
    const w = paymentWorld();
    w.repo.add(anAppeal());
    const error = await createCheckout(w.deps, input(overrides)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe('Recurso não encontrado.');
    expect(w.gateway.created).toHaveLength(0);
  });

  it.each(['processing', 'paid', 'approved', 'refunded', 'generation_failed'] as const)(
    'refuses an appeal in status %s with SPEC’s message',
    async (status) => {
      const w = paymentWorld();
      w.repo.add(anAppeal({ status }));
      await expect(createCheckout(w.deps, input())).rejects.toThrow(
        new ValidationError(`Este recurso não está elegível para pagamento (Status: ${status}).`),
      );
      expect(w.gateway.created).toHaveLength(0);
    },
  );

  it('refuses an appeal whose value is zero', async () => {
    const w = paymentWorld();
    w.repo.add(anAppeal({ value: 0 }));
    await expect(createCheckout(w.deps, input())).rejects.toThrow(
      'Dados do recurso inválidos ou valor zerado/inválido para iniciar pagamento.',
    );
  });

  it.each([
    [{ customerName: '   ' }, { userName: undefined }, 'Nome completo é obrigatório'],
    [{ customerCpf: '' }, { userDocument: undefined }, 'CPF é obrigatório'],
    [{ customerCpf: '529.982.247-24' }, {}, 'CPF inválido'],
    [{ customerCpf: '111.111.111-11' }, {}, 'CPF inválido'],
    [{ customerCpf: '5299822472' }, {}, 'CPF inválido'],
    [{ customerCpf: 12345678909 }, { userDocument: undefined }, 'CPF é obrigatório'],
  ])('validates the payer (request %j, appeal %j)', async (overrides, appeal, message) => {
    const w = paymentWorld();
    w.repo.add(anAppeal(appeal));
    await expect(createCheckout(w.deps, input(overrides))).rejects.toThrow(new ValidationError(message));
  });

  it('falls back to the appeal’s name and CPF when the suspension page sends none', async () => {
    const w = paymentWorld();
    w.repo.add(anAppeal());
    await createCheckout(w.deps, { userId: 'user-a', appealId: 'appeal-1', paymentMethod: 'PIX' });
    expect(w.gateway.created[0]?.customer).toEqual({
      name: 'Ana Souza',
      cpf: '52998224725',
      email: 'ana@example.com',
    });
  });

  it('refuses an unknown payment method', async () => {
    const w = paymentWorld();
    w.repo.add(anAppeal());
    await expect(createCheckout(w.deps, input({ paymentMethod: 'BOLETO' }))).rejects.toThrow(
      'Forma de pagamento inválida. Use PIX ou CREDIT_CARD.',
    );
  });

  it('reuses an active checkout for the same method, and replaces it for another method', async () => {
    const w = paymentWorld();
    w.repo.add(anAppeal());
    const first = await createCheckout(w.deps, input());
    w.clock.advanceMinutes(30);
    const again = await createCheckout(w.deps, input());
    expect(again.url).toBe(first.url);
    expect(w.gateway.created).toHaveLength(1);

    const card = await createCheckout(w.deps, input({ paymentMethod: 'CREDIT_CARD' }));
    expect(card.url).not.toBe(first.url);
    expect(w.gateway.canceled).toEqual(['chk_1']);
    expect((await w.repo.getAppeal('appeal-1'))?.payment?.checkoutId).toBe('chk_2');
  });

  it('does not hand out a checkout about to expire', async () => {
    const w = paymentWorld();
    w.repo.add(anAppeal());
    await createCheckout(w.deps, input());
    w.clock.advanceMinutes(56);
    await createCheckout(w.deps, input());
    expect(w.gateway.created).toHaveLength(2);
  });

  it('makes an expired_payment appeal payable again with a new checkout', async () => {
    const w = paymentWorld();
    w.repo.add(anAppeal());
    await createCheckout(w.deps, input());
    await w.repo.updatePayment({
      appealId: 'appeal-1',
      fromStatuses: ['pending_payment'],
      toStatus: 'expired_payment',
      set: { checkoutStatus: 'EXPIRED', asaasStatus: 'EXPIRED' },
    });
    const { url } = await createCheckout(w.deps, input());
    expect(url).toContain('chk_2');
    const stored = await w.repo.getAppeal('appeal-1');
    expect(stored).toMatchObject({
      status: 'pending_payment',
      payment: { checkoutId: 'chk_2', checkoutStatus: 'ACTIVE' },
    });
    expect(w.gateway.canceled).toEqual([]);
  });

  it('lets only one of two concurrent requests record a checkout; the other cancels its own', async () => {
    const w = paymentWorld();
    w.repo.add(anAppeal());
    const [a, b] = await Promise.all([createCheckout(w.deps, input()), createCheckout(w.deps, input())]);
    expect(a.url).toBe(b.url);
    expect(w.gateway.created).toHaveLength(2);
    const kept = (await w.repo.getAppeal('appeal-1'))?.payment?.checkoutId;
    expect(w.gateway.canceled).toHaveLength(1);
    expect(w.gateway.canceled[0]).not.toBe(kept);
  });

  it('passes Asaas being down on as UnavailableError and records nothing', async () => {
    const w = paymentWorld();
    w.repo.add(anAppeal());
    w.gateway.down = true;
    await expect(createCheckout(w.deps, input())).rejects.toMatchObject({ kind: 'unavailable' });
    expect((await w.repo.getAppeal('appeal-1'))?.payment).toBeUndefined();
  });
});
