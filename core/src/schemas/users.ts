/** Request bodies of the users API (SPEC §7). */
import * as z from 'zod';
import { ACCOUNT_MESSAGES as M } from '../accounts/messages';
import { ROLES } from '../user';
import { emailField, requiredString, strictBody } from './common';
import { publicUser } from './auth';

export const setRoleRequest = strictBody(
  {
    email: emailField(M.fillAllFields, M.invalidEmail),
    role: z.enum(ROLES, { error: M.invalidRole }),
  },
  M.fillAllFields,
).meta({ id: 'SetRoleRequest' });

export const toggleBlockRequest = strictBody(
  { email: emailField(M.fillAllFields, M.invalidEmail) },
  M.fillAllFields,
).meta({ id: 'ToggleBlockRequest' });

export const userIdParams = z.object({ id: requiredString(M.userNotFound) }).meta({ id: 'UserIdParams' });

export const listUsersQuery = z
  .object({
    limit: z.coerce
      .number({ error: 'limit deve ser um número entre 1 e 1000' })
      .int('limit deve ser um número entre 1 e 1000')
      .min(1, 'limit deve ser um número entre 1 e 1000')
      .max(1000, 'limit deve ser um número entre 1 e 1000')
      .optional(),
    cursor: z.string().max(2048, 'Cursor inválido').optional(),
  })
  .meta({ id: 'ListUsersQuery' });

export const userList = z.array(publicUser).meta({ id: 'UserList' });

export type SetRoleRequest = z.infer<typeof setRoleRequest>;
