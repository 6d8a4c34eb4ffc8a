/**
 * The local stand-in for the scheduled send-reminders job (EventBridge every 15 minutes on AWS): a timer
 * running the same sweep (core/src/follow-up/reminders.ts) on the runtime's table and outbox mailer.
 */
import type { SweepResult } from '@recurso/core/follow-up';
import { sendDueReminders } from '@recurso/core/follow-up';
import { reminderDeps } from '@recurso/functions/adapters/appeals/reminder-job';
import type { Deps } from '@recurso/functions/deps';

export interface LocalReminders {
  /** One run of the sweep (what the timer does; tests call it after moving the clock). */
  sweep(): Promise<SweepResult>;
  stop(): void;
}

export function startLocalReminders(opts: {
  deps: () => Deps | undefined;
  /** How often the sweep runs (ms); default 5 minutes, 0 disables the timer. */
  everyMs?: number;
  log: (line: string) => void;
}): LocalReminders {
  const sweep = async () => {
    const deps = opts.deps();
    if (!deps) throw new Error('local reminders: the runtime deps are not ready');
    return sendDueReminders(
      reminderDeps({
        dynamo: deps.dynamo,
        tableName: deps.tableName,
        mailer: deps.mailer,
        clock: deps.clock,
        appUrl: deps.env.APP_URL,
      }),
    );
  };
  const every = opts.everyMs ?? 5 * 60_000;
  // One sweep at a time: a slow one is not joined by the next tick (their claims would race for nothing).
  let running = false;
  const timer =
    every > 0
      ? setInterval(() => {
          if (!opts.deps() || running) return;
          running = true;
          sweep()
            .then(
              (r) => r.sent + r.failed > 0 && opts.log(`deadline reminders: ${JSON.stringify(r)}`),
              (error) => opts.log(`deadline reminder sweep failed: ${String(error)}`),
            )
            .finally(() => {
              running = false;
            });
        }, every)
      : undefined;
  timer?.unref();
  return { sweep, stop: () => timer && clearInterval(timer) };
}
