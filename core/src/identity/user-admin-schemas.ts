/**
 * Request bodies of the users API (SPEC §7): the staff list and the admin changes. Apart from the auth
 * API's schemas so the auth function's bundle does not carry (and register) them.
 */
import * as z from 'zod/mini';
import { emailField, requiredString, strictBody } from '../schemas';
import { ROLES } from '../user';
import { IDENTITY_MESSAGES as M } from './messages';

export const setRoleRequest = strictBody(
  {
    email: emailField(M.fillAllFields, M.invalidEmail),
    role: z.enum(ROLES, { error: M.invalidRole }),
  },
  M.fillAllFields,
).register(z.globalRegistry, { id: 'SetRoleRequest' });

export const toggleBlockRequest = strictBody(
  { email: emailField(M.fillAllFields, M.invalidEmail) },
  M.fillAllFields,
).register(z.globalRegistry, { id: 'ToggleBlockRequest' });

export const userIdParams = z
  .object({ id: requiredString(M.userNotFound) })
  .register(z.globalRegistry, { id: 'UserIdParams' });

export const listUsersQuery = z
  .object({
    limit: z.optional(
      z.coerce
        .number({ error: 'limit deve ser um número entre 1 e 1000' })
        .check(
          z.int('limit deve ser um número entre 1 e 1000'),
          z.gte(1, 'limit deve ser um número entre 1 e 1000'),
          z.lte(1000, 'limit deve ser um número entre 1 e 1000'),
        ),
    ),
    cursor: z.optional(z.string().check(z.maxLength(2048, 'Cursor inválido'))),
  })
  .register(z.globalRegistry, { id: 'ListUsersQuery' });

export type SetRoleRequest = z.infer<typeof setRoleRequest>;
