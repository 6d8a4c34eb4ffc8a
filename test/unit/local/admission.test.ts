/** Admission lanes: run up to inFlight, queue up to queue for maxWaitMs, refuse the rest at once. */
import { BUSY_MESSAGE, RateLimitedError } from '@recurso/core/errors';
import { AREA_CAPACITY } from '@recurso/functions/capacity';
import { DYNAMO_HTTP } from '@recurso/functions/clients/dynamodb-http';
import { toErrorResponse } from '@recurso/functions/http/errors';
import { createAdmission, Lane, refusalLog } from '@recurso/local/admission';

const tick = () => new Promise((r) => setImmediate(r));

describe('Lane', () => {
  it('admits up to inFlight, queues up to queue, refuses beyond at once', async () => {
    const lane = new Lane({ inFlight: 2, queue: 1, maxWaitMs: 10_000 });
    const a = await lane.acquire();
    const b = await lane.acquire();
    expect(a && b).toBeTruthy();
    const queued = lane.acquire();
    expect(lane.load).toEqual({ active: 2, waiting: 1 });
    const t0 = Date.now();
    expect(await lane.acquire()).toBeUndefined();
    expect(Date.now() - t0).toBeLessThan(50);

    a?.();
    const c = await queued;
    expect(c).toBeInstanceOf(Function);
    expect(lane.load).toEqual({ active: 2, waiting: 0 });
    b?.();
    c?.();
    expect(lane.load).toEqual({ active: 0, waiting: 0 });
  });

  it('gives up on a waiter after maxWaitMs and forgets it', async () => {
    const lane = new Lane({ inFlight: 1, queue: 5, maxWaitMs: 30 });
    const held = await lane.acquire();
    const t0 = Date.now();
    expect(await lane.acquire()).toBeUndefined();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(25);
    expect(lane.load).toEqual({ active: 1, waiting: 0 });
    held?.();
    expect(lane.load).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses on arrival when the expected wait (queue place × average hold) exceeds maxWaitMs', async () => {
    // The clock is jest's (performance.now and timers): a real 60 ms sleep lasted over 100 ms on a busy
    // machine, and the second request was refused too (seen in a full run at a load average of 19).
    jest.useFakeTimers();
    try {
      const lane = new Lane({ inFlight: 1, queue: 10, maxWaitMs: 100 });
      const first = await lane.acquire();
      jest.advanceTimersByTime(60);
      first?.(); // the lane has now seen a request hold its slot 60 ms
      const held = await lane.acquire();
      const waiting = lane.acquire(); // expected wait 60 ms: queued
      // 120 ms: refused without waiting (no time passes before the answer)
      expect(await lane.acquire()).toBeUndefined();
      expect(lane.load).toEqual({ active: 1, waiting: 1 });
      held?.();
      (await waiting)?.();
      expect(lane.load).toEqual({ active: 0, waiting: 0 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('serves waiters in arrival order and ignores a second release', async () => {
    const lane = new Lane({ inFlight: 1, queue: 3, maxWaitMs: 10_000 });
    const first = await lane.acquire();
    const order: number[] = [];
    const waits = [1, 2, 3].map((n) =>
      lane.acquire().then((release) => {
        order.push(n);
        return release;
      }),
    );
    first?.();
    first?.(); // no double free: still one slot
    await tick();
    expect(order).toEqual([1]);
    expect(lane.load).toEqual({ active: 1, waiting: 2 });
    (await waits[0])?.();
    await tick();
    (await waits[1])?.();
    await tick();
    (await waits[2])?.();
    expect(order).toEqual([1, 2, 3]);
    expect(lane.load).toEqual({ active: 0, waiting: 0 });
  });
});

describe('createAdmission', () => {
  it('gives each area of the capacity table its own lane; health (system) has none', async () => {
    const admission = createAdmission({ auth: { inFlight: 1, queue: 0, maxWaitMs: 0 } });
    expect(admission.lane('system')).toBeUndefined();
    expect(admission.lane('appeals')?.limits).toEqual(AREA_CAPACITY.appeals.local);
    expect(admission.lane('webhooks')?.limits).toEqual(AREA_CAPACITY.webhooks.local);

    const login = await admission.admit('auth');
    expect(await admission.admit('auth')).toBeUndefined();
    // a full auth lane takes nothing from the others
    expect(await admission.admit('appeals')).toBeInstanceOf(Function);
    expect(await admission.admit('webhooks')).toBeInstanceOf(Function);
    for (let i = 0; i < 1000; i++) expect(await admission.admit('system')).toBeInstanceOf(Function);
    login?.();
    expect(await admission.admit('auth')).toBeInstanceOf(Function);
  });

  it("an area's GET requests run in its reads lane when it has one; its writes never wait behind them", async () => {
    const admission = createAdmission({
      appeals: { inFlight: 1, queue: 0, maxWaitMs: 0 },
      'appeals:reads': { inFlight: 2, queue: 0, maxWaitMs: 0 },
    });
    expect(createAdmission().lane('appeals:reads')?.limits).toEqual(AREA_CAPACITY.appeals.localReads);
    const reads = [await admission.admit('appeals', 'GET'), await admission.admit('appeals', 'HEAD')];
    expect(reads.every((r) => typeof r === 'function')).toBe(true);
    expect(await admission.admit('appeals', 'GET')).toBeUndefined();
    const save = await admission.admit('appeals', 'POST');
    expect(save).toBeInstanceOf(Function);
    expect(await admission.admit('appeals', 'DELETE')).toBeUndefined();
    reads[0]?.();
    expect(await admission.admit('appeals', 'GET')).toBeInstanceOf(Function);
    // an area without a reads lane takes its GETs in its one lane
    const users = createAdmission({ users: { inFlight: 1, queue: 0, maxWaitMs: 0 } });
    expect(await users.admit('users', 'GET')).toBeInstanceOf(Function);
    expect(await users.admit('users', 'POST')).toBeUndefined();
  });

  it('the DynamoDB socket pool holds two calls for every request the lanes run at once', () => {
    const running = Object.values(AREA_CAPACITY).reduce(
      (sum, c) => sum + (c.local?.inFlight ?? 0) + (c.localReads?.inFlight ?? 0),
      0,
    );
    expect(running).toBe(254);
    expect(DYNAMO_HTTP.httpAgent.maxSockets).toBeGreaterThanOrEqual(2 * running);
    expect(DYNAMO_HTTP.throwOnRequestTimeout).toBe(true);
  });

  it('null turns a lane off', async () => {
    const admission = createAdmission({ appeals: null });
    expect(admission.lane('appeals')).toBeUndefined();
  });
});

describe('overload answers', () => {
  it('the busy error is a 429 with Retry-After and the Portuguese message', () => {
    const mapped = toErrorResponse(new RateLimitedError(BUSY_MESSAGE, { retryAfterSeconds: 1 }), 'r1');
    expect(mapped).toEqual({
      status: 429,
      headers: { 'retry-after': '1' },
      body: {
        error: 'Muitas requisições no momento. Tente novamente em instantes.',
        message: 'Muitas requisições no momento. Tente novamente em instantes.',
        requestId: 'r1',
      },
      unexpected: false,
    });
  });

  it.each(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded'])(
    'a DynamoDB %s left after the SDK retries answers the same 429, not a 500',
    (name) => {
      const err = Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), { name });
      const mapped = toErrorResponse(err, 'r2');
      expect(mapped.status).toBe(429);
      expect(mapped.headers['retry-after']).toBe('1');
      expect(mapped.body.error).toBe(BUSY_MESSAGE);
      expect(mapped.unexpected).toBe(false);
    },
  );

  it('other unknown errors stay a logged 500', () => {
    const mapped = toErrorResponse(Object.assign(new Error('x'), { name: 'TimeoutError' }), 'r3');
    expect(mapped.status).toBe(500);
    expect(mapped.unexpected).toBe(true);
  });
});

describe('refusalLog', () => {
  it('logs the first refusal of an area, then at most one summary per period; every webhook refusal', () => {
    const lines: [string, Record<string, unknown>][] = [];
    const log = refusalLog((msg, data) => lines.push([msg, data]), 60_000);
    for (let i = 0; i < 500; i++) log('appeals', 'GET /api/appeals/my');
    expect(lines).toEqual([['overload: requests refused with 429', { area: 'appeals', refused: 1 }]]);
    log('webhooks', 'POST /api/webhooks/asaas');
    log('webhooks', 'POST /api/webhooks/asaas');
    expect(lines.slice(1)).toEqual([
      ['webhook refused: lane full, the sender will retry', { route: 'POST /api/webhooks/asaas' }],
      ['webhook refused: lane full, the sender will retry', { route: 'POST /api/webhooks/asaas' }],
    ]);
  });
});
