/**
 * The webhooks area: `POST /webhooks/asaas` (SECURITY PAY-2, PAY-3, PAY-6). No session: the use case
 * checks `asaas-access-token` in constant time before reading the body, records the event id once and
 * queues the event; the route then answers 200 at once (Asaas counts only 200 as delivered) and the
 * queue consumer does the slow work. Rejections are logged with the request id, never the token.
 */
import { DomainError } from '@recurso/core/errors';
import { asaasWebhookEvent, receiveAsaasWebhook } from '@recurso/core/payments';
import { paymentDepsOf } from './payments';
import type { AreaOperations } from './contract';
import { operation, reply } from './types';
import type { webhooksContract } from './webhooks.contract';

export const webhooksOperations = {
  asaas: operation({
    input: 'raw',
    body: asaasWebhookEvent,
    handle: async (req, deps) => {
      const p = paymentDepsOf(deps);
      try {
        const result = await receiveAsaasWebhook(
          { webhookToken: await p.webhookToken(), repo: p.repo, queue: p.queue, clock: deps.clock },
          { token: req.headers['asaas-access-token'], rawBody: req.rawBody.toString('utf8') },
        );
        deps.logger.info('asaas webhook', {
          requestId: req.requestId,
          eventId: result.eventId,
          outcome: result.outcome,
        });
        return reply(200, { received: true as const });
      } catch (error) {
        deps.logger.warn('asaas webhook rejected', {
          requestId: req.requestId,
          ip: req.ip,
          reason: error instanceof DomainError ? error.kind : 'error',
        });
        throw error;
      }
    },
  }),
} satisfies AreaOperations<typeof webhooksContract>;
