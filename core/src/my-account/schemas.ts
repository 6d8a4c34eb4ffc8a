/** Request bodies of the 'me' API (LGPD: access, correction of the password, erasure); answers: ./responses.ts. */
import * as z from 'zod/mini';
import { strictBody } from '../schemas';
import { MY_ACCOUNT_MESSAGES as M } from './messages';

const secret = (required: string) => z.string({ error: required }).check(z.minLength(1, required));

export const changePasswordRequest = strictBody(
  {
    currentPassword: secret(M.currentPasswordRequired),
    newPassword: secret(M.newPasswordRequired),
  },
  M.currentPasswordRequired,
).register(z.globalRegistry, { id: 'ChangePasswordRequest' });

export const deleteAccountRequest = strictBody(
  {
    /** Accounts with a password re-enter it. */
    password: z.optional(z.string({ error: M.deletePasswordRequired })),
    /** Google-only accounts type EXCLUIR. */
    confirmation: z.optional(z.string({ error: M.deleteConfirmationRequired })),
  },
  M.deletePasswordRequired,
).register(z.globalRegistry, { id: 'DeleteAccountRequest' });

export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;
