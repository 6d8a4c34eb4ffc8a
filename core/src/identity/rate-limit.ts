/** Counts one attempt per e-mail and per IP; answers whether each key is still within its rule. */
import { RateLimitedError } from '../errors';
import { IDENTITY_MESSAGES as M } from './messages';
import type { RateLimitRule } from './policy';
import type { RateLimiter } from './ports';

export interface AttemptCheck {
  emailExceeded: boolean;
  ipExceeded: boolean;
}

export async function countAttempt(
  limiter: RateLimiter,
  action: string,
  rules: { perEmail: RateLimitRule; perIp: RateLimitRule },
  email: string,
  ip: string,
): Promise<AttemptCheck> {
  const [byEmail, byIp] = await Promise.all([
    limiter.hit(`${action}:email:${email}`, rules.perEmail.windowSeconds),
    limiter.hit(`${action}:ip:${ip}`, rules.perIp.windowSeconds),
  ]);
  return { emailExceeded: byEmail > rules.perEmail.limit, ipExceeded: byIp > rules.perIp.limit };
}

export function tooManyAttempts(retryAfterSeconds: number): RateLimitedError {
  return new RateLimitedError(M.tooManyAttempts, { retryAfterSeconds });
}

/** Login and register: either counter over its limit answers 429. */
export async function enforceAttemptLimit(
  limiter: RateLimiter,
  action: string,
  rules: { perEmail: RateLimitRule; perIp: RateLimitRule },
  email: string,
  ip: string,
): Promise<void> {
  const check = await countAttempt(limiter, action, rules, email, ip);
  if (check.emailExceeded) throw tooManyAttempts(rules.perEmail.windowSeconds);
  if (check.ipExceeded) throw tooManyAttempts(rules.perIp.windowSeconds);
}
