/**
 * What the driver must confirm before the appeal is written: the contract between the writer's
 * grounds and the review step ("Confira os dados") and the pipeline that stops for it.
 *
 * A ground rests on facts (its premises, declared by its rule in grounds/). It is argued only when
 * every premise is certain (read with confidence, or typed or confirmed by the driver); a premise
 * read without certainty is asked about instead, and blocks. The qualification (who appeals) needs
 * the appellant's name, CPF and address (and, for a suspension, the CNH), asked for when missing or
 * uncertain, so the petition never opens with a blank the driver did not see. The numbers that
 * identify the piece (auto, plate, process) are asked for when read without certainty.
 */
import type { FactPath } from '../facts/certainty';
import type { Facts } from '../facts/schema';
import { pieceKind, qualificationPaths } from './common';
import { evaluate, ruleById } from './grounds';
import { premiseState } from './grounds/engine';

export { qualificationPaths } from './common';

export interface ReviewRequest {
  path: FactPath;
  /** `uncertain`: read, but not with certainty (or a cross-check failed); `missing`: on no document. */
  reason: 'uncertain' | 'missing';
  /**
   * A blocking request stops the pipeline before writing (status awaiting review) until the driver
   * confirms or corrects it; the others are offered in the review step as optional fields.
   */
  blocking: boolean;
  /**
   * What needs the fact: 'qualification', 'identification' (the numbers that identify the piece), or
   * the ids of the grounds resting on it (neededForLabel gives each a Portuguese label).
   */
  neededFor: string[];
}

/** The numbers the petition identifies itself by. */
function identificationPaths(facts: Facts): FactPath[] {
  if (facts.appealType === 'traffic') return ['notice.number', 'vehicle.plate'];
  return ['suspension.processNumber'];
}

/** Every request, qualification first, then the identification, then the grounds' premises in rule order. */
export function reviewRequests(facts: Facts): ReviewRequest[] {
  const byPath = new Map<FactPath, ReviewRequest>();
  const need = (path: FactPath, by: string, missingBlocks: boolean): void => {
    const state = premiseState(facts, path);
    if (state === 'certain') return;
    const blocking = state === 'uncertain' || missingBlocks;
    const seen = byPath.get(path);
    if (seen) {
      if (!seen.neededFor.includes(by)) seen.neededFor.push(by);
      seen.blocking ||= blocking;
      return;
    }
    byPath.set(path, { path, reason: state, blocking, neededFor: [by] });
  };
  for (const path of qualificationPaths(facts)) need(path, 'qualification', true);
  for (const path of identificationPaths(facts)) need(path, 'identification', false);
  // The piece as read: an uncertain stage still brings in the grounds that rest on it, to ask about it.
  for (const outcome of evaluate(facts, pieceKind(facts, facts.stage?.value)))
    for (const premise of outcome.premises) need(premise.path, outcome.rule.id, false);
  return [...byPath.values()];
}

/** Whether the pipeline must stop for the driver before writing. */
export const needsReview = (facts: Facts): boolean => reviewRequests(facts).some((r) => r.blocking);

/** A Portuguese label for a `neededFor` entry, for the review step. */
export function neededForLabel(id: string): string {
  if (id === 'qualification') return 'Qualificação do(a) requerente';
  if (id === 'identification') return 'Identificação do auto ou do processo';
  const title = ruleById(id)?.title;
  return title ? title.charAt(0) + title.slice(1).toLowerCase() : id;
}
