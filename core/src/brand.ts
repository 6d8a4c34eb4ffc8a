/** Brand values: the one place for the company's name, tax number, contacts and claims (SPEC §1). */
import type { AppealType } from './appeal';

/** The office's address in parts (structured data needs them); BRAND.address is how pages write it. */
export const POSTAL_ADDRESS = {
  street: 'Av. Paulista, 1000, sala 101',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  postalCode: '01310-100',
} as const;

export const BRAND = {
  companyName: 'Recurso Certo',
  /** Fixed tax number shown in the header and the top bar (fictional, valid check digits). */
  taxNumber: 'CNPJ 45.723.174/0001-10',
  tagline: 'consultoria e assessoria de trânsito',
  phone: '(11) 4000-1234',
  whatsappNumber: '551140001234',
  email: 'contato@recursocerto.com.br',
  address: `${POSTAL_ADDRESS.street}, ${POSTAL_ADDRESS.district}, ${POSTAL_ADDRESS.city} - ${POSTAL_ADDRESS.state}, ${POSTAL_ADDRESS.postalCode}`,
  hours: 'Segunda a sexta, das 08:00 às 18:00',
  claims: { approvedAppeals: 'mais de 10.000', approvalRate: '95%', responseTime: '24h' },
} as const;

/**
 * The two services as the home page's cards and the structured data (core/src/site.ts) name them, with
 * what each delivers; their prices are APPEAL_PRICES (SPEC §1: R$ 29,90 and R$ 499,90). Kept apart from
 * BRAND so the screens that only need the brand do not carry them.
 */
export const SERVICES: Record<AppealType, { name: string; features: readonly string[] }> = {
  traffic: {
    name: 'Recurso de Multa',
    features: [
      'Defesa prévia ou recurso à JARI',
      'Texto fundamentado no CTB e nas resoluções do CONTRAN',
      'PDF pronto para assinar e protocolar',
    ],
  },
  suspension: {
    name: 'Recurso de Suspensão de CNH',
    features: [
      'Defesa no processo de suspensão do direito de dirigir',
      'Análise de prazos, pontuação e notificações',
      'PDF pronto para assinar e protocolar',
    ],
  },
};

export const whatsappLink = (text = 'Olá! Preciso de ajuda com meu recurso.'): string =>
  `https://wa.me/${BRAND.whatsappNumber}?text=${encodeURIComponent(text)}`;
