/**
 * The S3 SDK, loaded on first use. `@aws-sdk/client-s3` and its presigners add ~100 ms to a cold start
 * (docs/deploy.md, "Bundles"), and most requests of the functions that hold an S3 client (appeals: lists
 * and status; me: the account) never touch S3. Adapters take an `S3Like` and import commands through
 * `s3Sdk()`, so no Lambda entry loads the package at import; the bundles leave it to the runtime.
 */
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { type Lazily, lazy, ready } from '../../clients/lazy';

/** A client made on first call, then reused. */
export type S3Source = () => Promise<S3Client>;
/** What the S3 adapters accept: a source, or a ready client (tests). */
export type S3Like = Lazily<S3Client>;

export const s3Sdk = () => import('@aws-sdk/client-s3');

export const clientOf = (s3: S3Like): Promise<S3Client> => ready(s3);

export const lazyS3Client = (config: S3ClientConfig): S3Source =>
  lazy(() => s3Sdk().then(({ S3Client }) => new S3Client(config)));
