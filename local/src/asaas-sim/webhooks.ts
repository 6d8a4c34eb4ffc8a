/**
 * Webhook delivery as Asaas does it (ASAAS.md): POST with `Content-Type: application/json` and the
 * `asaas-access-token` header, only 200 counts, redirects are not followed, retries on a schedule
 * (compressed here: milliseconds instead of minutes), the queue pauses after N consecutive failures.
 */
import type { SimDeliveryAttempt, SimEvent, SimWebhookConfig } from './types';

export interface DeliveryOptions {
  /** Delay before each retry, in ms; the last one repeats until `maxAttempts`. Asaas: 30 s, 1 min, 3.5 min, 5 min, 15 min, 25 min, then hourly. */
  retryDelaysMs: number[];
  maxAttempts: number;
  timeoutMs: number;
  /** Consecutive failed attempts after which the queue pauses (Asaas: 15). */
  pauseAfterFailures: number;
}

export const DEFAULT_DELIVERY: DeliveryOptions = {
  retryDelaysMs: [30, 60, 210, 300, 900, 1500, 3600],
  maxAttempts: 8,
  timeoutMs: 10_000,
  pauseAfterFailures: 15,
};

export class WebhookDispatcher {
  private consecutiveFailures = 0;
  private paused = false;
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(
    private readonly config: () => SimWebhookConfig,
    private readonly options: DeliveryOptions,
    private readonly changed: () => void,
  ) {}

  get isPaused(): boolean {
    return this.paused;
  }

  /** Sends once; returns the attempt. Never throws. */
  async attempt(event: SimEvent): Promise<SimDeliveryAttempt> {
    const { url, authToken } = this.config();
    const started = Date.now();
    const record = (status: number, error?: string): SimDeliveryAttempt => {
      const a: SimDeliveryAttempt = {
        at: new Date(started).toISOString(),
        status,
        ...(error ? { error } : {}),
        durationMs: Date.now() - started,
      };
      event.attempts.push(a);
      if (status === 200) this.consecutiveFailures = 0;
      else if (++this.consecutiveFailures >= this.options.pauseAfterFailures) this.paused = true;
      this.changed();
      return a;
    };
    if (!url) return record(0, 'no webhook configured');
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(authToken ? { 'asaas-access-token': authToken } : {}),
        },
        body: JSON.stringify(event.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      return record(response.status);
    } catch (error) {
      return record(0, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    }
  }

  /** Delivers with retries until a 200, `maxAttempts`, a pause or stop. */
  deliver(event: SimEvent): Promise<void> {
    const job = this.run(event);
    this.inFlight.add(job);
    void job.finally(() => this.inFlight.delete(job));
    return job;
  }

  private async run(event: SimEvent): Promise<void> {
    const { url, enabled } = this.config();
    if (!url || !enabled) {
      event.state = 'none';
      this.changed();
      return;
    }
    for (let n = event.attempts.length; n < this.options.maxAttempts && !this.stopped; n++) {
      if (this.paused) {
        event.state = 'paused';
        this.changed();
        return;
      }
      const a = await this.attempt(event);
      if (a.status === 200) {
        event.state = 'delivered';
        this.changed();
        return;
      }
      event.state = 'retrying';
      this.changed();
      const delays = this.options.retryDelaysMs;
      const delay = delays[Math.min(n, delays.length - 1)] ?? 1000;
      await this.sleep(delay);
    }
    if (event.state !== 'delivered' && !this.stopped) {
      event.state = this.paused ? 'paused' : 'failed';
      this.changed();
    }
  }

  /** Un-pauses the queue (Asaas: re-enable in the account settings) and resends what waited. */
  resume(events: SimEvent[]): void {
    this.paused = false;
    this.consecutiveFailures = 0;
    for (const e of events) {
      if (e.state === 'paused' || e.state === 'pending') {
        e.attempts = [];
        void this.deliver(e);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const t = setTimeout(() => {
        this.timers.delete(t);
        resolve();
      }, ms);
      this.timers.set(t, resolve);
    });
  }

  /** Resolves when no delivery is in flight (tests). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  stop(): void {
    this.stopped = true;
    for (const [t, wake] of this.timers) {
      clearTimeout(t);
      wake();
    }
    this.timers.clear();
  }
}
