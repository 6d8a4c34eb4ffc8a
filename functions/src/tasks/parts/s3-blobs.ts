import { S3Client } from '@aws-sdk/client-s3';
import { S3BlobStore } from '../../adapters/s3/blob-store';
import { buckets, region } from '../aws-parts';

export const s3Blobs = () => new S3BlobStore(new S3Client({ region: region() }), buckets());
