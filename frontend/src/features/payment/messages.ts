/** Payment texts (SPEC §2, §4, §5, §8). The payer-form messages come from core, shared with the server. */
export { PAYMENT_MESSAGES } from '@recurso/core/payments';

export const PAY_TEXT = {
  fixErrors: 'Por favor, corrija os erros no formulário',
  startFailed: (detail: string) => `Falha ao iniciar pagamento: ${detail}`,
  noUrl: 'URL de pagamento não recebida do backend.',
  badLink: 'Link de pagamento inválido. Volte à lista de recursos e escolha “Pagar” novamente.',
  recentlyStarted:
    'Você iniciou um pagamento deste recurso há menos de um minuto. Se já pagou, aguarde a confirmação antes de tentar de novo.',
  loadFailed: 'Não foi possível carregar o recurso.',
  // Result pages
  processing: 'Processando...',
  successTitle: 'Pagamento Confirmado!',
  successText: 'Pagamento confirmado com sucesso!',
  pendingTitle: 'Pagamento Pendente',
  pendingText: (providerStatus: string | undefined) =>
    `Status do pagamento: ${providerStatus || 'Pendente'}. Seu recurso será atualizado em breve.`,
  errorTitle: 'Erro no Pagamento',
  failedText: 'O pagamento não foi confirmado. Por favor, tente novamente ou contate o suporte.',
  missingId: 'ID do recurso não encontrado na URL. Não foi possível verificar o status.',
  checkFailed: 'Ocorreu um erro ao verificar o status do seu pagamento.',
  cancelledTitle: 'Pagamento Cancelado',
  cancelledText: 'Você cancelou o processo de pagamento. Seu recurso não foi pago.',
  expiredTitle: 'Pagamento Expirado',
  expiredText: 'O tempo para realizar o pagamento expirou. Por favor, tente gerar um novo pagamento.',
  seeAppeals: 'Ver Meus Recursos',
} as const;

/** SPEC §9: wait after resetting an expired status before starting the checkout. */
export const EXPIRED_RESET_WAIT_MS = 500;
