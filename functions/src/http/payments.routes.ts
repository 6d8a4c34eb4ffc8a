/**
 * Routes of the payments area (operations: ./payments.ts): checkout and its status.
 * Part of the one route table, functions/src/routes.ts (policies and paths explained there).
 */
export const PAYMENTS_ROUTES = [
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
] as const;
