/**
 * Who says a fact: the notice as printed (read from the document, or confirmed by the driver), the
 * JARI's decision (a date its reasons quote), or the driver alone (typed). The audit's arguments
 * attribute a value to the notice only when it was read there: a typed date is the driver's account of
 * the notice, never "impressa na própria notificação".
 */
import type { Fact, FactSource } from '../facts/schema';

export type Origin = 'notice' | 'decision' | 'driver';

/** A confirmed reading is still the document's; a corrected one is the driver's. */
const root = (s: FactSource): FactSource =>
  s.kind === 'user' && s.action === 'confirmed' && s.previous ? root(s.previous.source) : s;

export function originOf(fact: Fact<unknown> | undefined): Origin {
  if (!fact) return 'driver';
  const s = root(fact.source);
  if (s.kind === 'document' || s.kind === 'catalogue') return 'notice';
  if (s.kind === 'derived' && s.from.includes('decision.reasons')) return 'decision';
  return 'driver';
}

/** "A própria notificação informa que", "A própria decisão recorrida informa que", "Segundo a notificação,". */
export function saysLead(...facts: (Fact<unknown> | undefined)[]): string {
  const origins = new Set(facts.map(originOf));
  if (origins.has('decision')) return 'A própria decisão recorrida informa que';
  if (origins.size === 1 && origins.has('notice')) return 'A própria notificação informa que';
  return 'Segundo a notificação,';
}

/** ", conforme as datas impressas na própria notificação" or ", conforme a notificação". */
export function perNotice(...facts: (Fact<unknown> | undefined)[]): string {
  return facts.every((f) => originOf(f) === 'notice')
    ? ', conforme as datas impressas na própria notificação'
    : ', conforme a notificação';
}
