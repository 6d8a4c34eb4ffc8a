/** Bodies of the contact API: strict objects (no extra fields) with Portuguese messages. */
import * as z from 'zod';
import { strictBody } from '../schemas/common';
import { CONTACT_MESSAGES as M } from './messages';

/** Control characters (line breaks included) would let a name or subject forge e-mail headers. */
const hasControl = (v: string): boolean => [...v].some((c) => c.charCodeAt(0) < 0x20 || c === '\u007f');

const line = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((v) => !hasControl(v), M.singleLine);

export const contactRequest = strictBody(
  {
    name: line(M.nameRequired, 120, M.nameTooLong),
    email: z
      .string({ error: M.emailRequired })
      .trim()
      .min(1, M.emailRequired)
      .max(254, M.emailInvalid)
      .pipe(z.email({ error: M.emailInvalid }))
      .transform((e) => e.toLowerCase()),
    subject: line(M.subjectRequired, 150, M.subjectTooLong),
    message: z
      .string({ error: M.messageRequired })
      .trim()
      .min(1, M.messageRequired)
      .max(5000, M.messageTooLong),
  },
  M.fillAllFields,
).meta({ id: 'ContactRequest' });

export const contactMessage = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'ContactMessage' });

export const contactReceived = z
  .object({ id: z.string(), message: z.string() })
  .meta({ id: 'ContactReceived' });

export const contactListQuery = z
  .object({
    limit: z.coerce
      .number({ error: M.invalidLimit })
      .int(M.invalidLimit)
      .min(1, M.invalidLimit)
      .max(200, M.invalidLimit)
      .optional(),
    cursor: z.string().max(2048, M.invalidCursor).optional(),
  })
  .meta({ id: 'ContactListQuery' });

export type ContactRequest = z.infer<typeof contactRequest>;
export type ContactMessage = z.infer<typeof contactMessage>;
