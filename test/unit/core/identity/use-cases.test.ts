/** Account use cases with in-memory ports: the rules that do not need HTTP or DynamoDB. */
import { googleLogin, login, IDENTITY_MESSAGES as M, setRole, toggleBlock } from '@recurso/core/identity';
import { ForbiddenError, UnauthorizedError, UnavailableError } from '@recurso/core/errors';
import { fakeDeps } from '../../functions/http/fake-deps';

describe('login', () => {
  it('spends a dummy verify on unknown e-mails and answers the same message', async () => {
    const deps = fakeDeps();
    const dummy = jest.fn(async () => {});
    deps.passwords.dummyVerify = dummy;
    await expect(login({ email: 'x@y.com', password: 'abcdef', ip: '1.1.1.1' }, deps)).rejects.toEqual(
      new UnauthorizedError(M.invalidCredentials),
    );
    expect(dummy).toHaveBeenCalledTimes(1);
  });

  it('tells a blocked user so only after the right password', async () => {
    const deps = fakeDeps();
    const u = await deps.users.create({
      id: 'u',
      email: 'b@y.com',
      role: 'USER',
      passwordHash: 'plain:certa-123',
      createdAt: 't',
    });
    deps.users.patch(u.id, { blocked: true });
    await expect(login({ email: 'b@y.com', password: 'errada-123', ip: '' }, deps)).rejects.toThrow(
      M.invalidCredentials,
    );
    await expect(login({ email: 'b@y.com', password: 'certa-123', ip: '' }, deps)).rejects.toEqual(
      new ForbiddenError(M.accountBlocked),
    );
  });
});

describe('google login', () => {
  it('says clearly when no client id is configured', async () => {
    await expect(googleLogin({ credential: 'x' }, fakeDeps())).rejects.toEqual(
      new UnavailableError(M.googleNotConfigured),
    );
  });
});

describe('user administration', () => {
  it('refuses self-demotion and self-block, allows changing others', async () => {
    const deps = fakeDeps();
    const admin = await deps.users.create({ id: 'a', email: 'a@y.com', role: 'ADMIN', createdAt: 't' });
    await deps.users.create({ id: 'b', email: 'b@y.com', role: 'USER', createdAt: 't' });
    await expect(setRole({ actor: admin, email: 'a@y.com', role: 'STAFF' }, deps)).rejects.toThrow(
      'Você não pode rebaixar seu próprio cargo de ADMIN',
    );
    await expect(toggleBlock({ actor: admin, email: 'a@y.com' }, deps)).rejects.toThrow(M.selfBlock);
    expect((await setRole({ actor: admin, email: 'b@y.com', role: 'STAFF' }, deps)).role).toBe('STAFF');
    expect((await toggleBlock({ actor: admin, email: 'b@y.com' }, deps)).blocked).toBe(true);
  });
});
