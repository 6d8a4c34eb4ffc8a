/** Request bodies of the auth API (SPEC §7), with SPEC §5 messages; its answers are in ./responses.ts. */
import * as z from 'zod/mini';
import { emailField, requiredString, strictBody } from '../schemas';
import { IDENTITY_MESSAGES as M } from './messages';

/** Length and common-password checks live in the use cases' password policy (one place). */
const passwordField = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).check(z.minLength(1, requiredMessage));

export const loginRequest = strictBody(
  {
    email: z.pipe(
      requiredString(M.fillAllFields),
      z.transform((e: string) => e.toLowerCase()),
    ),
    password: passwordField(M.fillAllFields),
  },
  M.fillAllFields,
).register(z.globalRegistry, { id: 'LoginRequest' });

export const registerRequest = strictBody(
  { email: emailField(M.fillAllFields, M.invalidEmail), password: passwordField(M.fillAllFields) },
  M.fillAllFields,
).register(z.globalRegistry, { id: 'RegisterRequest' });

export const googleLoginRequest = strictBody(
  { credential: requiredString(M.googleFailed) },
  M.googleFailed,
).register(z.globalRegistry, { id: 'GoogleLoginRequest' });

export const forgotPasswordRequest = strictBody(
  { email: emailField(M.informEmail, M.invalidEmail) },
  M.informEmail,
).register(z.globalRegistry, { id: 'ForgotPasswordRequest' });

export const validateResetTokenQuery = z
  .object({ token: requiredString(M.invalidResetLink) }, { error: M.invalidResetLink })
  .register(z.globalRegistry, { id: 'ValidateResetTokenQuery' });

export const resetPasswordRequest = strictBody(
  {
    token: requiredString(M.invalidResetLink),
    password: passwordField(M.fillAllFields),
    /** Optional: when the client sends the confirmation, the server checks it too. */
    confirmPassword: z.optional(z.string({ error: M.fillAllFields })),
  },
  M.fillAllFields,
)
  .check(
    z.refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.password, {
      message: M.passwordsDontMatch,
    }),
  )
  .register(z.globalRegistry, { id: 'ResetPasswordRequest' });

export type LoginRequest = z.infer<typeof loginRequest>;
export type RegisterRequest = z.infer<typeof registerRequest>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
