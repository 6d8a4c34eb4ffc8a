/** s3rver on a local port, files under the data dir; the bucket exists from the start. */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import S3rver from 's3rver';
import { durablePuts } from './s3-durable-put';

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

/** The browser uploads straight to the bucket (presigned POST) from the app's origin. */
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

export async function startS3Local(opts: {
  port: number;
  dataDir: string;
  bucket: string;
}): Promise<S3Local> {
  const directory = resolve(opts.dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port: opts.port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: opts.bucket, configs: [CORS] }],
  });
  durablePuts(server.store); // a 2xx means the object is in its file (./s3-durable-put.ts)
  await server.run();
  return { endpoint: `http://127.0.0.1:${opts.port}`, stop: () => server.close() };
}
