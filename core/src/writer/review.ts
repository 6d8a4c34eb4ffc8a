/**
 * What the driver must confirm or answer before the appeal is written: the contract between the
 * notice audit and the review step ("Confira os dados") and the pipeline that stops for it.
 *
 * A rule of the audit rests on facts. A premise (a fact that decides whether it applies) or evidence
 * read without certainty is asked about, and blocks; a missing one is offered. A question only the
 * driver can answer (was a defesa prévia filed? was the auto signed at the roadside? is the driver a
 * professional?) is offered, and blocks when the answer decides the outcome (the audit's `ask`). The
 * qualification (who appeals) needs the appellant's name, CPF and address (and, for a suspension, the
 * CNH), asked for when missing or uncertain, so the petition never opens with a blank the driver did
 * not see. The numbers that identify the piece (auto, plate, process) are asked for when read without
 * certainty.
 */
import type { FactPath } from '../facts/certainty';
import type { Facts } from '../facts/schema';
import { auditFor, ruleById } from '../notice-audit';
import { premiseState } from '../notice-audit/engine';
import { pieceKind } from '../notice-audit/types';
import { qualificationPaths } from './common';

export { qualificationPaths } from './common';

export interface ReviewRequest {
  path: FactPath;
  /** `uncertain`: read, but not with certainty (or a cross-check failed); `missing`: on no document. */
  reason: 'uncertain' | 'missing';
  /**
   * A blocking request stops the pipeline before writing (status awaiting review) until the driver
   * confirms, corrects or answers it; the others are offered in the review step as optional fields.
   */
  blocking: boolean;
  /**
   * What needs the fact: 'qualification', 'identification' (the numbers that identify the piece), or
   * the ids of the audit rules resting on it (neededForLabel gives each a Portuguese label).
   */
  neededFor: string[];
}

/** The numbers the petition identifies itself by. */
function identificationPaths(facts: Facts): FactPath[] {
  if (facts.appealType === 'traffic') return ['notice.number', 'vehicle.plate'];
  return ['suspension.processNumber'];
}

/** Every request, qualification first, then the identification, then the audit's facts in rule order. */
export function reviewRequests(facts: Facts): ReviewRequest[] {
  const byPath = new Map<FactPath, ReviewRequest>();
  const need = (path: FactPath, by: string, blocks: boolean, state = premiseState(facts, path)): void => {
    if (state === 'certain') return;
    const blocking = state === 'uncertain' || blocks;
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
  // The piece as read: an uncertain stage still brings in the rules that rest on it, to ask about it.
  for (const entry of auditFor(facts, pieceKind(facts, facts.stage?.value)))
    for (const f of entry.facts) need(f.path, entry.rule.id, f.blocking, f.state);
  return [...byPath.values()];
}

/** Whether the pipeline must stop for the driver before writing. */
export const needsReview = (facts: Facts): boolean => reviewRequests(facts).some((r) => r.blocking);

/** A Portuguese label for a `neededFor` entry, for the review step. */
export function neededForLabel(id: string): string {
  if (id === 'qualification') return 'Qualificação de quem recorre';
  if (id === 'identification') return 'Identificação do auto ou do processo';
  const title = ruleById(id)?.title;
  return title ? title.charAt(0) + title.slice(1).toLowerCase() : id;
}
