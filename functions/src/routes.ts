/**
 * The route table: the one list of every API route. The local server dispatches with it, CDK builds
 * the HTTP API and one Lambda per area from it, the OpenAPI document is generated from it, and a test
 * proves every route declares a policy (deny by default).
 *
 * Paths are relative to API_BASE (`/api`), in API Gateway syntax (`{id}`).
 * Policies: `public` (anyone), `user` (any signed-in, unblocked user), `staff` (STAFF or ADMIN),
 * `admin` (ADMIN only), `webhook` (no session; the handler checks the provider's token itself).
 */
export const API_BASE = '/api';

export const AREAS = ['system', 'auth', 'users', 'appeals', 'payments', 'webhooks', 'contact', 'me'] as const;
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

  {
    method: 'POST',
    path: '/auth/register',
    area: 'auth',
    operation: 'register',
    policy: 'public',
    summary: 'Create an account',
  },
  {
    method: 'POST',
    path: '/auth/login',
    area: 'auth',
    operation: 'login',
    policy: 'public',
    summary: 'Log in with e-mail and password',
  },
  {
    method: 'POST',
    path: '/auth/google-login',
    area: 'auth',
    operation: 'googleLogin',
    policy: 'public',
    summary: 'Log in with a Google ID token',
  },
  {
    method: 'POST',
    path: '/auth/password/forgot',
    area: 'auth',
    operation: 'forgotPassword',
    policy: 'public',
    summary: 'E-mail a password reset link',
  },
  {
    method: 'GET',
    path: '/auth/password/validate-token',
    area: 'auth',
    operation: 'validateResetToken',
    policy: 'public',
    summary: 'Check a password reset token',
  },
  {
    method: 'POST',
    path: '/auth/password/reset',
    area: 'auth',
    operation: 'resetPassword',
    policy: 'public',
    summary: 'Set a new password with a reset token',
  },

  {
    method: 'GET',
    path: '/users',
    area: 'users',
    operation: 'listUsers',
    policy: 'staff',
    summary: 'List users',
  },
  {
    method: 'DELETE',
    path: '/users/{id}',
    area: 'users',
    operation: 'deleteUser',
    policy: 'admin',
    summary: 'Delete a user',
  },
  {
    method: 'POST',
    path: '/users/set-role',
    area: 'users',
    operation: 'setRole',
    policy: 'admin',
    summary: "Change a user's role",
  },
  {
    method: 'POST',
    path: '/users/toggle-block',
    area: 'users',
    operation: 'toggleBlock',
    policy: 'admin',
    summary: 'Block or unblock a user',
  },

  {
    method: 'GET',
    path: '/appeals/my',
    area: 'appeals',
    operation: 'listMine',
    policy: 'user',
    summary: "The caller's appeals, newest first",
  },
  {
    method: 'GET',
    path: '/appeals',
    area: 'appeals',
    operation: 'listAll',
    policy: 'staff',
    summary: 'All appeals, newest first',
  },
  {
    method: 'GET',
    path: '/appeals/statistics',
    area: 'appeals',
    operation: 'statistics',
    policy: 'staff',
    summary: 'Totals for the admin panel',
  },
  {
    method: 'GET',
    path: '/appeals/user/{email}',
    area: 'appeals',
    operation: 'listByUser',
    policy: 'staff',
    summary: "A user's appeals",
  },
  {
    method: 'GET',
    path: '/appeals/status/{appealId}',
    area: 'appeals',
    operation: 'status',
    policy: 'user',
    summary: "An appeal's status",
  },
  {
    method: 'GET',
    path: '/appeals/download/{id}',
    area: 'appeals',
    operation: 'download',
    policy: 'user',
    summary: 'The appeal PDF',
  },
  {
    method: 'GET',
    path: '/appeals/{id}',
    area: 'appeals',
    operation: 'get',
    policy: 'user',
    summary: 'One appeal',
  },
  {
    method: 'POST',
    path: '/appeals/uploads',
    area: 'appeals',
    operation: 'createUploads',
    policy: 'user',
    summary: 'Presigned POSTs for direct uploads',
  },
  {
    method: 'POST',
    path: '/appeals/generate-appeal-text',
    area: 'appeals',
    operation: 'generate',
    policy: 'user',
    summary: 'Start generating an appeal',
  },
  {
    method: 'POST',
    path: '/appeals',
    area: 'appeals',
    operation: 'save',
    policy: 'user',
    summary: 'Save a generated text',
  },
  {
    method: 'POST',
    path: '/appeals/update-text/{id}',
    area: 'appeals',
    operation: 'updateText',
    policy: 'user',
    summary: "Edit an appeal's text",
  },
  {
    method: 'POST',
    path: '/appeals/retry/{id}',
    area: 'appeals',
    operation: 'retryGeneration',
    policy: 'user',
    summary: 'Generate a failed appeal again',
  },
  {
    method: 'POST',
    path: '/appeals/update-status/{id}',
    area: 'appeals',
    operation: 'updateStatus',
    policy: 'user',
    summary: 'Make an expired payment payable again',
  },

  {
    method: 'POST',
    path: '/payment/create-asaas-checkout',
    area: 'payments',
    operation: 'createCheckout',
    policy: 'user',
    summary: 'Start an Asaas checkout',
  },
  {
    method: 'POST',
    path: '/payment/public-check-status',
    area: 'payments',
    operation: 'checkStatus',
    policy: 'public',
    summary: "An appeal's payment status",
  },

  {
    method: 'POST',
    path: '/contact',
    area: 'contact',
    operation: 'sendMessage',
    policy: 'public',
    summary: 'Store a message from the contact form or the support chat',
  },
  {
    method: 'GET',
    path: '/contact',
    area: 'contact',
    operation: 'listMessages',
    policy: 'staff',
    summary: 'Contact messages, newest first',
  },

  {
    method: 'GET',
    path: '/me',
    area: 'me',
    operation: 'getProfile',
    policy: 'user',
    summary: "The caller's account: e-mail, role, creation date",
  },
  {
    method: 'POST',
    path: '/me/password',
    area: 'me',
    operation: 'changePassword',
    policy: 'user',
    summary: 'Change my password (ends the other sessions; answers a fresh token)',
  },
  {
    method: 'GET',
    path: '/me/export',
    area: 'me',
    operation: 'exportData',
    policy: 'user',
    summary: 'Export every item about me, with a download link per file (LGPD)',
  },
  {
    method: 'DELETE',
    path: '/me',
    area: 'me',
    operation: 'deleteAccount',
    policy: 'user',
    summary: 'Erase my account, data and files (LGPD); payment records kept without personal data',
  },
  {
    method: 'GET',
    path: '/me/second-factor',
    area: 'me',
    operation: 'secondFactorStatus',
    policy: 'user',
    summary: "This session's second factor: required (STAFF/ADMIN), enrolled, verified",
  },
  {
    method: 'POST',
    path: '/me/second-factor',
    area: 'me',
    operation: 'startSecondFactor',
    policy: 'user',
    summary: 'Start TOTP enrolment: a secret and its otpauth:// URI',
  },
  {
    method: 'POST',
    path: '/me/second-factor/confirm',
    area: 'me',
    operation: 'confirmSecondFactor',
    policy: 'user',
    summary: 'Confirm TOTP enrolment with a first code; answers ten recovery codes',
  },
  {
    method: 'POST',
    path: '/me/second-factor/verify',
    area: 'me',
    operation: 'verifySecondFactor',
    policy: 'user',
    summary: 'Prove the second factor for this session (TOTP code or recovery code)',
  },

  {
    method: 'GET',
    path: '/admin/audit',
    area: 'users',
    operation: 'auditTrail',
    policy: 'admin',
    summary: 'The audit trail of admin actions, newest first',
  },

  {
    method: 'POST',
    path: '/webhooks/asaas',
    area: 'webhooks',
    operation: 'asaas',
    policy: 'webhook',
    summary: 'Asaas notifications',
  },
] as const satisfies readonly Route[];

export type RouteDef = (typeof ROUTES)[number];

/** API Gateway route key, e.g. `GET /api/appeals/{id}`. */
export const routeKey = (r: Pick<Route, 'method' | 'path'>): string => `${r.method} ${API_BASE}${r.path}`;

export const routesOfArea = (area: Area): Route[] => ROUTES.filter((r) => r.area === area);
