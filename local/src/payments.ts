/**
 * The local stand-ins for the payment plumbing AWS provides: an in-process queue between the webhook
 * route and processPaymentEvent (SQS + consumer Lambda on AWS), and a periodic expiry sweep
 * (the EventBridge-scheduled expire-checkouts job on AWS). Both run the same use cases.
 */
import {
  createInProcessQueue,
  expireStaleCheckouts,
  type InProcessQueue,
  processPaymentEvent,
} from '@recurso/core/payments';
import type { Deps } from '@recurso/functions/deps';
import { paymentDepsOf } from '@recurso/functions/http/payments';

export interface LocalPayments {
  queue: InProcessQueue;
  /** One run of the expiry sweep (what the timer does; tests call it after moving the clock). */
  sweep(): Promise<{ examined: number; changed: number; failed: number }>;
  /** Stops the timer and waits (at most 10 s) for queued events. */
  stop(): Promise<void>;
}

export function startLocalPayments(opts: {
  /** The deps exist after the queue (they hold it); read when the first event runs. */
  deps: () => Deps | undefined;
  sweepMs?: number;
  log: (line: string) => void;
}): LocalPayments {
  const ready = (): Deps => {
    const deps = opts.deps();
    if (!deps) throw new Error('local payments: the runtime deps are not ready');
    return deps;
  };
  const queue = createInProcessQueue(
    (event, options) => processPaymentEvent(paymentDepsOf(ready()), event, options),
    {
      onError: (event, error, attempt) =>
        opts.log(`payment event ${event.id} (${event.event}) failed on attempt ${attempt}: ${String(error)}`),
    },
  );
  const sweep = () => expireStaleCheckouts(paymentDepsOf(ready()));
  const every = opts.sweepMs ?? 60_000;
  const timer =
    every > 0
      ? setInterval(() => {
          if (!opts.deps()) return;
          sweep().catch((error) => opts.log(`checkout expiry sweep failed: ${String(error)}`));
        }, every)
      : undefined;
  timer?.unref();
  return {
    queue,
    sweep,
    stop: async () => {
      if (timer) clearInterval(timer);
      await Promise.race([queue.drain(), new Promise<void>((res) => setTimeout(res, 10_000).unref())]);
    },
  };
}
