/**
 * Everything a handler needs, built once per process from a validated Env. Lambda entries use
 * `awsDeps` (lazy, memoised); the local runtime and tests call `createDeps(env, overrides)` with the
 * same AWS adapters pointed at DynamoDB Local / s3rver and their own mailer.
 *
 * To add a dependency for a new area: add a field to `Deps` and build it in `createDeps`.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { SFNClient } from '@aws-sdk/client-sfn';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type AccountRateLimits, DEFAULT_RATE_LIMITS } from '@recurso/core/accounts/policy';
import type {
  GoogleTokenVerifier,
  PasswordHasher,
  RateLimiter,
  ResetTokenStore,
  SessionTokens,
  UserRepository,
} from '@recurso/core/accounts/ports';
import type { WorkflowStarter } from '@recurso/core/appeals/ports';
import { type Clock, type Ids, type Mailer, randomIds, systemClock } from '@recurso/core/ports';
import { createDocumentClient } from './adapters/dynamodb/client';
import type { PaymentOverrides } from './adapters/payments/wiring';
import { DynamoRateLimiter } from './adapters/dynamodb/rate-limits';
import { DynamoResetTokenStore } from './adapters/dynamodb/reset-tokens';
import { DynamoUserRepository } from './adapters/dynamodb/users';
import { JoseGoogleVerifier } from './adapters/jwt/google';
import { JoseSessionTokens } from './adapters/jwt/sessions';
import { SesMailer } from './adapters/mail/ses';
import { SfnWorkflowStarter, stateMachineArnsFromEnv } from './adapters/sfn/workflow-starter';
import { Argon2PasswordHasher } from './adapters/passwords/argon2';
import { loadJwtSecret } from './adapters/secrets/jwt-secret';
import { type Env, loadEnv } from './env';
import { createLogger, type Logger } from './logger';

export interface Deps {
  env: Env;
  logger: Logger;
  clock: Clock;
  ids: Ids;
  dynamo: DynamoDBDocumentClient;
  tableName: string;
  s3: S3Client;
  bucketName: string;
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
   * locally. Always set by createDeps; optional so test fakes of other areas need not build one.
   */
  workflows?: WorkflowStarter;
  /**
   * Payment parts that replace the ones built from ASAAS_* / PAYMENT_EVENTS_QUEUE_URL (the local
   * runtime's in-process queue); see functions/src/http/payments.ts `paymentDepsOf`.
   */
  payments?: PaymentOverrides;
}

/** Pieces the local runtime or a test replaces; everything else is the real adapter. */
export type DepsOverrides = Partial<Omit<Deps, 'env'>> & { jwtSecret?: string };

export async function createDeps(env: Env, overrides: DepsOverrides = {}): Promise<Deps> {
  const logger = overrides.logger ?? createLogger(env.LOG_LEVEL);
  const clock = overrides.clock ?? systemClock;
  const dynamo =
    overrides.dynamo ?? createDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
  const s3 =
    overrides.s3 ??
    new S3Client({
      region: env.AWS_REGION,
      // s3rver: path-style URLs, and no streaming checksums (they corrupt its uploads).
      ...(env.S3_ENDPOINT
        ? {
            endpoint: env.S3_ENDPOINT,
            forcePathStyle: true,
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
            credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          }
        : {}),
    });
  const secret =
    overrides.jwtSecret ??
    (await loadJwtSecret({ secret: env.JWT_SECRET, secretArn: env.JWT_SECRET_ARN, region: env.AWS_REGION }));
  const tableName = env.TABLE_NAME;
  return {
    env,
    logger,
    clock,
    ids: overrides.ids ?? randomIds,
    dynamo,
    tableName,
    s3,
    bucketName: env.BUCKET_NAME,
    mailer: overrides.mailer ?? new SesMailer(new SESv2Client({ region: env.AWS_REGION }), env.MAIL_FROM),
    users: overrides.users ?? new DynamoUserRepository(dynamo, tableName),
    resetTokens: overrides.resetTokens ?? new DynamoResetTokenStore(dynamo, tableName),
    rateLimiter: overrides.rateLimiter ?? new DynamoRateLimiter(dynamo, tableName, clock),
    rateLimits: overrides.rateLimits ?? DEFAULT_RATE_LIMITS,
    passwords: overrides.passwords ?? new Argon2PasswordHasher(),
    sessions: overrides.sessions ?? new JoseSessionTokens(secret, env.SESSION_TTL_MINUTES * 60),
    ...(overrides.payments ? { payments: overrides.payments } : {}),
    workflows:
      overrides.workflows ??
      new SfnWorkflowStarter(new SFNClient({ region: env.AWS_REGION }), () => stateMachineArnsFromEnv()),
    google:
      overrides.google ??
      new JoseGoogleVerifier(
        env.GOOGLE_CLIENT_ID,
        env.GOOGLE_JWKS_URL,
        env.GOOGLE_ISSUERS.split(',').map((s) => s.trim()),
      ),
  };
}

let memo: Promise<Deps> | undefined;
/** Lambda: deps from process.env, built on the first request of a cold start and reused. */
export const awsDeps = (): Promise<Deps> => {
  memo ??= Promise.resolve().then(() => createDeps(loadEnv()));
  memo.catch(() => {
    memo = undefined; // a failed start (e.g. Secrets Manager throttled) is retried next request
  });
  return memo;
};
