/** Request bodies of the contact API: strict objects (no extra fields) with Portuguese messages; answers: ./responses.ts. */
import * as z from 'zod/mini';
import { emailField, strictBody } from '../schemas';
import { CONTACT_MESSAGES as M } from './messages';

/** Control characters (line breaks included) would let a name or subject forge e-mail headers. */
const hasControl = (v: string): boolean => [...v].some((c) => c.charCodeAt(0) < 0x20 || c === '\u007f');

const line = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, tooLong),
    z.refine((v: string) => !hasControl(v), M.singleLine),
  );

export const contactRequest = strictBody(
  {
    name: line(M.nameRequired, 120, M.nameTooLong),
    email: emailField(M.emailRequired, M.emailInvalid),
    subject: line(M.subjectRequired, 150, M.subjectTooLong),
    message: z
      .string({ error: M.messageRequired })
      .check(z.trim(), z.minLength(1, M.messageRequired), z.maxLength(5000, M.messageTooLong)),
  },
  M.fillAllFields,
).register(z.globalRegistry, { id: 'ContactRequest' });

export const contactListQuery = z
  .object({
    limit: z.optional(
      z.coerce
        .number({ error: M.invalidLimit })
        .check(z.int(M.invalidLimit), z.gte(1, M.invalidLimit), z.lte(200, M.invalidLimit)),
    ),
    cursor: z.optional(z.string().check(z.maxLength(2048, M.invalidCursor))),
  })
  .register(z.globalRegistry, { id: 'ContactListQuery' });

export type ContactRequest = z.infer<typeof contactRequest>;
