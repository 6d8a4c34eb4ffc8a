/**
 * "Como protocolar": the first page of the appeal's PDF (issue 15 item 2) and the same guidance in the
 * appeal's follow-up screen. Who receives it (LEGAL.md "Stages", checked against the CTB in legal.ts),
 * the agency as read on the notice, the deadline, what to attach (LEGAL.md "Required content"), and
 * the reminder to sign. Built from the appeal alone, so every PDF rendered from it carries the page.
 */
import type { Appeal, NoticeStage } from '../appeal';
import { formatDate } from './calendar';
import { CTB_RULES } from './legal';

export interface GuideSection {
  heading: string;
  items: string[];
}

export interface FilingGuide {
  title: string;
  /** One line under the title: this page is for the driver, not for the agency. */
  notice: string;
  sections: GuideSection[];
}

export const GUIDE_TITLE = 'COMO PROTOCOLAR';
export const GUIDE_NOTICE =
  'Esta página é só para você: ela não faz parte do recurso e não deve ser entregue ao órgão.';

const AGENCY_UNKNOWN = 'confira na notificação o nome do órgão autuador';

function addressee(stage: NoticeStage | undefined, type: Appeal['type'], agency: string): string[] {
  if (type === 'suspension' || stage === 'suspensao')
    return [
      `Defesa no processo de suspensão do direito de dirigir, dirigida à autoridade de trânsito do órgão que instaurou o processo: ${agency} (${CTB_RULES.art265.cite}).`,
    ];
  switch (stage) {
    case 'defesa_previa':
      return [
        `Defesa prévia, dirigida à autoridade de trânsito do órgão autuador: ${agency} (${CTB_RULES.art281.cite}).`,
      ];
    case 'jari':
      return [
        `Recurso à JARI (Junta Administrativa de Recursos de Infrações) do órgão autuador: ${agency}.`,
        `Entregue ao órgão que aplicou a penalidade, que o encaminha à JARI (${CTB_RULES.art285.cite}).`,
      ];
    case 'cetran':
      return [
        `Recurso em segunda instância: ao CETRAN do Estado quando o órgão é estadual ou municipal; no Distrito Federal, ao CONTRANDIFE; contra órgão federal, ao colegiado especial da JARI (${CTB_RULES.art289.cite}). Órgão da decisão: ${agency}.`,
      ];
    default:
      return [
        `Confira na notificação a fase do processo: na notificação de autuação, a defesa prévia vai à autoridade de trânsito do órgão autuador; na notificação de penalidade, o recurso vai à JARI, entregue ao órgão que aplicou a multa (${CTB_RULES.art285.cite}). Órgão autuador: ${agency}.`,
      ];
  }
}

function attachments(appeal: Pick<Appeal, 'type' | 'notice' | 'code'>): string[] {
  const number = appeal.notice?.number;
  if (appeal.type === 'suspension')
    return [
      `cópia da notificação de instauração do processo de suspensão${appeal.notice?.processNumber ? ` nº ${appeal.notice.processNumber}` : ''};`,
      'cópia da CNH;',
      'comprovante de endereço;',
      'procuração, se a defesa for apresentada por representante.',
    ];
  return [
    number ? `cópia da notificação do Auto de Infração nº ${number};` : 'cópia da notificação recebida;',
    'cópia da CNH ou do RG de quem assina o recurso;',
    'cópia do CRLV (documento) do veículo;',
    'procuração, se o recurso for apresentado por representante.',
  ];
}

export function filingGuide(
  appeal: Pick<Appeal, 'type' | 'notice' | 'code' | 'filingDeadline'>,
): FilingGuide {
  const agency = appeal.notice?.agency ?? `[${AGENCY_UNKNOWN}]`;
  const deadline = appeal.filingDeadline
    ? [
        `Até ${formatDate(appeal.filingDeadline)}, data indicada na notificação${appeal.notice?.stage === 'defesa_previa' ? ` (${CTB_RULES.art281A.cite})` : appeal.notice?.stage === 'jari' ? ` (${CTB_RULES.art282_4.cite})` : ''}.`,
        `Recurso entregue fora do prazo não tem efeito suspensivo e é arquivado (${CTB_RULES.art285_1.cite}).`,
      ]
    : [
        'Não identificamos o prazo na notificação: confira a data limite impressa nela e informe-a no app para receber lembretes.',
      ];
  return {
    title: GUIDE_TITLE,
    notice: GUIDE_NOTICE,
    sections: [
      { heading: 'Para quem', items: addressee(appeal.notice?.stage, appeal.type, agency) },
      { heading: 'Prazo', items: deadline },
      {
        heading: 'Antes de entregar',
        items: [
          'Leia todo o texto e confira cada dado com a notificação; complete os campos marcados com [preencher: …].',
          'Assine ao final do recurso, com a mesma assinatura do seu documento de identidade.',
        ],
      },
      {
        heading: 'O que anexar',
        items: [
          ...attachments(appeal),
          `O órgão não pode exigir, para aceitar o recurso, documentos emitidos por ele mesmo (${CTB_RULES.art285_4.cite}).`,
        ],
      },
      {
        heading: 'Como entregar',
        items: [
          'No protocolo do órgão, pessoalmente; pelos Correios, com aviso de recebimento; ou pelo canal eletrônico do órgão, quando houver.',
          `Se a infração ocorreu fora do município de licenciamento do veículo, você pode entregar no órgão de trânsito da sua cidade (${CTB_RULES.art287.cite}).`,
          'Guarde o comprovante de protocolo e marque o recurso como "Protocolado" no app: os lembretes de prazo param.',
        ],
      },
      {
        heading: 'Importante',
        items: [
          'Este recurso é uma minuta preparada a partir dos dados informados. A decisão cabe ao órgão julgador e não há garantia de deferimento.',
        ],
      },
    ],
  };
}

/** The guide as plain lines (e-mail, tests, text export). */
export function guideText(guide: FilingGuide): string {
  return [
    guide.title,
    guide.notice,
    ...guide.sections.flatMap((s) => ['', s.heading.toUpperCase(), ...s.items.map((i) => `- ${i}`)]),
  ].join('\n');
}
