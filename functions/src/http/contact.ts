/** The contact area: the public contact form / support chat, and the staff inbox (newest first). */
import {
  contactListQuery,
  contactMessage,
  contactReceived,
  contactRequest,
  listContactMessages,
  sendContactMessage,
} from '@recurso/core/contact';
import * as z from 'zod/mini';
import { contactRepository } from '../adapters/contact/repository';
import { created, operation, type Operations, reply } from './types';

export const contactOperations = {
  sendMessage: operation({
    body: contactRequest,
    successStatus: 201,
    response: contactReceived,
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
    response: z.array(contactMessage),
    handle: async (req, deps) => {
      const page = await listContactMessages(req.query, { contact: contactRepository(deps) });
      return reply(200, page.messages, page.nextCursor ? { 'x-next-cursor': page.nextCursor } : {});
    },
  }),
} satisfies Operations;
