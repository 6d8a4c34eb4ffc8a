/** The LGPD use cases on in-memory ports: order of the erasure steps, password checks, confirmations. */
import {
  MY_ACCOUNT_MESSAGES as M,
  changeMyPassword,
  deleteMyAccount,
  type CredentialStore,
  type PersonalDataStore,
  type PersonalFileStore,
} from '@recurso/core/my-account';
import { IDENTITY_MESSAGES, type PasswordHasher, type SessionTokens } from '@recurso/core/identity';
import { ConflictError, ForbiddenError, ValidationError } from '@recurso/core/errors';
import type { User } from '@recurso/core/user';

const user = (over: Partial<User> = {}): User => ({
  id: 'u1',
  email: 'u1@exemplo.com',
  role: 'USER',
  blocked: false,
  passwordHash: 'hash:senha-atual-1',
  tokenVersion: 3,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...over,
});

function setup(opts: { setPasswordConflict?: boolean } = {}) {
  const steps: string[] = [];
  const passwords: PasswordHasher = {
    hash: async (p) => `hash:${p}`,
    verify: async (p, h) => h === `hash:${p}`,
    dummyVerify: async () => {},
  };
  const credentials: CredentialStore = {
    setPassword: async (u, hash, now) => {
      steps.push(`setPassword ${hash}`);
      return opts.setPasswordConflict
        ? undefined
        : { ...u, passwordHash: hash, tokenVersion: u.tokenVersion + 1, updatedAt: now };
    },
    revokeSessions: async () => void steps.push('revoke'),
  };
  const files: PersonalFileStore = {
    list: async () => [],
    eraseAll: async () => {
      steps.push('files');
      return 2;
    },
  };
  const personalData: PersonalDataStore = {
    collect: async () => ({ account: {}, accountItems: [], appeals: [], contactMessages: [] }),
    erase: async () => {
      steps.push('data');
      return { appealsDeleted: 1, appealsAnonymised: 0, contactMessagesDeleted: 0 };
    },
  };
  const sessions: SessionTokens = {
    issue: async (c) => `token-v${c.tokenVersion}`,
    verify: async () => undefined,
  };
  const mails: string[] = [];
  const ports = {
    passwords,
    credentials,
    files,
    personalData,
    sessions,
    rateLimiter: { hit: async () => 1 },
    mailer: { send: async (m: { subject: string }) => void mails.push(m.subject) },
    clock: { now: () => new Date('2026-11-22T10:00:00Z') },
  };
  return { ports, steps, mails };
}

describe('changeMyPassword', () => {
  it('checks the current password, stores the new hash with a bumped version and answers a fresh token', async () => {
    const { ports, steps, mails } = setup();
    const out = await changeMyPassword(
      user(),
      { currentPassword: 'senha-atual-1', newPassword: 'senha-nova-22' },
      ports,
    );
    expect(steps).toEqual(['setPassword hash:senha-nova-22']);
    expect(out).toMatchObject({ token: 'token-v4', message: M.passwordUpdated });
    expect(mails).toEqual(['Recurso Certo: sua senha foi alterada']);
  });

  it.each([
    [{ currentPassword: 'errada', newPassword: 'senha-nova-22' }, M.wrongPassword],
    [{ currentPassword: 'senha-atual-1', newPassword: '123' }, IDENTITY_MESSAGES.passwordTooShort],
    [{ currentPassword: 'senha-atual-1', newPassword: 'qwerty123' }, IDENTITY_MESSAGES.commonPassword],
    [{ currentPassword: 'senha-atual-1', newPassword: 'senha-atual-1' }, M.samePassword],
  ])('refuses %j', async (input, message) => {
    const { ports, steps } = setup();
    await expect(changeMyPassword(user(), input, ports)).rejects.toEqual(new ValidationError(message));
    expect(steps).toEqual([]);
  });

  it('a concurrent change (version moved) is a conflict, not a silent overwrite', async () => {
    const { ports } = setup({ setPasswordConflict: true });
    await expect(
      changeMyPassword(user(), { currentPassword: 'senha-atual-1', newPassword: 'senha-nova-22' }, ports),
    ).rejects.toBeInstanceOf(ConflictError);
  });
});

describe('deleteMyAccount', () => {
  it('ends the sessions first, then erases files, then items, then mails a notice', async () => {
    const { ports, steps, mails } = setup();
    const out = await deleteMyAccount(user(), { password: 'senha-atual-1' }, ports);
    expect(steps).toEqual(['revoke', 'files', 'data']);
    expect(out).toMatchObject({ filesDeleted: 2, appealsDeleted: 1, message: M.accountDeleted });
    expect(mails).toEqual(['Recurso Certo: sua conta foi excluída']);
  });

  it('erases nothing on a wrong or missing password, or for an ADMIN', async () => {
    for (const [u, input, err] of [
      [user(), { password: 'errada' }, new ValidationError(M.wrongPassword)],
      [user(), {}, new ValidationError(M.deletePasswordRequired)],
      [user({ role: 'ADMIN' }), { password: 'senha-atual-1' }, new ForbiddenError(M.adminCannotDelete)],
    ] as const) {
      const { ports, steps } = setup();
      await expect(deleteMyAccount(u, input, ports)).rejects.toEqual(err);
      expect(steps).toEqual([]);
    }
  });

  it('a failed notice e-mail does not turn a completed erasure into an error', async () => {
    const { ports, steps } = setup();
    const failing = { ...ports, mailer: { send: async () => Promise.reject(new Error('SES down')) } };
    await expect(deleteMyAccount(user(), { password: 'senha-atual-1' }, failing)).resolves.toMatchObject({
      message: M.accountDeleted,
    });
    expect(steps).toEqual(['revoke', 'files', 'data']);
  });

  it('a Google-only account confirms with EXCLUIR (any case)', async () => {
    const google = user({ passwordHash: undefined, googleSub: 'g-1' });
    const { ports, steps } = setup();
    await expect(deleteMyAccount(google, { confirmation: 'sim' }, ports)).rejects.toEqual(
      new ValidationError(M.deleteConfirmationRequired),
    );
    await deleteMyAccount(google, { confirmation: ' excluir ' }, ports);
    expect(steps).toEqual(['revoke', 'files', 'data']);
  });
});
