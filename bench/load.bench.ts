/**
 * Load (issue 8 item 9): the local runtime in-process on free ports, driven over loopback by
 * autocannon running as a child process (its own event loop, so the load generator does not steal
 * the server's). Scenarios, LOAD_SECONDS each (default 20 s; 120 is the two minutes):
 * - GET /appeals/my of a user with 500 appeals at 200 connections (budget p99 < 100 ms);
 * - POST /auth/login (the password hash is the cost);
 * - GET /appeals/status/{id} (the create dialog's poll);
 * - POST /webhooks/asaas with a forged token: every one must answer 401 (the authentic path is
 *   measured by payments.bench.ts);
 * - POST /appeals (save a text): a fixed number of requests, so every answer is awaited and the
 *   appeals created can be counted against the 2xx answers (no write lost, none duplicated).
 * Timed scenarios run 3 s of the same load first, not counted (steady state: JIT and caches warm);
 * GET requests send a browser's Accept-Encoding, so large lists come back gzipped as the web app gets
 * them. LOAD_ONLY=<text> runs only the scenarios whose name contains it.
 * Every scenario reports throughput (all answers and 2xx), p50/p99 of all answers and of the 2xx
 * alone, answers by status, 5xx (budget 0: overload must answer 429, never 5xx) and timeouts.
 * Overload is shed by the server's admission lanes (functions/src/capacity.ts): the 429 share says
 * how far past capacity each scenario drives it.
 */
import { appealDepsOf } from '@recurso/functions/http/appeal-deps';
import { autocannon, CONNECTIONS, figuresOf, type Scenario } from './autocannon';
import { benchRuntime, postJson, seedAppeals } from './helpers';
import type { Figure } from './run';

type Rt = Awaited<ReturnType<typeof benchRuntime>>;

/** LOAD_ONLY=<text>: only the scenarios whose name contains it (e.g. `appeals/my`). */
const ONLY = process.env.LOAD_ONLY ?? '';
/** Writes: a bounded count (awaited to the last answer) instead of a duration. */
const WRITES = 2000;
const PASSWORD = 'senha-de-carga-1';

async function register(rt: Rt, email: string): Promise<{ token: string; id: string }> {
  await postJson(`${rt.url}/api/auth/register`, { email, password: PASSWORD });
  const res = await postJson(`${rt.url}/api/auth/login`, { email, password: PASSWORD });
  const json = (await res.json()) as { token: string; user: { id: string } };
  return { token: json.token, id: json.user.id };
}

/** Time until /health answers in under 50 ms twice in a row (bounded by two minutes). */
async function drained(api: string): Promise<number> {
  const t0 = performance.now();
  let fast = 0;
  while (fast < 2 && performance.now() - t0 < 120_000) {
    const t = performance.now();
    await (await fetch(`${api}/health`)).arrayBuffer();
    fast = performance.now() - t < 50 ? fast + 1 : 0;
  }
  return performance.now() - t0;
}

/**
 * GET /health every 200 ms while a scenario runs (health has no admission lane: it must always
 * answer). Sent from this process, the server's own, so the latency includes its event-loop lag.
 */
function probeHealth(api: string): { stop(): Promise<Figure[]> } {
  const latencies: number[] = [];
  let failed = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const t = performance.now();
      try {
        const res = await fetch(`${api}/health`);
        await res.arrayBuffer();
        if (res.status === 200) latencies.push(performance.now() - t);
        else failed++;
      } catch {
        failed++;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      latencies.sort((a, b) => a - b);
      const at = (p: number) =>
        latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
      return [
        { name: 'GET /health meanwhile: p99', value: at(0.99), unit: 'ms' },
        { name: 'GET /health meanwhile: not 200', value: failed, unit: 'req', budget: 0 },
      ];
    },
  };
}

/** Every appeal of the user, paged through the repository (the API's list stops at 1000). */
async function countAppeals(rt: Rt, userId: string): Promise<number> {
  const { appeals } = appealDepsOf(rt.deps);
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await appeals.listByUser(userId, { cursor, limit: 500 });
    count += page.items.length;
    cursor = page.cursor;
  } while (cursor);
  return count;
}

export default async function loadBench(): Promise<Figure[]> {
  const rt = await benchRuntime();
  try {
    const readerEmail = 'load-500@recurso.test';
    const reader = await register(rt, readerEmail);
    await seedAppeals(rt, { id: reader.id, email: readerEmail }, 'load');
    const polled = 'load-0';
    const loginEmail = 'load-login@recurso.test';
    await register(rt, loginEmail);
    const writer = await register(rt, 'load-writer@recurso.test');
    const api = `${rt.url}/api`;
    const json = { 'content-type': 'application/json' };
    // what every browser (and so the web app) sends: large JSON answers come back gzipped
    const browser = { 'accept-encoding': 'gzip, deflate, br' };

    const scenarios: Scenario[] = [
      {
        name: `GET /appeals/my (500 appeals, ${CONNECTIONS} conn)`,
        url: `${api}/appeals/my`,
        headers: { ...browser, authorization: `Bearer ${reader.token}` },
        p99Budget: 100,
      },
      {
        name: `POST /auth/login (${CONNECTIONS} conn)`,
        url: `${api}/auth/login`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: loginEmail, password: PASSWORD }),
      },
      {
        name: `GET /appeals/status/{id} (${CONNECTIONS} conn)`,
        url: `${api}/appeals/status/${polled}`,
        headers: { ...browser, authorization: `Bearer ${reader.token}` },
      },
      {
        name: `POST /webhooks/asaas, forged token (${CONNECTIONS} conn)`,
        url: `${api}/webhooks/asaas`,
        method: 'POST',
        headers: { ...json, 'asaas-access-token': 'forged-token-not-the-configured-one' },
        body: JSON.stringify({ id: 'evt_forged', event: 'PAYMENT_RECEIVED', payment: { id: 'pay_x' } }),
      },
    ];
    const figures: Figure[] = [];
    for (const s of scenarios.filter((x) => x.name.includes(ONLY))) {
      const health = probeHealth(api);
      figures.push(...figuresOf(s, await autocannon(s)));
      figures.push(...(await health.stop()).map((f) => ({ ...f, name: `${s.name}: ${f.name}` })));
      // autocannon stops at the deadline, the server does not: let the queued requests finish so they
      // do not count against the next scenario, and say how long that took.
      figures.push({ name: `${s.name}: backlog drained after`, value: await drained(api), unit: 'ms' });
    }

    // Writes: every answer awaited, then the appeals counted against the 2xx answers.
    const save: Scenario = {
      name: `POST /appeals, ${WRITES} saves (${CONNECTIONS} conn)`,
      url: `${api}/appeals`,
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${writer.token}` },
      body: JSON.stringify({ type: 'traffic', generatedText: 'Texto salvo sob carga. '.repeat(40) }),
      amount: WRITES,
    };
    if (!save.name.includes(ONLY)) return figures;
    const before = await countAppeals(rt, writer.id);
    const result = await autocannon(save);
    figures.push(...figuresOf(save, result));
    const ok = Object.entries(result.statusCodeStats)
      .filter(([status]) => status.startsWith('2'))
      .reduce((sum, [, { count }]) => sum + count, 0);
    const created = (await countAppeals(rt, writer.id)) - before;
    figures.push(
      { name: 'writes: requests sent', value: result.requests.sent, unit: 'req' },
      { name: 'writes: appeals created minus 2xx answers', value: created - ok, unit: 'appeals', budget: 0 },
      {
        name: 'writes: requests without an answer',
        value: WRITES - ok - result.non2xx,
        unit: 'req',
        budget: 0,
      },
    );
    return figures;
  } finally {
    await rt.dispose();
  }
}
