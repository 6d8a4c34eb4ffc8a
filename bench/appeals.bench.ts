/**
 * Appeals budgets (issue 4), on the in-process local runtime (DynamoDB Local, s3rver, the local
 * Step Functions runner with the real ASL files):
 * - upload-to-pending_payment: presigned POST of a one-page notice straight to s3rver, then
 *   generate-appeal-text, then polling the status every 25 ms until pending_payment. Text PDF < 2 s,
 *   PNG scan (OCR) < 6 s; each measured after one warm-up run (module loading, the OCR worker).
 * - GET /appeals/my with 500 appeals of one user (texts of a real appeal's size): p99 < 30 ms, in the
 *   steady state (no appeal of the user changed in the last second: the list cache's settle time, see
 *   functions/src/adapters/dynamodb/README.md); plus, without a budget, a list right after a change.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIST_CACHE_DEFAULTS } from '@recurso/functions/adapters/dynamodb/list-cache';
import { appealDepsOf } from '@recurso/functions/http/appeal-deps';
import { benchRuntime, postJson, seedAppeals } from './helpers';
import type { Figure } from './run';
import { measure, percentile } from './stats';

const NOTICES = join(__dirname, '..', 'test', 'fixtures', 'notices');
type Rt = Awaited<ReturnType<typeof benchRuntime>>;

async function uploadAndGenerate(rt: Rt, token: string, file: string, contentType: string): Promise<number> {
  const body = readFileSync(join(NOTICES, file));
  const t0 = performance.now();
  const res = await postJson(
    `${rt.url}/api/appeals/uploads`,
    { files: [{ name: file, size: body.length, contentType }] },
    token,
  );
  const { uploads } = (await res.json()) as {
    uploads: { key: string; url: string; fields: Record<string, string> }[];
  };
  const [target] = uploads;
  if (!target) throw new Error('no presigned POST');
  const form = new FormData();
  for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
  form.append('file', new Blob([body]), file);
  const put = await fetch(target.url, { method: 'POST', body: form });
  if (put.status >= 300) throw new Error(`upload: ${put.status}`);
  const gen = await postJson(
    `${rt.url}/api/appeals/generate-appeal-text`,
    { type: 'traffic', uploadKeys: [target.key] },
    token,
  );
  const { appealId } = (await gen.json()) as { appealId: string };
  for (;;) {
    const s = await fetch(`${rt.url}/api/appeals/status/${appealId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { status } = (await s.json()) as { status: string };
    if (status === 'pending_payment') return performance.now() - t0;
    if (status !== 'processing') throw new Error(`${file}: ${status}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function login(rt: Rt, email: string): Promise<{ token: string; id: string }> {
  const password = 'senha-de-bench-1';
  await postJson(`${rt.url}/api/auth/register`, { email, password });
  const res = await postJson(`${rt.url}/api/auth/login`, { email, password });
  const json = (await res.json()) as { token: string; user: { id: string } };
  return { token: json.token, id: json.user.id };
}

export default async function appealsBench(): Promise<Figure[]> {
  const rt = await benchRuntime();
  try {
    const user = await login(rt, 'bench-appeals@recurso.test');
    const figures: Figure[] = [];
    for (const [file, type, budget, label] of [
      ['mg-np-sinal.pdf', 'application/pdf', 2000, 'one-page text PDF'],
      ['sp-na-velocidade.png', 'image/png', 6000, 'one-page PNG scan'],
    ] as const) {
      await uploadAndGenerate(rt, user.token, file, type); // warm-up
      const runs = [];
      for (let i = 0; i < 3; i++) runs.push(await uploadAndGenerate(rt, user.token, file, type));
      figures.push({
        name: `upload → pending_payment, ${label} (median of 3)`,
        value: percentile(runs, 50),
        unit: 'ms',
        budget,
      });
    }

    // 500 appeals for one user, seeded through the repository (what 500 generations would leave).
    const owner = await login(rt, 'bench-500@recurso.test');
    await seedAppeals(rt, { id: owner.id, email: 'bench-500@recurso.test' }, 'bench');
    const { appeals } = appealDepsOf(rt.deps);
    let count = 0;
    const list = async () => {
      const res = await fetch(`${rt.url}/api/appeals/my`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      count = ((await res.json()) as unknown[]).length;
    };
    // A list right after a change misses the cache (the Query path): one appeal's code changes each time.
    const afterWrite: number[] = [];
    for (let i = 0; i < 40; i++) {
      await appeals.update('bench-0', { code: `MG${String(i).padStart(8, '0')}` });
      const t0 = performance.now();
      await list();
      if (i >= 10) afterWrite.push(performance.now() - t0); // the first 10 warm the JVM up
    }
    await new Promise((r) => setTimeout(r, LIST_CACHE_DEFAULTS.settleMs));
    const samples = await measure(100, list, 20);
    if (count !== 500) throw new Error(`expected 500 appeals, got ${count}`);
    figures.push(
      { name: 'GET /appeals/my (500 appeals) p50', value: percentile(samples, 50), unit: 'ms' },
      { name: 'GET /appeals/my (500 appeals) p99', value: percentile(samples, 99), unit: 'ms', budget: 30 },
      {
        name: 'GET /appeals/my right after a change (cache miss) p50',
        value: percentile(afterWrite, 50),
        unit: 'ms',
      },
      {
        name: 'GET /appeals/my right after a change (cache miss) p99',
        value: percentile(afterWrite, 99),
        unit: 'ms',
      },
    );
    return figures;
  } finally {
    await rt.dispose();
  }
}
