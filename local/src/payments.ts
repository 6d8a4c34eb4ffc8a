/**
 * The local stand-ins for the payment plumbing AWS provides: a queue between the webhook route and
 * processPaymentEvent (SQS + consumer Lambda on AWS), and a periodic expiry sweep (the
 * EventBridge-scheduled expire-checkouts job on AWS). Both run the same use cases.
 *
 * The webhook answers Asaas 200 once the event is queued, and Asaas never sends it again, so the queue
 * must keep what it accepted as SQS does: each event is a file under `<dataDir>/payment-events/`,
 * written (fsynced) before `enqueue` returns and removed once processed. At start-up the files a killed
 * process left are processed again as retries (processing is idempotent); an event that failed every
 * attempt moves to `payment-events/failed/` (SQS's dead-letter queue) and is logged.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  createInProcessQueue,
  expireStaleCheckouts,
  type InProcessQueue,
  type PaymentEvent,
  processPaymentEvent,
} from '@recurso/core/payments';
import type { Deps } from '@recurso/functions/deps';
import { paymentDepsOf } from '@recurso/functions/http/payments';
import { syncDir, writeFileDurably } from './durable-file';

export interface LocalPayments {
  queue: InProcessQueue;
  /** Queues again the events a previous process accepted and did not finish; returns their ids. */
  recover(): string[];
  /** One run of the expiry sweep (what the timer does; tests call it after moving the clock). */
  sweep(): Promise<{ examined: number; changed: number; failed: number }>;
  /** Stops the timer and waits (at most 10 s) for queued events. */
  stop(): Promise<void>;
}

export function startLocalPayments(opts: {
  /** The deps exist after the queue (they hold it); read when the first event runs. */
  deps: () => Deps | undefined;
  /** Where accepted events wait until processed (`<dataDir>/payment-events`). */
  journalDir: string;
  sweepMs?: number;
  log: (line: string) => void;
}): LocalPayments {
  const ready = (): Deps => {
    const deps = opts.deps();
    if (!deps) throw new Error('local payments: the runtime deps are not ready');
    return deps;
  };
  const journal = eventJournal(opts.journalDir);
  const inner = createInProcessQueue(
    (event, options) => processPaymentEvent(paymentDepsOf(ready()), event, options),
    {
      onError: (event, error, attempt) =>
        opts.log(`payment event ${event.id} (${event.event}) failed on attempt ${attempt}: ${String(error)}`),
      onSettled: (event, outcome) => {
        if (outcome === 'failed')
          opts.log(
            `payment event ${event.id} (${event.event}) failed every attempt: kept in ${journal.failedDir}`,
          );
        journal.settle(event, outcome);
      },
    },
  );
  const queue: InProcessQueue = {
    ...inner,
    async enqueue(event) {
      journal.add(event);
      await inner.enqueue(event);
    },
  };
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
    recover: () =>
      journal.pending().map((event) => {
        inner.redeliver(event);
        return event.id;
      }),
    sweep,
    stop: async () => {
      if (timer) clearInterval(timer);
      await Promise.race([queue.drain(), new Promise<void>((res) => setTimeout(res, 10_000).unref())]);
    },
  };
}

/** One file per accepted event, named so a directory listing is the arrival order. */
function eventJournal(dir: string) {
  const failedDir = join(dir, 'failed');
  const files = new Map<PaymentEvent, string>();
  let sequence = 0;
  const safe = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 100);
  return {
    failedDir,
    add(event: PaymentEvent) {
      const name = `${Date.now().toString().padStart(15, '0')}-${String(++sequence).padStart(6, '0')}-${safe(event.id)}.json`;
      writeFileDurably(join(dir, name), JSON.stringify(event));
      files.set(event, name);
    },
    settle(event: PaymentEvent, outcome: 'processed' | 'failed') {
      const name = files.get(event);
      if (!name) return;
      files.delete(event);
      if (outcome === 'failed') {
        writeFileDurably(join(failedDir, name), readFileSync(join(dir, name)));
      }
      rmSync(join(dir, name), { force: true });
      syncDir(dir);
    },
    /** The events a previous process left, oldest first; from now on they belong to this process. */
    pending(): PaymentEvent[] {
      if (!existsSync(dir)) return [];
      const all = readdirSync(dir);
      // a temp file is a write that never returned: nothing was acknowledged by it
      for (const f of all) if (f.endsWith('.tmp')) rmSync(join(dir, f), { force: true });
      const names = all.filter((f) => f.endsWith('.json')).sort();
      const events: PaymentEvent[] = [];
      for (const name of names) {
        let event: PaymentEvent;
        try {
          event = JSON.parse(readFileSync(join(dir, name), 'utf8')) as PaymentEvent;
        } catch {
          // unreadable: written by something else; set aside rather than retried for ever
          renameSync(join(dir, name), join(dir, `${name}.unreadable`));
          continue;
        }
        files.set(event, name);
        events.push(event);
      }
      return events;
    },
  };
}
