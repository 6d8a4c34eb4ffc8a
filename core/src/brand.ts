/** Brand values: the one place for the company's name, tax number, contacts and claims (SPEC §1). */
export const BRAND = {
  companyName: 'Recurso Certo',
  /** Fixed tax number shown in the header and the top bar (fictional, valid check digits). */
  taxNumber: 'CNPJ 45.723.174/0001-10',
  tagline: 'consultoria e assessoria de trânsito',
  phone: '(11) 4000-1234',
  whatsappNumber: '551140001234',
  email: 'contato@recursocerto.com.br',
  address: 'Av. Paulista, 1000, sala 101, Bela Vista, São Paulo - SP, 01310-100',
  hours: 'Segunda a sexta, das 08:00 às 18:00',
  claims: { approvedAppeals: 'mais de 10.000', approvalRate: '95%', responseTime: '24h' },
} as const;

export const whatsappLink = (text = 'Olá! Preciso de ajuda com meu recurso.'): string =>
  `https://wa.me/${BRAND.whatsappNumber}?text=${encodeURIComponent(text)}`;
