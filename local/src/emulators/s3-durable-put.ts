/**
 * s3rver 3.7.1 answers a PUT/POST of an object before the object is in its file: its filesystem store
 * resolves when the bytes have passed its MD5 counter, not when the file stream has written them (and at
 * once for a Buffer), so a `kill -9` after the 2xx can leave an empty or cut file under complete metadata,
 * and a read right after the write can see part of it. This replaces the store's `putObject`: the bytes go
 * to a temp file, which is fsynced and renamed over the object before the metadata is written and the
 * request answered (a kill before that leaves the previous object, or none).
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FilesystemStore } from 's3rver';
import { syncDir } from '../durable-file';

let sequence = 0;

export function durablePuts(store: FilesystemStore): void {
  store.putObject = async (object) => {
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(objectPath), { recursive: true });
    const md5 = createHash('md5');
    let size = 0;
    const tmp = `${objectPath}.${process.pid}.${++sequence}.tmp`; // not an object to s3rver's listing
    const source = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
    await pipeline(
      source,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          md5.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      }),
      createWriteStream(tmp),
    );
    const file = await open(tmp, 'r+');
    try {
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(tmp, objectPath);
    syncDir(dirname(objectPath));
    const digest = md5.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };
}
