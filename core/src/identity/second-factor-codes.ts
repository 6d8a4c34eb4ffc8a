/**
 * What the API and the SPA share about the second factor (SECURITY AUTH-6): the Portuguese messages, the
 * `code` of the gate's 403 and the status the SPA reads to pick a screen. No imports: the SPA bundles it.
 */
export const SECOND_FACTOR_MESSAGES = {
  alreadyEnrolled: 'A verificação em duas etapas já está ativa nesta conta.',
  notStarted: 'Comece a ativação da verificação em duas etapas antes de confirmar o código.',
  invalidCode: 'Código inválido ou expirado. Confira o horário do seu celular e tente de novo.',
  codeRequired: 'Informe o código de 6 dígitos do aplicativo autenticador ou um código de recuperação.',
  enrolRequired:
    'Ative a verificação em duas etapas com um aplicativo autenticador para acessar a administração.',
  verifyRequired: 'Confirme o código do seu aplicativo autenticador para acessar a administração.',
} as const;

export const SECOND_FACTOR_CODES = {
  enrolRequired: 'second_factor_enrolment_required',
  verifyRequired: 'second_factor_required',
} as const;

export type SecondFactorCode = (typeof SECOND_FACTOR_CODES)[keyof typeof SECOND_FACTOR_CODES];

export const isSecondFactorCode = (code: unknown): code is SecondFactorCode =>
  code === SECOND_FACTOR_CODES.enrolRequired || code === SECOND_FACTOR_CODES.verifyRequired;
