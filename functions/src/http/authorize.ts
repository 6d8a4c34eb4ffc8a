/**
 * The one auth middleware's rule (SECURITY AC-1, JWT-1..3). For every non-public route:
 * bearer token → signature/claims check → the user re-read from the table → token version,
 * blocked flag and role checked against THAT record, never against the token's claims.
 * Then AUTH-6: a STAFF/ADMIN session must have proved its TOTP second factor on every route but the
 * `me` area (own account and the enrolment/verification routes). Not only staff/admin routes: staff
 * power also reaches `user` routes (reading any appeal by id, its PDF), so an unproved session has none.
 */
import { IDENTITY_MESSAGES as M } from '@recurso/core/identity';
import { ForbiddenError, UnauthorizedError } from '@recurso/core/errors';
import { isAdmin, isStaff, type User } from '@recurso/core/user';
import { secondFactorGate } from '../adapters/identity/second-factor-gate';
import type { Deps } from '../deps';
import type { Route } from '../routes';

const bearer = (authorization: string | undefined): string | undefined => {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return m?.[1];
};

const ALLOWED: Record<Exclude<Route['policy'], 'public' | 'webhook'>, (u: User) => boolean> = {
  user: () => true,
  staff: (u) => isStaff(u.role),
  admin: (u) => isAdmin(u.role),
};

/** Returns the caller for protected policies; undefined for `public` and `webhook` routes. */
export async function authorize(
  { policy, area }: Pick<Route, 'policy' | 'area'>,
  authorization: string | undefined,
  deps: Pick<Deps, 'sessions' | 'users' | 'dynamo' | 'tableName' | 'clock' | 'env'>,
): Promise<User | undefined> {
  if (policy === 'public' || policy === 'webhook') return undefined;
  const allowed = ALLOWED[policy];
  if (!allowed) throw new ForbiddenError(M.forbidden); // an unknown policy denies
  const token = bearer(authorization);
  if (!token) throw new UnauthorizedError(M.loginRequired);
  const claims = await deps.sessions.verify(token);
  if (!claims) throw new UnauthorizedError(M.sessionExpired);
  const user = await deps.users.findById(claims.userId);
  if (!user || user.tokenVersion !== claims.tokenVersion || user.email !== claims.email) {
    throw new UnauthorizedError(M.sessionExpired);
  }
  if (user.blocked) throw new ForbiddenError(M.accountBlocked);
  if (!allowed(user)) throw new ForbiddenError(M.forbidden);
  if (area !== 'me') await secondFactorGate(deps, deps.env.STAFF_TOTP_REQUIRED)(user, token);
  return user;
}

/** For operations behind a protected policy: the caller, guaranteed by the middleware. */
export function requireUser(req: { user: User | undefined }): User {
  if (!req.user) throw new UnauthorizedError(M.loginRequired);
  return req.user;
}
