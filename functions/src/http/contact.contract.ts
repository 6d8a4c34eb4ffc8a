/** The contact area's contract (operations: ./contact.ts; what a contract is: ./contract.ts). */
import { contactMessage, contactReceived } from '@recurso/core/contact';
import * as z from 'zod/mini';
import { type AreaContract, json, NEXT_CURSOR_HEADER } from './contract';

export const contactContract = {
  sendMessage: { responses: { 201: json(contactReceived, 'Message stored (and e-mailed to the team)') } },
  listMessages: {
    responses: {
      200: json(
        z.array(contactMessage).register(z.globalRegistry, { id: 'ContactMessageList' }),
        'One page of messages, newest first',
        NEXT_CURSOR_HEADER,
      ),
    },
  },
} satisfies AreaContract;
