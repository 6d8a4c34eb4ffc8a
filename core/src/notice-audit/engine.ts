/**
 * The notice audit: every rule in scope for the piece, checked against the facts. A rule is in scope
 * when its piece, its infraction family and its kind of suspension process match what was read; it is
 * decided only when every premise is certain, and then its check gives defect, met or not shown. The
 * same evaluation tells the review step what to ask: an uncertain premise or evidence blocks; a
 * missing one is offered; a question whose answer decides the outcome blocks.
 */
import { type FactPath, getFact, isCertain } from '../facts/certainty';
import type { Facts } from '../facts/schema';
import { processKind, readFamily } from './classify';
import { type AnyRule, type PieceKind, type Premise, present, type RuleRequest } from './types';

export type PremiseState = 'certain' | 'uncertain' | 'missing';

export type AuditOutcome = 'defect' | 'not_shown' | 'met' | 'undecided';

export interface AuditFact {
  path: FactPath;
  state: PremiseState;
  role: 'premise' | 'evidence' | 'question';
  /** The review step must have it before writing (uncertain, or a question that decides). */
  blocking: boolean;
}

export interface AuditEntry {
  rule: AnyRule;
  /** undecided: a premise (deciding fact) is missing or uncertain: nothing is written. */
  outcome: AuditOutcome;
  /** The facts it rests on, as resolved (an alternative list gives its first present fact). */
  facts: AuditFact[];
  /** The check's data (defect, not shown). */
  data?: unknown;
}

export function premiseState(facts: Facts, path: FactPath): PremiseState {
  const fact = getFact(facts, path);
  if (!present(fact)) return 'missing';
  return isCertain(fact) ? 'certain' : 'uncertain';
}

function resolve(facts: Facts, premise: Premise): { path: FactPath; state: PremiseState }[] {
  if (typeof premise === 'string')
    return [{ path: premise as FactPath, state: premiseState(facts, premise) }];
  const paths = premise as readonly FactPath[];
  const chosen = paths.find((p) => present(getFact(facts, p)));
  if (chosen) return [{ path: chosen, state: premiseState(facts, chosen) }];
  return paths.map((path) => ({ path, state: 'missing' as const }));
}

/** Whether the rule's scope (family, kind of process) can apply to what was read; undefined: unknown. */
function scopeMatches(rule: AnyRule, facts: Facts, kind: PieceKind): boolean | undefined {
  const { families } = rule.scope;
  const process = kind === 'defesa_suspensao' ? rule.scope.process : undefined;
  if (families) {
    const family = readFamily(facts);
    if (family === undefined) return undefined;
    if (!families.includes(family)) return false;
  }
  if (process) {
    const found = processKind(facts, false);
    if (found === undefined) return undefined;
    if (found !== process) return false;
  }
  return true;
}

/** The facts that decide a rule's scope, asked for when they are missing. */
function decidingFacts(rule: AnyRule, facts: Facts, kind: PieceKind): AuditFact[] {
  const out: AuditFact[] = [];
  const add = (path: FactPath) => {
    const state = premiseState(facts, path);
    // A code read but not in the catalogue decides nothing: ask for it as missing.
    out.push({
      path,
      state: state === 'certain' ? 'missing' : state,
      role: 'premise',
      blocking: state === 'uncertain',
    });
  };
  if (rule.scope.families && readFamily(facts) === undefined) add('infraction.code');
  if (kind === 'defesa_suspensao' && rule.scope.process && processKind(facts, false) === undefined)
    add('suspension.reason');
  return out;
}

const undecided = (rule: AnyRule, facts: AuditFact[]): AuditEntry => ({ rule, outcome: 'undecided', facts });

/**
 * Every rule in scope for `kind`, in list order, with its outcome. For the writer, `kind` comes from a
 * certain stage; for the review step, from the stage as read (so an uncertain stage is asked about).
 */
export function auditRules(rules: readonly AnyRule[], facts: Facts, kind: PieceKind): AuditEntry[] {
  const out: AuditEntry[] = [];
  const stageUnknown = kind === 'indefinida' && !present(facts.stage);
  for (const rule of rules) {
    if (!rule.scope.kinds.includes(kind)) {
      // A missing stage decides nothing either: the stage-bound rules ask for it.
      const stageBound =
        rule.premises.includes('stage') && rule.scope.kinds.some((k) => k !== 'defesa_suspensao');
      if (stageUnknown && stageBound && scopeMatches(rule, facts, kind) !== false)
        out.push(undecided(rule, [{ path: 'stage', state: 'missing', role: 'premise', blocking: false }]));
      continue;
    }
    const scope = scopeMatches(rule, facts, kind);
    if (scope === false) continue;
    if (scope === undefined) {
      out.push(undecided(rule, decidingFacts(rule, facts, kind)));
      continue;
    }
    const premises: AuditFact[] = rule.premises
      .flatMap((p) => resolve(facts, p))
      .map((p) => ({ ...p, role: 'premise' as const, blocking: p.state === 'uncertain' }));
    const evidence: AuditFact[] = (rule.evidence ?? [])
      .flatMap((p) => resolve(facts, p))
      .map((p) => ({ ...p, role: 'evidence' as const, blocking: p.state === 'uncertain' }));
    if (premises.some((p) => p.state !== 'certain')) {
      out.push(undecided(rule, [...premises, ...evidence]));
      continue;
    }
    const verdict = rule.check(facts);
    const ask = new Set(verdict.outcome === 'not_shown' ? (verdict.ask ?? []) : []);
    // A question is asked only where its answer could change the outcome (not shown), or to confirm it.
    const questions: AuditFact[] = (rule.questions ?? []).flatMap((path): AuditFact[] => {
      const state = premiseState(facts, path);
      if (verdict.outcome !== 'not_shown' && state !== 'uncertain') return [];
      return [{ path, state, role: 'question', blocking: state === 'uncertain' || ask.has(path) }];
    });
    out.push({
      rule,
      outcome: verdict.outcome,
      facts: [...premises, ...evidence, ...questions],
      ...(verdict.outcome === 'met' ? {} : { data: verdict.data }),
    });
  }
  return out;
}

/** The request a rule makes for its outcome, when it makes one. */
export function requestOf(entry: AuditEntry, facts: Facts): RuleRequest | undefined {
  const { rule, outcome, data } = entry;
  const r =
    outcome === 'defect'
      ? rule.request?.defect
      : outcome === 'not_shown'
        ? rule.request?.notShown
        : undefined;
  return typeof r === 'function' ? r(facts, data) : r;
}

/** The paragraphs a rule writes for its outcome ([] when it writes none). */
export function argumentOf(entry: AuditEntry, facts: Facts): string[] {
  const { rule, outcome, data } = entry;
  if (outcome === 'defect') return rule.defect?.(facts, data) ?? [];
  if (outcome === 'not_shown') return rule.notShown?.(facts, data) ?? [];
  return [];
}
