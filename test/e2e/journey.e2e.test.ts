/**
 * The product in a real browser (Debian's Chromium via playwright-core) against the local runtime this file
 * starts: a visitor searches an infraction, registers, logs in, creates appeals by hand and by uploading a
 * PDF and waits for them; an admin enrols the TOTP second factor through its screen (the first run; the
 * next one verifies a code), then finds the appeal and the user, changes a role, blocks and unblocks.
 * Phone and desktop sizes; a screenshot of every main screen; axe finds no serious or critical violation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { base32Decode, hotp, totpStep } from '@recurso/core/identity';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, type App, expectAccessible, shot, startApp } from './app';
import { launch, savedPath, VIEWPORTS } from './browser';
import { assertHelpNeverCovers } from './help-button';
import { setSigningCity } from './review-steps';

jest.setTimeout(300_000);

// A notice posted in time: sp-na-velocidade.pdf, posted 45 days after the infraction, now stops for the
// review step's roadside question before the late notice is argued (issue 24; review.e2e covers review).
const NOTICE_PDF = join(__dirname, '..', 'fixtures', 'notices', 'mg-np-sinal.pdf');
const PASSWORD = 'Senha-Do-Motorista-1';
/** The tab's title of each page the journey opens from the menu. */
const TITLES = { fines: 'Recursos de Multas', suspension: 'Suspensão de CNH', support: 'Suporte' } as const;
/** A date relative to today (ISO), so the typed appeal is never late whenever the test runs. */
const daysFromToday = (n: number): string => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

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

async function newPage(
  viewport: keyof typeof VIEWPORTS,
  opts: { bypassCSP?: boolean } = {},
): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: 'pt-BR',
    acceptDownloads: true,
    ...opts,
  });
  const page = await ctx.newPage();
  return { ctx, page };
}

async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${app.url}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Until the tab's title is `title`. The predicate is a function (as text: the root tsconfig has no DOM
 * types): playwright compiles it once, while a bare expression is eval'd again at each poll, which the
 * app's CSP (no 'unsafe-eval') refuses — the wait failed whenever the title was not there at once.
 */
const titled = (page: Page, title: string) =>
  page.waitForFunction('(title) => document.title === title', title);

/** The admin's authenticator, as the test's own "phone": the secret read from the enrolment screen. */
const authenticator = { secret: '', lastStep: -1 };

/** The next code the server has not seen yet (it refuses a time step twice), as an app would show it. */
async function nextCode(page: Page): Promise<string> {
  while (totpStep(new Date()) <= authenticator.lastStep) await page.waitForTimeout(1000);
  authenticator.lastStep = totpStep(new Date());
  return hotp(base32Decode(authenticator.secret), authenticator.lastStep);
}

/**
 * SECURITY AUTH-6 in the browser: the first admin login enrols (QR code, secret, first code, recovery
 * codes), later ones verify a code; both end on /admin/dashboard.
 */
async function proveSecondFactor(page: Page, screen: (name: string) => string): Promise<void> {
  await page.waitForURL(/\/admin\/verificacao$/);
  if (!authenticator.secret) {
    await page.getByRole('heading', { name: 'Ative a verificação em duas etapas' }).waitFor();
    await page
      .getByRole('img', { name: 'QR code para adicionar a conta ao aplicativo autenticador' })
      .waitFor();
    authenticator.secret = (await page.locator('[data-secret]').getAttribute('data-secret')) ?? '';
    expect(authenticator.secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectAccessible(page, 'second-factor-enrol');
    await shot(page, screen('second-factor-enrol'));
    await page.getByLabel('Código de 6 dígitos').fill('000000');
    await page.getByRole('button', { name: 'Ativar verificação' }).click();
    await page.getByRole('alert').filter({ hasText: 'Código inválido ou expirado' }).waitFor();
    await page.getByLabel('Código de 6 dígitos').fill(await nextCode(page));
    await page.getByRole('button', { name: 'Ativar verificação' }).click();
    await page.getByRole('heading', { name: 'Guarde seus códigos de recuperação' }).waitFor();
    const codes = await page.locator('.second-factor__codes code').allTextContents();
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    await expectAccessible(page, 'second-factor-recovery-codes');
    await shot(page, screen('second-factor-recovery-codes'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar arquivo .txt' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('codigos-de-recuperacao-recurso-certo.txt');
    expect(readFileSync(await savedPath(file), 'utf8')).toBe(`${codes.join('\n')}\n`);
    await page.getByLabel('Guardei meus códigos de recuperação em local seguro').check();
    await page.getByRole('button', { name: 'Continuar para o painel' }).click();
  } else {
    await page.getByRole('heading', { name: 'Verificação em duas etapas' }).waitFor();
    await expectAccessible(page, 'second-factor-verify');
    await shot(page, screen('second-factor-verify'));
    await page.getByLabel('Código do aplicativo').fill(await nextCode(page));
    await page.getByRole('button', { name: 'Verificar' }).click();
  }
  await page.waitForURL(/\/admin\/dashboard$/);
}

/** Opens the sidebar drawer on phones before using a sidebar link. */
async function openMenuIfPhone(page: Page, viewport: keyof typeof VIEWPORTS): Promise<void> {
  if (viewport === 'phone') await page.getByRole('button', { name: 'Abrir menu' }).click();
}

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])('on %s', (viewport) => {
  const driver = `motorista-${viewport}@recurso.test`;
  const screen = (name: string) => `${viewport}-${name}`;

  it('a visitor finds an infraction and reads the public pages', async () => {
    const { ctx, page } = await newPage(viewport);
    await page.goto(app.url);
    const search = page.getByRole('combobox', { name: 'Qual infração aparece na sua notificação?' });
    await search.fill('VELOCIDADE superior');
    await page.getByRole('option', { name: /em até 20%/ }).click();
    await page.getByText('Temos disponível o recurso para essa infração!').waitFor();
    await expectAccessible(page, 'home');
    await shot(page, screen('home'));

    await page.goto(`${app.url}/recursos`);
    await page.getByRole('button', { name: /Avançar o sinal vermelho/ }).click();
    await page.getByText('Temos disponível o recurso para essa infração!').waitFor();
    await expectAccessible(page, 'recursos');
    await shot(page, screen('recursos'));
    await page.getByRole('combobox', { name: 'Buscar infração' }).fill('xyzzy infração inexistente');
    await page.getByText('Nenhuma infração encontrada').first().waitFor();

    for (const path of ['como-funciona', 'termos', 'privacidade']) {
      await page.goto(`${app.url}/${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectAccessible(page, path);
      await shot(page, screen(path));
    }

    await page.goto(`${app.url}/contato`);
    await page.getByLabel('Nome').fill('Visitante');
    await page.getByLabel('E-mail').fill(`visitante-${viewport}@recurso.test`);
    await page.getByLabel('Assunto').fill('Dúvida sobre prazo');
    await page
      .getByRole('textbox', { name: 'Mensagem' })
      .fill('Qual o prazo para recorrer de uma multa de velocidade?');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page
      .getByText('Mensagem enviada! Responderemos pelo e-mail informado em até 1 dia útil.')
      .waitFor();
    await expectAccessible(page, 'contato');
    await shot(page, screen('contato'));
    await ctx.close();
  });

  it('registers, logs in and creates appeals by hand and by uploading a PDF', async () => {
    const { ctx, page } = await newPage(viewport);
    await page.goto(`${app.url}/auth/register`);
    await expectAccessible(page, 'register');
    await shot(page, screen('register'));
    await page.getByLabel('Email').fill(driver);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Cadastro realizado com sucesso! Redirecionando para o login...').waitFor();
    await page.waitForURL(/\/auth\/login$/);
    await expectAccessible(page, 'login');
    await shot(page, screen('login'));
    // Tap targets of at least 24 px (WCAG 2.5.8; issue 26): the auth links and the footer's.
    await titled(page, 'Entrar · Recurso Certo');
    const small = await page.evaluate(`[...document.querySelectorAll('main a, footer a')]
      .map((a) => [a.textContent.trim(), a.getBoundingClientRect()])
      .filter(([, r]) => r.width > 0 && (r.height < 24 || r.width < 24))
      .map(([name, r]) => name + ' ' + Math.round(r.width) + 'x' + Math.round(r.height))`);
    expect(small).toEqual([]);

    await login(page, driver, PASSWORD);
    await page.waitForURL(/\/dashboard$/);
    await page.getByText('Você ainda não tem recursos. Crie o primeiro agora mesmo.').waitFor();
    await expectAccessible(page, 'dashboard-empty');

    // Manual mode with every fact the appeal needs (issue 26: a hole would stop it for the review step);
    // the dialog polls until the text is ready.
    await page.getByRole('button', { name: 'Criar Recurso para Multa' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Preencher manualmente').click();
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByLabel(/^Número do auto de infração/).fill('SP1234567');
    await dialog.getByLabel(/^Fase do processo/).selectOption('defesa_previa');
    await dialog.getByLabel('Nome completo *').fill('Maria da Silva');
    const owner = dialog.getByRole('group', { name: 'Proprietário' }).first();
    await owner.getByLabel('CPF').fill('52998224725');
    await owner
      .getByLabel('Endereço completo (com CEP)')
      .fill('Rua das Flores, 10, Campinas/SP, CEP 13000-000');
    await owner.getByLabel('Cidade').fill('Campinas');
    await dialog.getByLabel('Placa').first().fill('abc1d23');
    await dialog.getByLabel('Descrição da infração').fill('velocidade superior');
    await dialog.getByRole('option', { name: /em até 20% \(Art\. 218, I\)/ }).click();
    await dialog.getByLabel('Data da infração').first().fill(daysFromToday(-10));
    await dialog.getByLabel('Local da infração').first().fill('Av. Brasil, 100, Campinas/SP');
    await dialog.getByLabel('Órgão autuador').first().fill('DETRAN-SP');
    await dialog.getByLabel('Prazo para defesa ou recurso').first().fill(daysFromToday(30));
    await dialog.getByRole('button', { name: 'Gerar Recurso' }).click();
    await dialog.getByText('Seu recurso está pronto para pagamento!').waitFor({ timeout: 125_000 });
    await dialog.getByLabel('Código do Recurso').waitFor();
    await dialog.getByRole('button', { name: 'Pagar com PIX' }).waitFor();
    await expectAccessible(page, 'create-appeal-result');
    await shot(page, screen('create-appeal-result'));
    await dialog.getByRole('button', { name: 'Pagar Mais Tarde' }).click();

    // Upload mode: straight to storage, then the list follows the status.
    await page.getByRole('button', { name: 'Criar Recurso para Multa' }).first().click();
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.locator('input[type=file]').setInputFiles(NOTICE_PDF);
    await dialog.getByText('mg-np-sinal.pdf').waitFor();
    await expectAccessible(page, 'create-appeal-upload');
    await shot(page, screen('create-appeal-upload'));
    await dialog.getByRole('button', { name: 'Gerar Recurso' }).click();
    await dialog
      .getByText('Recebemos seus documentos e estamos preparando o recurso.', { exact: false })
      .waitFor({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Ver na lista de recursos' }).click();

    // The upload stops for the review (the list polls processing appeals every 10 s): the signing city is
    // on no notice (issue 26), so it is asked (or suggested from an address or the infraction's place)
    // before the appeal can be paid; the driver signs elsewhere and says so; then it is written.
    await page.getByText('Processando').first().waitFor({ state: 'detached', timeout: 150_000 });
    await page
      .getByRole('row')
      .filter({ hasText: 'Aguardando Revisão' })
      .getByRole('button', { name: 'Revisar dados' })
      .click();
    const review = page.getByRole('dialog', { name: 'Revisar dados do recurso' });
    await setSigningCity(review, 'Belo Horizonte');
    await review.getByText('Tudo conferido. Gere o recurso quando quiser.').waitFor();
    await review.getByRole('button', { name: 'Gerar recurso' }).click();
    await review.getByText('Seu recurso está pronto para pagamento!').waitFor({ timeout: 125_000 });
    await review.getByRole('button', { name: 'Pagar Mais Tarde' }).click();

    // Both appeals reach 'Aguardando Pagamento'.
    await page.getByRole('button', { name: 'Pagar' }).nth(1).waitFor();
    await expectAccessible(page, 'dashboard');
    await shot(page, screen('dashboard'));

    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByLabel('Status').selectOption('paid');
    await page.getByText('Nenhum recurso corresponde aos filtros.').waitFor();
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    expect((await download).suggestedFilename()).toMatch(/^recursos_\d{4}-\d{2}-\d{2}\.csv$/);

    for (const [link, name] of [
      ['Recursos', 'fines'],
      ['Suspensão CNH', 'suspension'],
      ['Ajuda', 'support'],
    ] as const) {
      await openMenuIfPhone(page, viewport);
      await page.getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Each page names itself in the tab (issue 26: every page had the same <title>).
      await titled(page, `${TITLES[name]} · Recurso Certo`);
      await expectAccessible(page, name);
      await shot(page, screen(name));
    }
    await ctx.close();
  });

  it('pays by PIX on the checkout page, returns to Pagamento Confirmado! and downloads the PDF', async () => {
    // The local Asaas simulator's page sends `form-action 'self'`, which makes Chromium block its 303 back to
    // our origin after 'Pagar' (real Asaas is not affected). Until the simulator allows the app origin, this
    // context ignores page CSPs; every other test keeps them.
    const { ctx, page } = await newPage(viewport, { bypassCSP: true });
    await login(page, driver, PASSWORD);
    await page.waitForURL(/\/dashboard$/);
    // The typed appeal (in time); the uploaded notice's deadline has passed, its pay dialog asks first.
    await page
      .getByRole('row')
      .filter({ hasText: 'SP1234567' })
      .getByRole('button', { name: 'Pagar', exact: true })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pagar com PIX' }).click();
    await page.waitForURL(/\/resources\?payAppeal=.+&method=PIX$/);
    const appealId = new URL(page.url()).searchParams.get('payAppeal') as string;
    await page.getByLabel('Nome completo').fill('Maria da Silva');
    await page.getByLabel('CPF').fill('52998224725');
    await expectAccessible(page, 'payment-start');
    await shot(page, screen('payment-start'));
    await page.getByRole('button', { name: 'Ir para o pagamento' }).click();

    // The provider's hosted page (the local simulator), then back to our result page.
    await page.waitForURL((url) => !url.pathname.startsWith('/resources'));
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.waitForURL(/\/pagamento\/sucesso\?appealId=/);
    await page.getByText('Pagamento Confirmado!').waitFor({ timeout: 45_000 });
    await page.getByText('Pagamento confirmado com sucesso!').waitFor();
    await expectAccessible(page, 'payment-success');
    await shot(page, screen('payment-success'));

    // The PDF is rendered after payment; the list shows it once it exists.
    await page.getByRole('link', { name: 'Ver Meus Recursos' }).click();
    const pdfButton = page.getByRole('button', { name: 'PDF', exact: true });
    for (let i = 0; i < 20 && !(await pdfButton.count()); i++) {
      await page.waitForTimeout(3000);
      await page.reload();
    }
    const download = page.waitForEvent('download');
    await pdfButton.first().click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`recurso_${appealId}.pdf`);
    const bytes = readFileSync(await savedPath(file));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await ctx.close();
  });

  it('an admin proves the second factor, sees the appeal and the user, changes the role, blocks and unblocks', async () => {
    const { ctx, page } = await newPage(viewport);
    await login(page, ADMIN.email, ADMIN.password);
    await proveSecondFactor(page, screen);
    await page.getByRole('heading', { name: 'Painel Administrativo' }).waitFor();
    await page.getByText(driver).first().waitFor();
    await expectAccessible(page, 'admin-dashboard');
    await shot(page, screen('admin-dashboard'));

    await openMenuIfPhone(page, viewport);
    await page.getByRole('link', { name: 'Usuários' }).click();
    await page.getByLabel('Buscar por email').fill(driver);
    await page.getByRole('cell', { name: driver }).or(page.getByText(driver)).first().waitFor();
    await expectAccessible(page, 'admin-users');
    await shot(page, screen('admin-users'));

    await page.getByLabel(`Alterar role de ${driver}`).selectOption('STAFF');
    await page.getByText(`Role de ${driver} alterada para STAFF com sucesso!`).waitFor();
    await page.getByRole('button', { name: 'Bloquear' }).click();
    await page.getByText(`Usuário ${driver} foi bloqueado com sucesso!`).waitFor();
    await page.getByRole('button', { name: 'Desbloquear' }).click();
    await page.getByText(`Usuário ${driver} foi desbloqueado com sucesso!`).waitFor();

    await page.getByRole('button', { name: 'Ver recursos' }).click();
    const modal = page.getByRole('dialog', { name: `Recursos de ${driver}` });
    await modal.getByText('Aguardando Pagamento').first().waitFor();
    await expectAccessible(page, 'admin-user-appeals');
    await shot(page, screen('admin-user-appeals'));
    await modal.getByRole('button', { name: 'Fechar' }).click();

    await page.getByLabel('Buscar por email').fill('ninguem-assim@recurso.test');
    await page.getByText('Nenhum usuário encontrado para sua busca.').waitFor();
    await page.getByRole('button', { name: 'Limpar busca' }).click();
    // Every user listed, each with "Bloquear": the help button covers none of them, wherever the list
    // is scrolled on a phone (issue 26).
    if (viewport === 'phone') {
      await page.getByRole('button', { name: 'Bloquear' }).first().waitFor();
      await assertHelpNeverCovers(page, screen('admin-users-help-button'));
    }

    await openMenuIfPhone(page, viewport);
    await page.getByRole('link', { name: 'Mensagens' }).click();
    await page.getByText('Dúvida sobre prazo').first().waitFor();
    await shot(page, screen('admin-messages'));
    await ctx.close();
  });
});

/** The home page is prerendered at build time (frontend/vite-prerender.ts); client routes get the empty shell. */
describe('the prerendered home page', () => {
  const HERO = 'Recorra da sua multa com um recurso bem fundamentado';

  it('hydrates without a console error for a visitor and a signed-in driver; deep links get the shell', async () => {
    const { ctx, page } = await newPage('desktop');
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    // Set if React throws the server's home page away (a render from scratch) instead of hydrating it.
    // (Browser code as text: the root tsconfig has no DOM types.)
    await page.addInitScript({
      content: `new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.removedNodes)
            if (n instanceof Element && (n.matches('h1') || n.querySelector('h1'))) window.homeDropped = true;
      }).observe(document, { childList: true, subtree: true });`,
    });
    const homeDropped = () => page.evaluate('window.homeDropped === true');

    expect(await (await page.request.get(app.url)).text()).toContain(HERO);
    const shell = await (await page.request.get(`${app.url}/auth/register`)).text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain(HERO);

    await page.goto(app.url);
    await page.getByRole('combobox', { name: 'Qual infração aparece na sua notificação?' }).fill('celular');
    await page.getByRole('option').first().waitFor();
    await page.getByRole('link', { name: 'Cadastre-se' }).waitFor();
    expect(await homeDropped()).toBe(false);

    const email = 'motorista-hidratacao@recurso.test';
    await page.goto(`${app.url}/auth/register`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(/\/auth\/login$/);
    await login(page, email, PASSWORD);
    await page.waitForURL(/\/dashboard$/);

    await page.goto(app.url);
    await page.getByRole('button', { name: 'Sair' }).waitFor();
    await page.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
    expect(await homeDropped()).toBe(false);
    expect(problems).toEqual([]);
    await ctx.close();
  });
});
