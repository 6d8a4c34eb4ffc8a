/**
 * GET /admin/audit (ADMIN): the audit trail, newest first. Served by the users area (the admin
 * Lambda): `usersOperations` spreads `auditOperations`.
 */
import { INVALID_CURSOR } from '@recurso/core/errors';
import * as z from 'zod/mini';
import { auditLog } from '../adapters/audit/audit';
import type { auditContract } from './audit.contract';
import type { AreaOperations } from './contract';
import { operation, reply } from './types';

const LIMIT_MESSAGE = 'limit deve ser um número entre 1 e 200';

export const auditQuery = z
  .object({
    limit: z.optional(
      z.coerce
        .number({ error: LIMIT_MESSAGE })
        .check(z.int(LIMIT_MESSAGE), z.gte(1, LIMIT_MESSAGE), z.lte(200, LIMIT_MESSAGE)),
    ),
    cursor: z.optional(z.string().check(z.maxLength(2048, INVALID_CURSOR))),
  })
  .register(z.globalRegistry, { id: 'AuditQuery' });

export const auditOperations = {
  auditTrail: operation({
    query: auditQuery,
    handle: async (req, deps) => {
      const page = await auditLog(deps).list({ limit: req.query.limit ?? 50, cursor: req.query.cursor });
      return reply(200, page.entries, page.nextCursor ? { 'x-next-cursor': page.nextCursor } : {});
    },
  }),
} satisfies AreaOperations<typeof auditContract>;
