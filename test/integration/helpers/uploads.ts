/** The upload flow of the SPA, for tests that generate appeals from files. */
import type { ApiClient } from './runtime';

/** One presigned POST the API issues. */
export interface Upload {
  key: string;
  url: string;
  fields: Record<string, string>;
}

/** What the SPA does: ask for presigned POSTs, then send each file straight to storage. Returns the keys. */
export async function upload(
  api: ApiClient,
  token: string,
  files: { name: string; body: Uint8Array; type: string }[],
): Promise<string[]> {
  const res = await api('POST', '/appeals/uploads', {
    token,
    body: { files: files.map((f) => ({ name: f.name, size: f.body.length, contentType: f.type })) },
  });
  expect(res.status).toBe(200);
  const uploads = res.json.uploads as Upload[];
  for (const [i, u] of uploads.entries()) {
    const form = new FormData();
    for (const [k, v] of Object.entries(u.fields)) form.append(k, v);
    form.append('file', new Blob([files[i]?.body ?? new Uint8Array()]), files[i]?.name);
    const post = await fetch(u.url, { method: 'POST', body: form });
    expect(post.status).toBeLessThan(300);
  }
  return uploads.map((u) => u.key);
}

/** Polls the status route until the appeal is in one of `until`. */
export async function waitForStatus(
  api: ApiClient,
  token: string,
  appealId: string,
  until: string[],
  timeoutMs = 60_000,
): Promise<{ status: string; failureReason?: string }> {
  const started = Date.now();
  for (;;) {
    const res = await api('GET', `/appeals/status/${appealId}`, { token });
    expect(res.status).toBe(200);
    if (until.includes(res.json.status)) return res.json as { status: string; failureReason?: string };
    if (Date.now() - started > timeoutMs) throw new Error(`appeal ${appealId} still ${res.json.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
