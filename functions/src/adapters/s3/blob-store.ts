/** BlobStore on the private bucket (S3, or s3rver locally through the same client). */
import type { BlobStore, StoredObject } from '@recurso/core/appeals';
import { clientOf, type S3Like, s3Sdk } from './sdk';

const isMissing = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/** Uploaded originals and rendered PDFs may live in two buckets (CDK) or one (local runtime). */
export interface AppealBuckets {
  /** `uploads/<userId>/<uuid>` */
  uploads: string;
  /** `documents/<userId>/<appealId>.pdf` */
  documents: string;
}

/** CDK sets UPLOADS_BUCKET and DOCUMENTS_BUCKET; without them both prefixes share `fallback`. */
export const appealBuckets = (
  fallback: string,
  env: Record<string, string | undefined> = process.env,
): AppealBuckets => ({
  uploads: env.UPLOADS_BUCKET || fallback,
  documents: env.DOCUMENTS_BUCKET || fallback,
});

export class S3BlobStore implements BlobStore {
  constructor(
    private readonly s3: S3Like,
    private readonly buckets: AppealBuckets,
  ) {}

  /** The bucket of a key, by its prefix; any other prefix is a programming error. */
  private bucketOf(key: string): string {
    if (key.startsWith('uploads/')) return this.buckets.uploads;
    if (key.startsWith('documents/')) return this.buckets.documents;
    throw new Error(`S3BlobStore: no bucket for key ${key}`);
  }

  private async sdk() {
    const [sdk, client] = await Promise.all([s3Sdk(), clientOf(this.s3)]);
    return { sdk, client };
  }

  async head(key: string): Promise<StoredObject | undefined> {
    const { client, sdk } = await this.sdk();
    try {
      const out = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucketOf(key), Key: key }));
      const declared = Number(out.Metadata?.['declared-size']);
      return {
        size: out.ContentLength ?? 0,
        contentType: out.ContentType,
        ...(Number.isSafeInteger(declared) && declared >= 0 ? { declaredSize: declared } : {}),
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async readStart(key: string, length: number): Promise<Uint8Array> {
    const { client, sdk } = await this.sdk();
    try {
      const out = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.bucketOf(key), Key: key, Range: `bytes=0-${length - 1}` }),
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
    const { client, sdk } = await this.sdk();
    const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucketOf(key), Key: key }));
    return (await out.Body?.transformToByteArray()) ?? new Uint8Array();
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    const { client, sdk } = await this.sdk();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucketOf(key),
        Key: key,
        Body: body,
        ContentType: contentType,
      }),
    );
  }
}
