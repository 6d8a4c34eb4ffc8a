/**
 * Presigned POSTs for direct browser uploads (SECURITY FILE-1): the key is the server's, the policy
 * fixes the Content-Type, a content-length-range of exactly the declared `bytes` and the
 * `x-amz-meta-declared-size` metadata (read back by S3BlobStore.head), and it expires in
 * `expiresInSeconds` (≤ 300). S3 refuses any POST outside the policy with 403. Presigned GETs of an
 * upload (≤ 300 s) let its owner's browser draw the pages of the review step.
 */
import type { PresignedUpload, UploadSigner } from '@recurso/core/appeals';
import { clientOf, type S3Like, s3Sdk } from './sdk';

export const MAX_UPLOAD_EXPIRY_SECONDS = 300;
/** The metadata that records an upload's declared size (HeadObject returns it as Metadata['declared-size']). */
export const DECLARED_SIZE_FIELD = 'x-amz-meta-declared-size';

export class S3UploadSigner implements UploadSigner {
  constructor(
    private readonly s3: S3Like,
    private readonly bucket: string,
  ) {}

  async presignPost(input: {
    key: string;
    contentType: string;
    bytes: number;
    expiresInSeconds: number;
  }): Promise<PresignedUpload> {
    const [{ createPresignedPost }, client] = await Promise.all([
      import('@aws-sdk/s3-presigned-post'),
      clientOf(this.s3),
    ]);
    const { url, fields } = await createPresignedPost(client, {
      Bucket: this.bucket,
      Key: input.key,
      Conditions: [
        ['content-length-range', input.bytes, input.bytes],
        ['eq', '$Content-Type', input.contentType],
        ['eq', `$${DECLARED_SIZE_FIELD}`, String(input.bytes)],
      ],
      Fields: { 'Content-Type': input.contentType, [DECLARED_SIZE_FIELD]: String(input.bytes) },
      Expires: Math.min(input.expiresInSeconds, MAX_UPLOAD_EXPIRY_SECONDS),
    });
    return { key: input.key, url, fields };
  }

  /** A GET link to one upload for `expiresInSeconds` (≤ 5 min): the review step draws its pages. */
  async presignGet(input: { key: string; expiresInSeconds: number }): Promise<string> {
    const [{ getSignedUrl }, sdk, client] = await Promise.all([
      import('@aws-sdk/s3-request-presigner'),
      s3Sdk(),
      clientOf(this.s3),
    ]);
    return getSignedUrl(client, new sdk.GetObjectCommand({ Bucket: this.bucket, Key: input.key }), {
      expiresIn: Math.min(input.expiresInSeconds, MAX_UPLOAD_EXPIRY_SECONDS),
    });
  }
}
