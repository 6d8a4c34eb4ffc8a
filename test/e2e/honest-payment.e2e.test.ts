/**
 * Never sell an incomplete or late appeal (issue 26), in Chromium on a 390 px phone: a photographed
 * notice with missing facts cannot be paid until they are answered; typed data without the auto number
 * asks for it; a suggestion fills the catalogue code; the pay dialog says a deadline has passed and
 * waits for the driver's decision; the suspension appeal downloads as a PDF from its own page; sign-up
 * says the password policy's own message. Screenshots of each screen (test/e2e/screenshots); axe finds
 * no serious or critical violation. Every wait is on a state the page shows, never on time alone.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appealDepsOf } from '@recurso/functions/http/appeal-deps';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { type App, expectAccessible, shot, startApp } from './app';
import { launch, savedPath, VIEWPORTS } from './browser';
import { assertHelpNeverCovers } from './help-button';
import { confirmDoubtful, fieldOf } from './review-steps';
import { pdfText } from '../setup/pdf-text';

jest.setTimeout(400_000);

const PHOTO = join(__dirname, '..', 'fixtures', 'notices', 'prf-na-ultrapassagem.png');
const PASSWORD = 'Senha-Do-Motorista-26';
/** A date relative to today (ISO): the typed appeals are in time whenever the test runs. */
const daysFromToday = (n: number): string => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const ADDRESS = 'Rua das Palmeiras, 45, Centro, Registro/SP, CEP 11900-000';
const OWNER = {
  name: 'Maria da Silva',
  cpf: '529.982.247-25',
  address: 'Rua das Flores, 10, Campinas/SP, CEP 13000-000',
  cnh: '12345678900',
  city: 'Campinas',
};

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

async function phone(): Promise<{ ctx: BrowserContext; page: Page; errors: string[] }> {
  const ctx = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'pt-BR', acceptDownloads: true });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { ctx, page, errors };
}

/** Registers through the API, signs in through the login page; answers the session's token. */
async function signUpAndIn(page: Page, email: string): Promise<string> {
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
  return (await page.evaluate("localStorage.getItem('token')")) as string;
}

const api = async (token: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${app.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> };
};

/** Polls the appeal's status (what the dialog itself does) until it leaves `processing`. */
async function settled(token: string, id: string): Promise<string> {
  for (let i = 0; i < 120; i++) {
    const status = (await api(token, 'GET', `/appeals/status/${id}`)).json.status as string;
    if (status !== 'processing') return status;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`appeal ${id} still processing`);
}

/** A typed appeal sent as the form sends it; answers its id once written. */
async function typedAppeal(token: string, body: Record<string, unknown>): Promise<string> {
  const res = await api(token, 'POST', '/appeals/generate-appeal-text', body);
  expect(res.status).toBe(202);
  const id = res.json.appealId as string;
  expect(await settled(token, id)).toBe('pending_payment');
  return id;
}

/** How tall the open dialog's content is, in phone screens. */
const dialogScreens = (page: Page): Promise<number> =>
  page.evaluate(
    "(() => { const el = document.querySelector('dialog[open]'); return el.scrollHeight / el.clientHeight; })()",
  ) as Promise<number>;

describe('no payment while the appeal has a hole', () => {
  it('a photographed notice with missing facts cannot be paid until they are answered', async () => {
    const { ctx, page, errors } = await phone();
    const token = await signUpAndIn(page, 'foto-com-lacunas@recurso.test');

    await page.getByRole('button', { name: 'Criar Recurso para Multa' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.locator('input[type=file]').setInputFiles(PHOTO);
    await dialog.getByRole('button', { name: 'Gerar Recurso' }).click();
    await dialog.getByRole('heading', { name: 'Confira os dados' }).waitFor({ timeout: 180_000 });

    // The server holds it: awaiting the review, not payable (the API refuses a checkout).
    const id = (await api(token, 'GET', '/appeals/my')).json as unknown as { id: string }[];
    const appealId = (id[0] as { id: string }).id;
    expect((await api(token, 'GET', `/appeals/status/${appealId}`)).json.status).toBe('awaiting_review');
    const checkout = await api(token, 'POST', '/payment/create-asaas-checkout', {
      appealId,
      paymentMethod: 'PIX',
      customerName: OWNER.name,
      customerCpf: OWNER.cpf,
    });
    expect([checkout.status, checkout.json.error]).toEqual([
      400,
      'Este recurso não está elegível para pagamento (Status: awaiting_review).',
    ]);

    // What the appeal needs and no document showed is asked, required: the address. The signing city is
    // on no notice: suggested from the infraction's place, one line the driver can change.
    const address = dialog.getByLabel('Endereço completo (com CEP) *');
    expect(await address.inputValue()).toBe('');
    const cityLine = fieldOf(
      dialog.getByRole('button', { name: 'Alterar Cidade onde você assina o recurso' }),
    );
    expect(await cityLine.textContent()).toContain(
      'Sugerimos Registro, a cidade do local da infração. Altere se for assinar em outra cidade.',
    );
    // Long values are text areas; settled groups are folded, an open group's certain fields wait behind
    // one line, and the doubtful readings are confirmed one at a time (one open with its crop, the others
    // one line each). The reader's certainty by evidence (issue 25) decides how many a photo leaves to
    // confirm (5 or 6 on this one): whatever the number, about two phone screens (2.00 measured with 5).
    expect(await address.evaluate((el) => el.tagName)).toBe('TEXTAREA');
    await shot(page, 'honest-phone-review-with-holes');
    const pending = Number(
      /Faltam conferir (\d+) dados/.exec(
        (await dialog.getByText(/^Faltam conferir \d+ dados/).textContent()) ?? '',
      )?.[1],
    );
    expect(pending).toBeGreaterThanOrEqual(2);
    expect(await dialog.getByRole('checkbox', { name: /^Confirmo que/ }).count()).toBe(1);
    const screens = await dialogScreens(page);
    expect(screens).toBeLessThanOrEqual(2.1);
    await expectAccessible(page, 'review-with-holes');
    // The open reading's crop of the page, tapped, opens larger in a dialog of its own, and closes back.
    await dialog
      .getByRole('button', { name: /^Ampliar o trecho onde lemos / })
      .first()
      .click();
    const zoom = page.getByRole('dialog', { name: /: onde lemos$/ });
    const zoomed = zoom.getByRole('img', { name: /^Trecho do documento 1, página 1 onde lemos / });
    await zoomed.waitFor();
    const thumbWidth = await dialog
      .getByRole('button', { name: /^Ampliar o trecho onde lemos / })
      .first()
      .locator('img')
      .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth);
    expect(
      await zoomed.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    ).toBeGreaterThan(thumbWidth);
    await expectAccessible(page, 'review-crop-zoomed');
    await shot(page, 'honest-phone-review-crop-zoomed');
    await zoom.getByRole('button', { name: 'Fechar' }).click();
    await zoom.waitFor({ state: 'detached' });

    await dialog.getByRole('button', { name: 'Gerar recurso' }).click();
    await dialog.getByText('Preencha este campo.').first().waitFor();
    expect((await api(token, 'GET', `/appeals/status/${appealId}`)).json.status).toBe('awaiting_review');

    await address.fill(ADDRESS);
    // The driver checked each doubtful reading against the paper: one at a time, once its field shows it.
    expect(await confirmDoubtful(dialog)).toBeGreaterThanOrEqual(pending - 1);
    await dialog.getByText('Tudo conferido. Gere o recurso quando quiser.').waitFor();
    await shot(page, 'honest-phone-review-answered');
    await dialog.getByRole('button', { name: 'Gerar recurso' }).click();

    await dialog.getByText('Seu recurso está pronto para pagamento!').waitFor({ timeout: 120_000 });
    const preview = dialog.getByRole('region', { name: 'Prévia do recurso' });
    const shown = (await preview.textContent()) ?? '';
    expect(shown).not.toContain('[preencher');
    expect(shown).not.toMatch(/\(DEFESA PRÉVIA\) OU/);
    // The code read on the notice; SPEC's provisional code would be the 'Código do Recurso', never an auto.
    expect(await dialog.getByLabel('Código do Recurso').inputValue()).toBe('A98765432');
    await expectAccessible(page, 'review-result');
    await shot(page, 'honest-phone-result');

    const appeal = await appealDepsOf(app.runtime.deps).appeals.get(appealId);
    expect(appeal?.status).toBe('pending_payment');
    expect(appeal?.generatedText).not.toMatch(/\[preencher|\(DEFESA PRÉVIA\) OU/);
    expect(appeal?.generatedText).toContain(`Registro, `);
    expect(appeal?.generatedText).toContain(ADDRESS);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('typed data without the auto number asks for it, then writes the appeal with it', async () => {
    const { ctx, page, errors } = await phone();
    await signUpAndIn(page, 'digitado-sem-auto@recurso.test');
    await page.getByRole('button', { name: 'Criar Recurso para Multa' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Preencher manualmente/).click();
    await dialog.getByRole('button', { name: 'Continuar' }).click();

    await dialog.getByLabel('Nome completo *').fill(OWNER.name);
    const owner = dialog.getByRole('group', { name: 'Proprietário' }).first();
    await owner.getByLabel('CPF').fill(OWNER.cpf);
    await owner.getByLabel('Endereço completo (com CEP)').fill(OWNER.address);
    await owner.getByLabel('Cidade').fill(OWNER.city);
    await dialog.getByLabel('Placa').first().fill('ABC1D23');
    await dialog.getByLabel('Descrição da infração').fill('avançar o sinal vermelho');
    await dialog.getByRole('option', { name: /^Avançar o sinal vermelho do semáforo, exceto/ }).click();
    await expect_(dialog.getByLabel('Código da infração *'), '605-01');
    await dialog.getByLabel('Data da infração').first().fill(daysFromToday(-10));
    await dialog.getByLabel('Local da infração').first().fill('Av. Brasil, 100, Campinas/SP');
    await dialog.getByLabel('Órgão autuador').first().fill('EMDEC');
    const deadline = daysFromToday(30);
    await dialog.getByLabel('Prazo para defesa ou recurso').first().fill(deadline);
    await dialog.getByRole('button', { name: 'Gerar Recurso' }).click();

    // No auto number, no stage: asked before anything is written or payable.
    await dialog.getByRole('heading', { name: 'Confira os dados' }).waitFor({ timeout: 120_000 });
    const number = dialog.getByLabel('Número do auto de infração *');
    const stage = dialog.getByLabel('Fase do processo *');
    expect(await number.inputValue()).toBe('');
    expect(await fieldOf(number).locator('.field__hint').textContent()).toBe(
      'O recurso precisa deste dado: preencha-o como está na notificação.',
    );
    await expectAccessible(page, 'typed-review');
    await shot(page, 'honest-phone-typed-asks-auto');

    await number.fill('E12345678');
    await stage.selectOption('defesa_previa');
    await dialog.getByRole('button', { name: 'Gerar recurso' }).click();
    await dialog.getByText('Seu recurso está pronto para pagamento!').waitFor({ timeout: 120_000 });
    expect(await dialog.getByLabel('Código do Recurso').inputValue()).toBe('E12345678');
    const preview = dialog.getByRole('region', { name: 'Prévia do recurso' });
    await preview.getByText('Auto de Infração nº E12345678', { exact: true }).waitFor();
    expect((await preview.textContent()) ?? '').not.toContain('[preencher');
    // The deadline before the money: days left, said before paying.
    await dialog
      .getByText(`Prazo para protocolar: até ${deadline.split('-').reverse().join('/')}`, { exact: false })
      .waitFor();
    await shot(page, 'honest-phone-typed-result');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the manual suggestion fills the catalogue code; money in pt-BR; an invalid CPF is refused', async () => {
    const { ctx, page } = await phone();
    await signUpAndIn(page, 'sugestao@recurso.test');
    await page.getByRole('button', { name: 'Criar Recurso para Multa' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Preencher manualmente/).click();
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    expect(await dialog.getByLabel('Valor (R$)').inputValue()).toBe('29,90');
    await dialog.getByLabel('Descrição da infração').fill('VELOCIDADE superior a maxima em ate 20');
    const option = dialog.getByRole('option', { name: /em até 20% \(Art\. 218, I\)$/ });
    await option.waitFor();
    await expectAccessible(page, 'manual-suggestions');
    await shot(page, 'honest-phone-manual-suggestions');
    await option.click();
    await expect_(dialog.getByLabel('Código da infração *'), '745-50');
    await dialog.getByLabel('Nome completo *').fill(OWNER.name);
    const owner = dialog.getByRole('group', { name: 'Proprietário' }).first();
    await owner.getByLabel('CPF').fill('123.456.789-00');
    await dialog.getByRole('button', { name: 'Gerar Recurso' }).click();
    await owner.getByText('CPF inválido').waitFor();
    await dialog.getByText('Por favor, corrija os erros no formulário').waitFor();
    expect((await api(await token(page), 'GET', '/appeals/my')).json).toEqual([]);
    await shot(page, 'honest-phone-manual-invalid-cpf');
    await ctx.close();
  });
});

describe('the deadline before the money', () => {
  it('the pay dialog says the deadline has passed, what it means, and waits for the driver’s decision', async () => {
    const { ctx, page, errors } = await phone();
    const tkn = await signUpAndIn(page, 'prazo-vencido@recurso.test');
    await typedAppeal(tkn, {
      type: 'traffic',
      manual: {
        owner: OWNER,
        vehicle: { plate: 'ABC1D23' },
        infraction: { code: '745-50', date: '2026-08-01', location: 'Av. Brasil, 100', agency: 'DER-SP' },
        facts: { 'notice.number': 'SP1234567', stage: 'jari', 'notice.deadline': '2026-09-28' },
      },
    });
    await page.goto(`${app.url}/dashboard/resources`);
    await page.getByRole('button', { name: 'Pagar', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Pagar recurso' });
    const late = dialog.getByText('O prazo para protocolar venceu em 28/09/2026', { exact: false });
    await late.waitFor();
    await dialog
      .getByText('“O recurso intempestivo será arquivado.” (art. 285, § 5º, do CTB)', { exact: false })
      .waitFor();
    const pix = dialog.getByRole('button', { name: 'Pagar com PIX' });
    expect(await pix.isDisabled()).toBe(true);
    await expectAccessible(page, 'pay-dialog-late');
    await shot(page, 'honest-phone-pay-dialog-late');
    await dialog.getByLabel('Entendi que o prazo venceu e quero o recurso mesmo assim.').check();
    await pix.waitFor({ state: 'visible' });
    expect(await pix.isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    // The help button never covers an action: wherever the list is scrolled, it steps aside.
    await assertHelpNeverCovers(page, 'honest-phone-list-help-button');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('the suspension appeal as a PDF', () => {
  it('downloads the PDF, with "Como protocolar", from its own page, as the e-mail says', async () => {
    const { ctx, page, errors } = await phone();
    const tkn = await signUpAndIn(page, 'suspensao-pdf@recurso.test');
    const id = await typedAppeal(tkn, {
      type: 'suspension',
      manual: {
        owner: OWNER,
        infraction: { code: '745-50', agency: 'DETRAN-SP' },
        facts: {
          'suspension.processNumber': '2026/000123',
          'suspension.reason': 'pontos',
          'suspension.points': '42',
          'suspension.periodStart': '2025-01-01',
          'suspension.periodEnd': '2025-12-31',
          'notice.deadline': daysFromToday(30),
        },
      },
    });
    const checkout = await api(tkn, 'POST', '/payment/create-asaas-checkout', {
      appealId: id,
      paymentMethod: 'PIX',
    });
    expect(checkout.status).toBe(200);
    // The simulator's test control (the app runs in a process of its own: no handle on the simulator).
    const link = new URL(checkout.json.url as string);
    const paid = await fetch(`${link.origin}/_sim/checkouts/${link.searchParams.get('id')}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(paid.status).toBe(200);
    for (let i = 0; i < 120; i++) {
      const mine = (await api(tkn, 'GET', '/appeals/my')).json as unknown as {
        id: string;
        documentUrl?: string;
      }[];
      if (mine.find((a) => a.id === id)?.documentUrl) break;
      await new Promise((r) => setTimeout(r, 1000));
    }

    await page.goto(`${app.url}/dashboard/suspension`);
    const row = page.getByRole('row').filter({ hasText: 'R$ 499,90' });
    await row.getByRole('button', { name: 'Baixar PDF' }).waitFor();
    expect(await row.getByRole('button', { name: 'Editar Texto' }).count()).toBe(1);
    expect(await row.getByRole('button', { name: 'Baixar texto (.txt)' }).count()).toBe(1);
    await expectAccessible(page, 'suspension-page');
    await shot(page, 'honest-phone-suspension-page');
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Baixar PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`recurso_${id}.pdf`);
    const bytes = readFileSync(await savedPath(file));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = flatPdfText(bytes);
    expect(text).toContain('COMO PROTOCOLAR');
    expect(text).toContain('DEFESA NO PROCESSO DE SUSPENSÃO DO DIREITO DE DIRIGIR');
    expect(text).toContain('Processo nº 2026/000123');
    // The petition itself (after the "Como protocolar" page, which explains the marks) has no blank.
    const petition = text.slice(text.indexOf('Como protocolar – não entregue esta página'));
    expect(petition).toContain('Processo nº 2026/000123');
    expect(petition).not.toContain('[preencher');

    // The "recurso pronto" e-mail names the page that has the button it tells the driver to click.
    const ready = app.runtime
      .outbox()
      .filter((m) => m.to === 'suspensao-pdf@recurso.test' && m.subject === 'Seu recurso está pronto');
    expect(ready.at(-1)?.text).toContain(`${app.url}/dashboard/suspension e clique em "Baixar PDF".`);
    expect(ready.at(-1)?.text).not.toMatch(/auto[^\n]*T\d{8}/i);
    // Nor does the help button cover "Baixar PDF" or "Editar Texto" on this page at any scroll position.
    await assertHelpNeverCovers(page, 'honest-phone-suspension-help-button');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('sign-up tells the truth', () => {
  it('says the password policy’s own message for a common password, and "em uso" only when it is', async () => {
    const { ctx, page } = await phone();
    await page.goto(`${app.url}/auth/register`);
    await page.getByLabel('Email').fill('senha-fraca@recurso.test');
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('123456');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Esta senha é muito comum e fácil de adivinhar. Escolha outra senha.').waitFor();
    expect(await page.getByText('Este email já está em uso').count()).toBe(0);
    await expectAccessible(page, 'register-weak');
    await shot(page, 'honest-phone-register-weak-password');
    // Nothing was sent: the account does not exist.
    const login = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'senha-fraca@recurso.test', password: '123456' }),
    });
    expect(login.status).toBe(401);

    await password.fill('senha');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('A senha deve ter pelo menos 6 caracteres').waitFor();

    // An address already registered: then, and only then, 'Este email já está em uso'.
    await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ja-existe@recurso.test', password: PASSWORD }),
    });
    await page.getByLabel('Email').fill('ja-existe@recurso.test');
    await password.fill('Outra-Senha-Boa-7');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Este email já está em uso').waitFor();
    await shot(page, 'honest-phone-register-in-use');
    await ctx.close();
  });
});

/** The input shows `value` (a suggestion picked, a mask applied). */
async function expect_(input: Locator, value: string): Promise<void> {
  await input
    .page()
    .waitForFunction(`(el) => el.value === ${JSON.stringify(value)}`, await input.elementHandle());
}

const token = (page: Page) => page.evaluate("localStorage.getItem('token')") as Promise<string>;

const flatPdfText = (bytes: Buffer) => pdfText(bytes).replace(/\s+/g, ' ');
