/**
 * Starts the real local runtime for a test file: DynamoDB Local + s3rver on free ports, a temp
 * data dir, the API on a free port, a clock the test can move, and an HTTP client for it that holds
 * every answer to the published OpenAPI document (./contract.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { type AccountRateLimits, DEFAULT_RATE_LIMITS } from '@recurso/core/identity';
import { Argon2PasswordHasher } from '@recurso/functions/adapters/passwords/argon2';
import { type Runtime, type RuntimeOptions, startRuntime } from '@recurso/local/runtime';
import { CachedOcr } from '../../fixtures/corpus/ocr-cache';
import { expectContract } from './contract';
import { pooledDynamo } from './dynamo-pool';

/** Drops a file's table from the shared DynamoDB Local, so the next file's JVM stays small. */
async function dropTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await client.send(new DeleteTableCommand({ TableName: tableName })).catch(() => undefined);
  client.destroy();
}

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
  /** The OCR of uploaded images, unless the file passed its own `ocr`: how each page was obtained. */
  ocr?: CachedOcr;
}

/**
 * Test-only argon2id cost (~3 ms of CPU a hash instead of ~115 ms): an integration file registers and
 * logs in dozens of times. The product never uses these; the files that prove AUTH-1 (the stored hash's
 * parameters) or lean on the hashing time (the hash queue under a login flood) start with
 * `{ hashing: 'production' }`, and test/unit/functions/adapters/passwords/argon2.test.ts holds the default.
 */
export const ARGON2_TEST_PARAMS = { memorySize: 512, iterations: 1, parallelism: 1, hashLength: 32 } as const;

export interface TestRuntimeOptions extends Partial<RuntimeOptions> {
  /** 'production': argon2id at ARGON2_PARAMS (SECURITY AUTH-1); default: ARGON2_TEST_PARAMS. */
  hashing?: 'production' | 'test';
}

export async function startTestRuntime({ hashing, ...opts }: TestRuntimeOptions = {}): Promise<TestRuntime> {
  const dataDir = mkdtempSync(join(tmpdir(), 'recurso-it-'));
  const clock: TestClock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  // The worker's DynamoDB Local (./dynamo-pool.ts) with a table for this file, else a JVM of its own.
  const dynamo = opts.dynamo ?? pooledDynamo();
  const shared = dynamo && !opts.dynamo ? { tableName: `it-${basename(dataDir)}` } : {};
  // Uploaded images' OCR from the test suite's OCR cache (the committed pack, then .cache/ocr; keyed by the
  // image's bytes and the OCR code's hash, the engine on a miss), as the e2e app's: the engine's first
  // page costs ~8 s of CPU in its thread (tesseract, OpenCV, the second engine's model).
  const ocr = opts.ocr ? undefined : new CachedOcr();
  // A runtime that does not start leaves no data dir behind (startRuntime stops what it had started).
  const runtime = await startRuntime({
    ...(dynamo ? { dynamo } : {}),
    ...shared,
    port: 0,
    dataDir,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    clock,
    rateLimits: RELAXED_LIMITS,
    logLevel: 'silent',
    log: () => {},
    staticDir: false,
    // validated once, by test/unit/statemachines/asl.test.ts
    validateStateMachines: false,
    ...(ocr ? { ocr } : {}),
    ...(hashing === 'production'
      ? {}
      : { passwords: new Argon2PasswordHasher(undefined, ARGON2_TEST_PARAMS) }),
    ...opts,
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...runtime,
    clock,
    ocr,
    api: apiClient(runtime.url),
    stop: async () => {
      await runtime.stop();
      if (shared.tableName) await dropTable(runtime.dynamoEndpoint, shared.tableName);
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
