/**
 * The grounds of the writer as one ordered list of rules (types.ts): the order is the order in the
 * petition. A new ground is one entry here, with its premises, condition, text, sources and tests.
 */
import type { Facts } from '../../facts/schema';
import type { PieceKind } from '../common';
import {
  etilometroRegularidade,
  etilometroSemDesconto,
  etilometroVerificacaoVencida,
  recusaComMedicao,
  recusaProcedimento,
} from './alcohol';
import { celularProva, habilitacaoAbordagem, semaforo, sinalizacao, ultrapassagemProva } from './conduct';
import { evaluateRules, type RuleOutcome } from './engine';
import { infracoesEmRecurso, janelaDozeMeses, janelaExcedida, pontosAbaixoLimite } from './points';
import {
  advertenciaArt267,
  art280Requisitos,
  art281APrazoDefesa,
  art281Prazo,
  art282Decadencia,
  duplaNotificacao,
} from './procedure';
import {
  amplaDefesa,
  autossuspensiva,
  notificacaoInfracoes,
  prescricao,
  prescricaoQuinquenal,
  suspensaoPrazoNotificacao,
} from './process';
import { corridaDescricao, manobraDescricao } from './racing';
import { radarAfericaoVencida, radarEnquadramento, radarInmetro, radarTolerancia } from './speed';
import type { AnyRule, RuleRequest } from './types';

export const RULES: readonly AnyRule[] = [
  // Deadlines the dates alone prove.
  art281Prazo,
  art281APrazoDefesa,
  art282Decadencia,
  suspensaoPrazoNotificacao,
  prescricaoQuinquenal,
  // Suspension by points (art. 261 I).
  pontosAbaixoLimite,
  janelaExcedida,
  janelaDozeMeses,
  infracoesEmRecurso,
  // The infraction itself.
  radarInmetro,
  radarTolerancia,
  radarEnquadramento,
  radarAfericaoVencida,
  etilometroRegularidade,
  etilometroVerificacaoVencida,
  etilometroSemDesconto,
  recusaComMedicao,
  recusaProcedimento,
  corridaDescricao,
  manobraDescricao,
  semaforo,
  celularProva,
  habilitacaoAbordagem,
  ultrapassagemProva,
  sinalizacao,
  autossuspensiva,
  // Every piece of its kind.
  art280Requisitos,
  duplaNotificacao,
  notificacaoInfracoes,
  prescricao,
  amplaDefesa,
  advertenciaArt267,
];

export interface WrittenGround {
  id: string;
  title: string;
  paragraphs: string[];
  request?: RuleRequest;
}

/** Every rule in scope for the piece, with its outcome (engine.ts). */
export const evaluate = (facts: Facts, kind: PieceKind): RuleOutcome[] => evaluateRules(RULES, facts, kind);

/** The grounds that fire, in order, with their text. */
export function groundsFor(facts: Facts, kind: PieceKind): WrittenGround[] {
  return evaluate(facts, kind)
    .filter((o) => o.status === 'fired')
    .map(({ rule, data }) => ({
      id: rule.id,
      title: rule.title,
      paragraphs: rule.text(facts, data),
      request: typeof rule.request === 'function' ? rule.request(facts) : rule.request,
    }));
}

export const ruleById = (id: string): AnyRule | undefined => RULES.find((r) => r.id === id);

export type { RuleOutcome } from './engine';
export { type LegalSource, LEGAL_SOURCES, type LegalSourceId } from './sources';
export type { AnyRule, Family, GroundRule, Premise, ProcessKind, RuleScope } from './types';
