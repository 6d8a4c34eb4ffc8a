/** The 'me' area ('Minha conta', LGPD): my profile, my password, my data export, my account's erasure. */
import {
  confirmEnrolment,
  SECOND_FACTOR_MESSAGES,
  startEnrolment,
  verifySecondFactor,
} from '@recurso/core/identity';
import {
  changeMyPassword,
  changePasswordRequest,
  checkDeletion,
  deleteAccountRequest,
  deleteMyAccount,
  exportMyData,
  myProfile,
} from '@recurso/core/my-account';
import { strictBody } from '@recurso/core/schemas';
import * as z from 'zod/mini';
import { secondFactorPorts, secondFactorStatusOf } from '../adapters/identity/second-factor-gate';
import { myAccountAdapters } from '../adapters/my-account';
import { FILE_LINK_SECONDS } from '../adapters/my-account/files';
import { audit } from '../adapters/audit/audit';
import { requireUser } from './authorize';
import type { AreaOperations } from './contract';
import type { meContract } from './me.contract';
import { type HttpRequest, operation, reply } from './types';

const codeRequest = strictBody(
  {
    code: z
      .string({ error: SECOND_FACTOR_MESSAGES.codeRequired })
      .check(z.maxLength(20, SECOND_FACTOR_MESSAGES.invalidCode)),
  },
  SECOND_FACTOR_MESSAGES.codeRequired,
).register(z.globalRegistry, { id: 'SecondFactorCode' });

/** The verified bearer token of this request and when its session ends (proofs live as long). */
function session(req: HttpRequest, ttlMinutes: number, now: Date) {
  const bearerToken = /^Bearer\s+(\S+)/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
  return { bearerToken, sessionExpiresAt: new Date(now.getTime() + ttlMinutes * 60_000) };
}

export const meOperations = {
  getProfile: operation({
    handle: async (req) => myProfile(requireUser(req)),
  }),
  /** Answers a fresh session: this device stays signed in, every other session ends. */
  changePassword: operation({
    body: changePasswordRequest,
    handle: (req, deps) =>
      changeMyPassword(requireUser(req), req.body, { ...deps, ...myAccountAdapters(deps) }),
  }),
  /** A JSON document to save (Content-Disposition: attachment) with a short-lived link per file. */
  exportData: operation({
    handle: async (req, deps) => {
      const doc = await exportMyData(requireUser(req), {
        ...myAccountAdapters(deps),
        clock: deps.clock,
        linkSeconds: FILE_LINK_SECONDS,
      });
      const day = doc.generatedAt.slice(0, 10);
      return reply(200, doc, {
        'content-disposition': `attachment; filename="meus-dados-recurso-certo-${day}.json"`,
      });
    },
  }),
  /** The page's own confirmation comes after this check (issue 26); the deletion checks again. */
  checkDeletion: operation({
    body: deleteAccountRequest,
    handle: (req, deps) =>
      checkDeletion(requireUser(req), req.body ?? {}, { ...deps, ...myAccountAdapters(deps) }),
  }),
  deleteAccount: operation({
    body: deleteAccountRequest,
    handle: async (req, deps) => {
      const user = requireUser(req);
      const result = await deleteMyAccount(user, req.body ?? {}, { ...deps, ...myAccountAdapters(deps) });
      await audit(deps, {
        actor: user,
        action: 'account.deleted',
        targetType: 'user',
        targetId: user.id,
        detail: {
          filesDeleted: result.filesDeleted,
          appealsDeleted: result.appealsDeleted,
          appealsAnonymised: result.appealsAnonymised,
        },
        requestId: req.requestId,
      });
      return result;
    },
  }),
  /** Which second-factor screen the SPA shows this session: enrol, verify, or none. */
  secondFactorStatus: operation({
    handle: (req, deps) =>
      secondFactorStatusOf(
        deps,
        deps.env.STAFF_TOTP_REQUIRED,
        requireUser(req),
        session(req, deps.env.SESSION_TTL_MINUTES, deps.clock.now()).bearerToken,
      ),
  }),
  /** TOTP (AUTH-6): a new secret and its otpauth:// URI; the SPA draws the QR code. */
  startSecondFactor: operation({
    body: z.optional(strictBody({}, SECOND_FACTOR_MESSAGES.codeRequired)),
    handle: (req, deps) => startEnrolment(requireUser(req), secondFactorPorts(deps)),
  }),
  /** First code from the app: enrolment done, this session verified, ten recovery codes shown once. */
  confirmSecondFactor: operation({
    body: codeRequest,
    handle: (req, deps) =>
      confirmEnrolment(
        requireUser(req),
        { code: req.body.code, ...session(req, deps.env.SESSION_TTL_MINUTES, deps.clock.now()) },
        { ...deps, ...secondFactorPorts(deps) },
      ),
  }),
  /** Proves the second factor for this session (a code, once per 30 s step, or a recovery code). */
  verifySecondFactor: operation({
    body: codeRequest,
    handle: (req, deps) =>
      verifySecondFactor(
        requireUser(req),
        { code: req.body.code, ...session(req, deps.env.SESSION_TTL_MINUTES, deps.clock.now()) },
        { ...deps, ...secondFactorPorts(deps) },
      ),
  }),
} satisfies AreaOperations<typeof meContract>;
