import { BRAND } from '../brand';
import { ValidationError } from '../errors';
import type { Clock, Mailer } from '../ports';
import { IDENTITY_MESSAGES as M } from './messages';
import { type AccountRateLimits, assertAcceptablePassword, RESET_TOKEN_TTL_SECONDS } from './policy';
import type { PasswordHasher, RateLimiter, ResetTokenStore, UserRepository } from './ports';
import { countAttempt, tooManyAttempts } from './rate-limit';

/** Web Crypto (Node and browsers): 32 random bytes, base64url. 256 bits ≥ the 128 RST-1 asks. */
export function newResetToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Buffer.from(bytes).toString('base64url');
}

/** Only this hash is stored; the raw token exists in the e-mail alone. */
export async function hashResetToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Buffer.from(digest).toString('hex');
}

export interface ForgotPasswordPorts {
  users: UserRepository;
  resetTokens: ResetTokenStore;
  rateLimiter: RateLimiter;
  rateLimits: AccountRateLimits;
  mailer: Mailer;
  clock: Clock;
  /** Configured public origin of the SPA (APP_URL); never a request header (RST-4). */
  appUrl: string;
}

/**
 * Forgot password. Answers the same for known and unknown e-mails (RST-3).
 * 1. too many requests from one IP → 429; too many for one e-mail → same answer, no e-mail sent;
 * 2. known e-mail: new random token, its SHA-256 stored for 30 min, the older token voided;
 * 3. e-mail the link built from APP_URL.
 */
export async function forgotPassword(
  input: { email: string; ip: string },
  ports: ForgotPasswordPorts,
): Promise<{ message: string }> {
  const check = await countAttempt(
    ports.rateLimiter,
    'forgot',
    ports.rateLimits.forgot,
    input.email,
    input.ip,
  );
  if (check.ipExceeded) throw tooManyAttempts(ports.rateLimits.forgot.perIp.windowSeconds);
  const answer = { message: M.forgotSent };
  if (check.emailExceeded) return answer;

  const user = await ports.users.findByEmail(input.email);
  if (!user) return answer;
  const token = newResetToken();
  const expiresAt = new Date(ports.clock.now().getTime() + RESET_TOKEN_TTL_SECONDS * 1000);
  await ports.resetTokens.issue({ tokenHash: await hashResetToken(token), userId: user.id, expiresAt });
  const link = `${ports.appUrl.replace(/\/+$/, '')}/auth/reset-password?token=${encodeURIComponent(token)}`;
  await ports.mailer.send({
    to: user.email,
    subject: `${BRAND.companyName}: redefinição de senha`,
    text: [
      'Olá,',
      '',
      'Recebemos um pedido para redefinir a senha da sua conta.',
      `Para criar uma nova senha, acesse o link abaixo (válido por ${RESET_TOKEN_TTL_SECONDS / 60} minutos):`,
      '',
      link,
      '',
      'Se você não fez este pedido, ignore este email: sua senha continua a mesma.',
      '',
      `Equipe ${BRAND.companyName}`,
    ].join('\n'),
  });
  return answer;
}

export interface ResetPorts {
  users: UserRepository;
  resetTokens: ResetTokenStore;
  passwords: PasswordHasher;
  mailer: Mailer;
  clock: Clock;
}

async function findLiveToken(token: string, ports: Pick<ResetPorts, 'resetTokens' | 'clock'>) {
  const tokenHash = await hashResetToken(token);
  const record = await ports.resetTokens.find(tokenHash);
  if (!record || record.expiresAt.getTime() <= ports.clock.now().getTime()) {
    throw new ValidationError(M.invalidResetLink);
  }
  return record;
}

/** GET /auth/password/validate-token: the link is valid (not used, not replaced, not expired). */
export async function validateResetToken(
  input: { token: string },
  ports: Pick<ResetPorts, 'resetTokens' | 'clock'>,
): Promise<{ valid: true }> {
  await findLiveToken(input.token, ports);
  return { valid: true };
}

/**
 * Reset password.
 * 1. the token must be live; the new password must pass the policy;
 * 2. in one atomic step: use the token, set the hash, bump the token version (every session ends);
 * 3. e-mail a "senha alterada" notice. No automatic login (RST-2).
 */
export async function resetPassword(
  input: { token: string; password: string },
  ports: ResetPorts,
): Promise<{ message: string }> {
  const record = await findLiveToken(input.token, ports);
  assertAcceptablePassword(input.password);
  const passwordHash = await ports.passwords.hash(input.password);
  const now = ports.clock.now().toISOString();
  if (!(await ports.resetTokens.consume(record.tokenHash, record.userId, passwordHash, now))) {
    throw new ValidationError(M.invalidResetLink);
  }
  const user = await ports.users.findById(record.userId);
  if (user) {
    await ports.mailer.send({
      to: user.email,
      subject: `${BRAND.companyName}: sua senha foi alterada`,
      text: [
        'Olá,',
        '',
        'A senha da sua conta foi alterada agora há pouco, e todas as sessões abertas foram encerradas.',
        `Se não foi você, responda a este email ou fale conosco: ${BRAND.email}.`,
        '',
        `Equipe ${BRAND.companyName}`,
      ].join('\n'),
    });
  }
  return { message: M.passwordChanged };
}
