/**
 * When the product offers to name the real driver (issue 15 item 5, LEGAL.md "Indicação do condutor"):
 * a traffic notice of autuação (the defesa prévia stage) for an infraction the driver answers for
 * (the catalogue's `infrator: condutor`, CTB art. 257 § 3º). Unknown stage or infraction: the driver
 * may still prepare it, after checking the notice; any other stage or infractor: it does not apply.
 */
import type { Appeal } from '../appeal';
import { CTB_RULES } from '../follow-up/legal';
import { eligibilityCase, type IdentificationEligibility } from './kind';

export type { IdentificationEligibility } from './kind';

export interface EligibilityAnswer {
  eligibility: IdentificationEligibility;
  /** One Portuguese sentence the screens show. */
  reason: string;
}

const INFRACTOR_LABEL: Record<string, string> = {
  proprietario: 'o proprietário do veículo',
  pedestre: 'o pedestre',
  pf_ou_pj: 'a pessoa física ou jurídica indicada',
  pessoa_juridica: 'a pessoa jurídica',
  servidor_publico: 'o servidor público',
  embarcador_transportador: 'o embarcador ou o transportador',
};

export const ELIGIBILITY_REASONS = {
  offered: `Se outra pessoa dirigia, indique o condutor: a infração e os pontos passam para ele (${CTB_RULES.art257_3.cite}, ${CTB_RULES.art259_4.cite}).`,
  possible:
    'Confira na notificação se ela é de autuação (fase de defesa prévia) e se a infração é de quem dirigia antes de indicar outra pessoa.',
  suspension: 'A indicação do condutor vale para multas, não para o processo de suspensão da CNH.',
  laterStage: `A indicação do condutor cabe no prazo da notificação de autuação (${CTB_RULES.art257_7.cite}); esta notificação é de outra fase do processo.`,
  notDriver: (who: string) =>
    `Pelo catálogo de infrações do CTB, quem responde por esta infração é ${who}: não cabe indicar outro condutor.`,
} as const;

export function identificationEligibility(appeal: Pick<Appeal, 'type' | 'notice'>): EligibilityAnswer {
  const c = eligibilityCase(appeal);
  switch (c) {
    case 'offered':
    case 'possible':
      return { eligibility: c, reason: ELIGIBILITY_REASONS[c] };
    case 'suspension':
    case 'laterStage':
      return { eligibility: 'not_applicable', reason: ELIGIBILITY_REASONS[c] };
    case 'notDriver': {
      const infractor = appeal.notice?.infractor ?? '';
      return {
        eligibility: 'not_applicable',
        reason: ELIGIBILITY_REASONS.notDriver(INFRACTOR_LABEL[infractor] ?? infractor),
      };
    }
  }
}
