/**
 * How much of each API area one server takes at once: the one table behind the local runtime's
 * admission control (local/src/admission.ts) and API Gateway's per-route throttles (lib/http-api.ts).
 *
 * Locally every area shares one event loop and one DynamoDB socket pool, so each area gets its own
 * lane: `inFlight` requests run, `queue` more may wait up to `maxWaitMs`, anything beyond answers 429
 * at once (Retry-After, `BUSY_MESSAGE`). Areas without a lane (system: health) are never refused.
 * On AWS every Lambda instance takes one request, so only request rates are capped there (`aws`);
 * areas without `aws` use the stage default (lib/config.ts API_RATE_LIMIT / API_BURST_LIMIT).
 */
import type { Area } from './routes';

export interface LaneLimits {
  /** Requests of the area handled at the same time. */
  inFlight: number;
  /** Requests that may wait for a free slot… */
  queue: number;
  /** …for at most this long, then 429. */
  maxWaitMs: number;
}

export interface AreaCapacity {
  local?: LaneLimits;
  /** GET requests of the area in a lane of their own (without it they share `local`). */
  localReads?: LaneLimits;
  /** API Gateway route throttle for every route of the area: steady requests per second and burst. */
  aws?: { rateLimit: number; burstLimit: number };
}

export const AREA_CAPACITY: Record<Area, AreaCapacity> = {
  // Health and the OpenAPI document: no lane, they always answer.
  system: {},
  // Password hashing (argon2id, ~90 ms of CPU each) is the costly part: a small lane so a login flood
  // cannot starve reads; functions/src/adapters/passwords bounds the hashing itself.
  auth: { local: { inFlight: 2, queue: 8, maxWaitMs: 1000 }, aws: { rateLimit: 20, burstLimit: 40 } },
  // Reads and saves may wait up to 1 s: measured with 200 connections (bench/load.bench.ts), a 100 ms
  // deadline left 2-5x fewer requests answered 2xx (refused clients resend at once and take the CPU)
  // and no better p99 for those answered.
  users: { local: { inFlight: 8, queue: 192, maxWaitMs: 1000 } },
  // Reads of one list share their DynamoDB reads (adapters/dynamodb/consistent-get.ts) and one cached
  // answer, so the more run at once, the cheaper each: at 200 connections 32 at a time answered ~1,800
  // lists a second, 192 at a time over 3,000. Saves keep the small lane: 256 at a time drove DynamoDB
  // Local into timeouts (500s).
  appeals: {
    local: { inFlight: 8, queue: 192, maxWaitMs: 1000 },
    localReads: { inFlight: 192, queue: 256, maxWaitMs: 1000 },
  },
  // After the appeal: reads of one appeal and small writes (a decision file is copied, at most 50 MB).
  'follow-up': { local: { inFlight: 8, queue: 64, maxWaitMs: 1000 } },
  payments: { local: { inFlight: 8, queue: 32, maxWaitMs: 500 } },
  // Reserved for Asaas: reads cannot take its slots. A 429 is retried by Asaas, but 15 failures in a row
  // pause its queue (ASAAS.md), so webhooks may wait longer than reads (Asaas reads for 10 s).
  webhooks: { local: { inFlight: 16, queue: 128, maxWaitMs: 5000 } },
  contact: { local: { inFlight: 4, queue: 16, maxWaitMs: 500 } },
  me: { local: { inFlight: 8, queue: 32, maxWaitMs: 500 } },
};

/** Seconds a refused client is asked to wait (Retry-After). */
export const BUSY_RETRY_AFTER_SECONDS = 1;
