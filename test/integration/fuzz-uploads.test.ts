/**
 * Hostile uploads (issue 8 item 4; SECURITY FILE-2, REL-6): lying extensions, markup, polyglots, empty
 * and oversize files are refused by generate-appeal-text before anything is created or started; random
 * bytes under any allowed name never cause a 5xx. Files travel the real way: presigned POST to s3rver.
 */
import { MESSAGES } from '@recurso/core/appeals';
import fc from 'fast-check';
import { type ApiResponse, registerAndLogin, startTestRuntime, type TestRuntime } from './helpers/runtime';

let rt: TestRuntime;
let token: string;
beforeAll(async () => {
  rt = await startTestRuntime();
  token = (await registerAndLogin(rt.api, 'uploads-fuzz@exemplo.com')).token;
}, 60_000);
afterAll(() => rt?.stop());

/** Presign one file, send the bytes through the presigned POST, ask for generation. */
async function uploadAndGenerate(name: string, bytes: Uint8Array): Promise<ApiResponse> {
  const presign = await rt.api('POST', '/appeals/uploads', {
    token,
    body: { files: [{ name, size: bytes.length }] },
  });
  if (presign.status >= 300) return presign;
  const up = presign.json.uploads[0] as { url: string; key: string; fields: Record<string, string> };
  const form = new FormData();
  for (const [k, v] of Object.entries(up.fields)) form.append(k, v);
  form.append('file', new Blob([bytes]), name);
  const s3 = await fetch(up.url, { method: 'POST', body: form });
  expect(s3.status).toBeLessThan(300);
  return rt.api('POST', '/appeals/generate-appeal-text', {
    token,
    body: { type: 'traffic', uploadKeys: [up.key] },
  });
}

const text = (s: string) => new TextEncoder().encode(s);
const appealsOfUser = async () => (await rt.api('GET', '/appeals/my', { token })).json as unknown[];

describe('hostile uploads are refused before any processing', () => {
  it.each([
    [
      'an HTML page renamed .pdf',
      'multa.pdf',
      text('<html><script>alert(1)</script></html>'),
      415,
      MESSAGES.contentMismatch,
    ],
    [
      'an SVG renamed .png',
      'multa.png',
      text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      415,
      MESSAGES.contentMismatch,
    ],
    [
      'HTML sent as .txt',
      'multa.txt',
      text('  <!doctype html><img src=x onerror=alert(1)>'),
      415,
      MESSAGES.contentMismatch,
    ],
    [
      'a JPEG claiming to be a PDF',
      'multa.pdf',
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]),
      415,
      MESSAGES.contentMismatch,
    ],
    [
      'a GIF/JS polyglot renamed .jpg',
      'multa.jpg',
      text('GIF89a/*\u0000*/=alert(1)//'),
      415,
      MESSAGES.contentMismatch,
    ],
    [
      'a PDF claiming to be a PNG',
      'multa.png',
      text('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'),
      415,
      MESSAGES.contentMismatch,
    ],
    ['an empty file', 'multa.txt', new Uint8Array(0), 400, MESSAGES.emptyFile],
  ])('%s', async (_label, name, bytes, status, message) => {
    const res = await uploadAndGenerate(name, bytes);
    expect([res.status, res.json?.error]).toEqual([status, message]);
    expect(await appealsOfUser()).toEqual([]);
  });

  it('an oversize or disallowed file is refused when presigning, with SPEC’s messages', async () => {
    const big = await rt.api('POST', '/appeals/uploads', {
      token,
      body: { files: [{ name: 'multa.pdf', size: 51 * 1024 * 1024 }] },
    });
    expect([big.status, big.json.error]).toEqual([413, MESSAGES.oversize(1)]);
    const total = await rt.api('POST', '/appeals/uploads', {
      token,
      body: { files: [1, 2, 3].map((i) => ({ name: `p${i}.pdf`, size: 40 * 1024 * 1024 })) },
    });
    expect([total.status, total.json.error]).toEqual([413, MESSAGES.totalTooLarge]);
    const exe = await rt.api('POST', '/appeals/uploads', {
      token,
      body: { files: [{ name: 'multa.pdf.exe', size: 10 }] },
    });
    expect([exe.status, exe.json.error]).toEqual([415, MESSAGES.typeNotAllowed('multa.pdf.exe')]);
    expect(await appealsOfUser()).toEqual([]);
  });

  it('random bytes under any allowed name: 202 only for a real file of that type, else a 4xx with a message', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('a.pdf', 'a.png', 'a.jpg', 'a.jpeg', 'a.txt'),
        fc.oneof(
          fc.uint8Array({ minLength: 1, maxLength: 2048 }),
          fc.string({ minLength: 1, maxLength: 300 }).map(text),
        ),
        async (name, bytes) => {
          const res = await uploadAndGenerate(name, bytes);
          if (res.status === 202) return; // e.g. printable text honestly named .txt
          expect(res.status >= 400 && res.status < 500 ? true : `${name}: ${res.status} ${res.text}`).toBe(
            true,
          );
          expect(typeof res.json?.error).toBe('string');
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
