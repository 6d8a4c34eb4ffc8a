/**
 * When "Recorrer ao CETRAN" is offered (issue 15 item 4; LEGAL.md "After the first appeal", CTB arts.
 * 288–289): the owner's fine appeal the JARI refused, as the driver recorded it (status `rejected`,
 * outcome `refused`), once. Not from a defesa prévia (its refusal is followed by the penalty notice and
 * the JARI), not from a suspension defence (its next step is the JARI), not from a second-instance
 * appeal (the CETRAN's decision closes the administrative process).
 */
import type { Appeal } from '../appeal';

export type SecondInstanceCase =
  | 'eligible'
  | 'not_refused'
  | 'defesa_previa'
  | 'suspension'
  | 'second_instance'
  | 'already_started';

/**
 * Why it cannot be started, one sentence each: what the API answers (the offer's own sentence, citing
 * the law, is in ./offer.ts, so the appeals API does not bundle the CTB's texts).
 */
export const SECOND_INSTANCE_REFUSALS: Record<Exclude<SecondInstanceCase, 'eligible'>, string> = {
  not_refused: 'O recurso ao CETRAN cabe só contra a decisão que indeferiu o recurso na JARI.',
  defesa_previa:
    'A defesa prévia indeferida não vai ao CETRAN: aguarde a notificação da penalidade e recorra à JARI.',
  suspension:
    'Da decisão sobre a defesa no processo de suspensão cabe recurso à JARI; o recurso ao CETRAN vem depois dela.',
  second_instance: 'A decisão da segunda instância encerra o processo administrativo: não cabe novo recurso.',
  already_started: 'O recurso ao CETRAN deste recurso já foi iniciado.',
};

export function secondInstanceCase(
  appeal: Pick<Appeal, 'type' | 'status' | 'outcome' | 'notice' | 'firstAppealId' | 'secondInstanceId'>,
): SecondInstanceCase {
  if (appeal.firstAppealId || appeal.notice?.stage === 'cetran') return 'second_instance';
  if (appeal.type === 'suspension' || appeal.notice?.stage === 'suspensao') return 'suspension';
  if (appeal.notice?.stage === 'defesa_previa') return 'defesa_previa';
  if (appeal.status !== 'rejected' || appeal.outcome?.result !== 'refused') return 'not_refused';
  if (appeal.secondInstanceId) return 'already_started';
  return 'eligible';
}
