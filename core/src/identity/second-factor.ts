/**
 * Second factor for STAFF and ADMIN (SECURITY AUTH-6), server side, on unless STAFF_TOTP_REQUIRED=false.
 * Enrol → the app scans the otpauth URI (the SPA draws the QR code) → confirm with a first code, which
 * also yields ten single-use recovery codes → every new session proves a code (or spends a recovery
 * code) before staff/admin routes answer. Proofs are per session token.
 */
import { tooManyAttempts } from './rate-limit';
import type { RateLimiter } from './ports';
import { BRAND } from '../brand';
import { ConflictError, ForbiddenError, ValidationError } from '../errors';
import type { Clock } from '../ports';
import { isStaff, type User } from '../user';
import type * as z from 'zod/mini';
import type {
  SecondFactorStatus,
  secondFactorConfirmed,
  secondFactorEnrolment,
  secondFactorVerified,
} from './responses';
import { SECOND_FACTOR_CODES, SECOND_FACTOR_MESSAGES } from './second-factor-codes';
import { base32Decode, base32Encode, matchTotp, otpauthUri } from './totp';

const M = SECOND_FACTOR_MESSAGES;

export const RECOVERY_CODES = 10;
const VERIFY_LIMIT = { limit: 10, windowSeconds: 15 * 60 };

export interface SecondFactorRecord {
  secret: string;
  confirmedAt?: string;
  lastStep?: number;
  recoveryCodeHashes: string[];
}

export interface SecondFactorStore {
  get(userId: string): Promise<SecondFactorRecord | undefined>;
  /** Stores a new unconfirmed secret (replacing an unconfirmed one); false if already confirmed. */
  savePending(userId: string, secret: string): Promise<boolean>;
  confirm(userId: string, recoveryCodeHashes: string[], step: number, now: string): Promise<boolean>;
  /** Records `step` as used only if it is newer than the last one (no replay); false otherwise. */
  useStep(userId: string, step: number): Promise<boolean>;
  /** Removes one recovery code hash if present; false when it was not (already used or wrong). */
  useRecoveryCode(userId: string, hash: string): Promise<boolean>;
  markSessionVerified(userId: string, sessionHash: string, expiresAt: Date): Promise<void>;
  isSessionVerified(userId: string, sessionHash: string, now: Date): Promise<boolean>;
}

export interface SecondFactorPorts {
  secondFactor: SecondFactorStore;
  rateLimiter: RateLimiter;
  clock: Clock;
}

const sha256 = async (text: string) =>
  Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString('hex');

/** The session a proof belongs to: the hash of its bearer token (never the token itself). */
export const sessionHash = (bearerToken: string) => sha256(`session:${bearerToken}`);
const recoveryHash = (code: string) => sha256(`recovery:${code.replace(/[\s-]/g, '').toUpperCase()}`);

function newRecoveryCode(): string {
  const raw = base32Encode(crypto.getRandomValues(new Uint8Array(5))); // 8 characters, 40 bits
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}`;
}

export async function startEnrolment(
  user: User,
  ports: Pick<SecondFactorPorts, 'secondFactor'>,
): Promise<z.output<typeof secondFactorEnrolment>> {
  const secret = base32Encode(crypto.getRandomValues(new Uint8Array(20)));
  if (!(await ports.secondFactor.savePending(user.id, secret))) throw new ConflictError(M.alreadyEnrolled);
  return { secret, otpauthUri: otpauthUri(BRAND.companyName, user.email, secret) };
}

export async function confirmEnrolment(
  user: User,
  input: { code: string; bearerToken: string; sessionExpiresAt: Date },
  ports: SecondFactorPorts,
): Promise<z.output<typeof secondFactorConfirmed>> {
  const record = await ports.secondFactor.get(user.id);
  if (!record) throw new ValidationError(M.notStarted);
  if (record.confirmedAt) throw new ConflictError(M.alreadyEnrolled);
  await countAttempt(user, ports);
  const step = await matchTotp(base32Decode(record.secret), input.code.trim(), ports.clock.now());
  if (step === undefined) throw new ValidationError(M.invalidCode);
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const hashes = await Promise.all(codes.map(recoveryHash));
  if (!(await ports.secondFactor.confirm(user.id, hashes, step, ports.clock.now().toISOString()))) {
    throw new ConflictError(M.alreadyEnrolled);
  }
  await ports.secondFactor.markSessionVerified(
    user.id,
    await sessionHash(input.bearerToken),
    input.sessionExpiresAt,
  );
  return { recoveryCodes: codes };
}

/** Proves the second factor for this session with a TOTP code (once per time step) or a recovery code. */
export async function verifySecondFactor(
  user: User,
  input: { code: string; bearerToken: string; sessionExpiresAt: Date },
  ports: SecondFactorPorts,
): Promise<z.output<typeof secondFactorVerified>> {
  const record = await ports.secondFactor.get(user.id);
  if (!record?.confirmedAt) throw new ValidationError(M.notStarted);
  await countAttempt(user, ports);
  const code = input.code.trim();
  let ok = false;
  let left = record.recoveryCodeHashes.length;
  if (/^\d{6}$/.test(code)) {
    const step = await matchTotp(base32Decode(record.secret), code, ports.clock.now());
    ok =
      step !== undefined &&
      step > (record.lastStep ?? -1) &&
      (await ports.secondFactor.useStep(user.id, step));
  } else if (code) {
    ok = await ports.secondFactor.useRecoveryCode(user.id, await recoveryHash(code));
    if (ok) left -= 1;
  } else throw new ValidationError(M.codeRequired);
  if (!ok) throw new ValidationError(M.invalidCode);
  await ports.secondFactor.markSessionVerified(
    user.id,
    await sessionHash(input.bearerToken),
    input.sessionExpiresAt,
  );
  return { verified: true, recoveryCodesLeft: left };
}

/** This session's second-factor state; `required` is false for USERs and when the flag is off. */
export async function secondFactorStatus(
  user: User,
  bearerToken: string,
  ports: Pick<SecondFactorPorts, 'secondFactor' | 'clock'> & { required: boolean },
): Promise<SecondFactorStatus> {
  const record = await ports.secondFactor.get(user.id);
  const enrolled = Boolean(record?.confirmedAt);
  const verified =
    enrolled &&
    (await ports.secondFactor.isSessionVerified(user.id, await sessionHash(bearerToken), ports.clock.now()));
  return { required: ports.required && isStaff(user.role), enrolled, verified };
}

/**
 * The gate for `staff` and `admin` routes: a STAFF/ADMIN session must have proved its second factor
 * (403 with a `code` telling enrolment from verification). With the flag off it does nothing.
 */
export async function requireSecondFactor(
  user: User,
  bearerToken: string,
  ports: Pick<SecondFactorPorts, 'secondFactor' | 'clock'> & { required: boolean },
): Promise<void> {
  if (!ports.required || !isStaff(user.role)) return;
  // The common case first, in one read: this session holds a proof (only enrolled accounts get one).
  const hash = await sessionHash(bearerToken);
  if (await ports.secondFactor.isSessionVerified(user.id, hash, ports.clock.now())) return;
  const record = await ports.secondFactor.get(user.id);
  if (!record?.confirmedAt)
    throw new ForbiddenError(M.enrolRequired, { code: SECOND_FACTOR_CODES.enrolRequired });
  throw new ForbiddenError(M.verifyRequired, { code: SECOND_FACTOR_CODES.verifyRequired });
}

async function countAttempt(user: User, ports: SecondFactorPorts) {
  const hits = await ports.rateLimiter.hit(`second-factor:user:${user.id}`, VERIFY_LIMIT.windowSeconds);
  if (hits > VERIFY_LIMIT.limit) throw tooManyAttempts(VERIFY_LIMIT.windowSeconds);
}
