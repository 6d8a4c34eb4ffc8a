/**
 * A fine's procedure: the auto's elements and its typing (art. 280), the notice of autuação's deadlines
 * (arts. 280 VI, 281 § 1º II, 281-A), the penalty notice's (art. 282 §§ 4º, 6º, 6º-A, 7º), both notices
 * (Súmula 312 STJ), and the subsidiary written warning (art. 267).
 */
import { daysBetween } from '../../facts/dates';
import type { Fact, Facts } from '../../facts/schema';
import { ctbArticle, date } from '../../writer/format';
import { perNotice, saysLead } from '../attribution';
import { certainRow, unattendedCamera } from '../classify';
import {
  ALL_TRAFFIC,
  defect,
  known,
  MET,
  notShown,
  PENALTY_STAGES,
  type Premise,
  rule,
  valueAt,
} from '../types';

/** Art. 281 § 1º II: the notice of the infraction (NA) dispatched within thirty days. */
export const NA_DISPATCH_LIMIT_DAYS = 30;
/** Art. 281-A: the NA gives at least thirty days, from its dispatch, for the defesa prévia. */
export const MIN_DEFENCE_DAYS = 30;
/** Art. 282 § 4º: the penalty notice gives at least thirty days for the appeal. */
export const MIN_APPEAL_DAYS = 30;
/** Art. 282 § 6º: the penalty notice within 180 days, or 360 when a defesa prévia was filed. */
export const NP_LIMIT_DAYS = 180;
export const NP_LIMIT_WITH_DEFENCE_DAYS = 360;

/** The date the notice was sent: its dispatch date, or its issue date when none is printed. */
export const SENT: Premise = ['notice.dispatchDate', 'notice.issueDate'];

export interface Sent {
  fact: Fact<string>;
  how: 'postada' | 'emitida';
}

export function sentDate(facts: Facts): Sent {
  const { dispatchDate, issueDate } = facts.notice;
  return dispatchDate
    ? { fact: dispatchDate, how: 'postada' }
    : { fact: issueDate as Fact<string>, how: 'emitida' };
}

const sinceInfraction = (facts: Facts, to: Fact<string>): number =>
  daysBetween(valueAt(facts, 'infraction.date'), to.value);

/** "A infração teria ocorrido em …, e a notificação da autuação foi postada em …, N dias depois, conforme …". */
function datesSentence(facts: Facts, d: Sent & { days: number }, which: string): string {
  return `A infração teria ocorrido em ${date(facts.infraction.date, 'data da infração')}, e a notificação ${which} foi ${d.how} em ${date(d.fact, 'data de postagem')}, ${d.days} dias depois${perNotice(facts.infraction.date, d.fact)}.`;
}

const ARCHIVE_281_II =
  'O art. 281, § 1º, II, do CTB determina que o auto de infração será arquivado e seu registro julgado insubsistente se, no prazo máximo de trinta dias, não for expedida a notificação da autuação. Ultrapassado esse prazo, o auto deve ser arquivado, independentemente do mérito.';

export const art280Elementos = rule({
  id: 'art280_elementos',
  title: 'DOS ELEMENTOS DO AUTO DE INFRAÇÃO',
  requirement: {
    text: 'O auto contém a tipificação, o local, a data e a hora, e a placa do veículo.',
    cite: 'art. 280, I a III, do CTB',
  },
  scope: { kinds: ALL_TRAFFIC },
  premises: [],
  // What the notice prints of the art. 280 elements: the review offers what was not read. Nothing is
  // argued on a missing reading (the reader may have missed it); a contradiction is art280_tipificacao.
  evidence: ['infraction.code', 'infraction.date', 'infraction.time', 'infraction.place', 'vehicle.plate'],
  check: (facts) =>
    ['infraction.code', 'infraction.date', 'infraction.time', 'infraction.place', 'vehicle.plate'].every(
      (p) => known(facts, p as Premise) !== undefined,
    )
      ? MET
      : notShown(true),
  sources: ['ctb_280'],
});

/** "218, I" / "252, parágrafo único" → article and subdivision, in folded form. */
function articleParts(s: string): { article: string; sub?: string } | undefined {
  const t = s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const m =
    /(?:art(?:igo)?\.?\s*)?(\d{2,3}(?:-[a-z])?)\b\s*(?:,\s*|\s+)?(?:(?:inciso\s+)?([ivxl]+)\b|(paragrafo unico|p\.\s*u\.?))?/.exec(
      t,
    );
  if (!m) return undefined;
  const sub = m[2] ?? (m[3] ? 'paragrafo unico' : undefined);
  return { article: m[1] as string, ...(sub ? { sub } : {}) };
}

export const art280Tipificacao = rule({
  id: 'art280_tipificacao',
  title: 'DA TIPIFICAÇÃO CONTRADITÓRIA',
  requirement: {
    text: 'O código da infração e o amparo legal impressos correspondem ao mesmo dispositivo do CTB.',
    cite: 'art. 280, I, e art. 281, § 1º, I, do CTB',
  },
  scope: { kinds: ALL_TRAFFIC },
  premises: ['infraction.code'],
  evidence: ['infraction.legalBasis'],
  check: (facts) => {
    const row = certainRow(facts);
    const printed = known<string>(facts, 'infraction.legalBasis');
    if (!row || !printed) return notShown(undefined);
    const a = articleParts(printed);
    const b = articleParts(row.artigo);
    if (!a || !b) return MET;
    const differs =
      a.article !== b.article || (a.sub !== undefined && b.sub !== undefined && a.sub !== b.sub);
    return differs ? defect({ printed, row }) : MET;
  },
  defect: (facts, d) => [
    `O auto enquadra a conduta no código ${d.row.codigo} ("${d.row.descricao}"), que corresponde ao ${ctbArticle(d.row.artigo)}, mas indica como amparo legal "${d.printed}". ${saysLead(facts.infraction.legalBasis) === 'A própria notificação informa que' ? 'Ambos constam da própria notificação.' : ''}`.trim(),
    'A tipificação contraditória impede saber de qual infração a parte deve se defender e torna o auto inconsistente (art. 280, I, e art. 281, § 1º, I, do CTB), o que impõe seu arquivamento.',
  ],
  sources: ['ctb_280', 'ctb_281'],
});

export const art281Prazo = rule({
  id: 'art281_prazo',
  title: 'DA EXPEDIÇÃO DA NOTIFICAÇÃO APÓS O PRAZO DE TRINTA DIAS',
  requirement: {
    text: 'A notificação da autuação é expedida em até trinta dias da infração (salvo auto assinado pelo condutor, que vale como notificação).',
    cite: 'art. 281, § 1º, II, e art. 280, VI, do CTB',
  },
  scope: { kinds: ['defesa'] },
  premises: ['stage', 'infraction.date', SENT],
  questions: ['infraction.signedAtRoadside'],
  check: (facts) => {
    const sent = sentDate(facts);
    const days = sinceInfraction(facts, sent.fact);
    if (days <= NA_DISPATCH_LIMIT_DAYS) return MET;
    const signed = known<boolean>(facts, 'infraction.signedAtRoadside');
    if (signed === true) return MET;
    // A fixed camera's auto was signed by nobody: the driver is not asked what the notice shows.
    const camera = signed === undefined && unattendedCamera(facts);
    const data = { ...sent, days, camera };
    return signed === false || camera ? defect(data) : notShown(data, ['infraction.signedAtRoadside']);
  },
  defect: (facts, d) => [
    datesSentence(facts, d, 'da autuação'),
    `${d.camera ? 'A infração foi registrada por equipamento, sem abordagem do condutor, de modo que nenhum auto assinado por ele valeu como notificação' : 'O auto não foi assinado pelo condutor no momento da autuação, de modo que não valeu como notificação'} (art. 280, VI, do CTB). ${ARCHIVE_281_II}`,
  ],
  notShown: (facts, d) => [
    datesSentence(facts, d, 'da autuação'),
    `Não consta que o auto tenha sido assinado pelo condutor no momento da autuação, única hipótese em que valeria como notificação (art. 280, VI, e art. 281-A do CTB). ${ARCHIVE_281_II}`,
  ],
  sources: ['ctb_281', 'ctb_280'],
  markers: [
    /281\s*,?\s*§\s*1\s*,?\s*(inciso\s+)?ii\b/,
    /inciso\s+ii\s+do\s+§\s*1\s+do\s+art(igo)?\.?\s*281\b/,
  ],
});

export const art281APrazoDefesa = rule({
  id: 'art281A_prazo_defesa',
  title: 'DO PRAZO DE DEFESA INFERIOR A TRINTA DIAS',
  requirement: {
    text: 'A notificação da autuação dá prazo não inferior a trinta dias, contado da expedição, para a defesa prévia.',
    cite: 'art. 281-A do CTB',
  },
  scope: { kinds: ['defesa'] },
  premises: ['stage', SENT, 'notice.deadline'],
  check: (facts) => {
    const sent = sentDate(facts);
    const days = daysBetween(sent.fact.value, valueAt(facts, 'notice.deadline'));
    return days < MIN_DEFENCE_DAYS ? defect({ ...sent, days }) : MET;
  },
  defect: (facts, d) => [
    `A notificação da autuação, ${d.how} em ${date(d.fact, 'data da notificação')}, fixou como prazo para a defesa prévia o dia ${date(facts.notice.deadline, 'prazo')}, apenas ${d.days} dias depois${perNotice(d.fact, facts.notice.deadline)}.`,
    'O art. 281-A do CTB exige que a notificação da autuação conceda prazo não inferior a trinta dias, contado de sua expedição, para a apresentação da defesa prévia. O prazo menor cerceia a defesa e torna a notificação irregular, o que impõe o arquivamento do auto (art. 281, § 1º, I, do CTB).',
  ],
  sources: ['ctb_281'],
  // Not art. 281-A itself: the timeliness paragraph cites it for any defesa prévia.
  markers: [/prazo para a defesa previa o dia/],
});

export const art282PrazoRecurso = rule({
  id: 'art282_prazo_recurso',
  title: 'DO PRAZO DE RECURSO INFERIOR A TRINTA DIAS',
  requirement: {
    text: 'A notificação da penalidade dá prazo de recurso não inferior a trinta dias.',
    cite: 'art. 282, § 4º, do CTB',
  },
  scope: { kinds: ['recurso_jari'] },
  premises: ['stage', SENT, 'notice.deadline'],
  check: (facts) => {
    const sent = sentDate(facts);
    const days = daysBetween(sent.fact.value, valueAt(facts, 'notice.deadline'));
    return days < MIN_APPEAL_DAYS ? defect({ ...sent, days }) : MET;
  },
  defect: (facts, d) => [
    `A notificação da penalidade, ${d.how} em ${date(d.fact, 'data da notificação')}, fixou como prazo para o recurso o dia ${date(facts.notice.deadline, 'prazo')}, apenas ${d.days} dias depois${perNotice(d.fact, facts.notice.deadline)}.`,
    'O art. 282, § 4º, do CTB exige que da notificação da penalidade conste prazo para recurso não inferior a trinta dias contados da data da notificação. Concedido prazo menor, a notificação é irregular e não produz efeitos.',
  ],
  request: {
    defect: {
      text: 'caso não reconhecida de pronto a insubsistência do auto, a renovação da notificação da penalidade com prazo de recurso não inferior a trinta dias (art. 282, § 4º, do CTB);',
    },
  },
  sources: ['ctb_282'],
  // Not art. 282 § 4º itself: the timeliness paragraph cites it for any appeal to the JARI.
  markers: [/prazo para o recurso o dia/],
});

export const art282Decadencia = rule({
  id: 'art282_decadencia',
  title: 'DA DECADÊNCIA DO DIREITO DE APLICAR A PENALIDADE',
  requirement: {
    text: 'A notificação da penalidade é expedida em até 180 dias da infração, ou 360 se houve defesa prévia.',
    cite: 'art. 282, §§ 6º, 6º-A e 7º, do CTB',
  },
  scope: { kinds: ['recurso_jari', 'recurso_cetran'] },
  premises: ['stage', 'infraction.date', SENT],
  questions: ['notice.priorDefenceFiled'],
  check: (facts) => {
    const sent = sentDate(facts);
    const days = sinceInfraction(facts, sent.fact);
    if (days <= NP_LIMIT_DAYS) return MET;
    if (days > NP_LIMIT_WITH_DEFENCE_DAYS)
      return defect({ ...sent, days, limit: NP_LIMIT_WITH_DEFENCE_DAYS });
    const filed = known<boolean>(facts, 'notice.priorDefenceFiled');
    if (filed === true) return MET;
    const data = { ...sent, days, limit: NP_LIMIT_DAYS };
    return filed === false ? defect(data) : notShown(data, ['notice.priorDefenceFiled']);
  },
  defect: (facts, d) => [
    datesSentence(facts, d, 'da penalidade'),
    'Nos termos do art. 282, § 6º, I, do CTB, na redação da Lei nº 14.229/2021, a notificação da penalidade deve ser expedida em até cento e oitenta dias, ou em até trezentos e sessenta dias se houver defesa prévia, contados da data do cometimento da infração; o descumprimento implica a decadência do direito de aplicar a penalidade (art. 282, § 7º).',
    d.limit === NP_LIMIT_DAYS
      ? 'Não houve defesa prévia contra esta autuação: o prazo aplicável é o de cento e oitenta dias, que se esgotou antes da expedição. Para as autuações que não sejam em flagrante, o prazo conta do conhecimento da infração pelo órgão (§ 6º-A); se o órgão o invocar, cabe-lhe demonstrar essa data nos autos.'
      : 'Foi ultrapassado até mesmo o prazo maior, de trezentos e sessenta dias. Para as autuações que não sejam em flagrante, o prazo conta do conhecimento da infração pelo órgão (§ 6º-A); se o órgão o invocar, cabe-lhe demonstrar essa data nos autos.',
  ],
  notShown: (facts, d) => [
    datesSentence(facts, d, 'da penalidade'),
    'O art. 282, § 6º, I, do CTB, na redação da Lei nº 14.229/2021, fixa em cento e oitenta dias, contados da data do cometimento da infração, o prazo para a expedição da notificação da penalidade quando não há defesa prévia, e em trezentos e sessenta dias quando há; o descumprimento implica a decadência do direito de aplicar a penalidade (art. 282, § 7º). Requer-se que o órgão informe nos autos se houve defesa prévia contra esta autuação e, não tendo havido, reconheça a decadência.',
  ],
  request: {
    defect: {
      text: 'o reconhecimento da decadência do direito de aplicar a penalidade (art. 282, § 7º, do CTB);',
    },
  },
  sources: ['ctb_282', 'amending_laws'],
  markers: [/282\s*,?\s*§\s*[67]\b/, /§\s*[67]\s+do\s+art(igo)?\.?\s*282\b/],
});

export const notificacaoAutuacao = rule({
  id: 'notificacao_autuacao',
  title: 'DA FALTA DA NOTIFICAÇÃO DA AUTUAÇÃO',
  requirement: {
    text: 'A penalidade é precedida da notificação da autuação, com prazo de defesa prévia.',
    cite: 'Súmula 312 do STJ; arts. 281, § 1º, II, e 281-A do CTB',
  },
  scope: { kinds: PENALTY_STAGES },
  premises: ['stage'],
  questions: ['notice.autuacaoReceived', 'notice.priorDefenceFiled'],
  check: (facts) => {
    if (known(facts, 'notice.priorDefenceFiled') === true) return MET;
    const received = known<boolean>(facts, 'notice.autuacaoReceived');
    if (received === true) return MET;
    return received === false ? defect(true) : notShown(true);
  },
  defect: () => [
    'A parte recorrente não recebeu a notificação da autuação: a primeira notificação que lhe chegou foi a da penalidade, sem que lhe fosse aberto prazo para a defesa prévia.',
    'Conforme a Súmula 312 do Superior Tribunal de Justiça, no processo administrativo para imposição de multa de trânsito são necessárias as notificações da autuação e da aplicação da pena decorrente da infração. Cabe ao órgão comprovar que a notificação da autuação foi expedida em até trinta dias da infração (art. 281, § 1º, II, do CTB), com prazo para a defesa prévia (art. 281-A), ao endereço do cadastro do veículo; sem essa prova, a penalidade é nula.',
  ],
  request: {
    defect: {
      text: 'a juntada do comprovante de expedição da notificação da autuação, com a data de postagem e o endereço a que foi enviada;',
      evidence: true,
    },
  },
  sources: ['stj_312', 'ctb_281'],
  markers: [/sumula\s*(n\.?\s*)?312\b/],
});

export const advertenciaArt267 = rule({
  id: 'advertencia_art267',
  title: 'DO PEDIDO SUBSIDIÁRIO DE ADVERTÊNCIA POR ESCRITO',
  requirement: {
    text: 'Infração leve ou média, sem outra infração nos últimos doze meses: advertência por escrito.',
    cite: 'art. 267 do CTB',
  },
  scope: { kinds: ALL_TRAFFIC },
  premises: ['infraction.code'],
  subsidiary: true,
  // The notice cannot show the driver's record: the request asks the authority to check it.
  check: (facts) => {
    const g = certainRow(facts)?.gravidade;
    return g === 'leve' || g === 'media' ? notShown({ gravity: g === 'leve' ? 'leve' : 'média' }) : MET;
  },
  notShown: (_facts, d) => [
    `A infração imputada é de natureza ${d.gravity}. Nos termos do art. 267 do CTB, na redação da Lei nº 14.071/2020, deverá ser imposta a penalidade de advertência por escrito à infração de natureza leve ou média, passível de ser punida com multa, caso o infrator não tenha cometido nenhuma outra infração nos últimos doze meses. Caso não acolhidos os pedidos principais, requer-se a verificação do prontuário e a imposição da advertência por escrito em lugar da multa.`,
  ],
  request: {
    notShown: {
      text: 'subsidiariamente, a imposição da advertência por escrito em lugar da multa, nos termos do art. 267 do CTB;',
    },
  },
  sources: ['ctb_267', 'amending_laws'],
  markers: [/art(igo)?\.?\s*267\b/, /advertencia por escrito/],
});
