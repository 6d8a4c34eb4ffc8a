import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { RequireAuth, RequireStaff } from '../../frontend/src/app/guards';
import { AppRoutes } from '../../frontend/src/app/routes';
import { TOKEN_KEY } from '../../frontend/src/lib/session';
import { type Session, SessionContext } from '../../frontend/src/lib/session-context';
import { fakeApi, LocationProbe, makeToken, renderAt } from './helpers';

const app = (
  path: string,
  api = fakeApi({ 'GET /appeals/my': () => ({ body: [] }), 'GET /appeals': () => ({ body: [] }) }),
) =>
  renderAt(
    path,
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    api.transport,
  );

const at = () => screen.getByTestId('location').textContent;
const signIn = (role: string, email = 'motorista@example.com') =>
  localStorage.setItem(TOKEN_KEY, makeToken({ email, role }));

describe('route guards and redirects (SPEC §2)', () => {
  beforeEach(() => localStorage.clear());

  it("shows 'Carregando...' while the session is not initialised", () => {
    const session = { initialised: false, authenticated: false, user: null } as unknown as Session;
    for (const Guard of [RequireAuth, RequireStaff]) {
      const { unmount } = render(
        <MemoryRouter>
          <SessionContext.Provider value={session}>
            <Guard>
              <p>conteúdo</p>
            </Guard>
          </SessionContext.Provider>
        </MemoryRouter>,
      );
      expect(screen.getByText('Carregando...')).toBeTruthy();
      expect(screen.queryByText('conteúdo')).toBeNull();
      unmount();
    }
  });

  it('sends anonymous visitors of login-only pages to /auth/login', async () => {
    for (const path of ['/dashboard', '/dashboard/resources', '/dashboard/suspension', '/support']) {
      const { unmount } = app(path);
      await waitFor(() => expect(at()).toBe('/auth/login'));
      unmount();
    }
  });

  it('sends anonymous visitors of admin pages to /auth/login and regular users to /dashboard', async () => {
    let r = app('/admin/users');
    await waitFor(() => expect(at()).toBe('/auth/login'));
    r.unmount();
    signIn('USER');
    r = app('/admin/dashboard');
    await waitFor(() => expect(at()).toBe('/dashboard'));
    r.unmount();
  });

  it('lets STAFF into the admin area and sends /admin to /admin/dashboard', async () => {
    signIn('STAFF', 'equipe@example.com');
    const api = fakeApi({
      'GET /users': () => ({ body: [] }),
      'GET /appeals': () => ({ body: [] }),
      'GET /appeals/statistics': () => ({ body: { totalAppeals: 0, totalValuePaid: 0 } }),
    });
    app('/admin', api);
    // Waits on the state, not a default second: the admin chunk loads lazily, slowly on a busy machine.
    await waitFor(() => expect(at()).toBe('/admin/dashboard'), { timeout: 10_000 });
    expect(
      await screen.findByRole('heading', { name: 'Painel Administrativo' }, { timeout: 10_000 }),
    ).toBeTruthy();
    // STAFF sees the administration group of the sidebar.
    expect(screen.getByRole('link', { name: /Dashboard Admin/ })).toBeTruthy();
  });

  it('sends unknown paths to /', async () => {
    app('/nao/existe');
    await waitFor(() => expect(at()).toBe('/'));
  });

  it('redirects an authenticated visitor of the login page by role', async () => {
    signIn('USER');
    let r = app('/auth/login');
    await waitFor(() => expect(at()).toBe('/dashboard'));
    r.unmount();
    signIn('ADMIN');
    r = app(
      '/auth/login',
      fakeApi({ 'GET /users': () => ({ body: [] }), 'GET /appeals': () => ({ body: [] }) }),
    );
    await waitFor(() => expect(at()).toBe('/admin/dashboard'));
    r.unmount();
  });
});

describe('login and session effects (SPEC §4, §5, §8)', () => {
  beforeEach(() => localStorage.clear());

  it('validates, reports bad credentials and stores the token on success', async () => {
    const user = userEvent.setup();
    let ok = false;
    const api = fakeApi({
      'POST /auth/login': () =>
        ok
          ? { body: { token: makeToken({ email: 'ana@example.com', role: 'USER' }) } }
          : { status: 401, body: { error: 'Credenciais inválidas', message: 'Credenciais inválidas' } },
      'GET /appeals/my': () => ({ body: [] }),
    });
    app('/auth/login', api);
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('Por favor, preencha todos os campos')).toBeTruthy();

    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Senha'), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Email ou senha inválidos')).toBeTruthy();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();

    ok = true;
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(at()).toBe('/dashboard'));
    expect(localStorage.getItem(TOKEN_KEY)).toContain('.');
    expect(api.calls.find((c) => c.path === '/auth/login')?.body).toEqual({
      email: 'ana@example.com',
      password: 'segredo1',
    });
    // Later calls carry the bearer token.
    await waitFor(() => expect(api.calls.some((c) => c.path === '/appeals/my' && c.token)).toBe(true));
  });

  it('shows the password on demand and has Lembrar-me, Cadastre-se and the way back', async () => {
    app('/auth/login');
    const password = (await screen.findByLabelText('Senha')) as HTMLInputElement;
    expect(password.type).toBe('password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password.type).toBe('text');
    expect(screen.getByLabelText('Lembrar-me')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Esqueceu a senha?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar à página inicial' })).toBeTruthy();
    // No client id configured in tests: no Google button, no divider.
    expect(screen.queryByText('Ou continue com')).toBeNull();
  });

  it('logs out on a 401 from the API', async () => {
    signIn('USER');
    app(
      '/dashboard',
      fakeApi({
        'GET /appeals/my': () => ({
          status: 401,
          body: { error: 'Sessão expirada', message: 'Sessão expirada' },
        }),
      }),
    );
    await waitFor(() => expect(at()).toBe('/auth/login'));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('logs out a blocked account and says so on the login screen', async () => {
    signIn('USER');
    const blocked = 'Sua conta está bloqueada. Entre em contato com o suporte.';
    app(
      '/dashboard',
      fakeApi({ 'GET /appeals/my': () => ({ status: 403, body: { error: blocked, message: blocked } }) }),
    );
    await waitFor(() => expect(at()).toBe('/auth/login'));
    expect(await screen.findByText(blocked)).toBeTruthy();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('register: validates, then confirms and goes to login after 2 s', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /auth/register': () => ({ status: 201, body: { id: 'u1' } }) });
    app('/auth/register', api);
    await user.type(await screen.findByLabelText('Email'), 'novo@example.com');
    await user.type(screen.getByLabelText('Senha'), '12345');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('A senha deve ter pelo menos 6 caracteres')).toBeTruthy();
    // A common password: the policy's own message, next to the field, and nothing is sent (issue 26).
    await user.type(screen.getByLabelText('Senha'), '6');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(
      screen.getByText('Esta senha é muito comum e fácil de adivinhar. Escolha outra senha.'),
    ).toBeTruthy();
    expect(screen.queryByText('Este email já está em uso')).toBeNull();
    expect(api.calls.some((c) => c.path === '/auth/register')).toBe(false);
    await user.clear(screen.getByLabelText('Senha'));
    await user.type(screen.getByLabelText('Senha'), 'trilha-azul-42');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(
      await screen.findByText('Cadastro realizado com sucesso! Redirecionando para o login...'),
    ).toBeTruthy();
    await waitFor(() => expect(at()).toBe('/auth/login'), { timeout: 3000 });
  }, 10_000);

  it("register: 'Este email já está em uso' only when it is (409); any other refusal says its own reason", async () => {
    const user = userEvent.setup();
    const answers = [
      { status: 409, body: { error: 'Este email já está em uso' } },
      { status: 400, body: { error: 'Por favor, informe um email válido' } },
    ];
    app('/auth/register', fakeApi({ 'POST /auth/register': () => answers.shift() ?? { status: 500 } }));
    await user.type(await screen.findByLabelText('Email'), 'novo@example.com');
    await user.type(screen.getByLabelText('Senha'), 'trilha-azul-42');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Este email já está em uso')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Por favor, informe um email válido')).toBeTruthy();
    expect(screen.queryByText('Este email já está em uso')).toBeNull();
  }, 10_000);

  it('reset password: invalid link, then the valid flow with its checks', async () => {
    const user = userEvent.setup();
    let r = app('/auth/reset-password');
    expect(await screen.findByText('Link inválido ou expirado')).toBeTruthy();
    r.unmount();
    const api = fakeApi({
      'GET /auth/password/validate-token': () => ({ body: { valid: true } }),
      'POST /auth/password/reset': () => ({ body: { ok: true } }),
    });
    r = app('/auth/reset-password?token=abc', api);
    await user.type(await screen.findByLabelText('Nova senha'), 'trilha-azul-42');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'trilha-azul-43');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(screen.getByText('As senhas não coincidem')).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirmar nova senha'));
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'trilha-azul-42');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('Senha redefinida com sucesso!')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/auth/password/reset')?.body).toEqual({
      token: 'abc',
      password: 'trilha-azul-42',
    });
    await waitFor(() => expect(at()).toBe('/auth/login'), { timeout: 4000 });
  }, 30_000);
});
