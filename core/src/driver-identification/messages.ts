/** Portuguese texts of the driver identification (indicação do condutor). */
export const DRIVER_ID_MESSAGES = {
  noticeRequired: 'Envie os dados da notificação, do proprietário e do condutor.',
  noticeNumber:
    'Informe o número do auto de infração como está na notificação (3 a 21 letras, números, pontos ou traços).',
  plate: 'Informe a placa do veículo (ex.: ABC1D23 ou ABC-1234).',
  agency: 'Informe o órgão autuador como está na notificação.',
  infractionCode: 'Código da infração inválido (formato 745-50).',
  infractionDescription: 'A descrição da infração pode ter no máximo 200 caracteres.',
  infractionDate: 'Data da infração inválida. Use o formato AAAA-MM-DD.',
  infractionTime: 'Hora da infração inválida. Use o formato HH:MM.',
  infractionPlace: 'O local da infração pode ter no máximo 200 caracteres.',
  deadline: 'Data limite inválida. Use o formato AAAA-MM-DD.',
  ownerRequired: 'Informe o nome e o CPF ou CNPJ do proprietário.',
  ownerName: 'Informe o nome do proprietário do veículo.',
  ownerDocument: 'CPF ou CNPJ do proprietário inválido.',
  driverRequired: 'Informe o nome, o CPF e a CNH do condutor.',
  driverName: 'Informe o nome completo do condutor.',
  driverCpf: 'CPF do condutor inválido.',
  driverCnh: 'Informe o número de registro da CNH do condutor (9 a 11 dígitos).',
  driverCnhState: 'Escolha o estado (UF) da CNH do condutor.',
  sameAsOwner: 'O condutor indicado é o próprio proprietário: não é preciso indicá-lo.',
  notApplicable: 'A indicação do condutor não se aplica a este recurso.',
} as const;
