/**
 * The whole local runtime in a process of its own (run by ./child-runtime.ts as the leader of a new
 * process group: this Node process, DynamoDB Local's JVM, s3rver and the Asaas simulator), so a fault test
 * can `kill -9` all of it, and the browser tests share one app (test/e2e/shared-app.ts). Options come as
 * JSON in CHILD_RUNTIME; "ready <json>" on stdout when it serves. When the test process goes (its end of
 * stdin closes), the group goes too: nothing is left running after a killed test run.
 *
 * Failpoints stand in for the moment a crash happens; each one ends in SIGKILL of the whole group:
 * - `payment-before-queue`: the webhook has recorded the events' ids, not yet queued them, not answered;
 * - `payment-after-queue`: the events are queued (their journal files written), not processed, not answered;
 * - `payment-after-answer`: Asaas got its 200s, processing has not reached Asaas's API yet;
 * - `reminder-sent`: the reminder sweep has sent `count` e-mails and is still running.
 */
import { paymentDepsOf } from '@recurso/functions/http/payments';
import { type DynamoClassArchive, spawnDynamoLocal } from '@recurso/local/emulators/dynamodb-process';
import { freePort } from '@recurso/local/emulators/ports';
import { startRuntime } from '@recurso/local/runtime';
import { CachedOcr } from '../fixtures/corpus/ocr-cache';

export type Failpoint =
  | { at: 'payment-before-queue' | 'payment-after-queue' | 'payment-after-answer'; events: string[] }
  | { at: 'reminder-sent'; count: number };

export interface ChildRuntimeOptions {
  port: number;
  dataDir: string;
  admin: { email: string; password: string };
  /** The built SPA to serve (test/e2e/web-build.ts); none by default. */
  staticDir?: string;
  /** The runtime's clock reads this instant at start and runs on from there. */
  now?: string;
  /** The runtime's timers (docs/local-runtime.md); its defaults when absent. */
  reminderSweepMs?: number;
  paymentSweepMs?: number;
  failpoint?: Failpoint;
  /**
   * OCR of uploaded images through the test suite's OCR cache (test/fixtures/corpus/ocr-cache.ts: the
   * committed pack, then .cache/ocr; keyed by the image's bytes and the OCR code's hash, so never a stale
   * page), the engine on a miss. The browser tests' shared app uploads the same fixtures every run.
   */
  ocrCache?: boolean;
  /** DynamoDB Local's class archive, when made (test/setup/dynamo-class-archive.ts): a cheaper JVM start. */
  dynamoClasses?: DynamoClassArchive;
}

/** The ready line's JSON. */
export interface ChildReady {
  url: string;
  dataDir: string;
  outboxDir: string;
  /** The functions' env: a test builds deps on the same table and bucket from it. */
  env: Record<string, unknown>;
}

const opts = JSON.parse(process.env.CHILD_RUNTIME ?? '{}') as ChildRuntimeOptions;
const crash = (): never => {
  process.kill(-process.pid, 'SIGKILL');
  throw new Error('unreachable');
};
const offsetMs = opts.now ? Date.parse(opts.now) - Date.now() : 0;

async function main() {
  const rt = await startRuntime({
    port: opts.port,
    // The JVM the runtime would spawn, with the class archive: the same engine, flags and data dir.
    dynamo: opts.dynamoClasses
      ? spawnDynamoLocal({ port: await freePort(), dataDir: opts.dataDir, classes: opts.dynamoClasses })
      : undefined,
    dataDir: opts.dataDir,
    adminEmail: opts.admin.email,
    adminPassword: opts.admin.password,
    clock: { now: () => new Date(Date.now() + offsetMs) },
    logLevel: 'error', // JSON lines on stdout: ./child-runtime.ts keeps them for failure messages
    log: (line) => process.stderr.write(`[child] ${line}\n`),
    staticDir: opts.staticDir ?? false,
    // validated once, by test/unit/statemachines/asl.test.ts (~1.5 s of CPU a start)
    validateStateMachines: false,
    paymentSweepMs: opts.paymentSweepMs,
    reminderSweepMs: opts.reminderSweepMs,
    ocr: opts.ocrCache ? new CachedOcr() : undefined,
  });
  const fp = opts.failpoint;
  if (fp?.at === 'payment-before-queue' || fp?.at === 'payment-after-queue') {
    // Hold each listed event at the queue until all have arrived (none answered), then crash.
    const queue = rt.payments.queue;
    const enqueue = queue.enqueue.bind(queue);
    const held: Parameters<typeof enqueue>[0][] = [];
    queue.enqueue = (event) => {
      if (!fp.events.includes(event.event)) return enqueue(event);
      held.push(event);
      if (held.length === fp.events.length) {
        // synchronous up to the crash: queued events are journaled, none has started processing
        if (fp.at === 'payment-after-queue') for (const e of held) void enqueue(e);
        crash();
      }
      return new Promise<void>(() => {});
    };
  }
  if (fp?.at === 'payment-after-answer') {
    // Processing stops where it would ask Asaas; crash once Asaas counts every listed event delivered.
    const { gateway } = paymentDepsOf(rt.deps);
    const stall = () => new Promise<never>(() => {});
    gateway.getPayment = stall;
    gateway.listPaymentsByCheckout = stall;
    const sim = rt.asaas;
    if (!sim) throw new Error('failpoint payment-after-answer needs the Asaas simulator');
    const timer = setInterval(() => {
      const delivered = sim.events().filter((e) => fp.events.includes(e.event) && e.state === 'delivered');
      if (delivered.length < fp.events.length) return;
      clearInterval(timer);
      // the simulator writes its state on each request: as Asaas would, it remembers the 200s
      void fetch(`${sim.url}/_sim/events`).then(crash, crash);
    }, 5);
  }
  if (fp?.at === 'reminder-sent') {
    const mailer = rt.deps.mailer;
    const send = mailer.send.bind(mailer);
    let sent = 0;
    mailer.send = async (message) => {
      await send(message);
      if (/protocolar/.test(message.subject) && ++sent === fp.count) crash();
    };
  }
  const ready: ChildReady = { url: rt.url, dataDir: rt.dataDir, outboxDir: rt.outboxDir, env: rt.deps.env };
  process.stdout.write(`ready ${JSON.stringify(ready)}\n`);
  const stop = () => void rt.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

process.stdin.resume();
process.stdin.on('close', crash);

main().catch((error) => {
  process.stderr.write(`[child] start failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
