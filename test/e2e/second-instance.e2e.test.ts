/**
 * "Recorrer ao CETRAN" in Chromium on a 390 px phone (issue 15 item 4): an appeal the JARI refused,
 * its 'Acompanhar' dialog offering the second instance, the create dialog in second-instance mode with
 * the JARI decision uploaded, and the second-instance appeal written and waiting for payment, addressed
 * to the CETRAN/MG. Screenshots of each screen; axe finds no serious or critical violation.
 */
import { join } from 'node:path';
import { brasiliaToday } from '@recurso/core/follow-up';
import { SECOND_INSTANCE_REASONS } from '@recurso/core/second-instance';
import { appealDepsOf } from '@recurso/functions/http/appeal-deps';
import type { Browser, Page } from 'playwright-core';
import { fixture } from '../integration/helpers/appeals';
import { type App, expectAccessible, shot, startApp } from './app';
import { launch, VIEWPORTS } from './browser';

jest.setTimeout(300_000);

const PASSWORD = 'Senha-Do-Motorista-3';
const EMAIL = 'recorre-cetran@recurso.test';
const DECISION_PDF = join(__dirname, '../fixtures/decisions/mg-jari-indeferido.pdf');
const NOTICE_PDF = join(__dirname, '../fixtures/notices/mg-np-sinal.pdf');
let app: App;
let browser: Browser;
let token = '';

const api = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${app.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
};

/** The penalty notice (DER-MG) sent as the SPA sends it; waits until the appeal is written. */
async function appealFromNotice(): Promise<string> {
  const body = fixture('mg-np-sinal.pdf');
  const up = await api('POST', '/appeals/uploads', {
    files: [{ name: 'notificacao.pdf', size: body.length, contentType: 'application/pdf' }],
  });
  const [target] = (up.json?.uploads ?? []) as { key: string; url: string; fields: Record<string, string> }[];
  if (!target) throw new Error(`uploads: ${up.status}`);
  const form = new FormData();
  for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
  form.append('file', new Blob([body]), 'notificacao.pdf');
  await fetch(target.url, { method: 'POST', body: form });
  const gen = await api('POST', '/appeals/generate-appeal-text', {
    type: 'traffic',
    uploadKeys: [target.key],
    userCity: 'Belo Horizonte',
  });
  const id = gen.json?.appealId as string;
  for (let i = 0; i < 300; i++) {
    if ((await api('GET', `/appeals/status/${id}`)).json?.status === 'pending_payment') return id;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the appeal was not written in time');
}

beforeAll(async () => {
  app = await startApp();
  browser = await launch();
  await api('POST', '/auth/register', { email: EMAIL, password: PASSWORD });
  token = (await api('POST', '/auth/login', { email: EMAIL, password: PASSWORD })).json?.token as string;
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function phone(): Promise<Page> {
  const ctx = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'pt-BR' });
  const page = await ctx.newPage();
  await page.goto(`${app.url}/auth/login`);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/dashboard$/);
  return page;
}

it('from a refused appeal, Recorrer ao CETRAN writes the second-instance appeal from the JARI decision', async () => {
  const first = await appealFromNotice();
  // paid (the journey test pays through the checkout), filed and refused, as the driver records it
  await appealDepsOf(app.runtime.deps).appeals.update(first, { status: 'paid' }, ['pending_payment']);
  const today = brasiliaToday(new Date());
  expect((await api('POST', `/appeals/${first}/filing`, { filedOn: today })).status).toBe(200);
  expect(
    (await api('POST', `/appeals/${first}/outcome`, { result: 'refused', decidedOn: today })).status,
  ).toBe(200);

  const page = await phone();
  expect(page.viewportSize()?.width).toBe(390);
  await page.goto(`${app.url}/dashboard/resources`);
  const refused = page.getByRole('row').filter({ hasText: 'MG00123456' }).filter({ hasText: 'Indeferido' });
  await refused.getByRole('button', { name: 'Acompanhar' }).click();
  const followUp = page.getByRole('dialog', { name: 'Acompanhar recurso' });
  await followUp.getByText(SECOND_INSTANCE_REASONS.eligible).waitFor();
  await followUp.getByRole('button', { name: 'Recorrer ao CETRAN', exact: true }).scrollIntoViewIfNeeded();
  await expectAccessible(page, 'second-instance-offer');
  await shot(page, 'phone-second-instance-offer');

  await followUp.getByRole('button', { name: 'Recorrer ao CETRAN', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Recorrer ao CETRAN' });
  await dialog.getByText('Envie a decisão da JARI que indeferiu o seu recurso', { exact: false }).waitFor();
  await dialog.locator('input[type=file]').setInputFiles([DECISION_PDF, NOTICE_PDF]);
  await dialog.getByText('mg-jari-indeferido.pdf').waitFor();
  await expectAccessible(page, 'second-instance-upload');
  await shot(page, 'phone-second-instance-upload');
  await dialog.getByRole('button', { name: 'Gerar Recurso' }).click();
  await dialog
    .getByText('Recebemos seus documentos e estamos preparando o recurso.', { exact: false })
    .waitFor({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Ver na lista de recursos' }).click();

  // the new appeal joins the list and is written (the list polls processing appeals every 10 s)
  const second = page
    .getByRole('row')
    .filter({ hasText: 'MG00123456 · 2ª instância' })
    .filter({ hasText: 'Aguardando Pagamento' });
  await second.waitFor({ timeout: 150_000 });
  await second.getByRole('button', { name: 'Pagar' }).waitFor();
  await expectAccessible(page, 'second-instance-list');
  await shot(page, 'phone-second-instance-list');

  const linked = (await api('GET', `/appeals/${first}/follow-up`)).json?.secondInstance as {
    appealId: string;
  };
  // before payment the owner sees the preview (issue 14), which opens with the addressee
  const view = (await api('GET', `/appeals/${linked.appealId}`)).json as {
    value: number;
    generatedText?: string;
    preview: { addressee: string };
  };
  expect(view.value).toBe(29.9);
  expect(view.generatedText).toBeUndefined();
  expect(view.preview.addressee).toBe('AO CONSELHO ESTADUAL DE TRÂNSITO – CETRAN/MG');

  // the refused appeal now says its second instance exists
  await refused.getByRole('button', { name: 'Acompanhar' }).click();
  await followUp
    .getByText('O recurso em segunda instância deste recurso já foi criado', { exact: false })
    .waitFor();
  await expect(followUp.getByRole('button', { name: 'Recorrer ao CETRAN' }).count()).resolves.toBe(0);
  await shot(page, 'phone-second-instance-started');
  await page.context().close();
});
