/**
 * Everything a handler needs, built once per process from a validated Env. The AWS clients an area may
 * need (S3, SES, Step Functions) come as `AwsParts` factories passed by its entry file, so each Lambda
 * bundle imports only the SDK clients it uses (issue 7, bundle budget). DynamoDB and the JWT secret are
 * used by every area and built here. Local runtime and tests: `createDeps` in ./deps (every part).
 *
 * To add a dependency for a new area: add a field to `Deps` and build it in `buildDeps`; if it needs a
 * new SDK client, make it an `AwsParts` factory under ./clients.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  type AccountRateLimits,
  DEFAULT_RATE_LIMITS,
  type GoogleTokenVerifier,
  type PasswordHasher,
  type RateLimiter,
  type ResetTokenStore,
  type SessionTokens,
  type UserRepository,
} from '@recurso/core/identity';
import type { MalwareScan, WorkflowStarter } from '@recurso/core/appeals';
import { type Clock, type Ids, type Mailer, randomIds, systemClock } from '@recurso/core/ports';
import { createDocumentClient } from './adapters/dynamodb/client';
import { DynamoRateLimiter } from './adapters/dynamodb/rate-limits';
import { DynamoResetTokenStore } from './adapters/dynamodb/reset-tokens';
import { DynamoUserRepository } from './adapters/dynamodb/users';
import { JoseGoogleVerifier } from './adapters/jwt/google';
import { JoseSessionTokens } from './adapters/jwt/sessions';
import type { S3Source } from './adapters/s3/sdk';
import type { PaymentOverrides } from './adapters/payments/wiring';
import { DYNAMO_HTTP } from './clients/dynamodb-http';
import { loadJwtSecret } from './adapters/secrets/jwt-secret';
import { type Env, loadEnv } from './env';
import { createLogger, type Logger } from './logger';

/** The private buckets (CDK: UPLOADS_BUCKET, DOCUMENTS_BUCKET; locally both are one s3rver bucket). */
export interface Buckets {
  uploads: string;
  documents: string;
}

export interface Deps {
  env: Env;
  logger: Logger;
  clock: Clock;
  ids: Ids;
  dynamo: DynamoDBDocumentClient;
  tableName: string;
  /** The S3 client, made on first use (adapters/s3/sdk.ts). */
  s3: S3Source;
  buckets: Buckets;
  mailer: Mailer;
  users: UserRepository;
  resetTokens: ResetTokenStore;
  rateLimiter: RateLimiter;
  rateLimits: AccountRateLimits;
  passwords: PasswordHasher;
  sessions: SessionTokens;
  google: GoogleTokenVerifier;
  /**
   * Starts the appeal pipelines: Step Functions on AWS, the local runner (local/src/stepfunctions)
   * locally. Unset in areas whose entry passes no `workflows` part.
   */
  workflows?: WorkflowStarter;
  /**
   * The malware verdict on uploads (SECURITY FILE-3). Unset on AWS: the appeals area reads GuardDuty's
   * object tag (adapters/malware); the local runtime sets its signature scanner (local/src/malware).
   */
  malwareScan?: MalwareScan;
  /**
   * Payment parts that replace the ones built from ASAAS_* / PAYMENT_EVENTS_QUEUE_URL (the local
   * runtime's in-process queue); see functions/src/http/payments.ts `paymentDepsOf`.
   */
  payments?: PaymentOverrides;
}

/** Pieces the local runtime or a test replaces; everything else is the real adapter. */
export type DepsOverrides = Partial<Omit<Deps, 'env'>> & { jwtSecret?: string };

/** The SDK clients an area's entry chooses to include (functions/src/clients). */
export interface AwsParts {
  s3?: (env: Env) => S3Source;
  mailer?: (env: Env) => Mailer;
  workflows?: (env: Env) => WorkflowStarter;
  /** Password hashing (argon2id in WebAssembly, ~30 KB): only the areas that hash (auth, me). */
  passwords?: () => PasswordHasher;
}

/**
 * A field whose client this function was not built with: reading it fails with a message naming the
 * entry to change (a wiring bug, caught by the area's tests), not an undefined deep in an adapter.
 * Not enumerable, so `{ ...deps }` copies stay safe.
 */
function missing<T>(target: object, field: keyof Deps): void {
  Object.defineProperty(target, field, {
    enumerable: false,
    get(): T {
      throw new Error(`Deps.${field} is not part of this function: pass it in the area's *.handler.ts`);
    },
  });
}

export async function buildDeps(env: Env, overrides: DepsOverrides, parts: AwsParts): Promise<Deps> {
  const logger = overrides.logger ?? createLogger(env.LOG_LEVEL);
  const clock = overrides.clock ?? systemClock;
  const dynamo =
    overrides.dynamo ??
    createDocumentClient({
      region: env.AWS_REGION,
      endpoint: env.DYNAMODB_ENDPOINT,
      requestHandler: DYNAMO_HTTP,
    });
  const secret =
    overrides.jwtSecret ??
    (await loadJwtSecret({ secret: env.JWT_SECRET, secretArn: env.JWT_SECRET_ARN, region: env.AWS_REGION }));
  const tableName = env.TABLE_NAME;
  const s3 = overrides.s3 ?? parts.s3?.(env);
  const mailer = overrides.mailer ?? parts.mailer?.(env);
  const workflows = overrides.workflows ?? parts.workflows?.(env);
  const passwords = overrides.passwords ?? parts.passwords?.();
  const deps = {
    env,
    logger,
    clock,
    ids: overrides.ids ?? randomIds,
    dynamo,
    tableName,
    ...(s3 ? { s3 } : {}),
    buckets: { uploads: env.UPLOADS_BUCKET, documents: env.DOCUMENTS_BUCKET },
    ...(mailer ? { mailer } : {}),
    users: overrides.users ?? new DynamoUserRepository(dynamo, tableName),
    resetTokens: overrides.resetTokens ?? new DynamoResetTokenStore(dynamo, tableName),
    rateLimiter: overrides.rateLimiter ?? new DynamoRateLimiter(dynamo, tableName, clock),
    rateLimits: overrides.rateLimits ?? DEFAULT_RATE_LIMITS,
    ...(passwords ? { passwords } : {}),
    sessions: overrides.sessions ?? new JoseSessionTokens(secret, env.SESSION_TTL_MINUTES * 60),
    ...(overrides.payments ? { payments: overrides.payments } : {}),
    ...(workflows ? { workflows } : {}),
    ...(overrides.malwareScan ? { malwareScan: overrides.malwareScan } : {}),
    google:
      overrides.google ??
      new JoseGoogleVerifier(
        env.GOOGLE_CLIENT_ID,
        env.GOOGLE_JWKS_URL,
        env.GOOGLE_ISSUERS.split(',').map((s) => s.trim()),
      ),
  };
  if (!s3) missing<S3Source>(deps, 's3');
  if (!mailer) missing<Mailer>(deps, 'mailer');
  if (!passwords) missing<PasswordHasher>(deps, 'passwords');
  return deps as Deps;
}

/**
 * Lambda: deps from process.env with this area's parts, built on the first request of a cold start
 * and reused; a failed start (e.g. Secrets Manager throttled) is retried on the next request.
 */
export const lambdaDeps = (parts: AwsParts): (() => Promise<Deps>) => {
  let memo: Promise<Deps> | undefined;
  return () => {
    memo ??= Promise.resolve().then(() => buildDeps(loadEnv(), {}, parts));
    memo.catch(() => {
      memo = undefined;
    });
    return memo;
  };
};
