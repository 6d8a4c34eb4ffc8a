import { APPEAL_PRICES, statusColour, statusLabel } from '@recurso/core/appeal';

describe('appeal statuses (SPEC §4)', () => {
  it.each([
    ['processing', 'Processando', 'Processando'],
    ['pending_payment', 'Aguardando Pagamento', 'Aguardando Pagamento'],
    ['expired_payment', 'Aguardando Pagamento', 'Pagamento Expirado'],
    ['paid', 'Pago', 'Pago'],
    ['analyzing', 'Em Análise', 'Em Análise'],
    ['approved', 'Deferido', 'Aprovado'],
    ['rejected', 'Indeferido', 'Rejeitado'],
    ['failed', 'Pagamento Falhou', 'Falhou'],
  ])('%s reads %s on user pages and %s in the admin modal', (status, user, admin) => {
    expect(statusLabel(status, 'user')).toBe(user);
    expect(statusLabel(status, 'admin')).toBe(admin);
  });

  it('shows unknown values raw', () => {
    expect(statusLabel('something_new')).toBe('something_new');
    expect(statusColour('something_new')).toBeUndefined();
  });

  it('paints paid blue on user lists and green in the admin modal', () => {
    expect(statusColour('paid', 'user')).toBe('blue');
    expect(statusColour('paid', 'admin')).toBe('green');
  });

  it('prices traffic at 29.90 and suspension at 499.90', () => {
    expect(APPEAL_PRICES).toEqual({ traffic: 29.9, suspension: 499.9 });
  });
});
