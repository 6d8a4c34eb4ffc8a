/** The second-factor routes of 'Minha conta' (functions/src/routes.ts, `/me/second-factor*`). */
import type { SecondFactorStatus } from '@recurso/core/identity';
import type { ApiClient } from '../../lib/api';

export type { SecondFactorStatus };

export interface Enrolment {
  secret: string;
  otpauthUri: string;
}

export const secondFactorApi = (api: ApiClient) => ({
  status: () => api.send<SecondFactorStatus>({ method: 'GET', path: '/me/second-factor' }),
  start: () => api.send<Enrolment>({ method: 'POST', path: '/me/second-factor', body: {} }),
  confirm: (code: string) =>
    api.send<{ recoveryCodes: string[] }>({
      method: 'POST',
      path: '/me/second-factor/confirm',
      body: { code },
    }),
  verify: (code: string) =>
    api.send<{ verified: true; recoveryCodesLeft: number }>({
      method: 'POST',
      path: '/me/second-factor/verify',
      body: { code },
    }),
});

export const isSixDigits = (code: string) => /^\d{6}$/.test(code.trim());
export const isRecoveryCode = (code: string) => /^[A-Za-z2-7]{4}-?[A-Za-z2-7]{4}$/.test(code.trim());
/** The base32 secret in groups of four, easier to type into an app. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
