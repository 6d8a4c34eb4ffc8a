/** Appeal domain: types, statuses with their pt-BR labels and colours (SPEC §4), prices (SPEC §9). */

export const APPEAL_TYPES = ['traffic', 'suspension'] as const;
export type AppealType = (typeof APPEAL_TYPES)[number];

/**
 * SPEC §4 statuses plus three the product needs to be honest with the driver:
 * `awaiting_review` (the documents were read but a fact the appeal needs is uncertain or missing: the
 * pipeline stopped before writing until the driver confirms it, docs/pipelines.md),
 * `generation_failed` (the pipeline could not read or write; the user can retry) and
 * `refunded` (Asaas refunded or charged back the payment; the download is revoked).
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
export const DOWNLOADABLE_STATUSES: readonly AppealStatus[] = ['paid', 'analyzing', 'approved', 'rejected'];

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
}
