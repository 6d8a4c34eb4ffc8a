/**
 * s3rver's store answered before the object was in its file; the replacement resolves only when the whole
 * object is written, renamed into place, and its metadata stored.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { durablePuts } from '@recurso/local/emulators/s3-durable-put';
import type { FilesystemStore } from 's3rver';

const dir = mkdtempSync(join(tmpdir(), 'recurso-s3put-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function store() {
  const metadata: unknown[] = [];
  const s = {
    getResourcePath: (bucket: string, key = '', resource: string) =>
      join(dir, bucket, `${key}._S3rver_${resource}`),
    putMetadata: async (_b: string, key: string, _m: Record<string, string>, md5: string) => {
      // the object is whole when its metadata is written
      metadata.push([key, md5, readFileSync(join(dir, 'b', `${key}._S3rver_object`)).length]);
    },
    putObject: async () => ({ size: 0, md5: '' }),
  } as FilesystemStore;
  durablePuts(s);
  return { s, metadata };
}

it('resolves with the size and MD5 once the object is in its file, from a slow stream or a buffer', async () => {
  const { s, metadata } = store();
  const chunks = Array.from({ length: 50 }, (_, i) => Buffer.alloc(64 * 1024, i));
  const whole = Buffer.concat(chunks);
  const slow = Readable.from(
    (async function* () {
      for (const c of chunks) {
        await new Promise((r) => setImmediate(r));
        yield c;
      }
    })(),
  );
  const md5 = createHash('md5').update(whole).digest('hex');
  expect(await s.putObject({ bucket: 'b', key: 'big', metadata: {}, content: slow })).toEqual({
    size: whole.length,
    md5,
  });
  expect(readFileSync(join(dir, 'b', 'big._S3rver_object')).equals(whole)).toBe(true);
  const small = Buffer.from('%PDF-1.7 …');
  await s.putObject({ bucket: 'b', key: 'small', metadata: {}, content: small });
  expect(readFileSync(join(dir, 'b', 'small._S3rver_object')).equals(small)).toBe(true);
  expect(metadata).toEqual([
    ['big', md5, whole.length],
    ['small', createHash('md5').update(small).digest('hex'), small.length],
  ]);
  expect(readdirSync(join(dir, 'b')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  expect(existsSync(join(dir, 'b', 'big._S3rver_object'))).toBe(true);
});
