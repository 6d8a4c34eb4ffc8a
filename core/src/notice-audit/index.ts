/**
 * The notice audit (`@recurso/core/notice-audit`, issue 24): every requirement the law places on this
 * notice at this stage, checked against the facts, with one of three outcomes (types.ts). The writer
 * argues from it, the review step asks what it lacks, and the outcome statistics count its rules.
 * docs/writer.md "The notice audit".
 */
import { isCertain } from '../facts/certainty';
import type { Facts, Stage } from '../facts/schema';
import { type AuditEntry, auditRules } from './engine';
import { RULES } from './rules';
import { pieceKind, type PieceKind } from './types';

export interface NoticeAudit {
  kind: PieceKind;
  /** Every rule in scope, in RULES order, with its outcome. */
  entries: AuditEntry[];
}

/** The rules of the audit, in order. */
export { RULES };

/** The audit for a piece (the writer's: from a certain stage; the review's: from the stage as read). */
export const auditFor = (facts: Facts, kind: PieceKind): AuditEntry[] => auditRules(RULES, facts, kind);

/**
 * The audit of a notice. The stage: the caller's (the driver said so), else the notice's when certain;
 * an uncertain stage decides nothing (the piece is addressed to both authorities).
 */
export function auditNotice(facts: Facts, options: { stage?: Stage } = {}): NoticeAudit {
  const stage = options.stage ?? (isCertain(facts.stage) ? facts.stage?.value : undefined);
  const typed =
    options.stage === undefined
      ? facts
      : {
          ...facts,
          stage: { value: options.stage, source: { kind: 'typed' as const, field: 'stage' }, confidence: 1 },
        };
  const kind = pieceKind(typed, stage);
  return { kind, entries: auditFor(typed, kind) };
}

/** A rule the petition argues: a proven defect, or a not-shown one that writes a paragraph or a request. */
export const isArgued = (entry: AuditEntry): boolean =>
  entry.outcome === 'defect' ||
  (entry.outcome === 'not_shown' &&
    (entry.rule.notShown !== undefined || entry.rule.request?.notShown !== undefined));

/** The argued entries by strength: proven defects, then requests for proof, then subsidiary ones. */
export function byStrength(entries: readonly AuditEntry[]): AuditEntry[] {
  const argued = entries.filter(isArgued);
  return [
    ...argued.filter((e) => !e.rule.subsidiary && e.outcome === 'defect'),
    ...argued.filter((e) => !e.rule.subsidiary && e.outcome === 'not_shown'),
    ...argued.filter((e) => e.rule.subsidiary),
  ];
}

export const ruleById = (id: string) => RULES.find((r) => r.id === id);

export { agencyKind } from '../facts/agencies';
export { originOf, saysLead } from './attribution';
export { certainFamily, certainRow, familyOf, processKind, readFamily } from './classify';
export {
  type AuditEntry,
  type AuditFact,
  type AuditOutcome,
  argumentOf,
  auditRules,
  type PremiseState,
  premiseState,
  requestOf,
} from './engine';
export { CHECKED_ON, LEGAL_SOURCES, type LegalSource, type LegalSourceId } from './sources';
export {
  ALL_KINDS,
  ALL_TRAFFIC,
  type AnyRule,
  type AuditRule,
  type Family,
  type PieceKind,
  pieceKind,
  type Premise,
  PROCESS,
  type ProcessKind,
  type RuleRequest,
  type RuleScope,
  type Verdict,
} from './types';
