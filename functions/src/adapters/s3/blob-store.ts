/** BlobStore on the private bucket (S3, or s3rver locally through the same client). */
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { BlobStore, StoredObject } from '@recurso/core/appeals/ports';

const isMissing = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

export class S3BlobStore implements BlobStore {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  async head(key: string): Promise<StoredObject | undefined> {
    try {
      const out = await this.s3.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: out.ContentLength ?? 0, contentType: out.ContentType };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async readStart(key: string, length: number): Promise<Uint8Array> {
    try {
      const out = await this.s3.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${length - 1}` }),
      );
      const bytes = (await out.Body?.transformToByteArray()) ?? new Uint8Array();
      // a server that ignores Range answers the whole object: keep only what was asked for
      return bytes.subarray(0, length);
    } catch (error) {
      if ((error as { name?: string })?.name === 'InvalidRange') return new Uint8Array();
      throw error;
    }
  }

  async get(key: string): Promise<Uint8Array> {
    const out = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    return (await out.Body?.transformToByteArray()) ?? new Uint8Array();
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    await this.s3.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }
}
