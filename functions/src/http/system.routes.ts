/**
 * Routes of the system area (operations: ./system.ts): liveness and the OpenAPI document.
 * Part of the one route table, functions/src/routes.ts (policies and paths explained there).
 */
export const SYSTEM_ROUTES = [
  {
    method: 'GET',
    path: '/health',
    area: 'system',
    operation: 'health',
    policy: 'public',
    summary: 'Liveness check',
  },
  {
    method: 'GET',
    path: '/openapi.json',
    area: 'system',
    operation: 'openapi',
    policy: 'public',
    summary: 'This API described as OpenAPI 3.1',
  },
] as const;
