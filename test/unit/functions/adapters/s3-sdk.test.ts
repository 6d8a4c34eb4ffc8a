/** The S3 client made on first use (functions/src/adapters/s3/sdk.ts). */
import { S3Client } from '@aws-sdk/client-s3';
import { clientOf, lazyS3Client } from '@recurso/functions/adapters/s3/sdk';

describe('lazyS3Client', () => {
  it('makes one client, on the first call, with the given config', async () => {
    const source = lazyS3Client({ region: 'sa-east-1' });
    const [a, b] = await Promise.all([source(), source()]);
    expect(a).toBeInstanceOf(S3Client);
    expect(b).toBe(a);
    expect(await source()).toBe(a);
    expect(await a.config.region()).toBe('sa-east-1');
  });

  it('clientOf accepts a ready client (tests) or a source', async () => {
    const client = new S3Client({ region: 'us-east-1' });
    expect(await clientOf(client)).toBe(client);
    expect(await clientOf(async () => client)).toBe(client);
  });
});
