/** Marketing content shared by the home page and /como-funciona; claims come from BRAND. */
export const STEPS = [
  {
    title: 'Pesquise a infração',
    text: 'Digite o que está escrito na notificação e confira o artigo do CTB, a gravidade e os pontos.',
  },
  {
    title: 'Crie sua conta',
    text: 'Cadastro rápido com e-mail e senha. Seus documentos ficam protegidos e só você os vê.',
  },
  {
    title: 'Envie a notificação ou digite os dados',
    text: 'Fotografe ou anexe a notificação (PDF, JPG, PNG) ou preencha os dados à mão, com a sua versão dos fatos.',
  },
  {
    title: 'Pague por PIX ou cartão',
    text: 'Você vê o preço antes de pagar. O pagamento é feito no ambiente seguro do Asaas.',
  },
  {
    title: 'Baixe o recurso em PDF',
    text: 'Revise o texto, assine e protocole no órgão autuador ou na JARI indicada na notificação.',
  },
] as const;
