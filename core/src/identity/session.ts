/** What a signed-in session looks like to the API client. */
import type * as z from 'zod/mini';
import type { PublicUser, sessionResponse } from './responses';
import type { User } from '../user';
import type { SessionTokens, UserSummary } from './ports';

export const toPublicUser = (u: User | UserSummary): PublicUser => ({
  id: u.id,
  email: u.email,
  role: u.role,
  blocked: u.blocked,
  createdAt: u.createdAt,
});

export type Session = z.output<typeof sessionResponse>;

export async function openSession(user: User, sessions: SessionTokens): Promise<Session> {
  const token = await sessions.issue({
    userId: user.id,
    email: user.email,
    role: user.role,
    blocked: user.blocked,
    tokenVersion: user.tokenVersion,
  });
  return { token, user: toPublicUser(user) };
}
