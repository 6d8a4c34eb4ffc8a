/**
 * The S3 client of an area that reads or writes the buckets (appeals, me); see deps.ts `AwsParts`.
 * Made on first use (adapters/s3/sdk.ts): loading the S3 SDK is no part of the function's cold import.
 */
import { lazyS3Client, type S3Source } from '../adapters/s3/sdk';
import type { Env } from '../env';

export const s3Client = (env: Env): S3Source =>
  lazyS3Client({
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
