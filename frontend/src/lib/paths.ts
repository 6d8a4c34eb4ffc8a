import { PUBLIC_PAGES } from '@recurso/core/site';

/** Every URL of the app in one place (SPEC §2 route table); the public pages are the sitemap's. */
export const paths = {
  ...PUBLIC_PAGES,
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  dashboard: '/dashboard',
  fines: '/dashboard/resources',
  suspension: '/dashboard/suspension',
  support: '/support',
  account: '/dashboard/conta',
  help: '/help',
  payStart: '/resources',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminMessages: '/admin/messages',
  /** Second factor (SECURITY AUTH-6): enrolment or verification before the admin pages. */
  secondFactor: '/admin/verificacao',
  paymentSuccess: '/pagamento/sucesso',
  paymentCancelled: '/pagamento/cancelado',
  paymentExpired: '/pagamento/expirado',
} as const;

export const payAppealPath = (appealId: string, method: 'PIX' | 'CREDIT_CARD'): string =>
  `${paths.payStart}?payAppeal=${encodeURIComponent(appealId)}&method=${method}`;
