/** What the SPA does around an appeal, over HTTP: direct uploads, generation, waiting for a status. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiClient, TestRuntime } from './runtime';

export const NOTICES = join(__dirname, '..', '..', 'fixtures', 'notices');
export const fixture = (name: string) => readFileSync(join(NOTICES, name));

export interface Upload {
  key: string;
  url: string;
  fields: Record<string, string>;
}

/** Asks for presigned POSTs, then sends each file straight to storage. */
export async function upload(
  api: ApiClient,
  token: string,
  files: { name: string; body: Uint8Array; type: string }[],
) {
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
    const put = await fetch(u.url, { method: 'POST', body: form });
    expect(put.status).toBeLessThan(300);
  }
  return uploads.map((u) => u.key);
}

/** Polls GET /appeals/status/{id} (as the dialog does) until one of `until`. */
export async function waitForStatus(
  rt: TestRuntime,
  token: string,
  appealId: string,
  until: string[],
  timeoutMs = 60_000,
) {
  const started = Date.now();
  for (;;) {
    const res = await rt.api('GET', `/appeals/status/${appealId}`, { token });
    expect(res.status).toBe(200);
    if (until.includes(res.json.status)) return res.json as { status: string; failureReason?: string };
    if (Date.now() - started > timeoutMs) throw new Error(`appeal ${appealId} still ${res.json.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Uploads one fixture and starts generation; answers the appeal id. */
export async function generateFrom(rt: TestRuntime, token: string, file: string, type: string) {
  const keys = await upload(rt.api, token, [{ name: file, body: fixture(file), type }]);
  const res = await rt.api('POST', '/appeals/generate-appeal-text', {
    token,
    body: { type: 'traffic', uploadKeys: keys, userName: 'Ana', userCity: 'Belo Horizonte' },
  });
  expect(res.status).toBe(202);
  expect(res.json).toEqual({ appealId: expect.any(String), status: 'processing' });
  return res.json.appealId as string;
}

/** What a driver types in the review step for a fact no document showed, by the fact's path. */
const DRIVER_ANSWERS: Record<string, string> = {
  'owner.address': 'Rua das Palmeiras, 120, Centro, Registro/SP, CEP 11900-000',
  'driver.address': 'Rua das Palmeiras, 120, Centro, Registro/SP, CEP 11900-000',
  'owner.document': '529.982.247-25',
  'driver.document': '529.982.247-25',
};

/** The review step's answers a driver gives: confirms what was read without certainty, types what is needed. */
export const driverAnswers = (requests: { path: string; reason: string; blocking: boolean }[]) =>
  requests
    .filter((r) => r.reason === 'uncertain' || r.blocking)
    .map((r) =>
      r.reason === 'uncertain' ? { path: r.path } : { path: r.path, value: DRIVER_ANSWERS[r.path] },
    );

/**
 * A traffic appeal written from a notice fixture (a text PDF), ready to pay. When the pipeline stops for
 * review ("Confira os dados"), answers as a driver does: confirms what was read without certainty and
 * types what the appeal needs and no document showed.
 */
export async function appealFromNotice(
  rt: TestRuntime,
  token: string,
  file: string,
  userName = 'Ana',
): Promise<string> {
  const keys = await upload(rt.api, token, [{ name: file, body: fixture(file), type: 'application/pdf' }]);
  const res = await rt.api('POST', '/appeals/generate-appeal-text', {
    token,
    body: { type: 'traffic', uploadKeys: keys, userName, userCity: 'Registro' },
  });
  if (res.status !== 202) throw new Error(`generate: ${res.status} ${res.text}`);
  const id = res.json.appealId as string;
  const ends = ['pending_payment', 'awaiting_review', 'generation_failed'];
  let end = await waitForStatus(rt, token, id, ends, 90_000);
  if (end.status === 'awaiting_review') {
    const facts = await rt.api('GET', `/appeals/${id}/facts`, { token });
    const answers = driverAnswers(facts.json.requests as Parameters<typeof driverAnswers>[0]);
    const sent = await rt.api('POST', `/appeals/${id}/facts`, { token, body: { answers } });
    if (sent.status !== 202) throw new Error(`review: ${sent.status} ${sent.text}`);
    end = await waitForStatus(rt, token, id, ends, 90_000);
  }
  if (end.status !== 'pending_payment')
    throw new Error(`appeal ${id} ${end.status} ${end.failureReason ?? ''}`);
  return id;
}
