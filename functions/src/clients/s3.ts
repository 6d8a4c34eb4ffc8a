/** The S3 client of an area that reads or writes the buckets (appeals, me); see deps.ts `AwsParts`. */
import { S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../env';

export const s3Client = (env: Env): S3Client =>
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
