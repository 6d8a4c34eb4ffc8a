/**
 * "Confira os dados" in a real browser (issue 14): a driver uploads a scanned notice whose issue date is
 * smudged (test/fixtures/smudge-notice.ts). The reader never gives that date as certain: tesseract alone
 * misread it (28 for 25); with the second engine (issue 13) it reads the right date, marked. The review
 * step shows it marked, with the thumbnail of where it was read; the driver corrects or confirms it,
 * fills the address the appeal needs and confirms the rest; the appeal then states the right date and
 * argues only what the confirmed facts support. At 390 px and 1366 px, with screenshots; axe finds no
 * serious violation.
 */
import { join } from 'node:path';
import type { Facts } from '@recurso/core/facts';
import { appealDepsOf } from '@recurso/functions/http/appeal-deps';
import type { Browser, Page } from 'playwright-core';
import { type App, expectAccessible, shot, startApp } from './app';
import { launch } from './browser';
import { confirmDoubtful, fieldOf, openField, setSigningCity } from './review-steps';

jest.setTimeout(400_000);

const SCAN = join(__dirname, '..', 'fixtures', 'notices', 'prf-na-ultrapassagem-emissao-borrada.png');
const PASSWORD = 'Senha-Do-Motorista-1';
const ADDRESS = 'Rua das Palmeiras, 45, Centro, Registro/SP, CEP 11900-000';
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } } as const;

let app: App;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launch();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signUpAndIn(page: Page, email: string): Promise<void> {
  const res = await fetch(`${app.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(201);
  await page.goto(`${app.url}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/dashboard$/);
}

describe.each(Object.keys(SIZES) as (keyof typeof SIZES)[])('on %s', (size) => {
  it('marks the smudged issue date, takes the driver’s word on it, and writes the appeal on the right date', async () => {
    const ctx = await browser.newContext({ viewport: SIZES[size], locale: 'pt-BR' });
    const page = await ctx.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await signUpAndIn(page, `revisa-${size}@recurso.test`);

    await page.getByRole('button', { name: 'Criar Recurso para Multa' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.locator('input[type=file]').setInputFiles(SCAN);
    await dialog.getByRole('button', { name: 'Gerar Recurso' }).click();

    // The reading ends in the review step. The smudged issue date is never certain: the reader reads it
    // (right, or misread) and marks it with the place it read it, or cannot read it at all.
    await dialog.getByRole('heading', { name: 'Confira os dados' }).waitFor({ timeout: 180_000 });
    // Doubtful readings are confirmed one at a time (issue 26): the date's field is opened if it is a line.
    const date = await openField(dialog, 'Data de emissão da notificação');
    const read = await date.inputValue();
    expect(['2026-04-25', '2026-04-28', '']).toContain(read);
    const dateField = fieldOf(date);
    if (read) {
      expect(await dateField.getAttribute('class')).toContain('fact-field--uncertain');
      expect((await dateField.locator('.fact-note--uncertain').textContent())?.trim()).toBe(
        'O texto deste campo está pouco nítido no documento.',
      );
      // Thumbnails are drawn when their field comes into view.
      await date.scrollIntoViewIfNeeded();
      const thumb = dateField.getByRole('img', {
        name: 'Trecho do documento 1, página 1 onde lemos Data de emissão da notificação',
      });
      await thumb.waitFor({ timeout: 30_000 });
      expect(
        await thumb.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
      ).toBeGreaterThan(100);
    }
    expect(await dialog.getByLabel('Endereço completo (com CEP) *').inputValue()).toBe('');
    await expectAccessible(page, `${size}-review-step`);
    await shot(page, `review-${size}-step`);

    // "Gerar recurso" refuses until the driver has looked at what is doubtful or missing.
    await dialog.getByRole('button', { name: 'Gerar recurso' }).click();
    await dialog
      .getByText(/^(Confirme ou corrija este dado|Preencha este campo)\.$/)
      .first()
      .waitFor();

    await date.fill('2026-04-25');
    await dialog.getByLabel('Endereço completo (com CEP) *').fill(ADDRESS);
    // The signing city, asked when the upload form had none, or suggested from the notice (issue 26).
    await setSigningCity(dialog, 'Registro');
    // The number read with certainty is one line ("Alterar") in a folded group or behind "Mostrar os
    // outros N dados lidos"; doubtful, an input or a line with "Conferir".
    const autoGroup = dialog.getByRole('button', { name: /^Auto de infração/ });
    if ((await autoGroup.getAttribute('aria-expanded')) === 'false') await autoGroup.click();
    const more = dialog.getByRole('button', { name: /^Mostrar os? outros? .* em Auto de infração$/ });
    if (await more.count()) await more.click();
    const number = await openField(dialog, 'Número do auto de infração');
    if ((await number.inputValue()) !== 'A98765432') await number.fill('A98765432');
    // Whatever else the scan left doubtful, the driver checked against the paper and confirms, one at a
    // time, each once its field shows its value (review-steps.ts).
    await confirmDoubtful(dialog);
    await dialog.getByText('Tudo conferido. Gere o recurso quando quiser.').waitFor();
    await expectAccessible(page, `${size}-review-step-filled`);
    await shot(page, `review-${size}-step-filled`);
    await dialog.getByRole('button', { name: 'Gerar recurso' }).click();

    // Written from the confirmed facts: the preview, the right date, no ground resting on the misreading.
    await dialog.getByText('Seu recurso está pronto para pagamento!').waitFor({ timeout: 120_000 });
    const preview = dialog.getByRole('region', { name: 'Prévia do recurso' });
    await preview.getByText('Auto de Infração nº A98765432', { exact: true }).waitFor();
    const shown = (await preview.textContent()) ?? '';
    expect(shown).toContain('emitida em 25/04/2026');
    expect(shown).not.toContain('28/04/2026');
    expect(shown).not.toMatch(/TRINTA DIAS/);
    await expectAccessible(page, `${size}-review-result`);
    await shot(page, `review-${size}-result`);

    const { appeals } = appealDepsOf(app.runtime.deps);
    const id = await lastAppealId(page);
    const appeal = await appeals.get(id);
    expect(appeal?.status).toBe('pending_payment');
    expect(appeal?.generatedText).toContain('emitida em 25/04/2026');
    expect(appeal?.generatedText).not.toContain('28/04/2026');
    expect(appeal?.generatedText).toContain(ADDRESS);
    const facts = (await appeals.getFacts(id)) as Facts;
    // Read right, the driver's check confirms it; misread or unread, the driver's date corrects it.
    expect(facts.notice.issueDate).toMatchObject({
      value: '2026-04-25',
      source:
        read === '2026-04-25'
          ? { kind: 'user', action: 'confirmed' }
          : { kind: 'user', action: 'corrected', ...(read ? { previous: { value: '2026-04-28' } } : {}) },
    });

    await dialog.getByRole('button', { name: 'Pagar Mais Tarde' }).click();
    await page.getByText('Aguardando Pagamento').first().waitFor();
    expect(pageErrors).toEqual([]);
    await ctx.close();
  });
});

/** The newest appeal of the signed-in driver, as the list loads it. */
async function lastAppealId(page: Page): Promise<string> {
  const token = (await page.evaluate("localStorage.getItem('token')")) as string;
  const res = await fetch(`${app.url}/api/appeals/my`, { headers: { authorization: `Bearer ${token}` } });
  const [newest] = (await res.json()) as { id: string }[];
  return newest?.id as string;
}
