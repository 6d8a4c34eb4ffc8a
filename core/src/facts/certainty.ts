/**
 * Which facts may be relied on. One rule for the writer, the review step and the API: a fact is
 * certain when it exists, failed no cross-check, and was typed or confirmed by the user or read with a
 * confidence of at least CERTAIN_CONFIDENCE. Facts are addressed by their dotted paths (FACT_PATHS).
 */
import type { Fact, Facts } from './schema';

/**
 * The threshold of a certain reading. Calibrated on the reading corpus so that no field read wrong is
 * ever certain (docs/facts.md "Confidence"): a PDF text layer paired by label reads 0.95–1, a clean
 * OCR word 0.9 or more; a value only found in running text reads 0.7 and is never certain alone.
 */
export const CERTAIN_CONFIDENCE = 0.85;

/** Every fact of the facts JSON, by its dotted path. */
export const FACT_PATHS = [
  'stage',
  'notice.number',
  'notice.issueDate',
  'notice.dispatchDate',
  'notice.deadline',
  'notice.priorDefenceFiled',
  'notice.autuacaoReceived',
  'notice.imageWithPlate',
  'agency',
  'vehicle.plate',
  'vehicle.model',
  'vehicle.year',
  'vehicle.renavam',
  'infraction.code',
  'infraction.catalogue',
  'infraction.description',
  'infraction.legalBasis',
  'infraction.date',
  'infraction.time',
  'infraction.place',
  'infraction.amount',
  'infraction.agentId',
  'infraction.points',
  'infraction.signedAtRoadside',
  'speed.measured',
  'speed.considered',
  'speed.limit',
  'speed.equipment',
  'speed.verificationDate',
  'breath.equipment',
  'breath.serial',
  'breath.verificationDate',
  'breath.measured',
  'breath.considered',
  'breath.testNumber',
  'breath.refused',
  'owner.name',
  'owner.cpf',
  'owner.cnpj',
  'owner.cnh',
  'owner.address',
  'owner.city',
  'driver.name',
  'driver.cpf',
  'driver.cnpj',
  'driver.cnh',
  'driver.address',
  'driver.city',
  'suspension.processNumber',
  'suspension.openingDate',
  'suspension.points',
  'suspension.periodStart',
  'suspension.periodEnd',
  'suspension.reason',
  'suspension.gravissimas',
  'suspension.professional',
  'suspension.pendingAppeals',
  'decision.date',
  'decision.processNumber',
  'decision.noticeNumber',
  'decision.result',
  'decision.reasons',
  'decision.notifiedOn',
  'decision.deadline',
  'signingCity',
] as const;
export type FactPath = (typeof FACT_PATHS)[number];

export const isFactPath = (path: string): path is FactPath =>
  (FACT_PATHS as readonly string[]).includes(path);

export function isCertain(fact: Fact<unknown> | undefined): boolean {
  if (!fact || (fact.issues?.length ?? 0) > 0) return false;
  const kind = fact.source.kind;
  return kind === 'typed' || kind === 'user' || fact.confidence >= CERTAIN_CONFIDENCE;
}

/** The fact at `path`, or undefined. */
export function getFact(facts: Facts, path: FactPath): Fact<unknown> | undefined {
  let cur: unknown = facts;
  for (const key of path.split('.')) {
    if (!cur || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur as Fact<unknown> | undefined;
}

/**
 * Sets (or, with undefined, removes) the fact at `path`, creating the optional groups (speed, breath,
 * driver, suspension) on the way. The value is not checked here: validate with FactsSchema.parse afterwards.
 */
export function setFact(facts: Facts, path: FactPath, fact: Fact<unknown> | undefined): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let cur = facts as unknown as Record<string, unknown>;
  for (const key of keys) {
    if (!cur[key] || typeof cur[key] !== 'object') {
      if (!fact) return;
      cur[key] = {};
    }
    cur = cur[key] as Record<string, unknown>;
  }
  if (fact) cur[last] = fact;
  else delete cur[last];
}

/** Every fact present but not certain, in FACT_PATHS order: what the review step asks about. */
export function uncertainFacts(facts: Facts): { path: FactPath; fact: Fact<unknown> }[] {
  const out: { path: FactPath; fact: Fact<unknown> }[] = [];
  for (const path of FACT_PATHS) {
    const fact = getFact(facts, path);
    if (fact && !isCertain(fact)) out.push({ path, fact });
  }
  return out;
}

/** A derived fact's confidence: the lowest of its inputs (1 with none). */
export const lowestConfidence = (...facts: (Fact<unknown> | undefined)[]): number =>
  Math.min(1, ...facts.filter((f) => f !== undefined).map((f) => (f as Fact<unknown>).confidence));
