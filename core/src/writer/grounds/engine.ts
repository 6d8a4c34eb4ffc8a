/**
 * Which grounds fire for given facts. A rule is in scope when its piece, its infraction family and its
 * kind of suspension process match what was read; it fires only when every premise is certain
 * (certainty.ts) and its condition holds. The same evaluation tells the review step which premises to
 * ask about: uncertain ones block, missing ones are offered.
 */
import { type FactPath, getFact, isCertain } from '../../facts/certainty';
import type { Fact, Facts } from '../../facts/schema';
import type { PieceKind } from '../common';
import { processKind, readFamily } from './classify';
import type { AnyRule, Premise } from './types';

export type PremiseState = 'certain' | 'uncertain' | 'missing';

export interface RuleOutcome {
  rule: AnyRule;
  /** fired: written; not_holding: premises certain, condition false; uncertain / missing: a premise is. */
  status: 'fired' | 'not_holding' | 'uncertain' | 'missing';
  /** Each premise as resolved: an alternative list gives its first present fact, or all when none is. */
  premises: { path: FactPath; state: PremiseState }[];
  /** The condition's data, when fired. */
  data?: unknown;
}

/** SPEC §5's fallback notice code is our reference, not a reading: as good as missing. */
const present = (fact: Fact<unknown> | undefined): boolean =>
  fact !== undefined && fact.source.kind !== 'fallback';

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

const outcome = (
  rule: AnyRule,
  premises: RuleOutcome['premises'],
  data?: unknown,
  holds?: boolean,
): RuleOutcome => {
  if (premises.some((p) => p.state === 'uncertain')) return { rule, status: 'uncertain', premises };
  if (premises.some((p) => p.state === 'missing')) return { rule, status: 'missing', premises };
  return holds ? { rule, status: 'fired', premises, data } : { rule, status: 'not_holding', premises };
};

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
    const kind = processKind(facts, false);
    if (kind === undefined) return undefined;
    if (kind !== process) return false;
  }
  return true;
}

/** The facts that decide a rule's scope, for a request when they are missing. */
function decidingPremises(rule: AnyRule, facts: Facts, kind: PieceKind): RuleOutcome['premises'] {
  const out: RuleOutcome['premises'] = [];
  if (rule.scope.families && readFamily(facts) === undefined)
    out.push({ path: 'infraction.code', state: premiseState(facts, 'infraction.code') });
  if (kind === 'defesa_suspensao' && rule.scope.process && processKind(facts, false) === undefined)
    out.push({ path: 'suspension.reason', state: premiseState(facts, 'suspension.reason') });
  // A code read but not in the catalogue decides nothing: ask for it as missing.
  return out.map((p) => (p.state === 'certain' ? { ...p, state: 'missing' } : p));
}

/**
 * Every rule in scope for `kind`, in list order, with its outcome. For the writer, `kind` comes from a
 * certain stage; for the review step, from the stage as read (so an uncertain stage is asked about).
 */
export function evaluateRules(rules: readonly AnyRule[], facts: Facts, kind: PieceKind): RuleOutcome[] {
  const out: RuleOutcome[] = [];
  const stageUnknown = kind === 'indefinida' && !present(facts.stage);
  for (const rule of rules) {
    if (!rule.scope.kinds.includes(kind)) {
      // A missing stage decides nothing either: the stage-bound grounds ask for it.
      const stageBound =
        rule.premises.includes('stage') && rule.scope.kinds.some((k) => k !== 'defesa_suspensao');
      if (stageUnknown && stageBound && scopeMatches(rule, facts, kind) !== false)
        out.push(outcome(rule, [{ path: 'stage', state: 'missing' }]));
      continue;
    }
    const scope = scopeMatches(rule, facts, kind);
    if (scope === false) continue;
    if (scope === undefined) {
      out.push(outcome(rule, decidingPremises(rule, facts, kind)));
      continue;
    }
    const premises = rule.premises.flatMap((p) => resolve(facts, p));
    if (premises.some((p) => p.state !== 'certain')) {
      out.push(outcome(rule, premises));
      continue;
    }
    const data = rule.condition(facts);
    out.push(outcome(rule, premises, data, data !== undefined));
  }
  return out;
}
