import type { RateLimitRule } from '../identity/policy';
import type { RateLimiter } from '../identity/ports';
import { BRAND } from '../brand';
import { RateLimitedError } from '../errors';
import type { Clock, Ids, Mailer } from '../ports';
import { CONTACT_MESSAGES as M } from './messages';
import type { ContactPage, ContactRepository } from './ports';
import type { ContactRequest } from './schemas';

/** A visitor may send a few messages; a script may not fill the table or the company's inbox. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

export interface SendContactPorts {
  contact: ContactRepository;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  clock: Clock;
  ids: Ids;
  rateLimit?: RateLimitRule;
}

export interface SendContactResult {
  id: string;
  message: string;
  /** False when the copy to the company inbox failed; the stored message is what staff read. */
  mailed: boolean;
}

/**
 * The contact form (SPEC §2 "Contato") and the support chat.
 * 1. count the attempt per IP (429 with Retry-After over the limit), before any write;
 * 2. store the message (staff read it in GET /contact, newest first);
 * 3. e-mail a copy to the company address; a mail failure does not lose the stored message.
 */
export async function sendContactMessage(
  input: ContactRequest & { ip: string },
  ports: SendContactPorts,
): Promise<SendContactResult> {
  const rule = ports.rateLimit ?? CONTACT_RATE_LIMIT;
  const hits = await ports.rateLimiter.hit(`contact:ip:${input.ip}`, rule.windowSeconds);
  if (hits > rule.limit) throw new RateLimitedError(M.tooMany, { retryAfterSeconds: rule.windowSeconds });

  const stored = {
    id: ports.ids.newId(),
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    createdAt: ports.clock.now().toISOString(),
  };
  await ports.contact.save(stored);

  let mailed = true;
  try {
    await ports.mailer.send({
      to: BRAND.email,
      subject: `Contato pelo site: ${stored.subject}`,
      text: [
        `Nome: ${stored.name}`,
        `Email: ${stored.email}`,
        `Recebida em: ${stored.createdAt}`,
        `Protocolo: ${stored.id}`,
        '',
        stored.message,
      ].join('\n'),
    });
  } catch {
    mailed = false;
  }
  return { id: stored.id, message: M.received, mailed };
}

/** Staff: one page of messages, newest first. */
export function listContactMessages(
  input: { limit?: number; cursor?: string },
  ports: { contact: ContactRepository },
): Promise<ContactPage> {
  return ports.contact.list({ limit: input.limit ?? 50, cursor: input.cursor });
}
