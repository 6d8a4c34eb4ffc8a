/**
 * The driver identification form's content (issue 15 item 5): the notice's data, the owner, the real
 * driver, the declaration and the signatures, the deadline and what to attach. Rendered as a filled
 * PDF form by core/src/pdf/driver-identification.ts. Legal texts cite the CTB (follow-up/legal.ts);
 * the attachments and signatures are what agencies ask for (LEGAL.md), so the page says to follow the
 * notice's own instructions.
 */
import { BRAND } from '../brand';
import { formatDate } from '../follow-up/calendar';
import { CTB_RULES } from '../follow-up/legal';
import { formatCpf, formatPlate } from '../facts/identifiers';
import type { DriverIdentificationData } from './schemas';

export interface FormField {
  label: string;
  value: string;
}

export interface FormSection {
  heading: string;
  fields: FormField[];
}

export interface IdentificationForm {
  title: string;
  subtitle: string;
  addressee: string;
  sections: FormSection[];
  declaration: string[];
  signatures: string[];
  instructions: { heading: string; items: string[] }[];
  footer: string;
}

export const FORM_TITLE = 'IDENTIFICAÇÃO DO CONDUTOR INFRATOR';

const formatCnpj = (d: string) =>
  `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
export const formatDocument = (d: string) => (d.length === 14 ? formatCnpj(d) : formatCpf(d));
const NOT_READ = '—';

export function identificationForm(data: DriverIdentificationData): IdentificationForm {
  const { notice, owner, driver } = data;
  const company = owner.document.length === 14;
  const when = [notice.infractionDate ? formatDate(notice.infractionDate) : '', notice.infractionTime ?? '']
    .filter(Boolean)
    .join(' às ');
  const infraction = [notice.infractionCode, notice.infractionDescription].filter(Boolean).join(' – ');
  const deadline = notice.deadline ? formatDate(notice.deadline) : undefined;
  return {
    title: FORM_TITLE,
    subtitle: `(${CTB_RULES.art257_7.cite} – Lei nº 9.503/1997)`,
    addressee: `À autoridade de trânsito do(a) ${notice.agency.toUpperCase()}`,
    sections: [
      {
        heading: 'Notificação de autuação',
        fields: [
          { label: 'Auto de infração nº', value: notice.number },
          { label: 'Placa', value: formatPlate(notice.plate) },
          { label: 'Órgão autuador', value: notice.agency },
          { label: 'Infração', value: infraction || NOT_READ },
          { label: 'Data e hora', value: when || NOT_READ },
          { label: 'Local', value: notice.infractionPlace || NOT_READ },
        ],
      },
      {
        heading: company ? 'Proprietário do veículo (pessoa jurídica)' : 'Proprietário do veículo',
        fields: [
          { label: 'Nome', value: owner.name },
          { label: company ? 'CNPJ' : 'CPF', value: formatDocument(owner.document) },
        ],
      },
      {
        heading: 'Condutor indicado',
        fields: [
          { label: 'Nome', value: driver.name },
          { label: 'CPF', value: formatCpf(driver.cpf) },
          { label: 'CNH (nº de registro)', value: driver.cnh },
          { label: 'UF da CNH', value: driver.cnhState },
        ],
      },
    ],
    declaration: [
      `O proprietário declara que, no momento da infração acima, o veículo era conduzido por ${driver.name}, qualificado(a) acima, a quem cabe a responsabilidade pela infração (${CTB_RULES.art257_3.cite}) e a quem deve ser atribuída a pontuação correspondente (${CTB_RULES.art259_4.cite}).`,
      `O condutor indicado declara que dirigia o veículo no momento da infração e concorda com esta indicação.`,
    ],
    signatures: [
      company ? 'Assinatura do representante legal do proprietário' : 'Assinatura do proprietário',
      'Assinatura do condutor indicado',
    ],
    instructions: [
      {
        heading: 'Prazo',
        items: [
          deadline
            ? `Entregue até ${deadline}, a mesma data limite da defesa prévia impressa na notificação de autuação.`
            : 'Entregue até a data limite impressa na notificação de autuação (a mesma da defesa prévia).',
          `O ${CTB_RULES.art257_7.cite} dá 30 dias, contados da notificação da autuação, para indicar o condutor; sem a indicação, a infração fica com o principal condutor ou, na ausência dele, com o proprietário.`,
          ...(company
            ? [
                `Veículo de pessoa jurídica: sem a indicação no prazo, é lavrada nova multa ao proprietário, de 2 vezes o valor da original (${CTB_RULES.art257_8.cite}).`,
              ]
            : []),
        ],
      },
      {
        heading: 'O que anexar (confira na notificação as exigências do órgão)',
        items: [
          'cópia da CNH do condutor indicado;',
          `cópia de documento de identificação ${company ? 'do representante legal, com o documento que lhe dá poderes' : 'do proprietário'}, com a mesma assinatura deste formulário;`,
          'cópia da notificação de autuação.',
        ],
      },
      {
        heading: 'Como entregar',
        items: [
          'As duas assinaturas são obrigatórias. Se o órgão tiver formulário próprio (no verso da notificação ou no site dele), use-o: os dados desta folha ajudam a preenchê-lo.',
          'Entregue no protocolo do órgão autuador, pelos Correios com aviso de recebimento ou pelo canal eletrônico do órgão, e guarde o comprovante.',
        ],
      },
    ],
    footer: `Formulário gratuito preparado por ${BRAND.companyName} com os dados informados por você.`,
  };
}
