/**
 * Any suspension process: its notice's deadline (art. 281 § 2º) and, for federal agencies only, the
 * five-year prescription of Lei 9.873/1999 (its art. 1º covers the Administração Pública Federal; it
 * is never argued against a state or municipal agency). The process of an infraction that suspends by
 * itself is opened together with the fine's (art. 261 § 10): its finality is not asked for.
 */
import { daysBetween } from '../../facts/dates';
import { agencyKind } from '../../facts/agencies';
import { date } from '../../writer/format';
import { perNotice } from '../attribution';
import { addYears } from '../../facts/dates';
import { defect, MET, rule, valueAt } from '../types';
import { art281Prazo, NA_DISPATCH_LIMIT_DAYS, SENT, sentDate } from './procedure';

const SUSPENSION = { kinds: ['defesa_suspensao'] } as const;

export const suspensaoPrazoNotificacao = rule({
  id: 'suspensao_prazo_notificacao',
  title: 'DA NOTIFICAÇÃO EXPEDIDA APÓS TRINTA DIAS DA INSTAURAÇÃO',
  requirement: {
    text: 'A notificação do processo de suspensão é expedida em até trinta dias da instauração.',
    cite: 'art. 281, § 1º, II, e § 2º, do CTB',
  },
  scope: SUSPENSION,
  premises: ['suspension.openingDate', SENT],
  check: (facts) => {
    const sent = sentDate(facts);
    const days = daysBetween(valueAt(facts, 'suspension.openingDate'), sent.fact.value);
    return days > NA_DISPATCH_LIMIT_DAYS ? defect({ ...sent, days }) : MET;
  },
  defect: (facts, d) => [
    `O processo foi instaurado em ${date(facts.suspension?.openingDate, 'data de instauração')}, e a notificação foi ${d.how} em ${date(d.fact, 'data da notificação')}, ${d.days} dias depois${perNotice(facts.suspension?.openingDate, d.fact)}.`,
    'Nos termos do art. 281, § 1º, II, e § 2º, do CTB, este incluído pela Lei nº 14.304/2022, a notificação referente à penalidade de suspensão do direito de dirigir deve ser expedida no prazo máximo de trinta dias, contado da data da instauração do processo; expedida depois, o processo deve ser arquivado.',
  ],
  sources: ['ctb_281'],
  // The same citation as the fine's late notice: either ground may print it.
  markers: art281Prazo.markers,
});

export const prescricaoFederal = rule({
  id: 'prescricao_federal',
  title: 'DA PRESCRIÇÃO DA PRETENSÃO PUNITIVA',
  requirement: {
    text: 'Órgão federal: a ação punitiva prescreve em cinco anos da data do ato, salvo interrupção que o órgão demonstre.',
    cite: 'arts. 1º e 2º da Lei nº 9.873/1999 (Administração Pública Federal)',
  },
  scope: SUSPENSION,
  premises: ['agency', 'infraction.date', SENT],
  check: (facts) => {
    if (agencyKind(valueAt<string>(facts, 'agency'))?.sphere !== 'federal') return MET;
    const sent = sentDate(facts);
    return sent.fact.value > addYears(valueAt(facts, 'infraction.date'), 5) ? defect(sent) : MET;
  },
  defect: (facts, d) => [
    `A infração que fundamenta o processo teria ocorrido em ${date(facts.infraction.date, 'data da infração')}, e a notificação do processo foi ${d.how} em ${date(d.fact, 'data da notificação')}, mais de cinco anos depois.`,
    'O processo é conduzido por órgão da Administração Pública Federal, cuja ação punitiva, no exercício do poder de polícia, prescreve em cinco anos contados da data da prática do ato (art. 1º da Lei nº 9.873/1999). A interrupção desse prazo depende de ato que o órgão deve demonstrar nos autos (art. 2º da mesma lei), e nenhum consta da notificação; não demonstrada, a prescrição está consumada e o processo deve ser arquivado.',
  ],
  sources: ['lei_9873'],
  markers: [/9\.?873/],
});
