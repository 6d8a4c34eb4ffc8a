/**
 * The SQS consumer of webhook events (PAY-6): each message is one PaymentEvent queued by the webhook
 * route. `retry` is true from the second receive on, so a delivery that failed after the transition
 * is started again. Any failure throws: SQS redelivers the batch (processing is idempotent) and, past
 * maxReceiveCount, moves it to the DLQ, whose alarm tells a human.
 */
import { type PaymentEvent, processPaymentEvent, type SettleDeps } from '@recurso/core/payments';
import type { SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';

const messageSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  event: z.string().check(z.minLength(1)),
  receivedAt: z.string(),
});

export function paymentEventConsumer(
  depsSource: SettleDeps | (() => Promise<SettleDeps>),
  log: (line: Record<string, unknown>) => void = (line) => console.log(JSON.stringify(line)),
) {
  const getDeps = typeof depsSource === 'function' ? depsSource : () => Promise.resolve(depsSource);
  return async (event: SQSEvent): Promise<void> => {
    const deps = await getDeps();
    const failures: string[] = [];
    for (const record of event.Records) {
      let body: PaymentEvent;
      try {
        body = messageSchema.parse(JSON.parse(record.body)) as unknown as PaymentEvent;
      } catch {
        // Not something the webhook route queued: retrying cannot fix it; it is logged and dropped.
        log({ level: 'error', msg: 'payment event unreadable', messageId: record.messageId });
        continue;
      }
      const retry = Number(record.attributes?.ApproximateReceiveCount ?? '1') > 1;
      try {
        const r = await processPaymentEvent(deps, body, { retry });
        log({ level: 'info', msg: 'payment event processed', ...r, retry });
      } catch (error) {
        failures.push(record.messageId);
        log({
          level: 'error',
          msg: 'payment event failed',
          eventId: body.id,
          event: body.event,
          retry,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    if (failures.length > 0) throw new Error(`payment events failed: ${failures.join(', ')}`);
  };
}
