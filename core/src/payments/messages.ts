/** The payments area's user-facing texts (SPEC §5, §8), defined once. */
export const PAYMENT_MESSAGES = {
  appealNotFound: 'Recurso não encontrado.',
  invalidAppealData: 'Dados do recurso inválidos ou valor zerado/inválido para iniciar pagamento.',
  notPayable: (status: string) => `Este recurso não está elegível para pagamento (Status: ${status}).`,
  nameRequired: 'Nome completo é obrigatório',
  cpfRequired: 'CPF é obrigatório',
  cpfInvalid: 'CPF inválido',
  invalidMethod: 'Forma de pagamento inválida. Use PIX ou CREDIT_CARD.',
  checkoutBusy: 'Já existe um pagamento sendo iniciado para este recurso. Tente novamente em instantes.',
  providerUnavailable:
    'O serviço de pagamento está indisponível no momento. Tente novamente em alguns instantes.',
  webhookUnauthorized: 'Token de autenticação do webhook ausente ou inválido.',
  webhookNotQueued: 'Não foi possível registrar a notificação agora; envie novamente.',
  webhookInvalidBody: 'Corpo do webhook inválido: esperado JSON com "id" e "event".',
} as const;
