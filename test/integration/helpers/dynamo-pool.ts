/**
 * DynamoDB Local for the integration tests: one JVM for the whole run (jest's globalSetup/globalTeardown of
 * the integration project, jest.config.js), shared by every worker, instead of one per test file. Booting
 * the JVM costs ~3 s of CPU and 5–10 s of wall time; a file's runtime gets a table of its own in it
 * (./runtime.ts), dropped when the file ends, so files running at the same time on other workers never see
 * each other's items. One JVM rather than one per worker: each JVM warms its JIT on the same calls, and
 * the pool's three cost 41 CPU s a tier run where one costs 25, the tier no slower (measured: tier 167.6 →
 * 145.5 CPU s, 677 tests passing). The engine, its storage and the runtime are the same as `npm start`'s;
 * only the JVM's life is longer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DynamoLocalProcess, spawnDynamoLocal } from '@recurso/local/emulators/dynamodb-process';
import { freePort } from '@recurso/local/emulators/ports';
import {
  dynamoClassArchive,
  finishDynamoClassArchive,
  startDynamoClassArchive,
} from '../../setup/dynamo-class-archive';
import { logSharedCpu } from '../../setup/process-cpu';

export const DYNAMO_POOL_VAR = 'RECURSO_TEST_DYNAMO';

interface Running {
  processes: DynamoLocalProcess[];
  dir: string;
  startedAt: number;
}
const KEY = Symbol.for('recurso.integration.dynamoPool');
type Holder = { [KEY]?: Running };

/** How many JVMs the pool runs: one, whatever the number of workers (see above). */
export const POOL_JVMS = 1;

export async function startDynamoPool(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'recurso-it-dynamo-'));
  const processes: DynamoLocalProcess[] = [];
  const classes = dynamoClassArchive();
  for (let i = 0; i < POOL_JVMS; i++)
    processes.push(spawnDynamoLocal({ port: await freePort(), dataDir: join(dir, String(i)), classes }));
  // For the JVMs that start later (the fault tier's restarts); these start without it on a new machine.
  startDynamoClassArchive();
  (globalThis as Holder)[KEY] = { processes, dir, startedAt: Date.now() };
  // Not awaited: the JVMs boot while the first files load; each runtime waits for its own (./runtime.ts).
  for (const p of processes) p.listening.catch(() => undefined);
  // Test workers start after globalSetup and inherit the environment.
  process.env[DYNAMO_POOL_VAR] = JSON.stringify(processes.map((p) => p.endpoint));
}

export async function stopDynamoPool(): Promise<void> {
  const running = (globalThis as Holder)[KEY];
  if (!running) return;
  delete process.env[DYNAMO_POOL_VAR];
  const pids = running.processes.flatMap((p) => (p.pid ? [p.pid] : []));
  logSharedCpu('integration', 'DynamoDB Local JVMs of the pool', pids, running.startedAt);
  await Promise.all(running.processes.map((p) => p.stop()));
  rmSync(running.dir, { recursive: true, force: true });
  await finishDynamoClassArchive();
}

/** Until the endpoint's port accepts connections (the JVM may still be booting). */
async function listening(endpoint: string, timeoutMs = 120_000): Promise<void> {
  const { port } = new URL(endpoint);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((res) => {
      const socket = connect(Number(port), '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        res(true);
      });
      socket.once('error', () => res(false));
    });
    if (open) return;
    if (Date.now() > deadline)
      throw new Error(`DynamoDB Local of the test pool did not listen on ${endpoint}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The pool's DynamoDB Local for this worker, if the pool runs: a process the runtime must not stop. */
export function pooledDynamo(): DynamoLocalProcess | undefined {
  const raw = process.env[DYNAMO_POOL_VAR];
  if (!raw) return undefined;
  const endpoints = JSON.parse(raw) as string[];
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  const endpoint = endpoints[(worker - 1) % endpoints.length] as string;
  return { endpoint, listening: listening(endpoint), stop: async () => {} };
}
