/** The piece a set of facts is written as, and the audit it argues from: shared by the writer and its checks. */
import { isCertain } from '../facts/certainty';
import type { Facts, Stage } from '../facts/schema';
import { type AuditEntry, auditFor, byStrength } from '../notice-audit';
import { type PieceKind, pieceKind } from '../notice-audit/types';
import { restatedEntries } from './second-instance';

/**
 * The stage the piece is for: the caller's (the driver said so), else the notice's when certain. An
 * uncertain stage decides nothing: the piece is addressed to both authorities, with a blank.
 */
export function effectiveFacts(facts: Facts, stage: Stage | undefined): { facts: Facts; kind: PieceKind } {
  if (stage === undefined) {
    const read = isCertain(facts.stage) ? facts.stage?.value : undefined;
    return { facts, kind: pieceKind(facts, read) };
  }
  const typed = { value: stage, source: { kind: 'typed' as const, field: 'stage' }, confidence: 1 };
  return { facts: { ...facts, stage: typed }, kind: pieceKind(facts, stage) };
}

/** The audit entries the petition argues, by strength (a second instance: the first appeal's, restated). */
export function arguedEntries(facts: Facts, kind: PieceKind): AuditEntry[] {
  if (kind === 'recurso_cetran' && facts.secondInstance) return restatedEntries(facts);
  return byStrength(auditFor(facts, kind));
}

/** The ids of the grounds the writer argues for these facts (and the caller's stage, if any). */
export function firedGrounds(facts: Facts, options: { stage?: Stage } = {}): string[] {
  const { facts: f, kind } = effectiveFacts(facts, options.stage);
  return arguedEntries(f, kind).map((e) => e.rule.id);
}

/** Every rule in scope for the piece, with its outcome and the facts it rests on (notice-audit). */
export function groundOutcomes(facts: Facts, options: { stage?: Stage } = {}): AuditEntry[] {
  const { facts: f, kind } = effectiveFacts(facts, options.stage);
  return auditFor(f, kind);
}
