/** Ports of the LGPD use cases. Adapters: functions/src/adapters/my-account (DynamoDB + S3). */
import type { User } from '../user';

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
export interface PersonalFile {
  key: string;
  size: number;
  lastModified?: string;
  /** Short-lived download link (presigned GET, ≤ 300 s). */
  url: string;
}

export interface PersonalFileStore {
  /** Every current object under the user's prefixes, with a download link each. */
  list(userId: string): Promise<PersonalFile[]>;
  /** Deletes every object and every version under the user's prefixes; returns how many were deleted. */
  eraseAll(userId: string): Promise<number>;
}

/** Every stored item about the user, without keys or secrets, grouped by kind. */
export interface PersonalData {
  account: Record<string, unknown>;
  /** Other items in the user's own partition (e.g. second-factor enrolment, without secrets). */
  accountItems: Record<string, unknown>[];
  appeals: Record<string, unknown>[];
  contactMessages: Record<string, unknown>[];
}

export interface ErasureReport {
  appealsDeleted: number;
  /** Paid appeals kept as payment records with their personal fields removed (law: fiscal records). */
  appealsAnonymised: number;
  contactMessagesDeleted: number;
}

export interface PersonalDataStore {
  collect(user: User): Promise<PersonalData>;
  /**
   * Erases the user's items: unpaid appeals (and their generation inputs) deleted with the counters
   * adjusted; paid ones kept without personal fields; contact messages sent with the e-mail; then the
   * account itself (profile, e-mail and Google claims, reset token, every item of its partition).
   */
  erase(user: User, now: string): Promise<ErasureReport>;
}
