/** Appeal domain: types, statuses with their pt-BR labels and colours (SPEC §4), prices (SPEC §9). */

export const APPEAL_TYPES = ['traffic', 'suspension'] as const;
export type AppealType = (typeof APPEAL_TYPES)[number];

/**
 * SPEC §4 statuses plus those the product needs to be honest with the driver:
 * `awaiting_review` (the documents were read but a fact the appeal needs is uncertain or missing: the
 * pipeline stopped before writing until the driver confirms it, docs/pipelines.md),
 * `generation_failed` (the pipeline could not read or write; the user can retry),
 * `refunded` (Asaas refunded or charged back the payment; the download is revoked),
 * `filed` (the driver filed the appeal with the agency: "Protocolado") and `no_response` (the driver
 * recorded that the agency has not answered). The decision itself is `approved` / `rejected`
 * (Deferido / Indeferido), recorded by the driver (core/src/follow-up).
 */
export const APPEAL_STATUSES = [
  'processing',
  'awaiting_review',
  'pending_payment',
  'expired_payment',
  'paid',
  'analyzing',
  'approved',
  'rejected',
  'failed',
  'generation_failed',
  'refunded',
  'filed',
  'no_response',
] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export type StatusColour = 'blue' | 'yellow' | 'green' | 'purple' | 'red';

interface StatusPresentation {
  /** Label on the user pages (dashboard, fines, suspension). */
  label: string;
  colour: StatusColour;
  /** Label in the admin "Recursos de {email}" modal. */
  adminLabel: string;
  adminColour: StatusColour;
}

export const APPEAL_STATUS_PRESENTATION: Record<AppealStatus, StatusPresentation> = {
  processing: { label: 'Processando', colour: 'blue', adminLabel: 'Processando', adminColour: 'blue' },
  awaiting_review: {
    label: 'Aguardando Revisão',
    colour: 'yellow',
    adminLabel: 'Aguardando Revisão',
    adminColour: 'yellow',
  },
  pending_payment: {
    label: 'Aguardando Pagamento',
    colour: 'yellow',
    adminLabel: 'Aguardando Pagamento',
    adminColour: 'yellow',
  },
  expired_payment: {
    label: 'Aguardando Pagamento',
    colour: 'yellow',
    adminLabel: 'Pagamento Expirado',
    adminColour: 'yellow',
  },
  paid: { label: 'Pago', colour: 'blue', adminLabel: 'Pago', adminColour: 'green' },
  analyzing: { label: 'Em Análise', colour: 'purple', adminLabel: 'Em Análise', adminColour: 'purple' },
  approved: { label: 'Deferido', colour: 'green', adminLabel: 'Aprovado', adminColour: 'green' },
  rejected: { label: 'Indeferido', colour: 'red', adminLabel: 'Rejeitado', adminColour: 'red' },
  failed: { label: 'Pagamento Falhou', colour: 'red', adminLabel: 'Falhou', adminColour: 'red' },
  generation_failed: {
    label: 'Falha na Geração',
    colour: 'red',
    adminLabel: 'Falha na Geração',
    adminColour: 'red',
  },
  refunded: { label: 'Pagamento Estornado', colour: 'red', adminLabel: 'Estornado', adminColour: 'red' },
  filed: { label: 'Protocolado', colour: 'blue', adminLabel: 'Protocolado', adminColour: 'blue' },
  no_response: {
    label: 'Sem Resposta',
    colour: 'yellow',
    adminLabel: 'Sem Resposta',
    adminColour: 'yellow',
  },
};

/** SPEC §4: unknown values are shown raw. */
export function statusLabel(status: string, view: 'user' | 'admin' = 'user'): string {
  const p = APPEAL_STATUS_PRESENTATION[status as AppealStatus];
  if (!p) return status;
  return view === 'admin' ? p.adminLabel : p.label;
}

export function statusColour(status: string, view: 'user' | 'admin' = 'user'): StatusColour | undefined {
  const p = APPEAL_STATUS_PRESENTATION[status as AppealStatus];
  if (!p) return undefined;
  return view === 'admin' ? p.adminColour : p.colour;
}

/** The server's price table (SPEC §9). A client-sent value never counts. */
export const APPEAL_PRICES: Record<AppealType, number> = { traffic: 29.9, suspension: 499.9 };

export const PAYABLE_STATUSES: readonly AppealStatus[] = ['pending_payment', 'expired_payment'];
/**
 * Statuses in which the owner may open "Revisar dados": confirm or correct the facts and get the
 * appeal (re)written. Every unpaid appeal whose documents were read.
 */
export const REVIEWABLE_STATUSES: readonly AppealStatus[] = [
  'awaiting_review',
  'pending_payment',
  'expired_payment',
];
/** Statuses in which the PDF may be downloaded (SPEC §2 fines page; AC-5). */
export const DOWNLOADABLE_STATUSES: readonly AppealStatus[] = [
  'paid',
  'analyzing',
  'approved',
  'rejected',
  'filed',
  'no_response',
];

export const PAYMENT_METHODS = ['PIX', 'CREDIT_CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface Appeal {
  id: string;
  userId: string;
  userEmail: string;
  type: AppealType;
  status: AppealStatus;
  /** BRL, set by the server from APPEAL_PRICES. */
  value: number;
  /** The infraction notice number (auto de infração), or SPEC's fallback code. */
  code?: string;
  createdAt: string;
  updatedAt: string;
  generatedText?: string;
  /**
   * The writer's filing guidance (where, when and how to file; what to attach), computed from the
   * facts when the pipeline saves the text and kept through the user's edits; the PDF's last page.
   * Absent for a text typed without facts (that PDF has no guidance page).
   */
  filingNote?: string;
  /** Storage key of the delivered PDF; the API exposes only whether it exists. */
  documentKey?: string;
  userName?: string;
  userDocument?: string;
  /** Portuguese reason shown when status is generation_failed. */
  failureReason?: string;
  /** Generation runs started (1 = first run); names the generate-appeal execution of each retry. */
  generationAttempt?: number;
  /** Bumped on every text change; names the deliver-appeal execution that renders that text. */
  textVersion?: number;
  /** What the notice says that matters after the appeal is written (set by the pipeline from the facts). */
  notice?: NoticeSummary;
  /** The grounds the writer used, in order (outcome statistics by ground). */
  grounds?: AppealGround[];
  /**
   * Last day to file (YYYY-MM-DD, Brazil's calendar): from the notice when the pipeline saves the
   * appeal, or set by the driver (`filingDeadlineSource`). What the reminders count down to.
   */
  filingDeadline?: string;
  filingDeadlineSource?: 'notice' | 'driver';
  /** When the next deadline reminder is due (ISO instant); absent when none is left to send. */
  reminderDueAt?: string;
  /** Reminder points already passed, in days before the deadline (7, 2, 0). */
  remindersSent?: number[];
  /** The driver filed the appeal (status `filed`). */
  filing?: AppealFiling;
  /** The agency's decision as the driver recorded it. */
  outcome?: AppealOutcome;
  /** A second-instance appeal ("Recorrer ao CETRAN"): the refused appeal it continues. */
  firstAppealId?: string;
  /** On a refused appeal: the second-instance appeal started from it (one per appeal). */
  secondInstanceId?: string;
}

/** The stages of LEGAL.md (facts' `stage`). */
export type NoticeStage = 'defesa_previa' | 'jari' | 'cetran' | 'suspensao';

/** The notice as read (each value a fact's value; absent when the reader did not find it). */
export interface NoticeSummary {
  /** The agency's notice number (never SPEC's fallback code). */
  number?: string;
  agency?: string;
  stage?: NoticeStage;
  plate?: string;
  vehicleModel?: string;
  infractionCode?: string;
  infractionDescription?: string;
  /** Who answers for the infraction in the CTB catalogue (art. 257 §§ 2º–3º): 'condutor', 'proprietario'… */
  infractor?: string;
  infractionDate?: string;
  infractionTime?: string;
  infractionPlace?: string;
  ownerName?: string;
  ownerDocument?: string;
  /** Suspension process number. */
  processNumber?: string;
  /** A second-instance appeal: who judges it (CTB art. 289, core/src/second-instance/body.ts). */
  secondInstanceBody?: { kind: 'cetran' | 'contrandife' | 'colegiado' | 'unknown'; uf?: string };
}

export interface AppealGround {
  id: string;
  title: string;
  /** What the notice audit found: a proven defect, or a requirement not shown (a request for proof). */
  outcome?: 'defect' | 'not_shown';
}

export interface AppealFiling {
  /** YYYY-MM-DD. */
  filedOn: string;
  protocolNumber?: string;
  recordedAt: string;
}

export const OUTCOME_RESULTS = ['granted', 'refused', 'no_response'] as const;
export type OutcomeResult = (typeof OUTCOME_RESULTS)[number];

export interface AppealOutcome {
  result: OutcomeResult;
  /** YYYY-MM-DD of the decision (or of the recording, for no answer). */
  decidedOn?: string;
  recordedAt: string;
  /** Stored copy of the decision the driver uploaded (`documents/<userId>/<appealId>-decisao.<ext>`). */
  decisionKey?: string;
}

export { appealReference, type ReferencedAppeal } from './appeal-reference';
