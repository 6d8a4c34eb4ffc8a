/**
 * 'Minha conta' (issue 8 item 6; LGPD Art. 18): see my data, change my password, export everything
 * about me, erase my account. The caller is always the user the auth middleware loaded this request.
 */
import type * as z from 'zod/mini';
import { assertAcceptablePassword } from '../identity/policy';
import type { PasswordHasher, RateLimiter, SessionTokens } from '../identity/ports';
import { tooManyAttempts } from '../identity/rate-limit';
import { openSession } from '../identity/session';
import { BRAND } from '../brand';
import { ConflictError, ForbiddenError, ValidationError } from '../errors';
import type { Clock, Mailer } from '../ports';
import type { User } from '../user';
import { DELETE_CONFIRMATION_WORD, MY_ACCOUNT_MESSAGES as M } from './messages';
import type { CredentialStore, PersonalDataStore, PersonalFileStore } from './ports';
import type { accountDeletedResponse, MyDataExport, MyProfile, passwordChangedResponse } from './responses';
import type { ChangePasswordRequest, DeleteAccountRequest } from './schemas';

/** A notice after the change is done: a mail failure must not turn a completed change into an error. */
async function notify(mailer: Mailer, message: Parameters<Mailer['send']>[0]): Promise<void> {
  try {
    await mailer.send(message);
  } catch {
    // the change stands; the notice is a courtesy
  }
}

/** Re-entering the current password is a guess like a login: bounded per account. */
export const PASSWORD_CHECK_LIMIT = { limit: 10, windowSeconds: 15 * 60 };

async function checkPassword(
  user: User,
  password: string,
  ports: { passwords: PasswordHasher; rateLimiter: RateLimiter },
): Promise<void> {
  const hits = await ports.rateLimiter.hit(
    `password-check:user:${user.id}`,
    PASSWORD_CHECK_LIMIT.windowSeconds,
  );
  if (hits > PASSWORD_CHECK_LIMIT.limit) throw tooManyAttempts(PASSWORD_CHECK_LIMIT.windowSeconds);
  if (!user.passwordHash) throw new ValidationError(M.noPasswordGoogle);
  if (!(await ports.passwords.verify(password, user.passwordHash)))
    throw new ValidationError(M.wrongPassword);
}

export function myProfile(user: User): MyProfile {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt,
    hasPassword: Boolean(user.passwordHash),
    google: Boolean(user.googleSub),
  };
}

export interface ChangePasswordPorts {
  passwords: PasswordHasher;
  credentials: CredentialStore;
  sessions: SessionTokens;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  clock: Clock;
}

/**
 * Change my password.
 * 1. the current password must match (bounded attempts per account);
 * 2. the new one passes the policy (SPEC minimum 6, common passwords) and differs from the current;
 * 3. hash, store and bump the token version in one conditional write: every other session ends;
 * 4. answer a fresh session for this device and e-mail a notice.
 */
export async function changeMyPassword(
  user: User,
  input: ChangePasswordRequest,
  ports: ChangePasswordPorts,
): Promise<z.output<typeof passwordChangedResponse>> {
  await checkPassword(user, input.currentPassword, ports);
  assertAcceptablePassword(input.newPassword);
  if (input.newPassword === input.currentPassword) throw new ValidationError(M.samePassword);
  const hash = await ports.passwords.hash(input.newPassword);
  const updated = await ports.credentials.setPassword(user, hash, ports.clock.now().toISOString());
  if (!updated) throw new ConflictError(M.changedMeanwhile);
  await notify(ports.mailer, {
    to: user.email,
    subject: `${BRAND.companyName}: sua senha foi alterada`,
    text: [
      'Olá,',
      '',
      'A senha da sua conta foi alterada em "Minha conta", e as outras sessões abertas foram encerradas.',
      `Se não foi você, redefina sua senha agora e fale conosco: ${BRAND.email}.`,
      '',
      `Equipe ${BRAND.companyName}`,
    ].join('\n'),
  });
  return { ...(await openSession(updated, ports.sessions)), message: M.passwordUpdated };
}

/** Export my data (LGPD Art. 18 II/V, Art. 19): every item about me, and links to each of my files. */
export async function exportMyData(
  user: User,
  ports: { personalData: PersonalDataStore; files: PersonalFileStore; clock: Clock; linkSeconds: number },
): Promise<MyDataExport> {
  const [data, files] = await Promise.all([ports.personalData.collect(user), ports.files.list(user.id)]);
  return {
    format: 'recurso-certo/export',
    version: 1,
    generatedAt: ports.clock.now().toISOString(),
    controller: { name: BRAND.companyName, taxNumber: BRAND.taxNumber, email: BRAND.email },
    fileLinksExpireInSeconds: ports.linkSeconds,
    data,
    files,
  };
}

export interface DeleteAccountPorts {
  passwords: PasswordHasher;
  rateLimiter: RateLimiter;
  credentials: CredentialStore;
  personalData: PersonalDataStore;
  files: PersonalFileStore;
  mailer: Mailer;
  clock: Clock;
}

/**
 * Steps 1–2 of the deletion alone, changing nothing: the page checks the password first, then asks
 * for the final "yes" in its own dialog (issue 26), and the deletion checks again.
 */
export async function checkDeletion(
  user: User,
  input: DeleteAccountRequest,
  ports: { passwords: PasswordHasher; rateLimiter: RateLimiter },
): Promise<{ ok: true }> {
  if (user.passwordHash) {
    if (!input.password) throw new ValidationError(M.deletePasswordRequired);
    await checkPassword(user, input.password, ports);
  } else if (input.confirmation?.trim().toUpperCase() !== DELETE_CONFIRMATION_WORD) {
    throw new ValidationError(M.deleteConfirmationRequired);
  }
  if (user.role === 'ADMIN') throw new ForbiddenError(M.adminCannotDelete);
  return { ok: true };
}

/**
 * Delete my account (LGPD Art. 18 VI; SECURITY LGPD-2, JWT-4).
 * 1. prove it is the owner: the password, or the word EXCLUIR for Google-only accounts;
 * 2. an ADMIN is refused (the last-admin rule and the audit trail need another admin to act);
 * 3. end every session at once (token version), so a half-finished erasure is never usable;
 * 4. erase the files, every version; then the items (paid appeals kept without personal data);
 * 5. e-mail a last notice. A failure in 4 can be retried: the account still exists until its end.
 */
export async function deleteMyAccount(
  user: User,
  input: DeleteAccountRequest,
  ports: DeleteAccountPorts,
): Promise<z.output<typeof accountDeletedResponse>> {
  await checkDeletion(user, input, ports);

  const now = ports.clock.now().toISOString();
  await ports.credentials.revokeSessions(user.id, now);
  const filesDeleted = await ports.files.eraseAll(user.id);
  const report = await ports.personalData.erase(user, now);
  await notify(ports.mailer, {
    to: user.email,
    subject: `${BRAND.companyName}: sua conta foi excluída`,
    text: [
      'Olá,',
      '',
      'Conforme seu pedido, excluímos sua conta, seus documentos e seus dados pessoais.',
      'Registros de pagamento que a lei nos obriga a guardar foram mantidos sem dados pessoais.',
      '',
      `Equipe ${BRAND.companyName}`,
    ].join('\n'),
  });
  return { ...report, filesDeleted, message: M.accountDeleted };
}
