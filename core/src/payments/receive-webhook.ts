import * as z from 'zod/mini';
import { UnauthorizedError, UnavailableError, ValidationError } from '../errors';
import type { Clock } from '../ports';
import { PAYMENT_MESSAGES as M } from './messages';
import type { AppealPaymentRepository, PaymentEvent, PaymentEventQueue } from './ports';
import { webhookTokenMatches } from './webhook-token';

export interface ReceiveWebhookDeps {
  /** ASAAS_WEBHOOK_TOKEN; undefined or empty rejects every notification (fail closed). */
  webhookToken: string | undefined;
  repo: Pick<AppealPaymentRepository, 'claimEvent' | 'markEventQueued' | 'releaseEvent'>;
  queue: PaymentEventQueue;
  clock: Clock;
}

/** Event ids are kept longer than Asaas keeps retrying (14 days). */
const EVENT_RETENTION_MS = 30 * 24 * 3600_000;

// Unknown fields are dropped (zod strips by default); new Asaas fields can never break parsing.
const nullableText = z.nullish(z.string());
/** An Asaas notification as we read it (the body of POST /webhooks/asaas; Asaas sends more fields). */
export const asaasWebhookEvent = z
  .object({
    id: z.string().check(z.minLength(1), z.maxLength(200)),
    event: z.string().check(z.minLength(1), z.maxLength(100)),
    payment: z.catch(
      z.nullish(
        z.object({
          id: z.string().check(z.minLength(1), z.maxLength(100)),
          status: z.catch(z.optional(z.string()), undefined),
          value: z.catch(z.optional(z.number()), undefined),
          externalReference: z.catch(nullableText, undefined),
          checkoutSession: z.catch(nullableText, undefined),
        }),
      ),
      undefined,
    ),
    checkout: z.catch(
      z.nullish(
        z.object({
          id: z.string().check(z.minLength(1), z.maxLength(100)),
          status: z.catch(z.optional(z.string()), undefined),
          externalReference: z.catch(nullableText, undefined),
        }),
      ),
      undefined,
    ),
  })
  .register(z.globalRegistry, { id: 'AsaasWebhookEvent' });

/** Parses a notification body into a {@link PaymentEvent}; ValidationError when it is not one. */
export function parsePaymentEvent(rawBody: string | undefined, receivedAt: string): PaymentEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody ?? '');
  } catch {
    throw new ValidationError(M.webhookInvalidBody);
  }
  const parsed = asaasWebhookEvent.safeParse(json);
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
 * 3. record the event id: a duplicate (an id already queued) answers 200 and changes nothing;
 * 4. queue the event for {@link processPaymentEvent}; if queueing fails the id is released and the
 *    route answers 503, so Asaas retries it;
 * 5. mark the id queued. A crash before this step leaves the id claimable: Asaas, which got no 200,
 *    delivers again and the event is queued again (processing is idempotent), never dropped.
 */
export async function receiveAsaasWebhook(
  deps: ReceiveWebhookDeps,
  request: { token: string | undefined; rawBody: string | undefined },
): Promise<{ outcome: 'accepted' | 'duplicate'; eventId: string }> {
  if (!(await webhookTokenMatches(deps.webhookToken, request.token)))
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
  await deps.repo.markEventQueued(event.id);
  return { outcome: 'accepted', eventId: event.id };
}
