/**
 * PersonalFileStore on S3: the user's objects live under server-chosen prefixes
 * (`uploads/<userId>/`, `documents/<userId>/`). Erasure deletes every version and delete marker
 * (the production buckets are versioned); s3rver has no versioning, so there only current objects exist.
 */
import type { PersonalFile, PersonalFileStore } from '@recurso/core/my-account';
import { clientOf, type S3Like, s3Sdk } from '../s3/sdk';

export const FILE_LINK_SECONDS = 300;

export interface UserPrefix {
  bucket: string;
  prefix: (userId: string) => string;
}

export const USER_PREFIXES = (uploadsBucket: string, documentsBucket: string): UserPrefix[] => [
  { bucket: uploadsBucket, prefix: (id) => `uploads/${id}/` },
  { bucket: documentsBucket, prefix: (id) => `documents/${id}/` },
];

type ObjectId = { Key: string; VersionId?: string };

const unsupported = (err: unknown) => {
  const name = (err as { name?: string })?.name;
  return name === 'MethodNotAllowed' || name === 'NotImplemented';
};

export class S3PersonalFileStore implements PersonalFileStore {
  constructor(
    private readonly s3: S3Like,
    private readonly prefixes: UserPrefix[],
  ) {}

  private async sdk() {
    const [sdk, client] = await Promise.all([s3Sdk(), clientOf(this.s3)]);
    return { sdk, client };
  }

  async list(userId: string): Promise<PersonalFile[]> {
    const files: PersonalFile[] = [];
    const [{ client, sdk }, { getSignedUrl }] = await Promise.all([
      this.sdk(),
      import('@aws-sdk/s3-request-presigner'),
    ]);
    for (const p of this.prefixes) {
      for (const obj of await this.current(p.bucket, p.prefix(userId))) {
        const name = obj.Key.split('/').pop() ?? 'arquivo';
        const url = await getSignedUrl(
          client,
          new sdk.GetObjectCommand({
            Bucket: p.bucket,
            Key: obj.Key,
            ResponseContentDisposition: `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`,
          }),
          { expiresIn: FILE_LINK_SECONDS },
        );
        files.push({ key: obj.Key, size: obj.size, lastModified: obj.lastModified, url });
      }
    }
    return files;
  }

  async eraseAll(userId: string): Promise<number> {
    const { client, sdk } = await this.sdk();
    let deleted = 0;
    for (const p of this.prefixes) {
      const prefix = p.prefix(userId);
      const ids: ObjectId[] = [...(await this.versions(p.bucket, prefix))];
      for (const obj of await this.current(p.bucket, prefix)) {
        if (!ids.some((i) => i.Key === obj.Key && i.VersionId === undefined)) ids.push({ Key: obj.Key });
      }
      for (let i = 0; i < ids.length; i += 1000) {
        const batch = ids.slice(i, i + 1000);
        const out = await client.send(
          new sdk.DeleteObjectsCommand({ Bucket: p.bucket, Delete: { Objects: batch, Quiet: true } }),
        );
        if (out.Errors?.length) {
          throw new Error(`S3 refused to delete ${out.Errors.length} object(s) under ${prefix}`);
        }
        deleted += batch.length;
      }
      if ((await this.current(p.bucket, prefix)).length > 0) {
        throw new Error(`objects remain under ${prefix} after erasure`);
      }
    }
    return deleted;
  }

  private async current(bucket: string, prefix: string) {
    const { client, sdk } = await this.sdk();
    const out: { Key: string; size: number; lastModified?: string }[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? [])
        if (o.Key) out.push({ Key: o.Key, size: o.Size ?? 0, lastModified: o.LastModified?.toISOString() });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out;
  }

  /** Every version and delete marker; none where the store has no versioning (s3rver). */
  private async versions(bucket: string, prefix: string): Promise<ObjectId[]> {
    const { client, sdk } = await this.sdk();
    const out: ObjectId[] = [];
    let keyMarker: string | undefined;
    let versionMarker: string | undefined;
    try {
      do {
        const page = await client.send(
          new sdk.ListObjectVersionsCommand({
            Bucket: bucket,
            Prefix: prefix,
            KeyMarker: keyMarker,
            VersionIdMarker: versionMarker,
          }),
        );
        for (const v of [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])])
          if (v.Key) out.push({ Key: v.Key, VersionId: v.VersionId });
        keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        versionMarker = page.IsTruncated ? page.NextVersionIdMarker : undefined;
      } while (keyMarker);
    } catch (err) {
      if (unsupported(err)) return [];
      throw err;
    }
    return out;
  }
}
