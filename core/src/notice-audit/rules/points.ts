/**
 * A suspension by points (art. 261 I): the limit that applies (20 points with two or more gravíssimas,
 * 30 with one, 40 with none; 40 for a professional driver, § 5º), the twelve-month window, and the
 * points of infractions still under appeal (art. 285).
 */
import type { Facts } from '../../facts/schema';
import { date } from '../../writer/format';
import { saysLead } from '../attribution';
import { addYears } from '../../facts/dates';
import { defect, known, MET, notShown, PROCESS, rule, valueAt } from '../types';

const POINTS = { kinds: ['defesa_suspensao'], process: 'pontos' } as const;

/** The art. 261 I paragraph every points ground builds on. */
const ART_261_I =
  'O art. 261, I, do CTB, na redação da Lei nº 14.071/2020, só autoriza a suspensão quando o infrator atinge, no período de doze meses, vinte pontos se houver duas ou mais infrações gravíssimas na pontuação, trinta pontos se houver uma, ou quarenta pontos se não houver nenhuma; para o condutor que exerce atividade remunerada ao veículo, somente aos quarenta pontos, independentemente da natureza das infrações (art. 261, § 5º).';

/** The limit that applies, when the facts tell it. */
function limitOf(facts: Facts): { limit: number; why: string } | undefined {
  if (known(facts, 'suspension.professional') === true)
    return { limit: 40, why: 'a parte exerce atividade remunerada ao veículo (art. 261, § 5º)' };
  const g = known<number>(facts, 'suspension.gravissimas');
  if (g === undefined) return undefined;
  if (g >= 2) return { limit: 20, why: 'constam da soma duas ou mais infrações gravíssimas' };
  if (g === 1) return { limit: 30, why: 'consta da soma uma única infração gravíssima (art. 261, I, b)' };
  return { limit: 40, why: 'não consta da soma nenhuma infração gravíssima (art. 261, I, c)' };
}

const WORDS: Record<number, string> = { 20: 'vinte', 30: 'trinta', 40: 'quarenta' };

export const pontosLimite = rule({
  id: 'pontos_limite',
  title: 'DA PONTUAÇÃO INFERIOR AO LIMITE LEGAL',
  requirement: {
    text: 'Os pontos somados atingem o limite que se aplica: 20, 30 ou 40, conforme as gravíssimas; 40 para quem exerce atividade remunerada.',
    cite: 'art. 261, I, a a c, e § 5º, do CTB',
  },
  scope: POINTS,
  premises: [PROCESS, 'suspension.points'],
  evidence: ['suspension.gravissimas'],
  questions: ['suspension.professional'],
  check: (facts) => {
    const points = valueAt<number>(facts, 'suspension.points');
    if (points < 20) return defect({ points, limit: 20, why: 'esse é o menor dos limites' });
    const limit = limitOf(facts);
    if (limit) return points < limit.limit ? defect({ points, ...limit }) : MET;
    if (points >= 40) return MET;
    const professional = known(facts, 'suspension.professional');
    return notShown({ points }, professional === undefined ? ['suspension.professional'] : []);
  },
  defect: (facts, d) => [
    `${saysLead(facts.suspension?.points)} a pontuação do prontuário somaria ${d.points} pontos. ${ART_261_I}`,
    d.limit === 20 && d.why === 'esse é o menor dos limites'
      ? 'A pontuação indicada não alcança sequer o menor desses limites, o que impõe o arquivamento do processo.'
      : `No caso, ${d.why}, de modo que o limite aplicável é de ${WORDS[d.limit as number]} pontos, não alcançado. O processo deve ser arquivado.`,
  ],
  notShown: (facts, d) => {
    // Whether the driver drives for a living is theirs to say: the clause only while it is unknown.
    const professional =
      known(facts, 'suspension.professional') === undefined
        ? ', e não a autoriza se a parte exercer atividade remunerada ao veículo'
        : '';
    return [
      `${saysLead(facts.suspension?.points)} a pontuação do prontuário somaria ${d.points} pontos. ${ART_261_I}`,
      d.points < 30
        ? `Esse total só autoriza a suspensão se constarem da soma duas ou mais infrações gravíssimas${professional}. Requer-se que o órgão demonstre, infração por infração, a natureza de cada auto computado; não comprovadas duas gravíssimas, o processo deve ser arquivado.`
        : `Esse total só autoriza a suspensão se constar da soma ao menos uma infração gravíssima${professional}. Requer-se que o órgão demonstre, infração por infração, a natureza de cada auto computado; não comprovada a gravíssima, o processo deve ser arquivado.`,
    ];
  },
  request: {
    notShown: {
      text: 'a relação das infrações computadas, com a data, a natureza e os pontos de cada uma;',
      evidence: true,
    },
  },
  sources: ['ctb_261', 'amending_laws'],
  markers: [/261\s*,\s*§\s*5\b/],
});

export const janelaExcedida = rule({
  id: 'janela_excedida',
  title: 'DO PERÍODO DE APURAÇÃO SUPERIOR A DOZE MESES',
  requirement: {
    text: 'Os pontos somados são os de infrações cometidas num período de doze meses.',
    cite: 'art. 261, I, do CTB',
  },
  scope: POINTS,
  premises: [PROCESS, 'suspension.periodStart', 'suspension.periodEnd'],
  // A twelve-month window ends the day before the start's anniversary.
  check: (facts) =>
    valueAt<string>(facts, 'suspension.periodEnd') >= addYears(valueAt(facts, 'suspension.periodStart'), 1)
      ? defect(true)
      : MET,
  defect: (facts) => [
    `${saysLead(facts.suspension?.periodStart, facts.suspension?.periodEnd)} o período de apuração foi de ${date(facts.suspension?.periodStart, 'início do período')} a ${date(facts.suspension?.periodEnd, 'fim do período')}, superior a doze meses. O art. 261, I, do CTB só permite somar os pontos das infrações cometidas no período de doze meses. Requer-se a exclusão dos pontos de toda infração cometida fora desse período e o recálculo da pontuação; a soma feita em período maior não pode fundamentar a suspensão.`,
  ],
  request: {
    defect: {
      text: 'a exclusão dos pontos das infrações cometidas fora do período de doze meses e o recálculo da pontuação (art. 261, I, do CTB);',
    },
  },
  sources: ['ctb_261'],
  // Not art. 261, I itself: the facts section cites it for every suspension by points.
  markers: [/periodo de apuracao[^.]*superior a doze meses/],
});

export const infracoesEmRecurso = rule({
  id: 'infracoes_em_recurso',
  title: 'DOS PONTOS DE INFRAÇÕES AINDA EM JULGAMENTO',
  requirement: {
    text: 'Só se somam os pontos de penalidades não pendentes de defesa ou recurso (efeito suspensivo).',
    cite: 'art. 285 do CTB',
  },
  scope: POINTS,
  premises: [PROCESS],
  questions: ['suspension.pendingAppeals'],
  check: (facts) => {
    const pending = known<boolean>(facts, 'suspension.pendingAppeals');
    return pending === true ? defect(true) : pending === false ? MET : notShown(true);
  },
  defect: () => [
    'Entre as infrações somadas há auto cuja defesa ou recurso ainda aguarda julgamento. O recurso contra a penalidade tem efeito suspensivo (art. 285 do CTB): enquanto não decidido, a penalidade não é definitiva e seus pontos não podem integrar a soma que fundamenta a suspensão. Requer-se a exclusão desses pontos e o recálculo da pontuação.',
  ],
  request: {
    defect: {
      text: 'a exclusão dos pontos das infrações ainda pendentes de julgamento e o recálculo da pontuação;',
    },
  },
  sources: ['ctb_285_286'],
});
