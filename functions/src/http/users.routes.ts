/**
 * Routes of the users area (operations: ./users.ts): the staff and admin user list and changes.
 * Part of the one route table, functions/src/routes.ts (policies and paths explained there).
 */
export const USERS_ROUTES = [
  {
    method: 'GET',
    path: '/users',
    area: 'users',
    operation: 'listUsers',
    policy: 'staff',
    summary: 'List users',
  },
  {
    method: 'DELETE',
    path: '/users/{id}',
    area: 'users',
    operation: 'deleteUser',
    policy: 'admin',
    summary: 'Delete a user',
  },
  {
    method: 'POST',
    path: '/users/set-role',
    area: 'users',
    operation: 'setRole',
    policy: 'admin',
    summary: "Change a user's role",
  },
  {
    method: 'POST',
    path: '/users/toggle-block',
    area: 'users',
    operation: 'toggleBlock',
    policy: 'admin',
    summary: 'Block or unblock a user',
  },
] as const;
