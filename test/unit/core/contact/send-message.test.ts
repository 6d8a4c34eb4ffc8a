import type { RateLimiter } from '@recurso/core/identity';
import { BRAND } from '@recurso/core/brand';
import {
  CONTACT_MESSAGES as M,
  type ContactRepository,
  contactRequest,
  type ContactMessage,
  sendContactMessage,
} from '@recurso/core/contact';
import { RateLimitedError } from '@recurso/core/errors';
import type { MailMessage } from '@recurso/core/ports';

function setup(opts: { mailFails?: boolean } = {}) {
  const stored: ContactMessage[] = [];
  const sent: MailMessage[] = [];
  const hits = new Map<string, number>();
  const contact: ContactRepository = {
    save: async (m) => void stored.push(m),
    list: async () => ({ messages: stored }),
    listByEmail: async () => [],
    deleteMany: async () => {},
  };
  const rateLimiter: RateLimiter = {
    hit: async (key) => {
      hits.set(key, (hits.get(key) ?? 0) + 1);
      return hits.get(key) ?? 0;
    },
  };
  const ports = {
    contact,
    rateLimiter,
    mailer: {
      send: async (m: MailMessage) => {
        if (opts.mailFails) throw new Error('SES down');
        sent.push(m);
      },
    },
    clock: { now: () => new Date('2026-11-22T10:00:00Z') },
    ids: { newId: () => 'msg-1' },
    rateLimit: { limit: 2, windowSeconds: 600 },
  };
  return { ports, stored, sent, hits };
}

const input = { name: 'Ana', email: 'ana@exemplo.com', subject: 'Dúvida', message: 'Olá', ip: '10.0.0.1' };

describe('sendContactMessage', () => {
  it('stores the message and e-mails the company address', async () => {
    const { ports, stored, sent } = setup();
    await expect(sendContactMessage(input, ports)).resolves.toEqual({
      id: 'msg-1',
      message: M.received,
      mailed: true,
    });
    expect(stored).toEqual([
      {
        id: 'msg-1',
        name: 'Ana',
        email: 'ana@exemplo.com',
        subject: 'Dúvida',
        message: 'Olá',
        createdAt: '2026-11-22T10:00:00.000Z',
      },
    ]);
    expect(sent).toEqual([
      expect.objectContaining({ to: BRAND.email, subject: 'Contato pelo site: Dúvida' }),
    ]);
  });

  it('keeps the stored message when the e-mail fails', async () => {
    const { ports, stored } = setup({ mailFails: true });
    await expect(sendContactMessage(input, ports)).resolves.toMatchObject({ mailed: false });
    expect(stored).toHaveLength(1);
  });

  it('refuses over the per-IP limit before storing, with Retry-After', async () => {
    const { ports, stored } = setup();
    await sendContactMessage(input, ports);
    await sendContactMessage(input, ports);
    const err = await sendContactMessage(input, ports).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    expect((err as RateLimitedError).details).toEqual({ retryAfterSeconds: 600 });
    expect(stored).toHaveLength(2);
  });

  it('the schema refuses line breaks in the subject (header injection) and unknown fields', () => {
    const base = { name: 'Ana', email: 'ana@exemplo.com', subject: 'Oi', message: 'x' };
    expect(contactRequest.safeParse({ ...base, subject: 'Oi\nBcc: x@y.z' }).error?.issues[0]?.message).toBe(
      M.singleLine,
    );
    expect(contactRequest.safeParse({ ...base, role: 'ADMIN' }).success).toBe(false);
    expect(contactRequest.parse({ ...base, email: ' Ana@Exemplo.COM ' }).email).toBe('ana@exemplo.com');
  });
});
