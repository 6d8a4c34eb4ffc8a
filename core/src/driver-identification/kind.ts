/**
 * Whether naming the real driver applies, without the sentences that explain it (the appeal lists carry
 * only this; eligibility.ts adds the reasons). LEGAL.md "Indicação do condutor"; CTB art. 257 §§ 3º, 7º.
 */
import type { Appeal } from '../appeal';

export type IdentificationEligibility = 'offered' | 'possible' | 'not_applicable';

export type EligibilityCase = 'offered' | 'possible' | 'suspension' | 'laterStage' | 'notDriver';

export function eligibilityCase(appeal: Pick<Appeal, 'type' | 'notice'>): EligibilityCase {
  const stage = appeal.notice?.stage;
  const infractor = appeal.notice?.infractor;
  if (appeal.type === 'suspension' || stage === 'suspensao') return 'suspension';
  if (stage === 'jari' || stage === 'cetran') return 'laterStage';
  if (infractor && infractor !== 'condutor') return 'notDriver';
  if (stage === 'defesa_previa' && infractor === 'condutor') return 'offered';
  return 'possible';
}

export const eligibilityOf = (appeal: Pick<Appeal, 'type' | 'notice'>): IdentificationEligibility => {
  const c = eligibilityCase(appeal);
  return c === 'offered' || c === 'possible' ? c : 'not_applicable';
};
