import { ConflictError, ForbiddenError, UnauthorizedError, UnavailableError } from '../errors';
import type { Clock, Ids } from '../ports';
import type { User } from '../user';
import { IDENTITY_MESSAGES as M } from './messages';
import type { AccountRateLimits } from './policy';
import type {
  GoogleTokenVerifier,
  PasswordHasher,
  RateLimiter,
  SessionTokens,
  UserRepository,
} from './ports';
import { enforceAttemptLimit } from './rate-limit';
import { openSession, type Session } from './session';

export interface LoginPorts {
  users: UserRepository;
  passwords: PasswordHasher;
  sessions: SessionTokens;
  rateLimiter: RateLimiter;
  rateLimits: AccountRateLimits;
}

/**
 * E-mail and password login.
 * 1. count the attempt per e-mail and per IP (429 over the limit);
 * 2. verify the password; an unknown e-mail spends the same hashing time (no timing oracle);
 * 3. a blocked account is told so only after the right password;
 * 4. issue the session token.
 */
export async function login(
  input: { email: string; password: string; ip: string },
  ports: LoginPorts,
): Promise<Session> {
  // The lookup runs alongside the counters (one round trip less); hashing waits for both.
  const [, user] = await Promise.all([
    enforceAttemptLimit(ports.rateLimiter, 'login', ports.rateLimits.login, input.email, input.ip),
    ports.users.findByEmail(input.email),
  ]);
  if (!user?.passwordHash) {
    await ports.passwords.dummyVerify(input.password);
    throw new UnauthorizedError(M.invalidCredentials);
  }
  if (!(await ports.passwords.verify(input.password, user.passwordHash))) {
    throw new UnauthorizedError(M.invalidCredentials);
  }
  if (user.blocked) throw new ForbiddenError(M.accountBlocked);
  return openSession(user, ports.sessions);
}

export interface GoogleLoginPorts {
  users: UserRepository;
  google: GoogleTokenVerifier;
  sessions: SessionTokens;
  clock: Clock;
  ids: Ids;
}

/**
 * Google sign-in (SECURITY AUTH-5).
 * 1. verify the ID token (signature against Google's keys, aud, iss, exp) and `email_verified`;
 * 2. the account is keyed on Google's `sub`; a new `sub` creates a USER;
 * 3. an e-mail already owned by a password account is never linked silently.
 */
export async function googleLogin(input: { credential: string }, ports: GoogleLoginPorts): Promise<Session> {
  if (!ports.google.configured) throw new UnavailableError(M.googleNotConfigured);
  const identity = await ports.google.verify(input.credential);
  if (!identity?.emailVerified) throw new UnauthorizedError(M.googleFailed);
  const email = identity.email.toLowerCase();

  let user: User | undefined = await ports.users.findByGoogleSub(identity.sub);
  if (!user) {
    if (await ports.users.findByEmail(email)) throw new ConflictError(M.googleEmailHasPassword);
    try {
      user = await ports.users.create({
        id: ports.ids.newId(),
        email,
        role: 'USER',
        googleSub: identity.sub,
        createdAt: ports.clock.now().toISOString(),
      });
    } catch (err) {
      // Two first sign-ins at once: the other request created it.
      if (!(err instanceof ConflictError)) throw err;
      user = await ports.users.findByGoogleSub(identity.sub);
      if (!user) throw new ConflictError(M.googleEmailHasPassword);
    }
  }
  if (user.blocked) throw new ForbiddenError(M.accountBlocked);
  return openSession(user, ports.sessions);
}
