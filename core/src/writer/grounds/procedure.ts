/** Grounds of a fine's procedure: the notice's deadlines, the auto's requirements, the two notices, art. 267. */
import { daysBetween } from '../../facts/dates';
import type { Fact, Facts } from '../../facts/schema';
import { date } from '../format';
import { certainRow } from './classify';
import { ALL_TRAFFIC, type Premise, rule, valueAt } from './types';

/** Art. 281 § 1º II: the notice of the infraction (NA) dispatched within thirty days. */
export const NA_DISPATCH_LIMIT_DAYS = 30;
/** Art. 281-A: the NA gives at least thirty days, from its dispatch, for the defesa prévia. */
export const MIN_DEFENCE_DAYS = 30;
/** Art. 282 §§ 6º–7º: the penalty notice within 360 days (with a defesa prévia): beyond it, decadência. */
export const NP_DECADENCE_LIMIT_DAYS = 360;

/** The date the notice was sent: its dispatch date, or its issue date when none is printed. */
export const SENT: Premise = ['notice.dispatchDate', 'notice.issueDate'];

export function sentDate(facts: Facts): { fact: Fact<string>; how: 'postada' | 'emitida' } {
  const { dispatchDate, issueDate } = facts.notice;
  return dispatchDate
    ? { fact: dispatchDate, how: 'postada' }
    : { fact: issueDate as Fact<string>, how: 'emitida' };
}

const sinceInfraction = (facts: Facts, to: Fact<string>): number =>
  daysBetween(valueAt(facts, 'infraction.date'), to.value);

export const art281Prazo = rule({
  id: 'art281_prazo',
  title: 'DA EXPEDIÇÃO DA NOTIFICAÇÃO APÓS O PRAZO DE TRINTA DIAS',
  scope: { kinds: ['defesa'] },
  premises: ['stage', 'infraction.date', SENT],
  condition: (facts) => {
    const sent = sentDate(facts);
    const n = sinceInfraction(facts, sent.fact);
    return n > NA_DISPATCH_LIMIT_DAYS ? { ...sent, days: n } : undefined;
  },
  text: (facts, d) => [
    `A infração teria ocorrido em ${date(facts.infraction.date, 'data da infração')}, e a notificação da autuação foi ${d.how} em ${date(d.fact, 'data de postagem')}, ${d.days} dias depois, conforme datas impressas na própria notificação.`,
    'O art. 281, § 1º, II, do Código de Trânsito Brasileiro determina que o auto de infração será arquivado e seu registro julgado insubsistente se, no prazo máximo de trinta dias, não for expedida a notificação da autuação. Ultrapassado esse prazo, o auto deve ser arquivado, independentemente do mérito.',
  ],
  sources: ['ctb_281'],
  markers: [
    /281\s*,?\s*§\s*1\s*,?\s*(inciso\s+)?ii\b/,
    /inciso\s+ii\s+do\s+§\s*1\s+do\s+art(igo)?\.?\s*281\b/,
  ],
});

export const art281APrazoDefesa = rule({
  id: 'art281A_prazo_defesa',
  title: 'DO PRAZO DE DEFESA INFERIOR A TRINTA DIAS',
  scope: { kinds: ['defesa'] },
  premises: ['stage', SENT, 'notice.deadline'],
  condition: (facts) => {
    const sent = sentDate(facts);
    const n = daysBetween(sent.fact.value, valueAt(facts, 'notice.deadline'));
    return n < MIN_DEFENCE_DAYS ? { ...sent, days: n } : undefined;
  },
  text: (facts, d) => [
    `A notificação da autuação, de ${date(d.fact, 'data da notificação')}, fixou prazo para a defesa prévia até ${date(facts.notice.deadline, 'prazo')}, apenas ${d.days} dias depois.`,
    'O art. 281-A do CTB exige que a notificação da autuação conceda prazo não inferior a trinta dias, contado de sua expedição, para a apresentação da defesa prévia. O prazo menor cerceia a defesa e vicia a notificação, que deve ser anulada.',
  ],
  sources: ['ctb_281'],
  markers: [/\b281-a\b/],
});

export const art282Decadencia = rule({
  id: 'art282_decadencia',
  title: 'DA DECADÊNCIA DO DIREITO DE APLICAR A PENALIDADE',
  scope: { kinds: ['recurso_jari'] },
  premises: ['stage', 'infraction.date', SENT],
  condition: (facts) => {
    const sent = sentDate(facts);
    const n = sinceInfraction(facts, sent.fact);
    return n > NP_DECADENCE_LIMIT_DAYS ? { ...sent, days: n } : undefined;
  },
  text: (facts, d) => [
    `A infração teria ocorrido em ${date(facts.infraction.date, 'data da infração')}, e a notificação da penalidade é de ${date(d.fact, 'data da notificação da penalidade')}, ${d.days} dias depois.`,
    'Nos termos do art. 282, § 6º, do CTB, na redação da Lei nº 14.229/2021, a notificação da penalidade deve ser expedida em até cento e oitenta dias, ou trezentos e sessenta dias se houver defesa prévia, contados da infração, sob pena de decadência (art. 282, § 7º). Ultrapassado até mesmo o prazo maior, a penalidade não pode ser aplicada.',
  ],
  sources: ['ctb_282', 'lei_14071_14229'],
  markers: [/282\s*,?\s*§\s*[67]\b/, /§\s*[67]\s+do\s+art(igo)?\.?\s*282\b/],
});

export const art280Requisitos = rule({
  id: 'art280_requisitos',
  title: 'DOS REQUISITOS DO AUTO DE INFRAÇÃO',
  scope: { kinds: ALL_TRAFFIC },
  premises: [],
  condition: () => true,
  text: () => [
    'Nos termos do art. 280 do CTB, o auto de infração deve conter a tipificação da infração; o local, a data e a hora do cometimento; os caracteres da placa de identificação do veículo, sua marca e espécie; o prontuário do condutor, sempre que possível; a identificação do órgão ou entidade e da autoridade ou agente autuador ou equipamento que comprovar a infração; e a assinatura do infrator, sempre que possível.',
    'A ausência ou a incorreção de qualquer desses elementos torna o auto inconsistente ou irregular, impondo seu arquivamento (art. 281, § 1º, I, do CTB). Requer-se, por isso, a conferência integral do auto original e de seus registros, que devem ser juntados ao processo.',
  ],
  sources: ['ctb_280', 'ctb_281'],
});

export const duplaNotificacao = rule({
  id: 'dupla_notificacao',
  title: 'DA DUPLA NOTIFICAÇÃO',
  scope: { kinds: ['recurso_jari', 'recurso_cetran'] },
  premises: ['stage'],
  condition: () => true,
  text: () => [
    'Conforme a Súmula 312 do Superior Tribunal de Justiça, no processo administrativo para imposição de multa de trânsito são necessárias as notificações da autuação e da aplicação da pena decorrente da infração. A penalidade só é válida se a notificação da autuação tiver sido regularmente expedida, abrindo prazo para a defesa prévia.',
    'Requer-se que o órgão autuador comprove nos autos a expedição e a entrega da notificação da autuação, sob pena de nulidade da penalidade.',
  ],
  sources: ['stj_312'],
  markers: [/sumula\s*(n\.?\s*)?312\b/],
});

export const advertenciaArt267 = rule({
  id: 'advertencia_art267',
  title: 'DO PEDIDO SUBSIDIÁRIO DE ADVERTÊNCIA POR ESCRITO',
  scope: { kinds: ALL_TRAFFIC },
  premises: ['infraction.code'],
  condition: (facts) => {
    const g = certainRow(facts)?.gravidade;
    return g === 'leve' || g === 'media' ? { gravity: g === 'leve' ? 'leve' : 'média' } : undefined;
  },
  text: (_facts, d) => [
    `A infração imputada é de natureza ${d.gravity}. Nos termos do art. 267 do CTB, na redação da Lei nº 14.071/2020, deverá ser imposta a penalidade de advertência por escrito à infração de natureza leve ou média, passível de ser punida com multa, caso o infrator não tenha cometido nenhuma outra infração nos últimos doze meses. Caso não acolhidos os pedidos principais, requer-se subsidiariamente essa substituição, à vista do prontuário do(a) requerente.`,
  ],
  sources: ['ctb_267', 'lei_14071_14229'],
  markers: [/art(igo)?\.?\s*267\b/, /advertencia por escrito/],
  request: {
    text: 'subsidiariamente, a conversão da multa em advertência por escrito, nos termos do art. 267 do CTB;',
  },
});
