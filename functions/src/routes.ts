/**
 * The route table: the one list of every API route, assembled here from each area's
 * `http/<area>.routes.ts` (beside its operations, `http/<area>.ts`) in this order, which is the order of
 * the OpenAPI document. The local server dispatches with it, CDK builds the HTTP API and one Lambda per
 * area from it, the OpenAPI document is generated from it, and a test proves every route declares a
 * policy (deny by default).
 *
 * Paths are relative to API_BASE (`/api`), in API Gateway syntax (`{id}`).
 * Policies: `public` (anyone), `user` (any signed-in, unblocked user), `staff` (STAFF or ADMIN),
 * `admin` (ADMIN only), `webhook` (no session; the handler checks the provider's token itself).
 */
import { APPEALS_ROUTES } from './http/appeals.routes';
import { AUDIT_ROUTES } from './http/audit.routes';
import { AUTH_ROUTES } from './http/auth.routes';
import { CONTACT_ROUTES } from './http/contact.routes';
import { FOLLOW_UP_ROUTES } from './http/follow-up.routes';
import { ME_ROUTES } from './http/me.routes';
import { PAYMENTS_ROUTES } from './http/payments.routes';
import { PREFERENCES_ROUTES } from './http/preferences.routes';
import { SYSTEM_ROUTES } from './http/system.routes';
import { USERS_ROUTES } from './http/users.routes';
import { WEBHOOKS_ROUTES } from './http/webhooks.routes';

export const API_BASE = '/api';

export const AREAS = [
  'system',
  'auth',
  'users',
  'appeals',
  'follow-up',
  'payments',
  'webhooks',
  'contact',
  'me',
] as const;
export type Area = (typeof AREAS)[number];

export type Policy = 'public' | 'user' | 'staff' | 'admin' | 'webhook';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  method: HttpMethod;
  path: string;
  area: Area;
  /** Name of the operation inside the area's handler (functions/src/http/<area>.ts). */
  operation: string;
  policy: Policy;
  summary: string;
}

export const ROUTES = [
  ...SYSTEM_ROUTES,
  ...AUTH_ROUTES,
  ...USERS_ROUTES,
  ...APPEALS_ROUTES,
  ...FOLLOW_UP_ROUTES,
  ...PAYMENTS_ROUTES,
  ...CONTACT_ROUTES,
  ...ME_ROUTES,
  ...PREFERENCES_ROUTES,
  ...AUDIT_ROUTES,
  ...WEBHOOKS_ROUTES,
] as const satisfies readonly Route[];

export type RouteDef = (typeof ROUTES)[number];

/** API Gateway route key, e.g. `GET /api/appeals/{id}`. */
export const routeKey = (r: Pick<Route, 'method' | 'path'>): string => `${r.method} ${API_BASE}${r.path}`;

export const routesOfArea = (area: Area): Route[] => ROUTES.filter((r) => r.area === area);
