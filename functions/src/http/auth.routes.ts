/**
 * Routes of the auth area (operations: ./auth.ts): register, login, Google, password reset.
 * Part of the one route table, functions/src/routes.ts (policies and paths explained there).
 */
export const AUTH_ROUTES = [
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
] as const;
