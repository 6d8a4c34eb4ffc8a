/**
 * Runs password hashes one (or `concurrency`) at a time. argon2id in WebAssembly holds the event loop
 * for ~90 ms per hash: started all at once, 200 logins would each wait for all 200 and every other
 * request would stall behind them. Queued instead, the loop gets a turn between hashes, and a caller
 * whose expected wait exceeds `maxWaitMs` is refused at once with the 429 busy error.
 * On Lambda an instance serves one request at a time, so the queue never waits there.
 */
import { busyError } from '@recurso/core/errors';

export interface HashQueueOptions {
  concurrency: number;
  /** Longest expected wait accepted before refusing. */
  maxWaitMs: number;
  /** First estimate of one hash, refined as hashes run. */
  estimateMs: number;
}

export const DEFAULT_HASH_QUEUE: HashQueueOptions = { concurrency: 1, maxWaitMs: 2000, estimateMs: 100 };

export class HashQueue {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** Moving average of one hash's duration (ms). */
  private averageMs: number;

  constructor(private readonly opts: HashQueueOptions = DEFAULT_HASH_QUEUE) {
    this.averageMs = opts.estimateMs;
  }

  /** Expected wait for a caller arriving now (ms). */
  expectedWaitMs(): number {
    if (this.active < this.opts.concurrency) return 0;
    return ((this.waiting.length + 1) * this.averageMs) / this.opts.concurrency;
  }

  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.expectedWaitMs() > this.opts.maxWaitMs) throw busyError();
    if (this.active >= this.opts.concurrency) await new Promise<void>((go) => this.waiting.push(go));
    else this.active++;
    try {
      // Let pending I/O run before the next stretch of CPU.
      await new Promise<void>((go) => setImmediate(go));
      const started = performance.now();
      const result = await work();
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      return result;
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next caller (active unchanged), or is freed.
      if (next) next();
      else this.active--;
    }
  }
}
