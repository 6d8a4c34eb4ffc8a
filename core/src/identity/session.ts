/** What a signed-in session looks like to the API client. */
import type { PublicUser } from './schemas';
import type { User } from '../user';
import type { SessionTokens, UserSummary } from './ports';

export const toPublicUser = (u: User | UserSummary): PublicUser => ({
  id: u.id,
  email: u.email,
  role: u.role,
  blocked: u.blocked,
  createdAt: u.createdAt,
});

export interface Session {
  token: string;
  user: PublicUser;
}

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
