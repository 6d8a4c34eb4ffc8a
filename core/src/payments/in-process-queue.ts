import type { PaymentEvent, PaymentEventQueue } from './ports';

export interface InProcessQueueOptions {
  /** Attempts per event before giving up (the DLQ's role on AWS). */
  attempts?: number;
  /** Delay before attempt n+1, in ms. */
  backoffMs?: (attempt: number) => number;
  onError?: (event: PaymentEvent, error: unknown, attempt: number) => void;
  /** Called once per enqueued event when it is done: processed, or failed on its last attempt. */
  onSettled?: (event: PaymentEvent, outcome: 'processed' | 'failed') => void;
}

export interface InProcessQueue extends PaymentEventQueue {
  /**
   * Queues an event a previous process accepted but may not have finished (the local runtime's journal
   * after a restart): processed as a retry from its first attempt, like SQS's redelivery.
   */
  redeliver(event: PaymentEvent): void;
  /** Resolves when every queued event has been processed (tests, graceful stop). */
  drain(): Promise<void>;
}

/**
 * The local runtime's stand-in for SQS: processes each event after the current request finished
 * (setImmediate), retrying failures with backoff and telling `process` whether it is a retry.
 */
export function createInProcessQueue(
  process: (event: PaymentEvent, options: { retry: boolean }) => Promise<unknown>,
  options: InProcessQueueOptions = {},
): InProcessQueue {
  const attempts = options.attempts ?? 5;
  const backoff = options.backoffMs ?? ((n: number) => 200 * 2 ** n);
  const pending = new Set<Promise<void>>();

  const run = async (event: PaymentEvent, redelivered: boolean): Promise<void> => {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await process(event, { retry: redelivered || attempt > 1 });
        options.onSettled?.(event, 'processed');
        return;
      } catch (error) {
        options.onError?.(event, error, attempt);
        if (attempt < attempts) await new Promise((r) => setTimeout(r, backoff(attempt)));
      }
    }
    options.onSettled?.(event, 'failed');
  };
  const schedule = (event: PaymentEvent, redelivered: boolean) => {
    const job = new Promise<void>((resolve) => setImmediate(resolve)).then(() => run(event, redelivered));
    pending.add(job);
    void job.finally(() => pending.delete(job));
  };

  return {
    async enqueue(event) {
      schedule(event, false);
    },
    redeliver(event) {
      schedule(event, true);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
