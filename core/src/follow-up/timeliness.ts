/**
 * The deadline before the money (issue 26): what the preview and the pay dialog tell the driver about
 * the filing deadline — how many days are left, or that it has passed and what that means — and
 * whether paying then needs their explicit "yes". The law read: CTB art. 285 § 1º (a late appeal has no
 * suspensive effect) and § 5º ("O recurso intempestivo será arquivado."), in legal.ts.
 */
import type { AppealType, NoticeStage } from '../appeal';
import { formatDate } from './calendar';
import { deadlineStatus } from './deadline';
import { CTB_RULES } from './legal';

export type Timeliness = 'unknown' | 'open' | 'soon' | 'today' | 'overdue';

export interface TimelinessNotice {
  state: Timeliness;
  /** One line: "Prazo para protocolar: até 30/05/2026 · Faltam 5 dias". */
  title: string;
  /** What it means for the driver. */
  lines: string[];
  /** Late: paying needs the driver's explicit decision (`consent`). */
  consent?: string;
}

export const TIMELINESS_TEXT = {
  unknown:
    'Não sabemos o prazo deste recurso. Confira a data limite impressa na notificação antes de pagar: fora do prazo, o recurso não é julgado.',
  consent: 'Entendi que o prazo venceu e quero o recurso mesmo assim.',
  filedLate: (filed: string, deadline: string) =>
    `A data do protocolo (${formatDate(filed)}) é depois do prazo (${formatDate(deadline)}). Confira as duas datas: um recurso protocolado fora do prazo é arquivado sem julgamento (${CTB_RULES.art285_5.cite}).`,
  filedLateConsent: 'A data está certa: protocolei depois do prazo.',
} as const;

/** The consequences of filing late, by the kind of piece. */
function lateLines(type: AppealType, stage: NoticeStage | undefined): string[] {
  if (type === 'suspension' || stage === 'suspensao')
    return [
      'Uma defesa apresentada fora do prazo não precisa ser analisada pelo órgão, e a suspensão pode ser aplicada sem ela.',
      'Só pague se o prazo da sua notificação for outro (confira a data impressa nela) ou se você não foi notificado corretamente.',
    ];
  if (stage === 'defesa_previa')
    return [
      'Uma defesa prévia fora do prazo não é analisada. Quando chegar a notificação da penalidade, você poderá recorrer à JARI no prazo dela.',
      'Só pague se o prazo da sua notificação for outro (confira a data impressa nela) ou se você não foi notificado corretamente.',
    ];
  return [
    `Um recurso apresentado fora do prazo não tem efeito suspensivo (${CTB_RULES.art285_1.cite}) e “${CTB_RULES.art285_5.text}” (${CTB_RULES.art285_5.cite}): o órgão não o julga.`,
    'Só pague se o prazo da sua notificação for outro (confira a data impressa nela) ou se você não foi notificado corretamente.',
  ];
}

/** What to tell the driver about filing on time, for an appeal with (or without) a known deadline. */
export function timelinessNotice(
  appeal: { type: AppealType; deadline?: string; stage?: NoticeStage },
  now: Date,
): TimelinessNotice {
  if (!appeal.deadline)
    return { state: 'unknown', title: 'Prazo não informado', lines: [TIMELINESS_TEXT.unknown] };
  const d = deadlineStatus(appeal.deadline, now);
  const date = formatDate(d.date);
  if (d.state === 'overdue')
    return {
      state: 'overdue',
      title: `O prazo para protocolar venceu em ${date} (${d.label.toLowerCase()}).`,
      lines: lateLines(appeal.type, appeal.stage),
      consent: TIMELINESS_TEXT.consent,
    };
  if (d.state === 'today')
    return {
      state: 'today',
      title: `Hoje (${date}) é o último dia para protocolar.`,
      lines: ['Depois do pagamento, baixe o PDF, assine e protocole ainda hoje.'],
    };
  return {
    state: d.state,
    title: `Prazo para protocolar: até ${date} · ${d.label}.`,
    lines: [
      d.state === 'soon'
        ? 'Falta pouco: depois do pagamento, baixe o PDF, assine e protocole o quanto antes.'
        : 'Depois do pagamento, baixe o PDF, assine e protocole dentro do prazo.',
    ],
  };
}

/** A filing date after the deadline: the question the filing form asks before recording it. */
export function lateFilingQuestion(filedOn: string, deadline: string | undefined): string | undefined {
  if (!deadline || filedOn <= deadline) return undefined;
  return TIMELINESS_TEXT.filedLate(filedOn, deadline);
}
