/**
 * The upload contract at storage (SECURITY FILE-1): each presigned POST's policy is pinned to the size
 * the client declared, and a stored upload larger than declared is refused before it is read.
 *
 * s3rver does not enforce POST policies (its `policy` field is unimplemented): it stores whatever it is
 * sent, where S3 answers 403. So here the server's own check of the stored object's real size
 * (checkStoredSize, in generate-appeal-text and in the pipeline) is what refuses the larger body.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@recurso/core/appeals';
import { registerAndLogin, type TestRuntime, startTestRuntime } from './helpers/runtime';

jest.setTimeout(120_000);

const PDF = readFileSync(join(__dirname, '..', 'fixtures', 'notices', 'mg-np-sinal.pdf'));

let rt: TestRuntime;
let token: string;

beforeAll(async () => {
  rt = await startTestRuntime();
  token = (await registerAndLogin(rt.api, 'ana@recurso.test')).token;
}, 60_000);
afterAll(() => rt?.stop());

async function presign(size: number) {
  const res = await rt.api('POST', '/appeals/uploads', {
    token,
    body: { files: [{ name: 'auto.pdf', size, contentType: 'application/pdf' }] },
  });
  expect(res.status).toBe(200);
  return res.json.uploads[0] as { key: string; url: string; fields: Record<string, string> };
}

async function post(u: { url: string; fields: Record<string, string> }, body: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(u.fields)) form.append(k, v);
  form.append('file', new Blob([body]), 'auto.pdf');
  return (await fetch(u.url, { method: 'POST', body: form })).status;
}

const generate = (key: string) =>
  rt.api('POST', '/appeals/generate-appeal-text', { token, body: { type: 'traffic', uploadKeys: [key] } });

describe('presigned POSTs and the declared size', () => {
  it('pins the policy to the declared size: exactly those bytes, recorded with the object', async () => {
    const u = await presign(PDF.length);
    const policy = JSON.parse(Buffer.from(u.fields.Policy ?? '', 'base64').toString('utf8'));
    const ranges = policy.conditions.filter(
      (c: unknown) => Array.isArray(c) && c[0] === 'content-length-range',
    );
    expect(ranges).toEqual([['content-length-range', PDF.length, PDF.length]]);
    expect(u.fields['x-amz-meta-declared-size']).toBe(String(PDF.length));
  });

  it('refuses (413, before reading it) an upload stored larger than declared, and creates no appeal', async () => {
    const declared = PDF.length - 1024;
    const u = await presign(declared);
    // S3 would refuse this POST (403); s3rver stores it.
    expect(await post(u, PDF)).toBe(204);
    const res = await generate(u.key);
    expect(res.status).toBe(413);
    expect(res.json.error).toBe(MESSAGES.storedTooLarge);
    const mine = await rt.api('GET', '/appeals/my', { token });
    expect(mine.json).toEqual([]);
  });

  it('accepts the same file sent at its declared size', async () => {
    const u = await presign(PDF.length);
    expect(await post(u, PDF)).toBe(204);
    const res = await generate(u.key);
    expect(res.status).toBe(202);
  });
});
