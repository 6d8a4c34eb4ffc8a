/**
 * Starts the local runtime as a process group of its own (./runtime-process.ts) so a fault test can
 * `kill -9` the whole of it — Node, DynamoDB Local's JVM, s3rver, the Asaas simulator — and start it
 * again on the same data dir, as a developer's machine or a crash would. The browser tests' shared app
 * runs the same way (test/e2e/shared-app.ts). The child runs ./runtime-process.ts compiled into one file
 * (./bundle.cjs, cached by content): ~2 s of CPU less a start than through tsx's loader.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { dynamoClassArchive } from '../setup/dynamo-class-archive';
import type { ChildReady, ChildRuntimeOptions } from './runtime-process';

export type { ChildReady, ChildRuntimeOptions, Failpoint } from './runtime-process';

const ROOT = join(__dirname, '..', '..');

let bundle: Promise<string> | undefined;
/** ./runtime-process.ts as one CommonJS file (./bundle.cjs prints its path): checked once per process. */
function runtimeBundle(): Promise<string> {
  bundle ??= new Promise<string>((resolve, reject) =>
    execFile(process.execPath, [join(__dirname, 'bundle.cjs')], { cwd: ROOT }, (error, stdout, stderr) =>
      error
        ? reject(new Error(`the child runtime's bundle failed: ${stderr || error.message}`))
        : resolve(stdout),
    ),
  );
  return bundle;
}

export const ADMIN = { email: 'admin@recurso.test', password: 'Admin-Senha-Forte-1' };

export interface ChildRuntime extends ChildReady {
  /** The group leader's process id (also the group's id). */
  pid: number;
  /** Resolves when the group leader has exited (a failpoint crashed it, or a kill). */
  exited: Promise<void>;
  /** What the runtime logged (errors, start-up lines), for failure messages. */
  log(): string;
  /** `kill -9` of the whole process group; resolves when no process of it is left. */
  kill(): Promise<void>;
  /** The same signal, sent before this call returns (to land right after an answer arrived). */
  killNow(): void;
  /** SIGTERM: a clean stop. */
  stop(): Promise<void>;
}

const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Until every process of the group is gone (the JVM dies a moment after Node). */
async function groupGone(pgid: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(pgid)) {
    if (Date.now() > deadline) throw new Error(`process group ${pgid} still alive after SIGKILL`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function startChildRuntime(
  options: Omit<ChildRuntimeOptions, 'port' | 'admin'> & { port?: number },
  timeoutMs = 120_000,
): Promise<ChildRuntime> {
  const entry = await runtimeBundle();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: ROOT,
    detached: true, // leader of a new process group: kill(-pid) reaches the JVM too
    stdio: ['pipe', 'pipe', 'pipe'], // stdin: closes when this process dies, and the child follows
    env: {
      ...process.env,
      CHILD_RUNTIME: JSON.stringify({
        port: 0,
        admin: ADMIN,
        // looked up at every start: the archive is made in the background while the first tests run
        dynamoClasses: dynamoClassArchive(),
        ...options,
      }),
    },
  });
  const pgid = child.pid as number;
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr = (stderr + String(d)).slice(-8000);
  });
  const exited = new Promise<void>((res) => child.once('exit', () => res()));
  const killNow = () => {
    if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
  };
  const kill = async () => {
    killNow();
    await exited;
    await groupGone(pgid);
  };
  return new Promise<ChildRuntime>((resolve, reject) => {
    const timer = setTimeout(() => {
      void kill();
      reject(new Error(`the runtime did not start within ${timeoutMs} ms:\n${stderr}`));
    }, timeoutMs);
    let stdout = '';
    child.stdout?.on('data', (d) => {
      stdout += String(d);
      stderr = (stderr + String(d)).slice(-8000);
      const line = /^ready (.+)$/m.exec(stdout)?.[1];
      if (!line) return;
      clearTimeout(timer);
      resolve({
        ...(JSON.parse(line) as ChildReady),
        pid: pgid,
        exited: exited.then(() => groupGone(pgid)),
        log: () => stderr,
        kill,
        killNow,
        stop: async () => {
          process.kill(pgid, 'SIGTERM');
          await exited;
          await groupGone(pgid);
        },
      });
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the runtime exited during start-up:\n${stderr}`));
    });
  });
}

/** JSON over HTTP to a child runtime's API (no contract checks: answers may be cut by a kill). */
export async function call(
  url: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  // biome-ignore lint/suspicious/noExplicitAny: test convenience for reading JSON bodies.
): Promise<{ status: number; json: any }> {
  const res = await fetch(`${url}/api${path}`, {
    method,
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

export async function registerAndLogin(url: string, email: string, password = 'senha-boa-123') {
  const reg = await call(url, 'POST', '/auth/register', { body: { email, password } });
  if (reg.status !== 201) throw new Error(`register ${email}: ${reg.status} ${JSON.stringify(reg.json)}`);
  return login(url, email, password);
}

export async function login(url: string, email: string, password = 'senha-boa-123'): Promise<string> {
  const res = await call(url, 'POST', '/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.token as string;
}
