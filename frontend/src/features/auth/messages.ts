/** The auth screens' texts (SPEC §2, §5, §8), defined once for the screens and their tests. */
export const AUTH_TEXT = {
  fillAll: 'Por favor, preencha todos os campos',
  minPassword: 'A senha deve ter pelo menos 6 caracteres',
  passwordsDiffer: 'As senhas não coincidem',
  emailRequired: 'Por favor, informe seu email',
  loginFailed: 'Email ou senha inválidos',
  googleFailed: 'Falha ao fazer login com Google',
  googleButtonError: 'Ocorreu um erro ao fazer login com Google',
  emailInUse: 'Este email já está em uso',
  registered: 'Cadastro realizado com sucesso! Redirecionando para o login...',
  genericError: 'Ocorreu um erro. Tente novamente.',
  emailSent: 'Email enviado!',
  checkInbox: 'Verifique sua caixa de entrada para encontrar o link de recuperação de senha.',
  validating: 'Validando seu link...',
  invalidLink: 'Link inválido ou expirado',
  passwordReset: 'Senha redefinida com sucesso!',
} as const;

export const MIN_PASSWORD = 6;
export const REGISTER_REDIRECT_MS = 2000;
export const RESET_REDIRECT_MS = 3000;
