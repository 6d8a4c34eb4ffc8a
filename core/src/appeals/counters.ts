/**
 * The statistics counters as a rule of status changes, so every adapter that changes a status
 * updates them the same way, in the same transaction (ARCHITECTURE "statistics counters").
 */
import { type AppealStatus, DOWNLOADABLE_STATUSES } from '../appeal';

/**
 * Statuses in which the appeal's value counts as paid (a refund takes it out again): exactly those whose
 * PDF may be downloaded.
 */
export const PAID_STATUSES: readonly AppealStatus[] = DOWNLOADABLE_STATUSES;
/** The admin panel's "Recursos Pendentes" (SPEC §2): pending_payment or analyzing. */
export const PENDING_STATUSES: readonly AppealStatus[] = ['pending_payment', 'analyzing'];

export interface CounterDeltas {
  totalAppeals: number;
  /** In cents, so sums of prices stay exact. */
  paidValueCents: number;
  pendingAppeals: number;
}

const within = (list: readonly AppealStatus[], s: AppealStatus | undefined) =>
  s && list.includes(s) ? 1 : 0;

/** Deltas for an appeal of `value` moving from `from` (undefined: created) to `to` (undefined: deleted). */
export function counterDeltas(
  value: number,
  from: AppealStatus | undefined,
  to: AppealStatus | undefined,
): CounterDeltas {
  const cents = Math.round(value * 100);
  return {
    totalAppeals: (to ? 1 : 0) - (from ? 1 : 0),
    paidValueCents: (within(PAID_STATUSES, to) - within(PAID_STATUSES, from)) * cents,
    pendingAppeals: within(PENDING_STATUSES, to) - within(PENDING_STATUSES, from),
  };
}

export const isZero = (d: CounterDeltas): boolean =>
  d.totalAppeals === 0 && d.paidValueCents === 0 && d.pendingAppeals === 0;
