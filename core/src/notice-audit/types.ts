/**
 * A requirement the law places on a notice, as data: which notices it applies to (piece, infraction
 * family, kind of suspension process), the facts that decide whether it applies (premises: must be
 * certain), the facts it reads (evidence: only when certain), the driver's answers it may need
 * (questions), its check with one of three outcomes, its argument and request per outcome, the law it
 * rests on (sources.ts) and the markers that betray it in any text (the Bedrock check).
 *
 * - defect: the documents (or the driver's confirmed answer) prove the requirement unmet. Argued
 *   first, quoting what the notice prints.
 * - met: the notice shows it met. Never argued the other way: no paragraph.
 * - not_shown: the notice does not show it. One concise request for the proof (or nothing, when only
 *   the driver can say: the review step asks).
 */
import { type FactPath, getFact, isCertain } from '../facts/certainty';
import type { Fact, Facts, Stage } from '../facts/schema';
import type { LegalSourceId } from './sources';

/** The piece a notice calls for (writer/common.ts prints it). */
export type PieceKind = 'defesa' | 'recurso_jari' | 'recurso_cetran' | 'defesa_suspensao' | 'indefinida';

/** The piece for a stage; the caller passes a certain stage only (an uncertain one decides nothing). */
export function pieceKind(facts: Facts, stage: Stage | undefined): PieceKind {
  if (facts.appealType === 'suspension') return 'defesa_suspensao';
  if (stage === 'defesa_previa') return 'defesa';
  if (stage === 'jari') return 'recurso_jari';
  if (stage === 'cetran') return 'recurso_cetran';
  return 'indefinida';
}

/** The kind of infraction, from the CTB article of the catalogue row. */
export type Family =
  | 'velocidade'
  | 'semaforo'
  | 'estacionamento'
  | 'celular'
  | 'cinto'
  | 'habilitacao'
  | 'ultrapassagem'
  | 'alcool'
  | 'recusa'
  | 'corrida'
  | 'manobra'
  | 'outra';

/** A suspension process by points (art. 261 I) or by an infraction that suspends by itself (II). */
export type ProcessKind = 'pontos' | 'infracao_suspensiva';

/**
 * A fact the rule rests on. A list is one premise with alternatives in order of preference: the
 * first present fact is the premise (the notice's dispatch date, or its issue date when none is
 * printed). An uncertain first choice is never replaced by the next: the proof would rest on it.
 */
export type Premise = FactPath | readonly FactPath[];

/** The kind of suspension process: as the notice states it, or from a code that suspends by itself. */
export const PROCESS: Premise = ['suspension.reason', 'infraction.code'];

export const ALL_TRAFFIC: readonly PieceKind[] = ['defesa', 'recurso_jari', 'recurso_cetran', 'indefinida'];
/** The pieces against a penalty already applied (JARI, CETRAN). */
export const PENALTY_STAGES: readonly PieceKind[] = ['recurso_jari', 'recurso_cetran'];
export const ALL_KINDS: readonly PieceKind[] = [...ALL_TRAFFIC, 'defesa_suspensao'];

export interface RuleScope {
  /** The pieces it belongs in (the stage decides the piece: list 'stage' in the premises when it matters). */
  kinds: readonly PieceKind[];
  /** The infractions it is about; requires 'infraction.code' among the premises. */
  families?: readonly Family[];
  /** In a suspension, the kind of process it applies to (ignored for fines); requires PROCESS. */
  process?: ProcessKind;
}

/** What a ground asks for in the requests ("pedidos") section. */
export interface RuleRequest {
  text: string;
  /** A request for the agency's records (listed before the subsidiary ones). */
  evidence?: boolean;
}

/** The outcome of a rule's check on certain facts. */
export type Defect<D> = { outcome: 'defect'; data: D };
export type Met = { outcome: 'met' };
/** `ask`: the driver's answers (questions) that would decide it: the review step asks, blocking. */
export type NotShown<N> = { outcome: 'not_shown'; data: N; ask?: readonly FactPath[] };
export type Verdict<D, N = D> = Defect<D> | Met | NotShown<N>;

/** Where the current text of the requirement was read (sources.ts holds the full record). */
export interface Requirement {
  /** The requirement, in one Portuguese line: what the law asks of this notice. */
  text: string;
  /** The provision, as cited ("art. 281, § 1º, II, do CTB"). */
  cite: string;
}

export interface AuditRule<D = true, N = D> {
  /** Stable id: stored with the appeal, counted in the outcome statistics, used by the Bedrock check. */
  id: string;
  /** The heading of its paragraph, also a marker of the ground in any text. */
  title: string;
  requirement: Requirement;
  scope: RuleScope;
  /** Facts that decide whether it applies (the code for a family, the stage, the process): certain. */
  premises: readonly Premise[];
  /**
   * Facts the check reads through `known` (certain values only). An uncertain one is asked in the
   * review (blocking); a missing one is offered.
   */
  evidence?: readonly Premise[];
  /** Facts only the driver knows (facts/fields.ts group "perguntas"), read through `known`. */
  questions?: readonly FactPath[];
  /** Runs when every premise is certain; reads evidence and questions only through `known`. */
  check: (facts: Facts) => Verdict<D, N>;
  /** The argument for a proven defect: quotes what the notice prints (certain facts only). */
  defect?: (facts: Facts, data: D) => string[];
  /** The concise request for proof when not shown; none: nothing is written (the review asks). */
  notShown?: (facts: Facts, data: N) => string[];
  /** The pedido, per outcome (a function may return none: no request fits this case). */
  request?: {
    defect?: RuleRequest | ((facts: Facts, data: D) => RuleRequest | undefined);
    notShown?: RuleRequest | ((facts: Facts, data: N) => RuleRequest | undefined);
  };
  /** A subsidiary ground (art. 267): argued after every other, whatever its outcome. */
  subsidiary?: boolean;
  /** The law it cites (sources.ts). */
  sources: readonly LegalSourceId[];
  /** Characteristic citations that betray the ground in a text (besides its title); normalized text. */
  markers?: readonly RegExp[];
}

/** Any rule, whatever its data. */
// biome-ignore lint/suspicious/noExplicitAny: the rule list holds rules of different data types.
export type AnyRule = AuditRule<any, any>;

/** Declares a rule keeping the check's data type for its texts. */
export const rule = <D, N = D>(r: AuditRule<D, N>): AuditRule<D, N> => r;

/** SPEC §5's fallback notice code is our reference, not a reading: as good as missing. */
export const present = (fact: Fact<unknown> | undefined): boolean =>
  fact !== undefined && fact.source.kind !== 'fallback';

/** A premise's value, in a check (where every premise is present and certain). */
export const valueAt = <T>(facts: Facts, path: FactPath): T => (getFact(facts, path) as { value: T }).value;

/**
 * A fact's value when it may be relied on (present and certain), else undefined. A list is read as a
 * premise: its first present fact, and nothing when that one is uncertain.
 */
export function known<T>(facts: Facts, premise: Premise): T | undefined {
  const paths = typeof premise === 'string' ? [premise as FactPath] : (premise as readonly FactPath[]);
  const fact = paths.map((p) => getFact(facts, p)).find(present);
  return fact && isCertain(fact) ? (fact.value as T) : undefined;
}

export const defect = <D>(data: D): Defect<D> => ({ outcome: 'defect', data });
export const MET: Met = { outcome: 'met' };
export const notShown = <N>(data: N, ask?: readonly FactPath[]): NotShown<N> =>
  ask?.length ? { outcome: 'not_shown', data, ask } : { outcome: 'not_shown', data };
