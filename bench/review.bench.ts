/**
 * "Confira os dados" budgets (issue 14), on the in-process local runtime serving the built SPA:
 * - the review step interactive within 100 ms of the facts arriving: in Debian's Chromium, "Revisar dados"
 *   on an appeal awaiting review; from the moment the GET /appeals/{id}/facts body is in the page to the
 *   frame in which the form's fields exist and are enabled (thumbnails come later, on their own);
 * - writing + PDF after confirmation within 1 s for a one-page notice: POST /appeals/{id}/facts → status
 *   polled every 25 ms until pending_payment (the write run), then the PDF (deliver-appeal after payment).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appealDepsOf } from '@recurso/functions/http/appeal-deps';
import type { Page } from 'playwright-core';
import type { Runtime } from '../local/src/runtime';
import { launch } from '../test/e2e/browser';
import { benchRuntime, postJson } from './helpers';
import type { Figure } from './run';
import { percentile } from './stats';

const ROOT = join(__dirname, '..');
const NOTICE = join(ROOT, 'test', 'fixtures', 'notices', 'prf-na-ultrapassagem.pdf');
const PASSWORD = 'senha-de-bench-1';
const ADDRESS = 'Rua das Palmeiras, 45, Registro/SP, CEP 11900-000';

async function token(rt: Runtime, email: string): Promise<string> {
  await postJson(`${rt.url}/api/auth/register`, { email, password: PASSWORD });
  const res = await postJson(`${rt.url}/api/auth/login`, { email, password: PASSWORD });
  return ((await res.json()) as { token: string }).token;
}

const status = async (rt: Runtime, bearer: string, id: string): Promise<string> => {
  const res = await fetch(`${rt.url}/api/appeals/status/${id}`, {
    headers: { authorization: `Bearer ${bearer}` },
  });
  return ((await res.json()) as { status: string }).status;
};

async function until(rt: Runtime, bearer: string, id: string, wanted: string): Promise<void> {
  for (;;) {
    const s = await status(rt, bearer, id);
    if (s === wanted) return;
    if (s !== 'processing') throw new Error(`appeal ${id}: ${s}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The PRF notice names the driver but not the driver's address: it stops awaiting_review. */
async function appealAwaitingReview(rt: Runtime, bearer: string): Promise<string> {
  const body = readFileSync(NOTICE);
  const res = await postJson(
    `${rt.url}/api/appeals/uploads`,
    { files: [{ name: 'n.pdf', size: body.length, contentType: 'application/pdf' }] },
    bearer,
  );
  const [target] = (
    (await res.json()) as { uploads: { key: string; url: string; fields: Record<string, string> }[] }
  ).uploads;
  if (!target) throw new Error('no presigned POST');
  const form = new FormData();
  for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
  form.append('file', new Blob([body]), 'n.pdf');
  await fetch(target.url, { method: 'POST', body: form });
  const gen = await postJson(
    `${rt.url}/api/appeals/generate-appeal-text`,
    { type: 'traffic', uploadKeys: [target.key] },
    bearer,
  );
  const { appealId } = (await gen.json()) as { appealId: string };
  await until(rt, bearer, appealId, 'awaiting_review');
  return appealId;
}

/** Confirmation → pending_payment, then payment → the PDF stored: the two durations in ms. */
async function writeAndRender(rt: Runtime, bearer: string, id: string): Promise<[number, number]> {
  const t0 = performance.now();
  const res = await postJson(
    `${rt.url}/api/appeals/${id}/facts`,
    { answers: [{ path: 'driver.address', value: ADDRESS }] },
    bearer,
  );
  if (res.status !== 202) throw new Error(`review: ${res.status} ${await res.text()}`);
  await until(rt, bearer, id, 'pending_payment');
  const written = performance.now() - t0;
  await appealDepsOf(rt.deps).appeals.update(id, { status: 'paid' }, ['pending_payment']);
  const t1 = performance.now();
  await rt.workflows.start('deliver-appeal', `${id}-bench`, { appealId: id, textVersion: null });
  const run = await rt.workflows.waitFor('deliver-appeal', `${id}-bench`);
  if (run.status !== 'SUCCEEDED') throw new Error(`deliver-appeal: ${run.status}`);
  return [written, performance.now() - t1];
}

/**
 * In the page: the time the facts body is read (the app's fetch, wrapped by this bench only) and the
 * first frame in which the review form's fields are there and enabled.
 */
const INSTRUMENT = `(() => {
  const original = window.fetch;
  window.__factsAt = 0;
  window.fetch = async (...args) => {
    const res = await original(...args);
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (/\\/facts$/.test(url) && (!args[1] || !args[1].method || args[1].method === 'GET')) {
      const json = res.json.bind(res);
      res.json = async () => { const body = await json(); window.__factsAt = performance.now(); return body; };
      const text = res.text.bind(res);
      res.text = async () => { const body = await text(); window.__factsAt = performance.now(); return body; };
    }
    return res;
  };
})()`;

const INTERACTIVE = `new Promise((resolve) => {
  const check = () => {
    const field = document.querySelector('.review-step input:not([disabled])');
    const button = [...document.querySelectorAll('.review-step button')].find((b) => b.textContent === 'Gerar recurso');
    if (window.__factsAt && field && button && !button.disabled) resolve(performance.now() - window.__factsAt);
    else requestAnimationFrame(check);
  };
  check();
})`;

async function reviewStepTime(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/dashboard/resources`);
  await page.evaluate(INSTRUMENT);
  await page.getByRole('button', { name: 'Revisar dados' }).first().click();
  const ms = (await page.evaluate(INTERACTIVE)) as number;
  await page.keyboard.press('Escape');
  return ms;
}

export default async function reviewBench(): Promise<Figure[]> {
  const build = spawnSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`frontend build failed:\n${build.stderr}`);
  const rt = await benchRuntime({ serveApp: true });
  const browser = await launch();
  try {
    const email = 'bench-review@recurso.test';
    const bearer = await token(rt, email);
    // Writing + PDF: one warm-up, then five appeals.
    const written: number[] = [];
    const rendered: number[] = [];
    for (let i = 0; i < 6; i++) {
      const id = await appealAwaitingReview(rt, bearer);
      const [w, r] = await writeAndRender(rt, bearer, id);
      if (i > 0) {
        written.push(w);
        rendered.push(r);
      }
    }
    const total = written.map((w, i) => w + (rendered[i] as number));
    // The review step in the browser: one appeal awaiting review, opened ten times after a warm-up.
    await appealAwaitingReview(rt, bearer);
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    const page = await ctx.newPage();
    await page.goto(`${rt.url}/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/dashboard$/);
    await reviewStepTime(page, rt.url);
    const steps: number[] = [];
    for (let i = 0; i < 10; i++) steps.push(await reviewStepTime(page, rt.url));
    await ctx.close();
    return [
      {
        name: 'review step interactive after the facts arrive (p50)',
        value: percentile(steps, 50),
        unit: 'ms',
        budget: 100,
      },
      {
        name: 'review step interactive after the facts arrive (max of 10)',
        value: Math.max(...steps),
        unit: 'ms',
        budget: 100,
      },
      {
        name: 'confirmation → pending_payment, 1-page PDF (median of 5)',
        value: percentile(written, 50),
        unit: 'ms',
      },
      {
        name: 'PDF after payment (deliver-appeal, median of 5)',
        value: percentile(rendered, 50),
        unit: 'ms',
      },
      {
        name: 'writing + PDF after confirmation (median of 5)',
        value: percentile(total, 50),
        unit: 'ms',
        budget: 1000,
      },
      {
        name: 'writing + PDF after confirmation (max of 5)',
        value: Math.max(...total),
        unit: 'ms',
        budget: 1000,
      },
    ];
  } finally {
    await browser.close();
    await rt.dispose();
  }
}
