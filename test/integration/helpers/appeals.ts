/** Appeals through the API as the SPA makes them: presigned uploads, generation, waiting for the pipeline. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiClient, TestRuntime } from './runtime';

const NOTICES = join(__dirname, '..', '..', 'fixtures', 'notices');
export const noticeFixture = (name: string) => readFileSync(join(NOTICES, name));

interface Upload {
  key: string;
  url: string;
  fields: Record<string, string>;
}

/** POST /appeals/uploads, then each file straight to storage; answers the keys. */
export async function uploadFiles(
  api: ApiClient,
  token: string,
  files: { name: string; body: Buffer; type: string }[],
): Promise<string[]> {
  const res = await api('POST', '/appeals/uploads', {
    token,
    body: { files: files.map((f) => ({ name: f.name, size: f.body.length, contentType: f.type })) },
  });
  if (res.status !== 200) throw new Error(`uploads: ${res.status} ${res.text}`);
  const uploads = res.json.uploads as Upload[];
  for (const [i, u] of uploads.entries()) {
    const form = new FormData();
    for (const [k, v] of Object.entries(u.fields)) form.append(k, v);
    form.append('file', new Blob([files[i]?.body ?? Buffer.alloc(0)]), files[i]?.name);
    const put = await fetch(u.url, { method: 'POST', body: form }).catch((e) => {
      throw new Error(`storage POST to ${u.url}: ${String(e?.cause ?? e)}`);
    });
    if (put.status >= 300) throw new Error(`storage POST: ${put.status}`);
  }
  return uploads.map((u) => u.key);
}

/** Generates an appeal from a notice fixture and waits until the pipeline saved it. */
export async function appealFromNotice(
  rt: TestRuntime,
  token: string,
  file: string,
  userName = 'Ana',
): Promise<string> {
  const keys = await uploadFiles(rt.api, token, [
    { name: file, body: noticeFixture(file), type: 'application/pdf' },
  ]);
  const res = await rt.api('POST', '/appeals/generate-appeal-text', {
    token,
    body: { type: 'traffic', uploadKeys: keys, userName, userCity: 'Registro' },
  });
  if (res.status !== 202) throw new Error(`generate: ${res.status} ${res.text}`);
  const id = res.json.appealId as string;
  const started = Date.now();
  for (;;) {
    const s = await rt.api('GET', `/appeals/status/${id}`, { token });
    if (s.json.status === 'pending_payment') return id;
    if (s.json.status === 'generation_failed') throw new Error(`generation failed: ${s.json.failureReason}`);
    if (Date.now() - started > 90_000) throw new Error(`appeal ${id} still ${s.json.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
