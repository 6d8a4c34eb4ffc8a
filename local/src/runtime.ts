/**
 * The offline runtime in one call: DynamoDB Local + s3rver on free (or chosen) ports, the table and
 * bucket created if missing, deps built from a validated env with the real AWS adapters pointed at
 * them (mail goes to the outbox), the first ADMIN from configuration, and the HTTP server.
 * `npm start` (main.ts), the integration tests and the benches all call `startRuntime`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { type AccountRateLimits, ensureAdmin, type PasswordHasher } from '@recurso/core/identity';
import type { Clock } from '@recurso/core/ports';
import { createDocumentClient } from '@recurso/functions/adapters/dynamodb/client';
import { keys } from '@recurso/functions/adapters/dynamodb/keys';
import { DYNAMO_HTTP } from '@recurso/functions/clients/dynamodb-http';
import { s3Client } from '@recurso/functions/clients/s3';
import { createDeps, type Deps } from '@recurso/functions/deps';
import { loadEnv } from '@recurso/functions/env';
import { createLogger, type LogLevel } from '@recurso/functions/logger';
import { type AsaasSimulator, startAsaasSimulator } from './asaas-sim/index';
import { writeFileDurably } from './durable-file';
import { withCommitBarrier } from './emulators/commit-barrier';
import { ensureTable } from './emulators/dynamodb';
import { type DynamoLocalProcess, spawnDynamoLocal } from './emulators/dynamodb-process';
import type { LocalOcr } from './extract/local-text-extractor';
import { assertPortFree, choosePort, StartupError } from './emulators/ports';
import { startS3Local } from './emulators/s3';
import { OutboxMailer, type OutboxMessage, readOutbox } from './mail/outbox';
import { LocalSignatureScan } from './malware/local-scan';
import type { AdmissionLimits } from './admission';
import { createRequestListener, type Mount, type RequestListener } from './server';
import { createLocalAppealWorkflows, recoverAppealWorkflows } from './stepfunctions/appeal-workflows';
import type { LocalWorkflows } from './stepfunctions/runner';
import { type LocalPayments, startLocalPayments } from './payments';
import { type LocalReminders, startLocalReminders } from './reminders';

export { StartupError };

export const LOCAL_TABLE = 'recurso-local';
export const LOCAL_BUCKET = 'recurso-local';
const REPO_ROOT = resolve(__dirname, '../..');

export interface RuntimeOptions {
  /** API/SPA port; 0 picks a free one (tests). Default 3000. */
  port?: number;
  /** State folder (DynamoDB files, S3 objects, outbox, JWT secret). Default `<repo>/.data`. */
  dataDir?: string;
  /** Fixed emulator ports (so two copies can run side by side); free ports when absent. */
  dynamoPort?: number;
  /** DynamoDB Local already spawned by the caller (main.ts starts the JVM before loading the rest). */
  dynamo?: DynamoLocalProcess;
  /**
   * The table, created if missing (default `recurso-local`). Tests that share one DynamoDB Local give
   * each runtime a table of its own (test/integration/helpers/dynamo-pool.ts).
   */
  tableName?: string;
  s3Port?: number;
  /** First ADMIN, created once when the e-mail has no account yet. */
  adminEmail?: string;
  adminPassword?: string;
  /** Extra or overriding env for the functions (GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL, SESSION_TTL_MINUTES…). */
  env?: Record<string, string | undefined>;
  /** Tests: a controllable clock, looser rate limits. */
  clock?: Clock;
  rateLimits?: AccountRateLimits;
  logLevel?: LogLevel;
  /** Runtime messages (start-up, mail links); default stdout. */
  log?: (line: string) => void;
  /** Built SPA; default `<repo>/frontend/dist`; false disables it. */
  staticDir?: string | false;
  /** Extra local services on the same origin (e.g. the Asaas simulator's checkout pages). */
  mounts?: Mount[];
  /**
   * Asaas simulator port (ASAAS_SIM_PORT); a free one when absent. Not started when `env` sets
   * ASAAS_BASE_URL (the real sandbox, docs/payments.md).
   */
  asaasSimPort?: number;
  /** How often the local checkout expiry sweep runs (ms); default 60 s, 0 disables. */
  paymentSweepMs?: number;
  /** How often the deadline reminder sweep runs (ms); default 5 minutes, 0 disables. */
  reminderSweepMs?: number;
  /** Per-area admission lanes over functions/src/capacity.ts (tests use small ones; null = no lane). */
  admission?: AdmissionLimits;
  /** The password hasher; argon2id at ARGON2_PARAMS (SECURITY AUTH-1) unless a test passes another. */
  passwords?: PasswordHasher;
  /**
   * Validate the state machines' ASL when the runner loads them (default true). Test runtimes turn it off:
   * the committed files are validated once by test/unit/statemachines/asl.test.ts, and the check costs
   * ~1.5 s of CPU at every start (asl-validator's JSON schemas).
   */
  validateStateMachines?: boolean;
  /**
   * The OCR of uploaded page images; the runtime's own OCR thread by default. The browser tests' shared
   * app passes one that answers from the test suite's OCR cache (test/child-runtime/runtime-process.ts).
   */
  ocr?: LocalOcr;
  /**
   * Start the OCR engine (its thread, tesseract, OpenCV, the second engine's model, and one sample page
   * read through: ~8 s of CPU in the OCR thread, PageOcr.warm) once the runtime is up, instead of at the
   * first image uploaded. `npm start` turns it on; tests leave it off (most never read an image, and
   * the CPU is theirs).
   */
  warmOcr?: boolean;
}

export interface Runtime {
  url: string;
  port: number;
  dataDir: string;
  outboxDir: string;
  dynamoEndpoint: string;
  s3Endpoint: string;
  deps: Deps;
  /** The appeal pipelines (statemachines/*.asl.json run locally); executions persist in the data dir. */
  workflows: LocalWorkflows;
  /** The Asaas simulator the app talks to (undefined when pointed at the real sandbox). */
  asaas?: AsaasSimulator;
  /** The in-process payment event queue and the expiry sweep (docs/payments.md). */
  payments: LocalPayments;
  /** The deadline reminder sweep on a timer (docs/follow-up.md); `sweep()` runs it once. */
  reminders: LocalReminders;
  server: Server;
  /** Messages in the outbox, oldest first. */
  outbox(): OutboxMessage[];
  stop(): Promise<void>;
}

/** A 256-bit secret created on first start and kept with the data (never committed). */
function localJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileDurably(file, secret, 0o600);
  return secret;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((res, rej) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      rej(
        err.code === 'EADDRINUSE'
          ? new StartupError(
              `Port ${port} is already in use: stop the program using it or set PORT to another port.`,
            )
          : err,
      ),
    );
    server.listen(port, () => {
      const addr = server.address();
      res(typeof addr === 'object' && addr ? addr.port : port);
    });
  });
}

export async function startRuntime(opts: RuntimeOptions = {}): Promise<Runtime> {
  const log = opts.log ?? ((line: string) => process.stdout.write(`[local] ${line}\n`));
  const dataDir = resolve(opts.dataDir ?? join(REPO_ROOT, '.data'));
  const outboxDir = join(dataDir, 'outbox');
  mkdirSync(dataDir, { recursive: true });
  const wantedPort = opts.port ?? 3000;
  if (wantedPort !== 0) await choosePort(wantedPort, 'web app and API', 'PORT');
  const s3Port = await choosePort(opts.s3Port, 's3rver', 'S3_PORT');

  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    const dynamo =
      opts.dynamo ??
      spawnDynamoLocal({
        port: await choosePort(opts.dynamoPort, 'DynamoDB Local', 'DYNAMODB_PORT'),
        dataDir,
      });
    stops.push(dynamo.stop);
    const [, s3] = await Promise.all([
      dynamo.listening,
      startS3Local({ port: s3Port, dataDir, bucket: LOCAL_BUCKET }).then((s) => {
        stops.push(s.stop);
        return s;
      }),
    ]);
    const tableName = opts.tableName ?? LOCAL_TABLE;
    await ensureTable(dynamo.endpoint, tableName);

    // Bound before deps exist: with port 0, APP_URL needs the port the OS picked.
    let listener: RequestListener | undefined;
    const http = createServer((req, res) => {
      if (listener) return void listener(req, res);
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' });
      res.end('Starting, try again in a moment.');
    });
    // An idle keep-alive socket is closed by the server after keepAliveTimeout; a client reusing it in that
    // moment reads ECONNRESET (seen on a busy machine). Clients drop idle sockets sooner (fetch: 4 s).
    http.keepAliveTimeout = 65_000;
    http.headersTimeout = 66_000;
    const port = await listen(http, wantedPort);
    stops.push(() => new Promise<void>((res) => http.close(() => res())));
    const url = `http://localhost:${port}`;
    // The Asaas simulator, unless the env points at a real Asaas; its webhooks come to this server.
    const asaasEnv: Record<string, string> = {};
    let asaas: AsaasSimulator | undefined;
    if (!opts.env?.ASAAS_BASE_URL) {
      const { port: lastPort, ...secrets } = localAsaasSecrets(dataDir);
      // The last run's port when free: checkout links already stored on appeals keep working.
      const simPort =
        opts.asaasSimPort ??
        (lastPort
          ? await assertPortFree(lastPort, 'Asaas simulator', 'ASAAS_SIM_PORT').then(
              () => lastPort,
              () => 0,
            )
          : 0);
      asaas = await startAsaasSimulator({
        port: simPort,
        apiKey: secrets.ASAAS_API_KEY,
        dataFile: join(dataDir, 'asaas-sim.json'),
      });
      if (asaas.port !== lastPort) saveLocalAsaas(dataDir, { ...secrets, port: asaas.port });
      stops.push(() => (asaas as AsaasSimulator).stop());
      asaas.setWebhook({
        url: `http://127.0.0.1:${port}/api/webhooks/asaas`,
        token: secrets.ASAAS_WEBHOOK_TOKEN,
      });
      Object.assign(asaasEnv, secrets, { ASAAS_BASE_URL: asaas.url });
      log(`Asaas simulator on ${asaas.url} (checkout pages, webhooks to this app)`);
    }
    const env = loadEnv({
      AWS_REGION: 'us-east-1',
      TABLE_NAME: tableName,
      // One s3rver bucket holds both (keys are prefixed uploads/ and documents/).
      UPLOADS_BUCKET: LOCAL_BUCKET,
      DOCUMENTS_BUCKET: LOCAL_BUCKET,
      APP_URL: url,
      MAIL_FROM: 'nao-responda@recursocerto.local',
      JWT_SECRET: localJwtSecret(dataDir),
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      S3_ENDPOINT: s3.endpoint,
      LOG_LEVEL: opts.logLevel ?? 'warn',
      ...asaasEnv,
      ...opts.env,
    });
    let depsReady: Deps | undefined;
    const workflows = createLocalAppealWorkflows({
      dataDir,
      deps: () => depsReady,
      log,
      validate: opts.validateStateMachines,
      ocr: opts.ocr,
    });
    // stops run in reverse: let running pipeline steps finish before the emulators go away
    stops.push(() => workflows.close());
    const payments = startLocalPayments({
      deps: () => depsReady,
      journalDir: join(dataDir, 'payment-events'),
      sweepMs: opts.paymentSweepMs,
      log,
    });
    stops.push(() => payments.stop());
    const reminders = startLocalReminders({ deps: () => depsReady, everyMs: opts.reminderSweepMs, log });
    stops.push(async () => reminders.stop());
    const deps = await createDeps(env, {
      // DynamoDB Local answers a transaction before committing it: wait for the commit (commit-barrier.ts).
      dynamo: withCommitBarrier(
        createDocumentClient({
          region: env.AWS_REGION,
          endpoint: dynamo.endpoint,
          requestHandler: DYNAMO_HTTP,
        }),
        env.TABLE_NAME,
      ),
      payments: { queue: payments.queue },
      workflows,
      // GuardDuty's stand-in: signature checks only (SECURITY FILE-3, docs/local-runtime.md)
      malwareScan: new LocalSignatureScan(s3Client(env), env.UPLOADS_BUCKET, (m, d) =>
        log(`${m} ${JSON.stringify(d)}`),
      ),
      mailer: new OutboxMailer(outboxDir, env.MAIL_FROM, log),
      logger: createLogger(env.LOG_LEVEL),
      ...(opts.clock ? { clock: opts.clock } : {}),
      ...(opts.rateLimits ? { rateLimits: opts.rateLimits } : {}),
      ...(opts.passwords ? { passwords: opts.passwords } : {}),
    });
    listener = createRequestListener({
      deps,
      staticDir:
        opts.staticDir === false ? undefined : (opts.staticDir ?? join(REPO_ROOT, 'frontend', 'dist')),
      mounts: opts.mounts,
      admission: opts.admission,
    });

    depsReady = deps;
    await recoverAppealWorkflows(workflows, deps, log);
    const replayed = payments.recover();
    if (replayed.length)
      log(`payment events accepted before a stop, processed again: ${replayed.join(', ')}`);
    await bootstrapAdmin(deps, opts, log);
    // In its own thread, after the start: the server answers meanwhile.
    // A failed warm-up only means the first image starts the engine itself; it must not end the process.
    if (opts.warmOcr) workflows.warmOcr().catch((e) => log(`OCR warm-up failed: ${String(e)}`));
    return {
      url,
      port,
      dataDir,
      outboxDir,
      dynamoEndpoint: dynamo.endpoint,
      s3Endpoint: s3.endpoint,
      deps,
      workflows,
      asaas,
      payments,
      reminders,
      server: http,
      outbox: () => readOutbox(outboxDir),
      stop: async () => {
        http.closeAllConnections();
        await stopAll();
      },
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

interface LocalAsaas {
  ASAAS_API_KEY: string;
  ASAAS_WEBHOOK_TOKEN: string;
  /** The simulator's port in the last run. */
  port?: number;
}

const localAsaasFile = (dataDir: string) => join(dataDir, 'asaas-local.json');
const saveLocalAsaas = (dataDir: string, value: LocalAsaas) =>
  writeFileDurably(localAsaasFile(dataDir), JSON.stringify(value), 0o600);

/** A local API key and webhook token, created on first start and kept with the data (never committed). */
function localAsaasSecrets(dataDir: string): LocalAsaas {
  const file = localAsaasFile(dataDir);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalAsaas;
  const secrets = {
    ASAAS_API_KEY: `$aact_local_${randomBytes(24).toString('base64url')}`,
    ASAAS_WEBHOOK_TOKEN: randomBytes(32).toString('base64url'),
  };
  saveLocalAsaas(dataDir, secrets);
  return secrets;
}

async function bootstrapAdmin(deps: Deps, opts: RuntimeOptions, log: (line: string) => void) {
  if (opts.adminEmail && opts.adminPassword) {
    const { created } = await ensureAdmin({ email: opts.adminEmail, password: opts.adminPassword }, deps);
    log(
      created
        ? `created ADMIN ${opts.adminEmail}`
        : `ADMIN ${opts.adminEmail} already exists (password unchanged)`,
    );
    return;
  }
  const counter = await deps.dynamo.send(
    new GetCommand({ TableName: deps.tableName, Key: keys.counter('ADMINS') }),
  );
  if (!counter.Item?.admins) {
    log(
      'no ADMIN account yet: stop, then start with ADMIN_EMAIL=you@example.com ADMIN_PASSWORD=<a strong password> npm start',
    );
  }
}
