/** The contact area: the public contact form / support chat, and the staff inbox (newest first). */
import {
  contactListQuery,
  contactRequest,
  listContactMessages,
  sendContactMessage,
} from '@recurso/core/contact';
import { contactRepository } from '../adapters/contact/repository';
import type { contactContract } from './contact.contract';
import type { AreaOperations } from './contract';
import { created, operation, reply } from './types';

export const contactOperations = {
  sendMessage: operation({
    body: contactRequest,
    handle: async (req, deps) => {
      const result = await sendContactMessage(
        { ...req.body, ip: req.ip },
        { ...deps, contact: contactRepository(deps) },
      );
      if (!result.mailed)
        deps.logger.warn('contact copy not e-mailed', { requestId: req.requestId, id: result.id });
      return created({ id: result.id, message: result.message });
    },
  }),
  /** An array, like GET /users; `X-Next-Cursor` points at the next page. */
  listMessages: operation({
    query: contactListQuery,
    handle: async (req, deps) => {
      const page = await listContactMessages(req.query, { contact: contactRepository(deps) });
      return reply(200, page.messages, page.nextCursor ? { 'x-next-cursor': page.nextCursor } : {});
    },
  }),
} satisfies AreaOperations<typeof contactContract>;
