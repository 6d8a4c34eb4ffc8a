/**
 * Starts the real local runtime for a test file: DynamoDB Local + s3rver on free ports, a temp
 * data dir, the API on a free port, a clock the test can move, and an HTTP client for it that holds
 * every answer to the published OpenAPI document (./contract.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AccountRateLimits, DEFAULT_RATE_LIMITS } from '@recurso/core/identity';
import { type Runtime, type RuntimeOptions, startRuntime } from '@recurso/local/runtime';
import { expectContract } from './contract';

// Real argon2id hashing on a shared 2-core machine: a few logins can take seconds.
jest.setTimeout(30_000);

export const ADMIN = { email: 'admin@recurso.test', password: 'Admin-Senha-Forte-1' };

/** Generous limits so a test file's many calls from 127.0.0.1 are not throttled (rate-limit tests set their own). */
export const RELAXED_LIMITS: AccountRateLimits = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([k, v]) => [
    k,
    { perEmail: { ...v.perEmail, limit: 1000 }, perIp: { ...v.perIp, limit: 1000 } },
  ]),
) as unknown as AccountRateLimits;

export interface TestClock {
  offsetMs: number;
  now(): Date;
}

export interface TestRuntime extends Runtime {
  clock: TestClock;
  api: ApiClient;
}

export async function startTestRuntime(opts: Partial<RuntimeOptions> = {}): Promise<TestRuntime> {
  const dataDir = mkdtempSync(join(tmpdir(), 'recurso-it-'));
  const clock: TestClock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  const runtime = await startRuntime({
    port: 0,
    dataDir,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    clock,
    rateLimits: RELAXED_LIMITS,
    logLevel: 'silent',
    log: () => {},
    staticDir: false,
    ...opts,
  });
  return {
    ...runtime,
    clock,
    api: apiClient(runtime.url),
    stop: async () => {
      await runtime.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: test convenience for reading JSON bodies.
  json: any;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is, without JSON encoding. */
  raw?: string | Buffer;
  token?: string;
  headers?: Record<string, string>;
}

export type ApiClient = (method: string, path: string, opts?: CallOptions) => Promise<ApiResponse>;

export function apiClient(baseUrl: string): ApiClient {
  return async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    let body: string | Buffer | undefined = opts.raw;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await fetch(`${baseUrl}/api${path}`, { method, headers, body });
    const text = await res.text();
    // Every answer is held to the published OpenAPI document (./contract.ts).
    expectContract(method, `/api${path}`, { status: res.status, headers: res.headers, text });
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  };
}

/** Decodes a JWT payload (for asserting claims only; the server never trusts an unverified token). */
export const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));

export async function registerAndLogin(api: ApiClient, email: string, password = 'senha-boa-123') {
  const reg = await api('POST', '/auth/register', { body: { email, password } });
  if (reg.status !== 201) throw new Error(`register ${email}: ${reg.status} ${reg.text}`);
  const login = await api('POST', '/auth/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${login.text}`);
  return { token: login.json.token as string, id: login.json.user.id as string, email, password };
}

export async function loginAs(api: ApiClient, email: string, password: string): Promise<string> {
  const res = await api('POST', '/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.text}`);
  return res.json.token as string;
}
