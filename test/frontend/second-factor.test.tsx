/**
 * The second-factor screens (SECURITY AUTH-6) through the real routes, guard and API client: a STAFF/ADMIN
 * session without the proof is sent to /admin/verificacao before any admin page; enrolment shows the QR
 * code, the secret and then the recovery codes once; verification takes an app or a recovery code; a 403
 * with the second-factor code from an admin call sends the user there too.
 */
import { SECOND_FACTOR_CODES, SECOND_FACTOR_MESSAGES } from '@recurso/core/identity';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../../frontend/src/app/routes';
import { SECOND_FACTOR_TEXT as T } from '../../frontend/src/features/second-factor/messages';
import { TOKEN_KEY } from '../../frontend/src/lib/session';
import { type FakeApi, fakeApi, type Handler, LocationProbe, makeToken, renderAt } from './helpers';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = ['AB2C-DE3F', 'GH4I-JK5L', 'MN6O-PQ7R'];
const ADMIN_PAGES: Record<string, Handler> = {
  'GET /users': () => ({ body: [] }),
  'GET /appeals': () => ({ body: [] }),
  'GET /appeals/statistics': () => ({ body: { totalAppeals: 0, totalValuePaid: 0 } }),
};

const at = () => screen.getByTestId('location').textContent;
const app = (path: string, api: FakeApi) =>
  renderAt(
    path,
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    api.transport,
  );
const signIn = (role: string) =>
  localStorage.setItem(TOKEN_KEY, makeToken({ email: 'equipe@example.com', role }));
const invalid = { status: 400, body: { error: SECOND_FACTOR_MESSAGES.invalidCode } };

describe('second factor for STAFF and ADMIN (AUTH-6)', () => {
  beforeEach(() => localStorage.clear());

  it('enrols: QR code and secret, a 6-digit code, recovery codes shown once, then the admin panel', async () => {
    signIn('STAFF');
    const user = userEvent.setup();
    let status = { required: true, enrolled: false, verified: false };
    let confirmOk = false;
    const api = fakeApi({
      ...ADMIN_PAGES,
      'GET /me/second-factor': () => ({ body: status }),
      'POST /me/second-factor': () => ({
        body: {
          secret: SECRET,
          otpauthUri: `otpauth://totp/Recurso%20Certo%3Aequipe%40example.com?secret=${SECRET}&issuer=Recurso+Certo`,
        },
      }),
      'POST /me/second-factor/confirm': () => {
        if (!confirmOk) return invalid;
        status = { required: true, enrolled: true, verified: true };
        return { body: { recoveryCodes: CODES } };
      },
    });
    app('/admin/dashboard', api);
    expect(await screen.findByRole('heading', { name: T.enrolTitle }, { timeout: 10_000 })).toBeTruthy();
    expect(at()).toBe('/admin/verificacao');
    const qr = (await screen.findByRole('img', { name: T.qrAlt })) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/me/second-factor')).toHaveLength(1);

    const field = screen.getByLabelText(T.codeLabel) as HTMLInputElement;
    expect([field.inputMode, field.autocomplete]).toEqual(['numeric', 'one-time-code']);
    await user.type(field, '12a3');
    expect(field.value).toBe('123'); // digits only
    await user.click(screen.getByRole('button', { name: T.activate }));
    expect(screen.getByRole('alert').textContent).toBe(T.codeFormat);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(api.calls.some((c) => c.path === '/me/second-factor/confirm')).toBe(false);

    await user.type(field, '456');
    await user.click(screen.getByRole('button', { name: T.activate }));
    expect(
      await screen.findByText(SECOND_FACTOR_MESSAGES.invalidCode, { selector: '[role=alert]' }),
    ).toBeTruthy();

    confirmOk = true;
    await user.type(screen.getByLabelText(T.codeLabel), '654321');
    await user.click(screen.getByRole('button', { name: T.activate }));
    const heading = await screen.findByRole('heading', { name: T.recoveryTitle });
    expect(document.activeElement).toBe(heading);
    expect(api.calls.filter((c) => c.path === '/me/second-factor/confirm').map((c) => c.body)).toEqual([
      { code: '123456' },
      { code: '654321' },
    ]);
    expect(screen.getByText(T.recoveryWarning)).toBeTruthy();
    for (const code of CODES) expect(screen.getByText(code)).toBeTruthy();

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: T.copy }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    expect(await screen.findByText(T.copied)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: T.continue }));
    expect(screen.getByText(T.savedRequired).getAttribute('role')).toBe('alert');
    expect(at()).toBe('/admin/verificacao');
    await user.click(screen.getByLabelText(T.savedCheck));
    await user.click(screen.getByRole('button', { name: T.continue }));
    expect(
      await screen.findByRole('heading', { name: 'Painel Administrativo' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(at()).toBe('/admin/dashboard');
  }, 30_000);

  it('verifies an enrolled session with the app code, then returns to the page asked for', async () => {
    signIn('ADMIN');
    const user = userEvent.setup();
    let verified = false;
    const api = fakeApi({
      ...ADMIN_PAGES,
      'GET /me/second-factor': () => ({ body: { required: true, enrolled: true, verified } }),
      'POST /me/second-factor/verify': (req) => {
        if ((req.body as { code: string }).code !== '246810') return invalid;
        verified = true;
        return { body: { verified: true, recoveryCodesLeft: 10 } };
      },
    });
    app('/admin/users', api);
    expect(await screen.findByRole('heading', { name: T.verifyTitle }, { timeout: 10_000 })).toBeTruthy();
    expect(at()).toBe('/admin/verificacao');
    // No admin data was asked for before the proof.
    expect(api.calls.some((c) => c.path === '/users')).toBe(false);

    await user.type(screen.getByLabelText(T.appCodeLabel), '111111');
    await user.click(screen.getByRole('button', { name: T.verify }));
    expect(
      await screen.findByText(SECOND_FACTOR_MESSAGES.invalidCode, { selector: '[role=alert]' }),
    ).toBeTruthy();
    await user.type(screen.getByLabelText(T.appCodeLabel), '246810');
    await user.click(screen.getByRole('button', { name: T.verify }));
    await waitFor(() => expect(at()).toBe('/admin/users'), { timeout: 10_000 });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/users')).toBe(true), { timeout: 10_000 });
  }, 20_000);

  it('takes a recovery code instead, checking its format first', async () => {
    signIn('STAFF');
    const user = userEvent.setup();
    let verified = false;
    const api = fakeApi({
      ...ADMIN_PAGES,
      'GET /me/second-factor': () => ({ body: { required: true, enrolled: true, verified } }),
      'POST /me/second-factor/verify': () => {
        verified = true;
        return { body: { verified: true, recoveryCodesLeft: 9 } };
      },
    });
    app('/admin', api);
    await user.click(await screen.findByRole('button', { name: T.useRecovery }, { timeout: 10_000 }));
    const field = screen.getByLabelText(T.recoveryCodeLabel) as HTMLInputElement;
    expect(field.inputMode).toBe('text');
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: T.verify }));
    expect(screen.getByRole('alert').textContent).toBe(T.recoveryFormat);
    await user.clear(field);
    await user.type(field, 'ab2c-de3f');
    await user.click(screen.getByRole('button', { name: T.verify }));
    await waitFor(() => expect(at()).toBe('/admin/dashboard'), { timeout: 10_000 });
    expect(api.calls.find((c) => c.path === '/me/second-factor/verify')?.body).toEqual({ code: 'ab2c-de3f' });
  }, 20_000);

  it('a 403 with the second-factor code from an admin call sends the user to the screen', async () => {
    signIn('ADMIN');
    let statusCalls = 0;
    const api = fakeApi({
      // The guard's first read says verified (the proof may expire since): the API's 403 is what counts.
      'GET /me/second-factor': () => ({
        body: { required: true, enrolled: true, verified: statusCalls++ === 0 },
      }),
      'GET /users': () => ({
        status: 403,
        body: { error: SECOND_FACTOR_MESSAGES.verifyRequired, code: SECOND_FACTOR_CODES.verifyRequired },
      }),
      'GET /appeals': () => ({ body: [] }),
      'GET /appeals/statistics': () => ({ body: { totalAppeals: 0, totalValuePaid: 0 } }),
    });
    app('/admin/users', api);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/users')).toBe(true), { timeout: 10_000 });
    expect(await screen.findByRole('heading', { name: T.verifyTitle }, { timeout: 10_000 })).toBeTruthy();
    expect(at()).toBe('/admin/verificacao');
    expect(localStorage.getItem(TOKEN_KEY)).not.toBeNull(); // still signed in
  }, 20_000);

  it('lets a verified session straight in and never asks a USER', async () => {
    signIn('STAFF');
    const api = fakeApi({
      ...ADMIN_PAGES,
      'GET /me/second-factor': () => ({ body: { required: true, enrolled: true, verified: true } }),
    });
    const r = app('/admin/dashboard', api);
    expect(
      await screen.findByRole('heading', { name: 'Painel Administrativo' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(at()).toBe('/admin/dashboard');
    r.unmount();

    signIn('USER');
    const userApi = fakeApi({ 'GET /appeals/my': () => ({ body: [] }) });
    app('/dashboard', userApi);
    await waitFor(() => expect(userApi.calls.some((c) => c.path === '/appeals/my')).toBe(true), {
      timeout: 10_000,
    });
    expect(userApi.calls.some((c) => c.path.startsWith('/me/second-factor'))).toBe(false);
    expect(at()).toBe('/dashboard');
  }, 20_000);
});
