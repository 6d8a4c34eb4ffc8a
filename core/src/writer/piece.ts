/** The piece a set of facts is written as, and the grounds it argues: shared by the writer and its checks. */
import { isCertain } from '../facts/certainty';
import type { Facts, Stage } from '../facts/schema';
import { type PieceKind, pieceKind } from './common';
import { evaluate, groundsFor, type RuleOutcome } from './grounds';

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

/** The ids of the grounds the writer argues for these facts (and the caller's stage, if any). */
export function firedGrounds(facts: Facts, options: { stage?: Stage } = {}): string[] {
  const { facts: f, kind } = effectiveFacts(facts, options.stage);
  return groundsFor(f, kind).map((g) => g.id);
}

/** Every ground in scope for the piece, with its outcome and the premises it rests on (engine.ts). */
export function groundOutcomes(facts: Facts, options: { stage?: Stage } = {}): RuleOutcome[] {
  const { facts: f, kind } = effectiveFacts(facts, options.stage);
  return evaluate(f, kind);
}
