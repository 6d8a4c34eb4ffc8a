/** Request and response bodies of the auth API (SPEC §7), with SPEC §5 messages. */
import * as z from 'zod';
import { ACCOUNT_MESSAGES as M } from '../accounts/messages';
import { ROLES } from '../user';
import { emailField, requiredString, strictBody } from './common';

/** Length and common-password checks live in the use cases' password policy (one place). */
const passwordField = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).min(1, requiredMessage);

export const loginRequest = strictBody(
  {
    email: requiredString(M.fillAllFields).transform((e) => e.toLowerCase()),
    password: passwordField(M.fillAllFields),
  },
  M.fillAllFields,
).meta({ id: 'LoginRequest' });

export const registerRequest = strictBody(
  { email: emailField(M.fillAllFields, M.invalidEmail), password: passwordField(M.fillAllFields) },
  M.fillAllFields,
).meta({ id: 'RegisterRequest' });

export const googleLoginRequest = strictBody(
  { credential: requiredString(M.googleFailed) },
  M.googleFailed,
).meta({ id: 'GoogleLoginRequest' });

export const forgotPasswordRequest = strictBody(
  { email: emailField(M.informEmail, M.invalidEmail) },
  M.informEmail,
).meta({ id: 'ForgotPasswordRequest' });

export const validateResetTokenQuery = z
  .object({ token: requiredString(M.invalidResetLink) }, { error: M.invalidResetLink })
  .meta({ id: 'ValidateResetTokenQuery' });

export const resetPasswordRequest = strictBody(
  {
    token: requiredString(M.invalidResetLink),
    password: passwordField(M.fillAllFields),
    /** Optional: when the client sends the confirmation, the server checks it too. */
    confirmPassword: z.string({ error: M.fillAllFields }).optional(),
  },
  M.fillAllFields,
)
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.password, {
    message: M.passwordsDontMatch,
  })
  .meta({ id: 'ResetPasswordRequest' });

export const publicUser = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    blocked: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });

export const sessionResponse = z
  .object({
    /** JWT (HS256): sub = e-mail, uid, role, blocked, tv, typ "access", exp in seconds. */
    token: z.string(),
    user: publicUser,
  })
  .meta({ id: 'Session' });

export const messageResponse = z.object({ message: z.string() }).meta({ id: 'Message' });

export const validTokenResponse = z.object({ valid: z.literal(true) }).meta({ id: 'ValidToken' });

export type LoginRequest = z.infer<typeof loginRequest>;
export type RegisterRequest = z.infer<typeof registerRequest>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
export type PublicUser = z.infer<typeof publicUser>;
