import * as z from 'zod';
import { UnauthorizedError, UnavailableError, ValidationError } from '../errors';
import type { Clock } from '../ports';
import { PAYMENT_MESSAGES as M } from './messages';
import type { AppealPaymentRepository, PaymentEvent, PaymentEventQueue } from './ports';
import { webhookTokenMatches } from './webhook-token';

export interface ReceiveWebhookDeps {
  /** ASAAS_WEBHOOK_TOKEN; undefined or empty rejects every notification (fail closed). */
  webhookToken: string | undefined;
  repo: Pick<AppealPaymentRepository, 'claimEvent' | 'releaseEvent'>;
  queue: PaymentEventQueue;
  clock: Clock;
}

/** Event ids are kept longer than Asaas keeps retrying (14 days). */
const EVENT_RETENTION_MS = 30 * 24 * 3600_000;

// Unknown fields are dropped (zod strips by default); new Asaas fields can never break parsing.
const nullableText = z.string().nullish();
const eventSchema = z.object({
  id: z.string().min(1).max(200),
  event: z.string().min(1).max(100),
  payment: z
    .object({
      id: z.string().min(1).max(100),
      status: z.string().optional().catch(undefined),
      value: z.number().optional().catch(undefined),
      externalReference: nullableText.catch(undefined),
      checkoutSession: nullableText.catch(undefined),
    })
    .nullish()
    .catch(undefined),
  checkout: z
    .object({
      id: z.string().min(1).max(100),
      status: z.string().optional().catch(undefined),
      externalReference: nullableText.catch(undefined),
    })
    .nullish()
    .catch(undefined),
});

/** Parses a notification body into a {@link PaymentEvent}; ValidationError when it is not one. */
export function parsePaymentEvent(rawBody: string | undefined, receivedAt: string): PaymentEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody ?? '');
  } catch {
    throw new ValidationError(M.webhookInvalidBody);
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) throw new ValidationError(M.webhookInvalidBody);
  const { id, event, payment, checkout } = parsed.data;
  return {
    id,
    event,
    ...(payment ? { payment } : {}),
    ...(checkout ? { checkout } : {}),
    receivedAt,
  };
}

/**
 * The fast path of `POST /webhooks/asaas`; the route answers 200 when this resolves.
 * 1. constant-time token check before reading the body (401 on failure, nothing written);
 * 2. parse (400 when it is not an Asaas notification);
 * 3. record the event id once: a duplicate answers 200 and changes nothing;
 * 4. queue the event for {@link processPaymentEvent}; if queueing fails the id is released and the
 *    route answers 503, so Asaas retries it.
 */
export async function receiveAsaasWebhook(
  deps: ReceiveWebhookDeps,
  request: { token: string | undefined; rawBody: string | undefined },
): Promise<{ outcome: 'accepted' | 'duplicate'; eventId: string }> {
  if (!webhookTokenMatches(deps.webhookToken, request.token))
    throw new UnauthorizedError(M.webhookUnauthorized);
  const now = deps.clock.now();
  const event = parsePaymentEvent(request.rawBody, now.toISOString());
  const fresh = await deps.repo.claimEvent(
    event.id,
    new Date(now.getTime() + EVENT_RETENTION_MS).toISOString(),
  );
  if (!fresh) return { outcome: 'duplicate', eventId: event.id };
  try {
    await deps.queue.enqueue(event);
  } catch (error) {
    await deps.repo.releaseEvent(event.id).catch(() => undefined);
    throw new UnavailableError(M.webhookNotQueued, { cause: String(error) });
  }
  return { outcome: 'accepted', eventId: event.id };
}
