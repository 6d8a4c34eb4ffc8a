/**
 * Every Portuguese text the identity use cases and schemas answer with. SPEC §5/§8 texts are quoted
 * exactly; the others follow the same voice. One source of truth for the server and the tests.
 */
export const IDENTITY_MESSAGES = {
  // SPEC §5
  fillAllFields: 'Por favor, preencha todos os campos',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres',
  informEmail: 'Por favor, informe seu email',
  passwordsDontMatch: 'As senhas não coincidem',
  selfDemotion: 'Você não pode rebaixar seu próprio cargo de ADMIN',
  // SPEC §8
  invalidCredentials: 'Email ou senha inválidos',
  emailInUse: 'Este email já está em uso',
  googleFailed: 'Falha ao fazer login com Google',
  invalidResetLink: 'Link inválido ou expirado',
  // Ours
  invalidEmail: 'Por favor, informe um email válido',
  passwordTooLong: 'A senha deve ter no máximo 256 caracteres',
  commonPassword: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra senha.',
  googleNotConfigured: 'O login com Google não está configurado neste servidor.',
  googleEmailHasPassword:
    'Este email já está cadastrado com senha. Entre com seu email e senha para acessar sua conta.',
  accountBlocked: 'Sua conta está bloqueada. Entre em contato com o suporte.',
  loginRequired: 'Faça login para continuar.',
  sessionExpired: 'Sua sessão expirou. Faça login novamente.',
  forbidden: 'Você não tem permissão para realizar esta ação.',
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  forgotSent: 'Se o email estiver cadastrado, você receberá um link para redefinir sua senha.',
  passwordChanged: 'Senha redefinida com sucesso!',
  registered: 'Cadastro realizado com sucesso!',
  userNotFound: 'Usuário não encontrado.',
  invalidRole: 'Cargo inválido. Use USER, STAFF ou ADMIN.',
  lastAdmin: 'Não é possível remover, rebaixar ou bloquear o último ADMIN.',
  selfDelete: 'Você não pode excluir sua própria conta por aqui.',
  selfBlock: 'Você não pode bloquear sua própria conta.',
} as const;
