/** The users area (SPEC §7): staff list, admin role/block/delete. */
import {
  deleteUser,
  listUsers,
  setRole,
  toggleBlock,
  listUsersQuery,
  setRoleRequest,
  toggleBlockRequest,
  userIdParams,
} from '@recurso/core/identity';
import { audit } from '../adapters/audit/audit';
import { requireUser } from './authorize';
import type { AreaOperations } from './contract';
import { noContent, operation, reply } from './types';
import type { usersContract } from './users.contract';

export const usersOperations = {
  /** The SPA expects an array; with `?limit=` one page is returned and `X-Next-Cursor` points on. */
  listUsers: operation({
    query: listUsersQuery,
    handle: async (req, deps) => {
      const page = await listUsers(req.query, deps);
      return reply(200, page.users, page.nextCursor ? { 'x-next-cursor': page.nextCursor } : {});
    },
  }),
  deleteUser: operation({
    params: userIdParams,
    handle: async (req, deps) => {
      const actor = requireUser(req);
      await deleteUser({ actor, id: req.params.id }, deps);
      await audit(deps, {
        actor,
        action: 'user.deleted',
        targetType: 'user',
        targetId: req.params.id,
        requestId: req.requestId,
      });
      return noContent();
    },
  }),
  setRole: operation({
    body: setRoleRequest,
    handle: async (req, deps) => {
      const actor = requireUser(req);
      const user = await setRole({ actor, ...req.body }, deps);
      await audit(deps, {
        actor,
        action: 'user.role_changed',
        targetType: 'user',
        targetId: user.id,
        detail: { role: user.role },
        requestId: req.requestId,
      });
      return user;
    },
  }),
  toggleBlock: operation({
    body: toggleBlockRequest,
    handle: async (req, deps) => {
      const actor = requireUser(req);
      const user = await toggleBlock({ actor, email: req.body.email }, deps);
      await audit(deps, {
        actor,
        action: user.blocked ? 'user.blocked' : 'user.unblocked',
        targetType: 'user',
        targetId: user.id,
        requestId: req.requestId,
      });
      return user;
    },
  }),
} satisfies AreaOperations<typeof usersContract>;
