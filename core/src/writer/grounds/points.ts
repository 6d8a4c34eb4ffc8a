/** Grounds of a suspension by points (art. 261 I): the limits, the twelve-month window, points still under appeal. */
import type { Facts } from '../../facts/schema';
import { date } from '../format';
import { addYears } from './dates';
import { PROCESS, rule, valueAt } from './types';

/** Art. 261 I a: the lowest limit, with two or more gravíssimas in the count. */
export const LOWEST_POINTS_LIMIT = 20;

const POINTS = { kinds: ['defesa_suspensao'], process: 'pontos' } as const;

/** The art. 261 I paragraph every points ground builds on. */
const ART_261_I =
  'O art. 261, I, do CTB, na redação da Lei nº 14.071/2020, só autoriza a suspensão quando o infrator atinge, no período de doze meses, vinte pontos se houver duas ou mais infrações gravíssimas, trinta pontos se houver uma, ou quarenta pontos se não houver nenhuma.';

export const pontosAbaixoLimite = rule({
  id: 'pontos_abaixo_limite',
  title: 'DA PONTUAÇÃO INFERIOR AO LIMITE LEGAL',
  scope: POINTS,
  premises: [PROCESS, 'suspension.points'],
  condition: (facts: Facts) => {
    const points = valueAt<number>(facts, 'suspension.points');
    return points < LOWEST_POINTS_LIMIT ? { points } : undefined;
  },
  text: (_facts, d) => [
    `Segundo a própria notificação, o prontuário do(a) requerente somaria ${d.points} pontos. ${ART_261_I} A pontuação indicada não alcança sequer o menor desses limites, o que impõe o arquivamento do processo.`,
  ],
  sources: ['ctb_261', 'lei_14071_14229'],
});

export const janelaExcedida = rule({
  id: 'janela_excedida',
  title: 'DO PERÍODO DE APURAÇÃO SUPERIOR A DOZE MESES',
  scope: POINTS,
  premises: [PROCESS, 'suspension.periodStart', 'suspension.periodEnd'],
  // A twelve-month window ends the day before the start's anniversary.
  condition: (facts) =>
    valueAt<string>(facts, 'suspension.periodEnd') >= addYears(valueAt(facts, 'suspension.periodStart'), 1)
      ? true
      : undefined,
  text: (facts) => [
    `A notificação indica como período de apuração o intervalo de ${date(facts.suspension?.periodStart, 'início do período')} a ${date(facts.suspension?.periodEnd, 'fim do período')}, superior a doze meses. O art. 261, I, do CTB só permite somar os pontos das infrações cometidas no período de doze meses: a soma feita em período maior é indevida e não pode fundamentar a suspensão.`,
  ],
  sources: ['ctb_261'],
});

export const janelaDozeMeses = rule({
  id: 'janela_doze_meses',
  title: 'DO PERÍODO DE DOZE MESES',
  scope: POINTS,
  premises: [PROCESS],
  condition: () => true,
  text: () => [
    `${ART_261_I} Pontos de infrações fora da janela de doze meses não podem ser somados.`,
    'Requer-se que o órgão demonstre, infração por infração, a data de cometimento, a natureza e os pontos de cada auto computado, para verificação do limite aplicável e da janela de doze meses.',
  ],
  sources: ['ctb_261', 'lei_14071_14229'],
  markers: [/261\s*,\s*(inciso\s+)?i\b/, /inciso\s+i\s+do\s+art(igo)?\.?\s*261\b/],
  request: {
    text: 'subsidiariamente, a exclusão das infrações e dos pontos que não atendam aos requisitos acima, com o recálculo da pontuação;',
  },
});

export const infracoesEmRecurso = rule({
  id: 'infracoes_em_recurso',
  title: 'DOS PONTOS DE INFRAÇÕES AINDA EM DISCUSSÃO',
  scope: POINTS,
  premises: [PROCESS],
  condition: () => true,
  text: () => [
    'Somente podem ser computados os pontos de infrações cuja penalidade se tornou definitiva na esfera administrativa. Infrações com defesa ou recurso pendente não podem integrar a soma, em razão do efeito suspensivo do art. 285 do CTB.',
  ],
  sources: ['ctb_285_286'],
});
