/** The password-hashing queue: one hash at a time, the event loop served between, 429 when the wait is long. */
import { BUSY_MESSAGE, RateLimitedError } from '@recurso/core/errors';
import { Argon2PasswordHasher } from '@recurso/functions/adapters/passwords/argon2';
import { HashQueue } from '@recurso/functions/adapters/passwords/hash-queue';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('HashQueue', () => {
  it('runs at most `concurrency` jobs at once, in arrival order', async () => {
    const q = new HashQueue({ concurrency: 1, maxWaitMs: 10_000, estimateMs: 10 });
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4].map((n) =>
        q.run(async () => {
          running++;
          peak = Math.max(peak, running);
          await sleep(5);
          order.push(n);
          running--;
        }),
      ),
    );
    expect(peak).toBe(1);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(q.load).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses at once with the 429 busy error when the expected wait exceeds maxWaitMs', async () => {
    const q = new HashQueue({ concurrency: 1, maxWaitMs: 250, estimateMs: 100 });
    const accepted = [q.run(() => sleep(100)), q.run(() => sleep(100)), q.run(() => sleep(100))];
    // one running, two waiting: a fourth would wait ~300 ms
    expect(q.expectedWaitMs()).toBeGreaterThan(250);
    const refused = q.run(() => sleep(100));
    await expect(refused).rejects.toBeInstanceOf(RateLimitedError);
    await expect(refused).rejects.toMatchObject({
      message: BUSY_MESSAGE,
      details: { retryAfterSeconds: 1 },
    });
    await Promise.all(accepted);
    expect(q.expectedWaitMs()).toBe(0);
  });

  it('frees the slot when a job fails', async () => {
    const q = new HashQueue({ concurrency: 1, maxWaitMs: 10_000, estimateMs: 10 });
    await expect(q.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(q.run(async () => 42)).resolves.toBe(42);
    expect(q.load).toEqual({ active: 0, waiting: 0 });
  });
});

describe('Argon2PasswordHasher under a burst', () => {
  it('finishes queued argon2id hashes one by one instead of all at the end of the burst', async () => {
    const hasher = new Argon2PasswordHasher(
      new HashQueue({ concurrency: 1, maxWaitMs: 60_000, estimateMs: 100 }),
    );
    await hasher.hash('aquecimento');
    const t0 = performance.now();
    const finished: number[] = [];
    const hashes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        hasher.hash(`senha-${i}`).then((h) => {
          finished.push(performance.now() - t0);
          return h;
        }),
      ),
    );
    // Started together, hash-wasm's hashes all finish together at the end (measured: 758 ms, 759 ms):
    // every login of a burst would wait for the whole burst. Queued, the first is done after one hash.
    expect(finished[0]).toBeLessThan((finished[5] as number) / 2);
    expect(await hasher.verify('senha-3', hashes[3] as string)).toBe(true);
    expect(await hasher.verify('senha-0', hashes[3] as string)).toBe(false);
  });

  it('refuses logins with the busy error when the hashing queue is full', async () => {
    const hasher = new Argon2PasswordHasher(
      new HashQueue({ concurrency: 1, maxWaitMs: 150, estimateMs: 100 }),
    );
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => hasher.dummyVerify('x')));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(RateLimitedError);
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
  });
});
