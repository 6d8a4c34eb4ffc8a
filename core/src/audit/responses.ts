/**
 * What the audit API answers (GET /admin/audit), as a zod schema: the OpenAPI document is generated
 * from it and ./trail.ts derives AuditEntry from it. Nothing at run time imports this module.
 */
import * as z from 'zod/mini';
import { ROLES } from '../user';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './trail';

export const auditEntrySchema = z
  .object({
    id: z.string(),
    /** ISO time, UTC. */
    at: z.iso.datetime(),
    actorId: z.string(),
    /** Kept for STAFF/ADMIN actors only. */
    actorEmail: z.optional(z.string()),
    actorRole: z.enum(ROLES),
    action: z.enum(AUDIT_ACTIONS),
    targetType: z.enum(AUDIT_TARGET_TYPES),
    targetId: z.string(),
    /** Small non-personal facts (new role, appeal status…). */
    detail: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
    requestId: z.string(),
  })
  .register(z.globalRegistry, { id: 'AuditEntry' });

export const auditTrailResponse = z.array(auditEntrySchema).register(z.globalRegistry, { id: 'AuditTrail' });
