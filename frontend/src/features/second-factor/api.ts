/** The second-factor routes of 'Minha conta' (functions/src/routes.ts, `/me/second-factor*`). */
import type { ApiClient } from '../../lib/api';
import type {
  Enrolment,
  SecondFactorConfirmed,
  SecondFactorStatus,
  SecondFactorVerified,
} from '../../lib/api-types';

export type { Enrolment, SecondFactorStatus };

export const secondFactorApi = (api: ApiClient) => ({
  status: () => api.send<SecondFactorStatus>({ method: 'GET', path: '/me/second-factor' }),
  start: () => api.send<Enrolment>({ method: 'POST', path: '/me/second-factor', body: {} }),
  confirm: (code: string) =>
    api.send<SecondFactorConfirmed>({
      method: 'POST',
      path: '/me/second-factor/confirm',
      body: { code },
    }),
  verify: (code: string) =>
    api.send<SecondFactorVerified>({
      method: 'POST',
      path: '/me/second-factor/verify',
      body: { code },
    }),
});

export const isSixDigits = (code: string) => /^\d{6}$/.test(code.trim());
export const isRecoveryCode = (code: string) => /^[A-Za-z2-7]{4}-?[A-Za-z2-7]{4}$/.test(code.trim());
/** The base32 secret in groups of four, easier to type into an app. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
