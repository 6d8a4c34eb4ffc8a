/** The users area (SPEC §7): staff list, admin role/block/delete. */
import { deleteUser, listUsers, setRole, toggleBlock } from '@recurso/core/accounts/user-admin';
import { publicUser } from '@recurso/core/schemas/auth';
import {
  listUsersQuery,
  setRoleRequest,
  toggleBlockRequest,
  userIdParams,
  userList,
} from '@recurso/core/schemas/users';
import { requireUser } from './authorize';
import { noContent, operation, type Operations, reply } from './types';

export const usersOperations = {
  /** The SPA expects an array; with `?limit=` one page is returned and `X-Next-Cursor` points on. */
  listUsers: operation({
    query: listUsersQuery,
    response: userList,
    handle: async (req, deps) => {
      const page = await listUsers(req.query, deps);
      return reply(200, page.users, page.nextCursor ? { 'x-next-cursor': page.nextCursor } : {});
    },
  }),
  deleteUser: operation({
    params: userIdParams,
    successStatus: 204,
    handle: async (req, deps) => {
      await deleteUser({ actor: requireUser(req), id: req.params.id }, deps);
      return noContent();
    },
  }),
  setRole: operation({
    body: setRoleRequest,
    response: publicUser,
    handle: (req, deps) => setRole({ actor: requireUser(req), ...req.body }, deps),
  }),
  toggleBlock: operation({
    body: toggleBlockRequest,
    response: publicUser,
    handle: (req, deps) => toggleBlock({ actor: requireUser(req), email: req.body.email }, deps),
  }),
} satisfies Operations;
