/** Portuguese texts of the contact form's server side (one source for the API and its tests). */
import { INVALID_CURSOR } from '../errors';
export const CONTACT_MESSAGES = {
  nameRequired: 'Por favor, informe seu nome',
  nameTooLong: 'O nome deve ter no máximo 120 caracteres',
  emailRequired: 'Por favor, informe seu email',
  emailInvalid: 'Por favor, informe um email válido',
  subjectRequired: 'Por favor, informe o assunto',
  subjectTooLong: 'O assunto deve ter no máximo 150 caracteres',
  messageRequired: 'Por favor, escreva sua mensagem',
  messageTooLong: 'A mensagem deve ter no máximo 5000 caracteres',
  singleLine: 'O nome e o assunto devem ter uma única linha',
  fillAllFields: 'Por favor, preencha todos os campos',
  received: 'Mensagem enviada com sucesso! Responderemos em breve.',
  tooMany: 'Você enviou muitas mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.',
  invalidLimit: 'limit deve ser um número entre 1 e 200',
  invalidCursor: INVALID_CURSOR,
} as const;
