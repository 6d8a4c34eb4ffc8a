/**
 * The follow-up dialog's answer to "can I appeal to the CETRAN?" (./eligibility.ts decides): offered
 * with the rule that gives it (CTB art. 288), or why not.
 */
import { CTB_RULES } from '../follow-up/legal';
import { type SecondInstanceCase, secondInstanceCase, SECOND_INSTANCE_REFUSALS } from './eligibility';

export const SECOND_INSTANCE_REASONS: Record<SecondInstanceCase, string> = {
  eligible: `Da decisão da JARI cabe recurso em segunda instância no prazo de 30 dias da notificação da decisão (${CTB_RULES.art288.cite}).`,
  ...SECOND_INSTANCE_REFUSALS,
};

export interface SecondInstanceOffer {
  /** "Recorrer ao CETRAN" is shown and may be started. */
  offered: boolean;
  /** One Portuguese sentence the follow-up dialog shows. */
  reason: string;
  /** The second-instance appeal already started from this one. */
  appealId?: string;
}

export function secondInstanceOffer(appeal: Parameters<typeof secondInstanceCase>[0]): SecondInstanceOffer {
  const c = secondInstanceCase(appeal);
  return {
    offered: c === 'eligible',
    reason: SECOND_INSTANCE_REASONS[c],
    ...(appeal.secondInstanceId ? { appealId: appeal.secondInstanceId } : {}),
  };
}
