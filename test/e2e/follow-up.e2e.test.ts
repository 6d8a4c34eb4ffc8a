/**
 * After the appeal in Chromium on a 390 px phone (issue 15): the 'Prazo' column (overdue, set by the
 * driver, then "Protocolado em"), the 'Acompanhar' dialog with "Como protocolar", the driver
 * identification from the notice of autuação printed as a filled PDF (read back with pdftotext), filing
 * and the decision. Screenshots of each screen; axe finds no serious or critical violation.
 */
import { readFileSync } from 'node:fs';
import { addDays, brasiliaToday, formatDate } from '@recurso/core/follow-up';
import { appealDepsOf } from '@recurso/functions/http/appeal-deps';
import type { Browser, Page } from 'playwright-core';
import { driverAnswers, fixture } from '../integration/helpers/appeals';
import { type App, expectAccessible, shot, startApp } from './app';
import { launch, savedPath, VIEWPORTS } from './browser';
import { pdfText } from '../setup/pdf-text';

jest.setTimeout(300_000);

const PASSWORD = 'Senha-Do-Motorista-2';
const EMAIL = 'indica-condutor@recurso.test';
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

/** The notice of autuação (PRF) sent as the SPA sends it; waits until the appeal is written. */
async function appealFromNotice(): Promise<string> {
  const body = fixture('prf-na-ultrapassagem.pdf');
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
    userName: 'Ana Beatriz Souza',
    userCity: 'Registro',
  });
  const id = gen.json?.appealId as string;
  for (let i = 0; i < 300; i++) {
    const status = (await api('GET', `/appeals/status/${id}`)).json?.status;
    if (status === 'pending_payment') return id;
    if (status === 'awaiting_review') {
      // "Confira os dados": answered as a driver does (the review step has its own e2e test)
      const facts = await api('GET', `/appeals/${id}/facts`);
      const answers = driverAnswers(facts.json?.requests as Parameters<typeof driverAnswers>[0]);
      const sent = await api('POST', `/appeals/${id}/facts`, { answers });
      if (sent.status !== 202) throw new Error(`review: ${sent.status}`);
    }
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
  const ctx = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'pt-BR', acceptDownloads: true });
  const page = await ctx.newPage();
  await page.goto(`${app.url}/auth/login`);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/dashboard$/);
  return page;
}

it('names the real driver from the notice of autuação and prints the filled form', async () => {
  const appealId = await appealFromNotice();
  const page = await phone();
  await page.goto(`${app.url}/dashboard/resources`);
  const card = page.getByRole('row').filter({ hasText: 'A98765432' });
  // the notice's deadline (30/05/2026) is long past on today's calendar: said plainly
  await card.getByText('30/05/2026').waitFor();
  await card.getByText(/Prazo vencido há \d+ dias/).waitFor();
  await expectAccessible(page, 'follow-up-list');
  await shot(page, 'phone-follow-up-list');

  await card.getByRole('button', { name: 'Acompanhar' }).click();
  const followUp = page.getByRole('dialog', { name: 'Acompanhar recurso' });
  await followUp
    .getByText('Defesa prévia, dirigida à autoridade de trânsito do órgão autuador', { exact: false })
    .waitFor();
  await followUp
    .getByText('Depois de pagar, baixe o PDF, assine e protocole no órgão.', { exact: false })
    .waitFor();
  await expectAccessible(page, 'follow-up-dialog');
  await shot(page, 'phone-follow-up-dialog');

  await followUp.getByRole('button', { name: 'Indicar o condutor (grátis)' }).click();
  const form = page.getByRole('dialog', { name: 'Indicação do condutor' });
  expect(await form.getByLabel('Auto de infração nº').inputValue()).toBe('A98765432');
  expect(await form.getByLabel('Placa').inputValue()).toBe('KLM4821');
  expect(await form.getByLabel('Órgão autuador').inputValue()).toBe('Polícia Rodoviária Federal');
  await form.getByLabel('CPF ou CNPJ do proprietário').fill('529.982.247-25');
  await form.getByLabel('Nome completo do condutor').fill('Marcos Vinícius Almeida Rocha');
  await form.getByLabel('CPF do condutor').fill('24680135735');
  await form.getByLabel('CNH do condutor (nº de registro)').fill('04512398761');
  await form.getByLabel('UF da CNH').selectOption('SP');
  await expectAccessible(page, 'driver-identification');
  await shot(page, 'phone-driver-identification');
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Salvar e baixar o formulário (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('indicacao_condutor_A98765432.pdf');
  const text = pdfText(readFileSync(await savedPath(file))).replace(/\s+/g, ' ');
  expect(text).toContain('IDENTIFICAÇÃO DO CONDUTOR INFRATOR');
  expect(text).toContain('À autoridade de trânsito do(a) POLÍCIA RODOVIÁRIA FEDERAL');
  expect(text).toContain('A98765432');
  expect(text).toContain('Ana Beatriz Souza');
  expect(text).toContain('Marcos Vinícius Almeida Rocha');
  expect(text).toContain('246.801.357-35');
  expect(text).toContain('Entregue até 30/05/2026');
  await page.getByText('Indicação salva. O formulário foi baixado', { exact: false }).waitFor();
  const saved = await api('GET', `/appeals/${appealId}/driver-identification`);
  expect(saved.json?.saved).toMatchObject({
    driver: { name: 'Marcos Vinícius Almeida Rocha', cpf: '24680135735' },
  });
  await page.context().close();
});

it('sets a deadline from the list, marks the appeal filed and records the decision', async () => {
  const manual = await api('POST', '/appeals/generate-appeal-text', {
    type: 'traffic',
    manual: {
      // Every fact the text needs (issue 26); no deadline: the driver tells it from the list.
      owner: {
        name: 'Ana Beatriz Souza',
        cpf: '529.982.247-25',
        address: 'Rua das Flores, 10, Belo Horizonte/MG, CEP 30000-000',
        city: 'Belo Horizonte',
      },
      vehicle: { plate: 'ABC1D23' },
      infraction: {
        code: '605-03',
        date: '2026-11-10',
        location: 'Av. Afonso Pena, 100',
        agency: 'DETRAN-MG',
        description: 'Avançar o sinal vermelho',
      },
      facts: { 'notice.number': 'MG1234567', stage: 'defesa_previa' },
    },
  });
  const id = manual.json?.appealId as string;
  for (
    let i = 0;
    i < 300 && (await api('GET', `/appeals/status/${id}`)).json?.status !== 'pending_payment';
    i++
  )
    await new Promise((r) => setTimeout(r, 300));
  const code = (await api('GET', `/appeals/${id}`)).json?.code as string;
  const page = await phone();
  await page.goto(`${app.url}/dashboard/resources`);
  const card = page.getByRole('row').filter({ hasText: code });
  await card.getByRole('button', { name: 'Informar prazo' }).click();
  const deadline = addDays(brasiliaToday(new Date()), 12);
  const dialog = page.getByRole('dialog', { name: 'Prazo para protocolar' });
  await dialog.getByLabel('Data limite').fill(deadline);
  await expectAccessible(page, 'deadline-dialog');
  await shot(page, 'phone-deadline-dialog');
  await dialog.getByRole('button', { name: 'Salvar prazo' }).click();
  await card.getByText('Faltam 12 dias').waitFor();
  await card.getByText(formatDate(deadline)).waitFor();
  await shot(page, 'phone-follow-up-deadline-set');

  // paid (the journey test pays through the checkout): now it can be filed, then decided
  await appealDepsOf(app.runtime.deps).appeals.update(id, { status: 'paid' }, ['pending_payment']);
  await page.reload();
  await card.getByRole('button', { name: 'Acompanhar' }).click();
  const followUp = page.getByRole('dialog', { name: 'Acompanhar recurso' });
  await followUp.getByText('Próximo lembrete por e-mail em', { exact: false }).waitFor();
  await followUp.getByLabel('Número do protocolo (opcional)').fill('MG-2026-777');
  await followUp.getByRole('button', { name: 'Marcar como protocolado' }).click();
  await page.getByText('Recurso marcado como protocolado. Não enviaremos mais lembretes de prazo.').waitFor();
  await followUp
    .getByText(`Protocolado em ${formatDate(brasiliaToday(new Date()))}`, { exact: false })
    .first()
    .waitFor();
  await followUp.getByText('Deferido', { exact: true }).click();
  await followUp.getByRole('button', { name: 'Registrar decisão' }).click();
  await page.getByText('Decisão registrada.').waitFor();
  await expectAccessible(page, 'follow-up-decided');
  await shot(page, 'phone-follow-up-decided');
  await followUp.getByRole('button', { name: 'Fechar' }).click();
  await card.getByText('Deferido').waitFor();
  await card.getByText(/Protocolado em/).waitFor();
  await shot(page, 'phone-follow-up-list-filed');
  await page.context().close();
});
