/**
 * Deps with every AWS part: the local runtime and tests call `createDeps(env, overrides)` with the
 * same adapters pointed at DynamoDB Local / s3rver and their own mailer. Lambda entries do not import
 * this file: each passes only its own parts to `lambdaDeps` (./deps-builder), to keep bundles small.
 */
import { argon2Passwords } from './adapters/passwords/argon2';
import { s3Client } from './clients/s3';
import { sesMailer } from './clients/ses';
import { sfnWorkflows } from './clients/sfn';
import { type AwsParts, buildDeps, type DepsOverrides, type Deps } from './deps-builder';
import type { Env } from './env';

export type { AwsParts, Buckets, Deps, DepsOverrides } from './deps-builder';

export const ALL_AWS_PARTS: AwsParts = {
  s3: s3Client,
  mailer: sesMailer,
  workflows: sfnWorkflows,
  passwords: argon2Passwords,
};

export const createDeps = (env: Env, overrides: DepsOverrides = {}): Promise<Deps> =>
  buildDeps(env, overrides, ALL_AWS_PARTS);
