import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MY_ACCOUNT_MESSAGES } from '@recurso/core/my-account';
import { AppRoutes } from '../../frontend/src/app/routes';
import { TOKEN_KEY } from '../../frontend/src/lib/session';
import { fakeApi, LocationProbe, makeToken, renderAt } from './helpers';

const profile = {
  id: 'u1',
  email: 'ana@example.com',
  role: 'USER',
  createdAt: '2026-11-01T12:00:00Z',
  hasPassword: true,
  google: false,
};

describe("'Minha Conta' (LGPD)", () => {
  beforeEach(() => localStorage.setItem(TOKEN_KEY, makeToken({ email: 'ana@example.com', role: 'USER' })));

  it('checks the password, asks in its own dialog, then erases the account and logs out', async () => {
    const user = userEvent.setup();
    let right = false;
    const api = fakeApi({
      'GET /me': () => ({ body: profile }),
      'POST /me/deletion/check': (req) => {
        right = (req.body as { password: string }).password === 'segredo1';
        return right ? { body: { ok: true } } : { status: 400, body: { error: 'Senha atual incorreta.' } };
      },
      'DELETE /me': () => ({ body: { message: MY_ACCOUNT_MESSAGES.accountDeleted } }),
    });
    renderAt(
      '/dashboard/conta',
      <>
        <AppRoutes />
        <LocationProbe />
      </>,
      api.transport,
    );
    const confirm = jest.spyOn(window, 'confirm');
    expect(await screen.findByText('01/11/2026 12:00', { exact: false }, { timeout: 10_000 })).toBeTruthy();
    // A wrong password is said on the page; no dialog, nothing erased.
    await user.type(screen.getByLabelText('Sua senha'), 'errada12');
    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    expect(await screen.findByText('Senha atual incorreta.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Excluir sua conta?' })).toBeNull();
    await user.clear(screen.getByLabelText('Sua senha'));
    await user.type(screen.getByLabelText('Sua senha'), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir sua conta?' });
    expect(right).toBe(true);
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/login'));
    // The page's own dialog, never the browser's confirm().
    expect(confirm).not.toHaveBeenCalled();
    expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ password: 'segredo1' });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(await screen.findByText(MY_ACCOUNT_MESSAGES.accountDeleted)).toBeTruthy();
    confirm.mockRestore();
  }, 20_000);
});
