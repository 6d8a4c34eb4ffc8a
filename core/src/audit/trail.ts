/**
 * The audit trail of admin and staff actions (issue 8 item 7): who did what to whom, when, under
 * which request id. Entries are pseudonymous about the target (its id, never its e-mail), so erasing
 * an account does not need to rewrite the trail; the actor is a STAFF/ADMIN, accountable by e-mail.
 */
import type * as z from 'zod/mini';
import type { Role } from '../user';
import type { auditEntrySchema } from './responses';

export const AUDIT_ACTIONS = [
  'user.role_changed',
  'user.blocked',
  'user.unblocked',
  'user.deleted',
  /** Staff read an appeal's generated text or downloaded its PDF. */
  'appeal.text_downloaded',
  /** A user erased their own account (LGPD); the actor id is all that remains of them. */
  'account.deleted',
  /** Staff read the outcome statistics (issue 15): who looked at the basis of approval figures. */
  'report.outcomes_viewed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ['user', 'appeal', 'report'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** One entry of the trail (its fields are documented on the schema, ./responses.ts). */
export type AuditEntry = z.output<typeof auditEntrySchema>;

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor?: string;
}

export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
  /** Newest first. */
  list(options: { limit: number; cursor?: string }): Promise<AuditPage>;
}

/** What an operation knows when it records an action; id and time are added by the helper. */
export interface AuditInput {
  actor: { id: string; email: string; role: Role };
  action: AuditAction;
  targetType: AuditEntry['targetType'];
  targetId: string;
  detail?: AuditEntry['detail'];
  requestId: string;
}

/** Builds the stored entry: the actor's e-mail only when the actor is STAFF or ADMIN. */
export function auditEntry(input: AuditInput, id: string, at: Date): AuditEntry {
  const staff = input.actor.role === 'STAFF' || input.actor.role === 'ADMIN';
  return {
    id,
    at: at.toISOString(),
    actorId: input.actor.id,
    ...(staff && input.action !== 'account.deleted' ? { actorEmail: input.actor.email } : {}),
    actorRole: input.actor.role,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId,
    ...(input.detail ? { detail: input.detail } : {}),
    requestId: input.requestId,
  };
}
