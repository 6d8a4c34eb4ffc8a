/** Ports of the LGPD use cases. Adapters: functions/src/adapters/my-account (DynamoDB + S3). */
import type * as z from 'zod/mini';
import type { User } from '../user';
import type { erasureReportSchema, personalDataSchema, personalFileSchema } from './responses';

export interface CredentialStore {
  /**
   * Sets the password hash and bumps the token version (every older session ends) in one
   * conditional write on the version read; returns the updated user, or undefined when the
   * account changed in between (another password change, a block, a deletion).
   */
  setPassword(user: User, passwordHash: string, now: string): Promise<User | undefined>;
  /** Bumps the token version: every session of the user ends on its next request. */
  revokeSessions(userId: string, now: string): Promise<void>;
}

/** A stored file of the user (uploads and delivered PDFs). */
export type PersonalFile = z.output<typeof personalFileSchema>;

export interface PersonalFileStore {
  /** Every current object under the user's prefixes, with a download link each. */
  list(userId: string): Promise<PersonalFile[]>;
  /** Deletes every object and every version under the user's prefixes; returns how many were deleted. */
  eraseAll(userId: string): Promise<number>;
}

/** Every stored item about the user, without keys or secrets, grouped by kind. */
export type PersonalData = z.output<typeof personalDataSchema>;

export type ErasureReport = z.output<typeof erasureReportSchema>;

export interface PersonalDataStore {
  collect(user: User): Promise<PersonalData>;
  /**
   * Erases the user's items: unpaid appeals (and their generation inputs) deleted with the counters
   * adjusted; paid ones kept without personal fields; contact messages sent with the e-mail; then the
   * account itself (profile, e-mail and Google claims, reset token, every item of its partition).
   */
  erase(user: User, now: string): Promise<ErasureReport>;
}
