/**
 * A ground of the appeal as a rule: data the writer, the review step and the Bedrock check share.
 * It declares the facts it rests on (its premises, including the facts that decide whether it applies
 * at all, like the infraction code or the stage), the condition it checks on them, its text, and the
 * law it cites. engine.ts decides, for given facts, which rules fire and which premises to ask about.
 */
import { type FactPath, getFact } from '../../facts/certainty';
import type { Facts } from '../../facts/schema';
import type { PieceKind } from '../common';
import type { LegalSourceId } from './sources';

/** The kind of infraction, from the CTB article of the catalogue row. */
export type Family =
  | 'velocidade'
  | 'semaforo'
  | 'estacionamento'
  | 'celular'
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
 * A fact the ground rests on. A list is one premise with alternatives in order of preference: the
 * first present fact is the premise (the notice's dispatch date, or its issue date when none is
 * printed). An uncertain first choice is never replaced by the next: the proof would rest on it.
 */
export type Premise = FactPath | readonly FactPath[];

/** The kind of suspension process: as the notice states it, or from a code that suspends by itself. */
export const PROCESS: Premise = ['suspension.reason', 'infraction.code'];

export const ALL_TRAFFIC: readonly PieceKind[] = ['defesa', 'recurso_jari', 'recurso_cetran', 'indefinida'];
export const ALL_KINDS: readonly PieceKind[] = [...ALL_TRAFFIC, 'defesa_suspensao'];

export interface RuleScope {
  /** The pieces it belongs in (the stage decides the piece: list 'stage' in the premises when it matters). */
  kinds: readonly PieceKind[];
  /** The infractions it argues about; requires 'infraction.code' among the premises. */
  families?: readonly Family[];
  /**
   * In a suspension, the kind of process it applies to (ignored for fines); requires PROCESS among the
   * premises.
   */
  process?: ProcessKind;
}

/** What a ground asks the agency to produce, for the requests ("pedidos") section. */
export interface RuleRequest {
  text: string;
  /** A request for the agency's records: when none fires, the generic one is made. */
  evidence?: boolean;
}

export interface GroundRule<D = true> {
  /** Stable id: stored with the appeal, shown in reviews, used by the Bedrock check. */
  id: string;
  /** The heading, also a marker of the ground in any text. */
  title: string;
  scope: RuleScope;
  premises: readonly Premise[];
  /**
   * Checked only when every premise is certain: the data the text needs when the ground holds,
   * undefined when it does not.
   */
  condition: (facts: Facts) => D | undefined;
  /** The paragraphs. Prints only certain facts (format.ts show/maybe), the premises being certain. */
  text: (facts: Facts, data: D) => string[];
  /** The law it cites (sources.ts). */
  sources: readonly LegalSourceId[];
  /** Characteristic citations that betray the ground in a text (besides its title); normalized text. */
  markers?: readonly RegExp[];
  request?: RuleRequest | ((facts: Facts) => RuleRequest);
}

/** Any rule, whatever its data. */
// biome-ignore lint/suspicious/noExplicitAny: the rule list holds rules of different data types.
export type AnyRule = GroundRule<any>;

/** Declares a rule keeping the condition's data type for its text. */
export const rule = <D>(r: GroundRule<D>): GroundRule<D> => r;

/** A premise's value, in a condition (where every premise is present and certain). */
export const valueAt = <T>(facts: Facts, path: FactPath): T => (getFact(facts, path) as { value: T }).value;
