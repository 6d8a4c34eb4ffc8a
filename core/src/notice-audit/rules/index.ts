/**
 * The audit's rules in one ordered list: within each outcome (proven defects, then requests for
 * proof, then subsidiary requests) the petition argues them in this order. A new requirement is one
 * entry here, with its source (sources.ts) and its three cases (test/unit/core/notice-audit).
 */
import type { AnyRule } from '../types';
import {
  etilometroDesconto,
  etilometroLimite,
  etilometroRegistro,
  etilometroVerificacao,
  recusaComMedicao,
  recusaProcedimento,
} from './alcohol';
import { pontosInfracao, valorMulta } from './amount';
import { competencia } from './competence';
import { condutaAgente, semaforoRegistro, sinalizacao } from './conduct';
import { infracoesEmRecurso, janelaExcedida, pontosLimite } from './points';
import {
  advertenciaArt267,
  art280Elementos,
  art280Tipificacao,
  art281APrazoDefesa,
  art281Prazo,
  art282Decadencia,
  art282PrazoRecurso,
  notificacaoAutuacao,
} from './procedure';
import { prescricaoFederal, suspensaoPrazoNotificacao } from './process';
import { corridaDescricao, manobraDescricao } from './racing';
import {
  radarEnquadramento,
  radarImagem,
  radarSinalizacao,
  radarTolerancia,
  radarVerificacao,
} from './speed';

export const RULES: readonly AnyRule[] = [
  // Deadlines and notices the dates (or the driver's answers) prove.
  art281Prazo,
  art281APrazoDefesa,
  art282Decadencia,
  art282PrazoRecurso,
  notificacaoAutuacao,
  suspensaoPrazoNotificacao,
  prescricaoFederal,
  // Who may fine, and what the auto says of the infraction.
  competencia,
  art280Tipificacao,
  valorMulta,
  pontosInfracao,
  // Suspension by points.
  pontosLimite,
  janelaExcedida,
  infracoesEmRecurso,
  // The proof of the infraction.
  radarVerificacao,
  radarImagem,
  radarTolerancia,
  radarEnquadramento,
  etilometroLimite,
  etilometroDesconto,
  etilometroVerificacao,
  etilometroRegistro,
  recusaComMedicao,
  recusaProcedimento,
  corridaDescricao,
  manobraDescricao,
  semaforoRegistro,
  condutaAgente,
  sinalizacao,
  radarSinalizacao,
  art280Elementos,
  // Subsidiary.
  advertenciaArt267,
];
