/** The users area's contract (operations: ./users.ts; what a contract is: ./contract.ts). */
import { publicUser, userList } from '@recurso/core/identity';
import { type AreaContract, empty, json, NEXT_CURSOR_HEADER } from './contract';

export const usersContract = {
  listUsers: {
    responses: {
      200: json(userList, 'Users, oldest first; with `limit`, one page', NEXT_CURSOR_HEADER),
    },
  },
  deleteUser: { responses: { 204: empty('Deleted; the e-mail is free again') }, errors: [404] },
  setRole: { responses: { 200: json(publicUser, 'The user with the new role') }, errors: [404] },
  toggleBlock: {
    responses: { 200: json(publicUser, 'The user, blocked or unblocked') },
    errors: [404],
  },
} satisfies AreaContract;
