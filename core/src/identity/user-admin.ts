/** Staff and admin operations on users (SPEC §2 "Gerenciamento de Usuários", §6; SECURITY AC-3). */
import { ForbiddenError, NotFoundError } from '../errors';
import type { Clock } from '../ports';
import type { PublicUser } from './responses';
import type { Role, User } from '../user';
import { IDENTITY_MESSAGES as M } from './messages';
import type { UserRepository } from './ports';
import { toPublicUser } from './session';

export interface UserAdminPorts {
  users: UserRepository;
  clock: Clock;
}

/** One page (with `limit`) or every user, in e-mail order, read through the users index. */
export async function listUsers(
  input: { limit?: number; cursor?: string },
  ports: Pick<UserAdminPorts, 'users'>,
): Promise<{ users: PublicUser[]; nextCursor?: string }> {
  if (input.limit !== undefined) {
    const page = await ports.users.list({ limit: input.limit, cursor: input.cursor });
    return { users: page.users.map(toPublicUser), nextCursor: page.nextCursor };
  }
  const users: PublicUser[] = [];
  let cursor = input.cursor;
  do {
    const page = await ports.users.list({ cursor });
    users.push(...page.users.map(toPublicUser));
    cursor = page.nextCursor;
  } while (cursor);
  return { users };
}

async function targetByEmail(users: UserRepository, email: string): Promise<User> {
  const user = await users.findByEmail(email);
  if (!user) throw new NotFoundError(M.userNotFound);
  return user;
}

/** ADMIN only (route policy). An admin cannot lower their own role; the last ADMIN stays. */
export async function setRole(
  input: { actor: User; email: string; role: Role },
  ports: UserAdminPorts,
): Promise<PublicUser> {
  const target = await targetByEmail(ports.users, input.email);
  if (target.id === input.actor.id && target.role === 'ADMIN' && input.role !== 'ADMIN') {
    throw new ForbiddenError(M.selfDemotion);
  }
  if (target.role === input.role) return toPublicUser(target);
  return toPublicUser(await ports.users.setRole(target.id, input.role, ports.clock.now().toISOString()));
}

/** ADMIN only. Blocking takes effect on the user's next request (the auth middleware reads it). */
export async function toggleBlock(
  input: { actor: User; email: string },
  ports: UserAdminPorts,
): Promise<PublicUser> {
  const target = await targetByEmail(ports.users, input.email);
  if (target.id === input.actor.id) throw new ForbiddenError(M.selfBlock);
  return toPublicUser(
    await ports.users.setBlocked(target.id, !target.blocked, ports.clock.now().toISOString()),
  );
}

/** ADMIN only. Deleting oneself is refused here; the last ADMIN cannot be deleted (repository). */
export async function deleteUser(
  input: { actor: User; id: string },
  ports: Pick<UserAdminPorts, 'users'>,
): Promise<void> {
  if (input.id === input.actor.id) throw new ForbiddenError(M.selfDelete);
  const target = await ports.users.findById(input.id);
  if (!target) throw new NotFoundError(M.userNotFound);
  await ports.users.delete(target.id);
}
