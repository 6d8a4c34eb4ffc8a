/**
 * "Como protocolar": the first page of the appeal's PDF (issue 15 item 2) and the same guidance in the
 * appeal's follow-up screen. Who receives it (LEGAL.md "Stages", checked against the CTB in legal.ts),
 * the agency as read on the notice, the deadline, what to attach (LEGAL.md "Required content"), and
 * the reminder to sign. Built from the appeal alone, so every PDF rendered from it carries the page.
 */
import type { Appeal, NoticeStage, NoticeSummary } from '../appeal';
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

function secondInstanceAddressee(body: NoticeSummary['secondInstanceBody'], agency: string): string {
  switch (body?.kind) {
    case 'contrandife':
      return `Recurso em segunda instância ao CONTRANDIFE (Conselho de Trânsito do Distrito Federal), contra a decisão da JARI do órgão: ${agency} (${CTB_RULES.art289.cite}).`;
    case 'colegiado':
      return `Recurso em segunda instância ao colegiado especial da JARI do órgão federal que aplicou a penalidade: ${agency} (${CTB_RULES.art289.cite}, inciso I).`;
    case 'cetran':
      return `Recurso em segunda instância ao CETRAN${body.uf ? `/${body.uf}` : ' do Estado do órgão autuador'} (Conselho Estadual de Trânsito), contra a decisão da JARI do órgão: ${agency} (${CTB_RULES.art289.cite}, inciso II).`;
    default:
      return `Recurso em segunda instância: ao CETRAN do Estado quando o órgão é estadual ou municipal; no Distrito Federal, ao CONTRANDIFE; contra órgão federal, ao colegiado especial da JARI (${CTB_RULES.art289.cite}). Órgão da decisão: ${agency}.`;
  }
}

function addressee(
  stage: NoticeStage | undefined,
  type: Appeal['type'],
  agency: string,
  body?: NoticeSummary['secondInstanceBody'],
): string[] {
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
        secondInstanceAddressee(body, agency),
        'Entregue no órgão indicado na notificação da decisão da JARI, ou pelo canal eletrônico informado nela.',
      ];
    default:
      return [
        `Confira na notificação a fase do processo: na notificação de autuação, a defesa prévia vai à autoridade de trânsito do órgão autuador; na notificação de penalidade, o recurso vai à JARI, entregue ao órgão que aplicou a multa (${CTB_RULES.art285.cite}). Órgão autuador: ${agency}.`,
      ];
  }
}

function attachments(appeal: Pick<Appeal, 'type' | 'notice' | 'code'>): string[] {
  const number = appeal.notice?.number;
  if (appeal.notice?.stage === 'cetran')
    return [
      number ? `cópia da notificação do Auto de Infração nº ${number};` : 'cópia da notificação recebida;',
      'cópia da decisão da JARI e da notificação que a comunicou;',
      'cópia do recurso apresentado à JARI;',
      'cópia da CNH ou do RG de quem assina o recurso;',
      'procuração, se o recurso for apresentado por representante.',
    ];
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

/**
 * What the guide says of the deadline. Late (today, in Brasília, after the last day): plainly, with
 * what it costs (art. 285 §§ 1º and 5º for an appeal against the penalty; a defesa prévia may not be
 * examined, and the JARI remains). In time: the day, and the suspensive effect only where the law
 * gives it (the appeal against the penalty, art. 285).
 */
function deadlineItems(appeal: Pick<Appeal, 'type' | 'notice' | 'filingDeadline'>, today?: string): string[] {
  const due = appeal.filingDeadline as string;
  const stage = appeal.notice?.stage;
  const againstPenalty =
    stage === 'jari' || stage === 'cetran' || (stage === undefined && appeal.type === 'traffic');
  if (today && today > due && stage === 'cetran')
    return [
      `O prazo terminou em ${formatDate(due)}. Entregue fora do prazo (${CTB_RULES.art288.cite}), o recurso pode não ser conhecido; o texto informa isso e pede, ainda assim, o exame dos vícios do auto.`,
    ];
  if (today && today > due)
    return againstPenalty
      ? [
          `O prazo terminou em ${formatDate(due)}. Entregue fora do prazo, o recurso não tem efeito suspensivo (${CTB_RULES.art285_1.cite}), e o recurso intempestivo será arquivado (${CTB_RULES.art285_5.cite}).`,
          'O texto informa isso ao órgão e pede, ainda assim, o exame dos vícios do auto.',
        ]
      : [
          `O prazo terminou em ${formatDate(due)}. Entregue fora do prazo, a defesa pode não ser examinada; se a penalidade for aplicada, você ainda poderá recorrer à JARI no prazo da notificação da penalidade.`,
        ];
  return [
    stage === 'cetran'
      ? `Até ${formatDate(due)}: 30 dias contados da publicação ou da notificação da decisão da JARI (${CTB_RULES.art288.cite}).`
      : `Até ${formatDate(due)}, data indicada na notificação${stage === 'defesa_previa' ? ` (${CTB_RULES.art281A.cite})` : stage === 'jari' ? ` (${CTB_RULES.art282_4.cite})` : ''}.`,
    againstPenalty
      ? `Entregue até essa data, o recurso contra a penalidade tem efeito suspensivo (${CTB_RULES.art285.cite}); fora do prazo, não tem (${CTB_RULES.art285_1.cite}) e é arquivado (${CTB_RULES.art285_5.cite}).`
      : 'Entregue até essa data: fora do prazo, a defesa pode não ser examinada.',
  ];
}

export function filingGuide(
  appeal: Pick<Appeal, 'type' | 'notice' | 'code' | 'filingDeadline'>,
  /** Today in Brasília (YYYY-MM-DD): a deadline already past is said plainly. */
  today?: string,
): FilingGuide {
  const agency = appeal.notice?.agency ?? `[${AGENCY_UNKNOWN}]`;
  const deadline = appeal.filingDeadline
    ? deadlineItems(appeal, today)
    : appeal.notice?.stage === 'cetran'
      ? [
          `O prazo é de 30 dias contados da publicação ou da notificação da decisão da JARI (${CTB_RULES.art288.cite}): não identificamos essa data na decisão enviada. Informe o prazo no app para receber lembretes.`,
        ]
      : [
          'Não identificamos o prazo na notificação: confira a data limite impressa nela e informe-a no app para receber lembretes.',
        ];
  return {
    title: GUIDE_TITLE,
    notice: GUIDE_NOTICE,
    sections: [
      {
        heading: 'Para quem',
        items: addressee(appeal.notice?.stage, appeal.type, agency, appeal.notice?.secondInstanceBody),
      },
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
          'Guarde o comprovante de protocolo e toque em "Marcar como protocolado" no app: os lembretes de prazo param.',
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
