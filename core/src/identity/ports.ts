/** Ports the identity use cases need. Adapters live in functions/src/adapters; tests pass fakes. */
import type { Role, User } from '../user';

export interface NewUser {
  id: string;
  email: string;
  role: Role;
  passwordHash?: string;
  googleSub?: string;
  createdAt: string;
}

/** The public fields a user list shows (no hash, no token version). */
export type UserSummary = Pick<User, 'id' | 'email' | 'role' | 'blocked' | 'createdAt'>;

export interface UserPage {
  users: UserSummary[];
  /** Opaque cursor for the next page; absent on the last page. */
  nextCursor?: string;
}

export interface UserRepository {
  /** Creates the user and claims its e-mail (and Google sub) atomically; ConflictError when taken. */
  create(user: NewUser): Promise<User>;
  findById(id: string): Promise<User | undefined>;
  findByEmail(email: string): Promise<User | undefined>;
  findByGoogleSub(sub: string): Promise<User | undefined>;
  list(options: { limit?: number; cursor?: string }): Promise<UserPage>;
  /** Sets the role; demoting an ADMIN fails with ConflictError when it is the last one. */
  setRole(id: string, role: Role, now: string): Promise<User>;
  setBlocked(id: string, blocked: boolean, now: string): Promise<User>;
  /** Deletes the user and its e-mail claim; deleting the last ADMIN fails with ConflictError. */
  delete(id: string): Promise<void>;
}

export interface ResetTokenRecord {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
}

export interface ResetTokenStore {
  /** Stores a new token for the user and voids the user's previous one. */
  issue(record: ResetTokenRecord): Promise<void>;
  /** The token when it exists, is the user's latest and has not been used; expiry is the caller's check. */
  find(tokenHash: string): Promise<ResetTokenRecord | undefined>;
  /**
   * Uses the token once: sets the new password hash and bumps the token version (ending every
   * session) in one atomic step. Returns false when the token was already used or replaced.
   */
  consume(tokenHash: string, userId: string, passwordHash: string, now: string): Promise<boolean>;
}

export interface RateLimiter {
  /** Counts one hit on `key` in the current window; returns the hits so far in that window. */
  hit(key: string, windowSeconds: number): Promise<number>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
  /** Spends the same time as a real verify, for unknown e-mails (no timing oracle). */
  dummyVerify(password: string): Promise<void>;
}

export interface SessionClaims {
  userId: string;
  email: string;
  role: Role;
  blocked: boolean;
  tokenVersion: number;
}

export interface SessionTokens {
  issue(claims: SessionClaims): Promise<string>;
  /** Verifies signature, algorithm, issuer, audience, type and expiry; undefined when invalid. */
  verify(token: string): Promise<SessionClaims | undefined>;
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
}

export interface GoogleTokenVerifier {
  /** False when no client id is configured. */
  readonly configured: boolean;
  /** The verified identity; undefined for any invalid token (signature, aud, iss, exp). */
  verify(credential: string): Promise<GoogleIdentity | undefined>;
}
