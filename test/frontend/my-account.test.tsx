import { screen, waitFor } from '@testing-library/react';
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

  it('erases the account with the password, logs out and says what was kept', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /me': () => ({ body: profile }),
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
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    expect(await screen.findByText('01/11/2026 12:00', { exact: false }, { timeout: 10_000 })).toBeTruthy();
    await user.type(screen.getByLabelText('Sua senha'), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    expect(confirm).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/login'));
    expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ password: 'segredo1' });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(await screen.findByText(MY_ACCOUNT_MESSAGES.accountDeleted)).toBeTruthy();
    confirm.mockRestore();
  }, 20_000);
});
