/**
 * What the driver must confirm before the appeal is written: the contract between the writer's
 * grounds and the review step ("Confira os dados") and the pipeline that stops for it.
 *
 * A ground rests on facts (its premises). It is argued only when every premise is certain (read with
 * confidence, or typed or confirmed by the driver); a premise read without certainty is asked about
 * instead. The qualification (who appeals) needs the appellant's name, CPF and address, asked for when
 * missing or uncertain, so the petition never opens with a blank the driver did not see.
 *
 * GROUND_PREMISES is the premise list of each ground by appeal type (ids of traffic.ts and
 * suspension.ts); the
 * grounds-as-rules work replaces it with the rules' own declarations, keeping `reviewRequests`.
 */
import { type FactPath, getFact, isCertain } from '../facts/certainty';
import type { Facts } from '../facts/schema';

export interface ReviewRequest {
  path: FactPath;
  /** `uncertain`: read, but not with certainty (or a cross-check failed); `missing`: on no document. */
  reason: 'uncertain' | 'missing';
  /**
   * A blocking request stops the pipeline before writing (status awaiting review) until the driver
   * confirms or corrects it; the others are offered in the review step as optional fields.
   */
  blocking: boolean;
  /** What needs the fact: 'qualification', or the ids of the grounds resting on it. */
  neededFor: string[];
}

/** Who appeals: the owner (traffic) or the licence holder (suspension, read into `owner`). */
export function qualificationPaths(facts: Facts): FactPath[] {
  if (facts.appealType === 'suspension') return ['owner.name', 'owner.cpf', 'owner.cnh', 'owner.address'];
  // A traffic appeal is filed by the owner, or by the identified driver when only the driver is known.
  const byDriver = !facts.owner.name && facts.driver?.name !== undefined;
  return byDriver
    ? ['driver.name', 'driver.cpf', 'driver.address']
    : ['owner.name', 'owner.cpf', 'owner.address'];
}

/**
 * Premises per ground id. A ground also rests on the facts that decide whether it applies at all
 * (the infraction code decides the family of grounds; the stage decides the piece).
 */
const TRAFFIC_PREMISES: Record<string, readonly FactPath[]> = {
  art281_prazo: ['infraction.date', 'notice.issueDate', 'stage'],
  art281A_prazo_defesa: ['notice.issueDate', 'notice.deadline', 'stage'],
  art282_decadencia: ['infraction.date', 'notice.issueDate', 'stage'],
  radar_inmetro: ['infraction.code'],
  radar_afericao_vencida: ['speed.verificationDate', 'infraction.date'],
  radar_tolerancia: ['speed.measured', 'speed.considered'],
  radar_enquadramento: ['speed.considered', 'speed.limit', 'infraction.code'],
  semaforo: ['infraction.code'],
  sinalizacao: ['infraction.code'],
  celular_prova: ['infraction.code'],
  habilitacao_abordagem: ['infraction.code'],
  ultrapassagem_prova: ['infraction.code'],
  dupla_notificacao: ['stage'],
  advertencia_art267: ['infraction.code'],
};

const SUSPENSION_PREMISES: Record<string, readonly FactPath[]> = {
  janela_doze_meses: ['suspension.periodStart', 'suspension.periodEnd'],
  autossuspensiva: ['infraction.code', 'suspension.reason'],
};

export const GROUND_PREMISES: Record<Facts['appealType'], Record<string, readonly FactPath[]>> = {
  traffic: TRAFFIC_PREMISES,
  suspension: SUSPENSION_PREMISES,
};

/** Every request, qualification first, then by FactPath order of the premises. */
export function reviewRequests(facts: Facts): ReviewRequest[] {
  const byPath = new Map<FactPath, ReviewRequest>();
  const need = (path: FactPath, by: string, missingBlocks: boolean): void => {
    const fact = getFact(facts, path);
    if (fact && isCertain(fact)) return;
    const reason = fact ? 'uncertain' : 'missing';
    const blocking = reason === 'uncertain' || missingBlocks;
    const seen = byPath.get(path);
    if (seen) {
      if (!seen.neededFor.includes(by)) seen.neededFor.push(by);
      seen.blocking ||= blocking;
      return;
    }
    byPath.set(path, { path, reason, blocking, neededFor: [by] });
  };
  for (const path of qualificationPaths(facts)) need(path, 'qualification', true);
  for (const [ground, premises] of Object.entries(GROUND_PREMISES[facts.appealType]))
    for (const path of premises) need(path, ground, false);
  return [...byPath.values()];
}

/** Whether the pipeline must stop for the driver before writing. */
export const needsReview = (facts: Facts): boolean => reviewRequests(facts).some((r) => r.blocking);
