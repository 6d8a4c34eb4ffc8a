// Every run of the tasks that take this part reads or writes S3, so the client is made (and the SDK
// loaded) at import, in the init phase, not on first use as in the API areas (adapters/s3/sdk.ts).
import { S3Client } from '@aws-sdk/client-s3';
import { S3BlobStore } from '../../adapters/s3/blob-store';
import { buckets, region } from '../aws-parts';

export const s3Blobs = () => new S3BlobStore(new S3Client({ region: region() }), buckets());
