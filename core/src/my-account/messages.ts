/** Portuguese texts of 'Minha conta' (LGPD rights): one source for the API, the SPA and the tests. */
export const MY_ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Informe sua senha atual',
  newPasswordRequired: 'Informe a nova senha',
  wrongPassword: 'Senha atual incorreta',
  samePassword: 'A nova senha deve ser diferente da senha atual',
  noPasswordGoogle:
    'Sua conta usa o login com Google e não tem senha. Para alterá-la, use a recuperação de senha.',
  passwordUpdated: 'Senha alterada com sucesso! As outras sessões foram encerradas.',
  deletePasswordRequired: 'Informe sua senha para excluir a conta',
  deleteConfirmationRequired: 'Para excluir sua conta, digite EXCLUIR no campo de confirmação',
  adminCannotDelete:
    'Uma conta ADMIN não pode ser excluída por aqui. Peça a outro ADMIN para alterar seu cargo antes.',
  accountDeleted:
    'Sua conta e seus dados foram excluídos. Registros de pagamento exigidos por lei foram mantidos sem dados pessoais.',
  changedMeanwhile: 'Sua conta foi alterada em outra sessão. Faça login novamente e tente outra vez.',
} as const;

/** What a Google-only account types to confirm the erasure (it has no password to re-enter). */
export const DELETE_CONFIRMATION_WORD = 'EXCLUIR';
