import { ConflictError, ValidationError } from '../errors';
import type { Clock, Ids } from '../ports';
import type { PublicUser } from './responses';
import { IDENTITY_MESSAGES as M } from './messages';
import { type AccountRateLimits, assertAcceptablePassword } from './policy';
import type { PasswordHasher, RateLimiter, UserRepository } from './ports';
import { enforceAttemptLimit } from './rate-limit';
import { toPublicUser } from './session';

export interface RegisterPorts {
  users: UserRepository;
  passwords: PasswordHasher;
  rateLimiter: RateLimiter;
  rateLimits: AccountRateLimits;
  clock: Clock;
  ids: Ids;
}

/**
 * Creates a USER account.
 * 1. count the attempt per e-mail and per IP (429 over the limit);
 * 2. apply the password policy (length, common passwords);
 * 3. hash with argon2id and create the user; the e-mail claim makes duplicates impossible.
 * A taken e-mail answers SPEC's 'Este email já está em uso' (SPEC §8 fixes that text).
 */
export async function register(
  input: { email: string; password: string; ip: string },
  ports: RegisterPorts,
): Promise<PublicUser> {
  await enforceAttemptLimit(ports.rateLimiter, 'register', ports.rateLimits.register, input.email, input.ip);
  assertAcceptablePassword(input.password);
  const passwordHash = await ports.passwords.hash(input.password);
  try {
    const user = await ports.users.create({
      id: ports.ids.newId(),
      email: input.email,
      role: 'USER',
      passwordHash,
      createdAt: ports.clock.now().toISOString(),
    });
    return toPublicUser(user);
  } catch (err) {
    if (err instanceof ConflictError) throw new ConflictError(M.emailInUse);
    throw err;
  }
}

/** Creates (or leaves alone) the first ADMIN from configuration; never a default credential. */
export async function ensureAdmin(
  input: { email: string; password: string },
  ports: Omit<RegisterPorts, 'rateLimiter' | 'rateLimits'>,
): Promise<{ created: boolean }> {
  const email = input.email.trim().toLowerCase();
  if (!email.includes('@')) throw new ValidationError(M.invalidEmail);
  if (await ports.users.findByEmail(email)) return { created: false };
  assertAcceptablePassword(input.password);
  await ports.users.create({
    id: ports.ids.newId(),
    email,
    role: 'ADMIN',
    passwordHash: await ports.passwords.hash(input.password),
    createdAt: ports.clock.now().toISOString(),
  });
  return { created: true };
}
