/**
 * What the identity API answers (auth, users, the second factor), as zod schemas: the OpenAPI document
 * is generated from them and the use cases' result types are derived from them. Nothing at run time
 * imports this module, so the Lambda bundles do not carry it.
 */
import * as z from 'zod/mini';
import { ROLES } from '../user';

export const publicUser = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    blocked: z.boolean(),
    createdAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'User' });

export const sessionResponse = z
  .object({
    /** JWT (HS256): sub = e-mail, uid, role, blocked, tv, typ "access", exp in seconds. */
    token: z.string(),
    user: publicUser,
  })
  .register(z.globalRegistry, { id: 'Session' });

export const messageResponse = z
  .object({ message: z.string() })
  .register(z.globalRegistry, { id: 'Message' });

export const validTokenResponse = z
  .object({ valid: z.literal(true) })
  .register(z.globalRegistry, { id: 'ValidToken' });

export const registeredResponse = z
  .object({ message: z.string(), user: publicUser })
  .register(z.globalRegistry, { id: 'Registered' });

export const userList = z.array(publicUser).register(z.globalRegistry, { id: 'UserList' });

/** What the SPA needs to pick a screen: must this session prove a factor, is one enrolled, is it proved. */
export const secondFactorStatusResponse = z
  .object({ required: z.boolean(), enrolled: z.boolean(), verified: z.boolean() })
  .register(z.globalRegistry, { id: 'SecondFactorStatus' });

export const secondFactorEnrolment = z
  .object({
    /** Base32 secret, for typing into an authenticator app. */
    secret: z.string(),
    /** otpauth://totp/… URI; the SPA draws it as a QR code. */
    otpauthUri: z.string(),
  })
  .register(z.globalRegistry, { id: 'SecondFactorEnrolment' });

export const secondFactorConfirmed = z
  .object({
    /** Ten single-use recovery codes, shown once. */
    recoveryCodes: z.array(z.string()),
  })
  .register(z.globalRegistry, { id: 'SecondFactorConfirmed' });

export const secondFactorVerified = z
  .object({ verified: z.literal(true), recoveryCodesLeft: z.number().check(z.int(), z.nonnegative()) })
  .register(z.globalRegistry, { id: 'SecondFactorVerified' });

export type PublicUser = z.output<typeof publicUser>;
export type SecondFactorStatus = z.output<typeof secondFactorStatusResponse>;
