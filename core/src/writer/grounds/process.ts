/**
 * Grounds of any suspension process: its notice's deadline, prescription, the infraction that
 * suspends by itself (art. 261 II), the notices of the underlying fines, and the right of defence.
 */
import { addYears } from './dates';
import { daysBetween } from '../../facts/dates';
import { date } from '../format';
import { art281Prazo, NA_DISPATCH_LIMIT_DAYS, SENT, sentDate } from './procedure';
import { PROCESS, rule, valueAt } from './types';

const SUSPENSION = { kinds: ['defesa_suspensao'] } as const;

export const suspensaoPrazoNotificacao = rule({
  id: 'suspensao_prazo_notificacao',
  title: 'DA NOTIFICAÇÃO EXPEDIDA APÓS TRINTA DIAS DA INSTAURAÇÃO',
  scope: SUSPENSION,
  premises: ['suspension.openingDate', SENT],
  condition: (facts) => {
    const sent = sentDate(facts);
    const days = daysBetween(valueAt(facts, 'suspension.openingDate'), sent.fact.value);
    return days > NA_DISPATCH_LIMIT_DAYS ? { ...sent, days } : undefined;
  },
  text: (facts, d) => [
    `O processo foi instaurado em ${date(facts.suspension?.openingDate, 'data de instauração')}, e a notificação foi ${d.how} em ${date(d.fact, 'data da notificação')}, ${d.days} dias depois.`,
    'Nos termos do art. 281, § 1º, II, e § 2º, do CTB, este incluído pela Lei nº 14.304/2022, a notificação referente à penalidade de suspensão do direito de dirigir deve ser expedida no prazo máximo de trinta dias, contado da data da instauração do processo; expedida depois, o processo deve ser arquivado.',
  ],
  sources: ['ctb_281'],
  // The same citation as the fine's late notice: either ground may print it.
  markers: art281Prazo.markers,
});

export const prescricaoQuinquenal = rule({
  id: 'prescricao_quinquenal',
  title: 'DA PRESCRIÇÃO DA PRETENSÃO PUNITIVA',
  scope: SUSPENSION,
  premises: ['infraction.date', SENT],
  condition: (facts) => {
    const sent = sentDate(facts);
    return sent.fact.value > addYears(valueAt(facts, 'infraction.date'), 5) ? sent : undefined;
  },
  text: (facts, d) => [
    `A infração que fundamenta o processo teria ocorrido em ${date(facts.infraction.date, 'data da infração')}, e a notificação do processo foi ${d.how} em ${date(d.fact, 'data da notificação')}, mais de cinco anos depois.`,
    'A Lei nº 9.873/1999 fixa em cinco anos, contados da data da prática do ato, o prazo da ação punitiva da Administração Pública Federal no exercício do poder de polícia (art. 1º da Lei nº 9.873/1999), prazo que deve ser observado também, por analogia, pelos demais órgãos de trânsito. Consumada a prescrição, o processo deve ser arquivado.',
  ],
  sources: ['lei_9873'],
});

export const autossuspensiva = rule({
  id: 'autossuspensiva',
  title: 'DA INFRAÇÃO AUTOSSUSPENSIVA AINDA NÃO DEFINITIVA',
  scope: { ...SUSPENSION, process: 'infracao_suspensiva' },
  premises: [PROCESS],
  condition: () => true,
  text: () => [
    'Nas infrações que preveem por si só a suspensão do direito de dirigir (art. 261, II, do CTB), o processo de suspensão deve ser instaurado concomitantemente ao processo de aplicação da multa, ambos de competência do órgão responsável pela multa (art. 261, § 10, do CTB), e a penalidade de suspensão depende da regularidade do processo da própria infração. Enquanto houver defesa ou recurso pendente contra o auto que a fundamenta, a suspensão não pode ser aplicada, pois o recurso tem efeito suspensivo (art. 285 do CTB).',
    'Requer-se que o órgão comprove que a penalidade da infração de origem é definitiva na esfera administrativa, com as notificações da autuação e da penalidade regularmente expedidas.',
  ],
  sources: ['ctb_261', 'ctb_285_286'],
  markers: [/261\s*,\s*(inciso\s+)?ii\b/, /261\s*,\s*§\s*10\b/],
});

export const notificacaoInfracoes = rule({
  id: 'notificacao_infracoes',
  title: 'DA NOTIFICAÇÃO DAS INFRAÇÕES DE ORIGEM',
  scope: SUSPENSION,
  premises: [],
  condition: () => true,
  text: () => [
    'Conforme a Súmula 312 do Superior Tribunal de Justiça, cada penalidade exige as notificações da autuação e da penalidade. Requer-se a comprovação da expedição de ambas as notificações para cada auto que fundamenta este processo; as infrações sem essa comprovação devem ser excluídas.',
  ],
  sources: ['stj_312'],
});

export const prescricao = rule({
  id: 'prescricao',
  title: 'DA PRESCRIÇÃO',
  scope: SUSPENSION,
  premises: [],
  condition: () => true,
  text: () => [
    'A Lei nº 9.873/1999 fixa em cinco anos o prazo da ação punitiva da Administração no exercício do poder de polícia, contados da data da prática do ato, e reconhece a prescrição do procedimento paralisado por mais de três anos, pendente de julgamento ou despacho (art. 1º, caput e § 1º, da mesma lei). Requer-se a verificação desses prazos em relação a cada infração considerada e a este processo.',
  ],
  sources: ['lei_9873'],
});

export const amplaDefesa = rule({
  id: 'ampla_defesa',
  title: 'DO CONTRADITÓRIO E DA AMPLA DEFESA',
  scope: SUSPENSION,
  premises: [],
  condition: () => true,
  text: () => [
    'O art. 265 do CTB exige que a suspensão do direito de dirigir seja aplicada por decisão fundamentada, em processo administrativo, assegurado ao infrator amplo direito de defesa, e o art. 5º, LV, da Constituição Federal assegura aos litigantes, em processo administrativo, o contraditório e a ampla defesa. Requer-se vista integral do processo, com cópia de todos os autos e notificações que o instruem, e a devolução do prazo de defesa após o acesso.',
  ],
  sources: ['ctb_265', 'cf_5_LV'],
});
