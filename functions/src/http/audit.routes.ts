/**
 * The audit trail route, served by the users area (operations: ./audit.ts).
 * Part of the one route table, functions/src/routes.ts (policies and paths explained there).
 */
export const AUDIT_ROUTES = [
  {
    method: 'GET',
    path: '/admin/audit',
    area: 'users',
    operation: 'auditTrail',
    policy: 'admin',
    summary: 'The audit trail of admin actions, newest first',
  },
] as const;
