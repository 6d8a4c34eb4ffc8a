/**
 * The load generator of load.bench.ts: autocannon in a child process (its own event loop, so it does
 * not steal the server's), reporting the latency of each class of answer (2xx, 429, 5xx) apart, and
 * the figures a scenario yields.
 */
import { spawn } from 'node:child_process';
import type { Figure } from './run';

export const CONNECTIONS = 200;
const SECONDS = Math.min(600, Math.max(1, Number(process.env.LOAD_SECONDS ?? 20) || 20));
const WARMUP_SECONDS = 3;
export interface Scenario {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Fixed number of requests instead of LOAD_SECONDS. */
  amount?: number;
  /** p99 budget in ms, when the issue names one. */
  p99Budget?: number;
}

interface Latency {
  count: number;
  p50: number;
  p99: number;
}

interface Result {
  latency: { p50: number; p99: number };
  requests: { average: number; sent: number };
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
  /** Latency of the answers of each class (2xx, 429, 5xx, other), from every response event. */
  byClass: Record<string, Latency>;
}

/**
 * The child: autocannon's API with a listener on every response, so the latency of the accepted
 * answers (2xx) is reported apart from the quick 429s (autocannon's own percentiles mix them).
 */
const CHILD = `
const autocannon = require('autocannon');
const opts = JSON.parse(process.env.LOAD_SCENARIO);
const byClass = {};
const classOf = (s) => (s >= 200 && s < 300 ? '2xx' : s === 429 ? '429' : s >= 500 ? '5xx' : 'other');
const pct = (xs, p) => (xs.length ? xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] : 0);
// the promise form: autocannon ignores \`warmup\` when given a callback
const instance = autocannon(opts);
instance.then((result) => {
  const summary = {};
  for (const [k, xs] of Object.entries(byClass)) {
    xs.sort((a, b) => a - b);
    summary[k] = { count: xs.length, p50: pct(xs, 50), p99: pct(xs, 99) };
  }
  process.stdout.write(JSON.stringify({ ...result, byClass: summary }));
}, (err) => { console.error(String(err)); process.exit(1); });
instance.on('response', (_client, status, _bytes, ms) => {
  (byClass[classOf(status)] ??= []).push(ms);
});
`;

/** Runs autocannon in a child process and parses its result; the server keeps answering meanwhile. */
export function autocannon(s: Scenario): Promise<Result> {
  const opts = {
    url: s.url,
    connections: CONNECTIONS,
    timeout: 30,
    // Timed scenarios measure the steady state: 3 s of the same load first (JIT, caches) are not counted.
    ...(s.amount
      ? { amount: s.amount }
      : { duration: SECONDS, warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS } }),
    method: s.method ?? 'GET',
    headers: s.headers ?? {},
    ...(s.body ? { body: s.body } : {}),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CHILD], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LOAD_SCENARIO: JSON.stringify(opts) },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    // bounded: the duration (or the amount at 30 s timeouts) plus a margin
    const limit = setTimeout(() => child.kill('SIGKILL'), (SECONDS + 120) * 1000);
    child.on('close', (code) => {
      clearTimeout(limit);
      try {
        resolve(JSON.parse(out) as Result);
      } catch {
        reject(new Error(`autocannon (${s.name}) exited ${code}: ${err.slice(-500)}`));
      }
    });
  });
}

export function figuresOf(s: Scenario, r: Result): Figure[] {
  const ok = r.byClass['2xx'] ?? { count: 0, p50: 0, p99: 0 };
  const figures: Figure[] = [
    {
      name: `${s.name}: throughput, all answers`,
      value: r.requests.average,
      unit: 'req/s',
      higherIsBetter: true,
    },
    {
      name: `${s.name}: throughput, 2xx`,
      value: ok.count / (r.duration || 1),
      unit: 'req/s',
      higherIsBetter: true,
    },
    { name: `${s.name}: p50, all answers`, value: r.latency.p50, unit: 'ms' },
    { name: `${s.name}: p99, all answers`, value: r.latency.p99, unit: 'ms', budget: s.p99Budget },
    { name: `${s.name}: p50, 2xx`, value: ok.p50, unit: 'ms' },
    { name: `${s.name}: p99, 2xx`, value: ok.p99, unit: 'ms', budget: s.p99Budget },
  ];
  const busy = r.byClass['429'];
  if (busy) figures.push({ name: `${s.name}: p99, 429`, value: busy.p99, unit: 'ms' });
  let fiveXx = 0;
  for (const [status, { count }] of Object.entries(r.statusCodeStats).sort()) {
    if (status.startsWith('5')) fiveXx += count;
    figures.push({ name: `${s.name}: HTTP ${status} answers`, value: count, unit: 'req' });
  }
  figures.push(
    { name: `${s.name}: 5xx answers`, value: fiveXx, unit: 'req', budget: 0 },
    { name: `${s.name}: socket errors and timeouts`, value: r.errors + r.timeouts, unit: 'req', budget: 0 },
  );
  return figures;
}
