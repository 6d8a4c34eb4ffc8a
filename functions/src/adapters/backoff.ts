/**
 * Retries an AWS call while the service throttles (or has a transient fault), with exponential
 * backoff and full jitter. After the last attempt the original error is rethrown, so
 * toPipelineError still names it ServiceThrottled/ServiceUnavailable for the ASL's longer Retry.
 * Used by the Textract and Bedrock adapters.
 */
import { toPipelineError } from '@recurso/core/appeals';

export interface BackoffOptions {
  /** Total attempts, first included. */
  attempts: number;
  /** First delay in ms; doubles each retry, capped by maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Injected in tests. */
  sleep: (ms: number) => Promise<void>;
  /** 0..1; injected in tests for exact delays. */
  random: () => number;
}

export const realSleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export const DEFAULT_BACKOFF: BackoffOptions = {
  attempts: 4,
  baseDelayMs: 250,
  maxDelayMs: 4000,
  sleep: realSleep,
  random: Math.random,
};

export function isRetryable(error: unknown): boolean {
  const name = toPipelineError(error).name;
  return name === 'ServiceThrottled' || name === 'ServiceUnavailable';
}

export async function withBackoff<T>(
  call: () => Promise<T>,
  options: BackoffOptions = DEFAULT_BACKOFF,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= options.attempts || !isRetryable(error)) throw error;
      const cap = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
      await options.sleep(Math.round(cap * (0.5 + options.random() / 2)));
    }
  }
}
