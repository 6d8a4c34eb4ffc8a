/**
 * Routes of the webhooks area (operations: ./webhooks.ts): provider notifications, no session.
 * Part of the one route table, functions/src/routes.ts (policies and paths explained there).
 */
export const WEBHOOKS_ROUTES = [
  {
    method: 'POST',
    path: '/webhooks/asaas',
    area: 'webhooks',
    operation: 'asaas',
    policy: 'webhook',
    summary: 'Asaas notifications',
  },
] as const;
