/** The 'me' area ('Minha conta', LGPD): my profile, my password, my data export, my account's erasure. */
import { changeMyPassword, deleteMyAccount, exportMyData, myProfile } from '@recurso/core/account/my-account';
import {
  changePasswordRequest,
  deleteAccountRequest,
  myProfileResponse,
} from '@recurso/core/account/schemas';
import { sessionResponse } from '@recurso/core/schemas/auth';
import { z } from 'zod';
import { accountAdapters } from '../adapters/account';
import { FILE_LINK_SECONDS } from '../adapters/account/files';
import { audit } from '../adapters/audit/audit';
import { requireUser } from './authorize';
import { operation, type Operations, reply } from './types';

export const meOperations = {
  getProfile: operation({
    response: myProfileResponse,
    handle: async (req) => myProfile(requireUser(req)),
  }),
  /** Answers a fresh session: this device stays signed in, every other session ends. */
  changePassword: operation({
    body: changePasswordRequest,
    response: sessionResponse.extend({ message: z.string() }),
    handle: (req, deps) =>
      changeMyPassword(requireUser(req), req.body, { ...deps, ...accountAdapters(deps) }),
  }),
  /** A JSON document to save (Content-Disposition: attachment) with a short-lived link per file. */
  exportData: operation({
    handle: async (req, deps) => {
      const doc = await exportMyData(requireUser(req), {
        ...accountAdapters(deps),
        clock: deps.clock,
        linkSeconds: FILE_LINK_SECONDS,
      });
      const day = doc.generatedAt.slice(0, 10);
      return reply(200, doc, {
        'content-disposition': `attachment; filename="meus-dados-recurso-certo-${day}.json"`,
      });
    },
  }),
  deleteAccount: operation({
    body: deleteAccountRequest,
    handle: async (req, deps) => {
      const user = requireUser(req);
      const result = await deleteMyAccount(user, req.body ?? {}, { ...deps, ...accountAdapters(deps) });
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
} satisfies Operations;
