/** Account rules shared by the use cases: password policy, rate limits, reset-token lifetime. */
import { ValidationError } from '../errors';
import { isCommonPassword } from './common-passwords';
import { IDENTITY_MESSAGES as M } from './messages';

export const PASSWORD_MIN_LENGTH = 6; // SPEC §9 (SECURITY.md defers to SPEC here)
export const PASSWORD_MAX_LENGTH = 256; // long passphrases welcome; bounds the hashing work
export const RESET_TOKEN_TTL_SECONDS = 30 * 60;

/**
 * The first broken rule's Portuguese message, or undefined. No composition rules (ASVS 6.2.5). The
 * sign-up and reset screens check it before sending (issue 26), the server again.
 */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return M.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return M.passwordTooLong;
  if (isCommonPassword(password)) return M.commonPassword;
  return undefined;
}

/** Throws the first broken rule's Portuguese message. */
export function assertAcceptablePassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new ValidationError(problem);
}

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface AccountRateLimits {
  login: { perEmail: RateLimitRule; perIp: RateLimitRule };
  register: { perEmail: RateLimitRule; perIp: RateLimitRule };
  forgot: { perEmail: RateLimitRule; perIp: RateLimitRule };
}

/** Brute-force and stuffing controls (SECURITY AUTH-3, RST-3). */
export const DEFAULT_RATE_LIMITS: AccountRateLimits = {
  login: { perEmail: { limit: 10, windowSeconds: 15 * 60 }, perIp: { limit: 30, windowSeconds: 60 } },
  register: { perEmail: { limit: 5, windowSeconds: 60 * 60 }, perIp: { limit: 20, windowSeconds: 60 * 60 } },
  forgot: { perEmail: { limit: 3, windowSeconds: 60 * 60 }, perIp: { limit: 20, windowSeconds: 60 * 60 } },
};
