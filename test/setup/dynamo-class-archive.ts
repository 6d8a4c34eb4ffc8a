/**
 * A class-data-sharing archive of DynamoDB Local's classes for the test runs' JVMs (local/src/emulators/
 * dynamodb-process.ts, `classes`): a JVM that maps it listens after ~1.4 s of CPU instead of ~2.5 and has
 * served its first calls after ~1.9 instead of ~3.4 (measured here, C1 only, serial GC). The fault tier
 * starts ~20 JVMs (every kill -9 and restart), the pool and the e2e app two more.
 *
 * Made once per jar and JVM under $TMPDIR/recurso-dynamodb-cds/<hash>/ (see CACHE), in the background while the
 * first tests run (the jest projects' globalSetup call `startDynamoClassArchive()`; their JVMs start
 * without it until it is there):
 * 1. DynamoDBLocal.jar copied with a manifest without Class-Path: the original's names "." (its own
 *    directory), which CDS refuses ("non-empty directory"); the same jars go on an explicit class path;
 * 2. the classes a JVM loads while it starts and serves the calls the runtime makes (tables, items,
 *    queries, conditions, transactions), listed by the JVM itself (-XX:DumpLoadedClassList);
 * 3. `java -Xshare:dump` of that list (~10 s of CPU, at a lower priority).
 * archive.json is written last: a half-made archive is never used. A JVM that cannot map the archive
 * (another JDK build) loads its classes as before: slower, never wrong.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { type DynamoClassArchive, jarDir } from '@recurso/local/emulators/dynamodb-process';
import { freePort } from '@recurso/local/emulators/ports';

/**
 * Outside the repository, like jest's own caches: the archive depends on the jars and the JVM only, and
 * names its class path, so the jars are copied in beside it and every clone on the machine shares it.
 */
const CACHE = join(tmpdir(), 'recurso-dynamodb-cds');
/** The flags every test JVM runs with (dynamodb-process.ts); the class list is taken under the same. */
const JVM_FLAGS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

let key: string | undefined;
/** The jars (their bytes, names and sizes) and the JVM's build: an archive is made for exactly these. */
function cacheDir(): string {
  if (!key) {
    const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
    const lib = jarDir();
    const h = createHash('sha256').update(readFileSync(join(lib, 'DynamoDBLocal.jar')));
    for (const f of readdirSync(join(lib, 'DynamoDBLocal_lib')).sort())
      h.update(f).update(String(statSync(join(lib, 'DynamoDBLocal_lib', f)).size));
    key = h
      .update(`${java.stderr ?? ''}${java.stdout ?? ''}`)
      .digest('hex')
      .slice(0, 16);
  }
  return join(CACHE, key);
}

/** The archive, when one has been made for this jar and JVM (never with RECURSO_DYNAMO_CDS=0: to compare). */
export function dynamoClassArchive(): DynamoClassArchive | undefined {
  if (process.env.RECURSO_DYNAMO_CDS === '0') return undefined;
  try {
    const file = join(cacheDir(), 'archive.json');
    if (!existsSync(file)) return undefined;
    const archive = JSON.parse(readFileSync(file, 'utf8')) as DynamoClassArchive;
    // All of it, or none: a jar cleaned out of the temp dir would leave the JVM without its classes.
    const whole = [archive.archive, ...archive.classPath.split(':')].every((f) => existsSync(f));
    return whole ? archive : undefined;
  } catch {
    return undefined;
  }
}

/** A manifest's main attributes, continuation lines joined. */
export function attributes(manifest: string): Map<string, string> {
  const map = new Map<string, string>();
  const text = manifest.replace(/\r\n/g, '\n').replace(/\n /g, '');
  for (const line of text.split('\n')) {
    if (!line) break; // the main section ends at the first blank line
    const i = line.indexOf(': ');
    if (i > 0) map.set(line.slice(0, i), line.slice(i + 2));
  }
  return map;
}

/**
 * The jar with `manifest` in place of its own: every other entry's bytes as they were, the new manifest
 * stored after the last of them and the central directory pointing at it (what ZipFile, and so the JVM,
 * reads; the old manifest's bytes stay behind, unreferenced).
 */
export function withManifest(jar: Buffer, manifest: string): Buffer {
  let eocd = jar.length - 22;
  while (eocd >= 0 && jar.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error('not a zip file');
  const entries = jar.readUInt16LE(eocd + 10);
  const cdOffset = jar.readUInt32LE(eocd + 16);
  if (cdOffset === 0xffffffff || entries === 0xffff) throw new Error('zip64 jar');
  const data = Buffer.from(manifest, 'utf8');
  const name = Buffer.from('META-INF/MANIFEST.MF');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4); // version needed
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const newLocal = Buffer.concat([local, name, data]);
  const parts: Buffer[] = [];
  let found = false;
  for (let at = cdOffset, i = 0; i < entries; i++) {
    if (jar.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const nameLen = jar.readUInt16LE(at + 28);
    const size = 46 + nameLen + jar.readUInt16LE(at + 30) + jar.readUInt16LE(at + 32);
    const entry = Buffer.from(jar.subarray(at, at + size));
    if (entry.subarray(46, 46 + nameLen).equals(name)) {
      found = true;
      const central = Buffer.alloc(46);
      entry.copy(central, 0, 0, 8); // signature, versions
      central.writeUInt32LE(crc32(data), 16);
      central.writeUInt32LE(data.length, 20);
      central.writeUInt32LE(data.length, 24);
      central.writeUInt16LE(name.length, 28);
      central.writeUInt32LE(cdOffset, 42); // the new local entry goes where the directory was
      parts.push(central, name);
    } else parts.push(entry);
    at += size;
  }
  if (!found) throw new Error('no META-INF/MANIFEST.MF');
  const cd = Buffer.concat(parts);
  const end = Buffer.from(jar.subarray(eocd, eocd + 22));
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(cdOffset + newLocal.length, 16);
  end.writeUInt16LE(0, 20); // no comment
  return Buffer.concat([jar.subarray(0, cdOffset), newLocal, cd, end]);
}

const run = (child: ChildProcess) =>
  new Promise<number>((res) => child.once('exit', (code) => res(code ?? 1)));

/** What the runtime asks DynamoDB Local (a table, items, a query, conditions, a transaction). */
async function exercise(endpoint: string): Promise<void> {
  const call = (target: string, body: unknown) =>
    fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': `DynamoDB_20120810.${target}`,
        authorization:
          'AWS4-HMAC-SHA256 Credential=local/20200101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=00',
      },
      body: JSON.stringify(body),
    }).then((r) => r.text());
  const TableName = 'class-list';
  const key = (pk: string) => ({ pk: { S: pk }, sk: { S: 'item' } });
  await call('CreateTable', {
    TableName,
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'sk', AttributeType: 'S' },
      { AttributeName: 'gsi1pk', AttributeType: 'S' },
    ],
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'gsi1',
        KeySchema: [{ AttributeName: 'gsi1pk', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
    BillingMode: 'PAY_PER_REQUEST',
  });
  await call('DescribeTable', { TableName });
  await call('ListTables', {});
  await call('PutItem', {
    TableName,
    Item: { ...key('a'), gsi1pk: { S: 'g' }, n: { N: '1' }, m: { M: { l: { L: [{ S: 'x' }] } } } },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
  await call('GetItem', { TableName, Key: key('a'), ConsistentRead: true });
  await call('UpdateItem', {
    TableName,
    Key: key('a'),
    UpdateExpression: 'SET n = n + :one, #s = :s REMOVE m',
    ConditionExpression: 'attribute_exists(pk) AND n < :ten',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':one': { N: '1' }, ':ten': { N: '10' }, ':s': { S: 'x' } },
    ReturnValues: 'ALL_NEW',
  });
  await call('Query', {
    TableName,
    KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
    FilterExpression: 'n > :z',
    ExpressionAttributeValues: { ':p': { S: 'a' }, ':s': { S: 'it' }, ':z': { N: '0' } },
    ScanIndexForward: false,
    Limit: 10,
  });
  await call('Query', {
    TableName,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :g',
    ExpressionAttributeValues: { ':g': { S: 'g' } },
  });
  await call('TransactWriteItems', {
    TransactItems: [
      { Put: { TableName, Item: key('b'), ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Update: {
          TableName,
          Key: key('a'),
          UpdateExpression: 'SET n = :n',
          ExpressionAttributeValues: { ':n': { N: '5' } },
        },
      },
      { ConditionCheck: { TableName, Key: key('a'), ConditionExpression: 'attribute_exists(pk)' } },
    ],
  });
  await call('TransactGetItems', { TransactItems: [{ Get: { TableName, Key: key('b') } }] });
  await call('BatchWriteItem', { RequestItems: { [TableName]: [{ PutRequest: { Item: key('c') } }] } });
  await call('BatchGetItem', { RequestItems: { [TableName]: { Keys: [key('a'), key('c')] } } });
  await call('Scan', { TableName, Limit: 5 });
  await call('DeleteItem', { TableName, Key: key('c'), ConditionExpression: 'attribute_exists(pk)' });
  await call('PutItem', { TableName, Item: key('b'), ConditionExpression: 'attribute_not_exists(pk)' }); // refused
  await call('DeleteTable', { TableName });
}

async function build(dir: string): Promise<void> {
  const lib = jarDir();
  const jar = readFileSync(join(lib, 'DynamoDBLocal.jar'));
  const manifest = zipEntry(jar, 'META-INF/MANIFEST.MF').toString('utf8');
  const attrs = attributes(manifest);
  const mainClass = attrs.get('Main-Class');
  const entries = (attrs.get('Class-Path') ?? '').split(' ').filter((e) => e.endsWith('.jar'));
  if (!mainClass) throw new Error('DynamoDBLocal.jar names no Main-Class');
  const copy = join(dir, 'DynamoDBLocal.jar');
  writeFileSync(copy, withManifest(jar, withoutClassPath(manifest)));
  // The manifest's jars, in its order (the order classes are looked up in), copied beside it.
  mkdirSync(join(dir, 'DynamoDBLocal_lib'));
  const jars = entries.filter((e) => existsSync(resolve(lib, e)));
  for (const e of jars) copyFileSync(resolve(lib, e), resolve(dir, e));
  const classPath = [copy, ...jars.map((e) => resolve(dir, e))].join(':');

  // 2. the class list, from a JVM doing the runtime's calls
  const list = join(dir, 'classes.lst');
  const port = await freePort();
  const db = join(dir, 'db');
  mkdirSync(db, { recursive: true });
  const jvm = spawn(
    'java',
    [
      ...JVM_FLAGS,
      `-XX:DumpLoadedClassList=${list}`,
      `-Djava.library.path=${join(lib, 'DynamoDBLocal_lib')}`,
      '-cp',
      classPath,
      mainClass,
      '-sharedDb',
      '-disableTelemetry',
      '-dbPath',
      db,
      '-port',
      String(port),
    ],
    { cwd: db, stdio: 'ignore' },
  );
  lower(jvm);
  const exited = run(jvm);
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (jvm.exitCode !== null) throw new Error('DynamoDB Local exited while listing its classes');
      if (Date.now() > deadline) throw new Error('DynamoDB Local did not listen within 120 s');
      const up = await fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    await exercise(`http://127.0.0.1:${port}/`);
  } finally {
    jvm.kill('SIGKILL');
    await exited;
  }

  // 3. the archive
  const archive = join(dir, 'classes.jsa');
  const dump = spawn(
    'java',
    [
      '-Xshare:dump',
      `-XX:SharedClassListFile=${list}`,
      `-XX:SharedArchiveFile=${archive}.tmp`,
      '-cp',
      classPath,
    ],
    { cwd: dir, stdio: 'ignore' },
  );
  lower(dump);
  if ((await run(dump)) !== 0) throw new Error('java -Xshare:dump failed');
  renameSync(`${archive}.tmp`, archive);
  rmSync(db, { recursive: true, force: true });
  const descriptor: DynamoClassArchive = { archive, classPath, mainClass };
  writeFileSync(join(dir, 'archive.json.tmp'), JSON.stringify(descriptor));
  renameSync(join(dir, 'archive.json.tmp'), join(dir, 'archive.json'));
}

/** Background work: below the tests it serves. */
function lower(child: ChildProcess): void {
  try {
    if (child.pid) setPriority(child.pid, 10);
  } catch {
    /* not allowed: runs at the same priority */
  }
}

/** The manifest's main section without its Class-Path, lines folded at 72 bytes as the JAR specification wants. */
export function withoutClassPath(manifest: string): string {
  const lines = manifest
    .replace(/\r\n/g, '\n')
    .replace(/\n /g, '')
    .split('\n')
    .filter((l) => l && !l.startsWith('Class-Path:'));
  return `${fold(lines).join('\r\n')}\r\n`;
}

function fold(lines: string[]): string[] {
  return lines.flatMap((line) => {
    const out = [line.slice(0, 72)];
    for (let i = 72; i < line.length; i += 71) out.push(` ${line.slice(i, i + 71)}`);
    return out;
  });
}

/** The bytes of a zip's entry (stored or deflated), as the central directory points to it. */
export function zipEntry(jar: Buffer, wanted: string): Buffer {
  let eocd = jar.length - 22;
  while (eocd >= 0 && jar.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  const entries = jar.readUInt16LE(eocd + 10);
  for (let at = jar.readUInt32LE(eocd + 16), i = 0; i < entries; i++) {
    const nameLen = jar.readUInt16LE(at + 28);
    const name = jar.toString('utf8', at + 46, at + 46 + nameLen);
    if (name === wanted) {
      const method = jar.readUInt16LE(at + 10);
      const compressed = jar.readUInt32LE(at + 20);
      const offset = jar.readUInt32LE(at + 42);
      const start = offset + 30 + jar.readUInt16LE(offset + 26) + jar.readUInt16LE(offset + 28);
      const raw = jar.subarray(start, start + compressed);
      return method === 0 ? Buffer.from(raw) : inflateRawSync(raw);
    }
    at += 46 + nameLen + jar.readUInt16LE(at + 30) + jar.readUInt16LE(at + 32);
  }
  throw new Error(`no ${wanted}`);
}

const KEY = Symbol.for('recurso.test.dynamoClassArchive');
type Holder = { [KEY]?: Promise<void> };
/** A lock older than this is a build that was killed. */
const STALE_MS = 10 * 60_000;

/**
 * Makes the archive in the background unless it exists or another process is making it (once per jest
 * process: the projects' globalSetup each call it). Never fails: without an archive the JVMs load their
 * classes as before. `finishDynamoClassArchive()` (globalTeardown) waits for it.
 */
export function startDynamoClassArchive(): void {
  const holder = globalThis as Holder;
  if (holder[KEY] || process.env.RECURSO_DYNAMO_CDS === '0') return;
  holder[KEY] = (async () => {
    let lock: string | undefined;
    let dir: string | undefined;
    try {
      if (dynamoClassArchive()) return;
      dir = cacheDir();
      mkdirSync(CACHE, { recursive: true });
      const wanted = `${dir}.lock`;
      if (existsSync(wanted) && Date.now() - statSync(wanted).mtimeMs > STALE_MS)
        rmSync(wanted, { recursive: true, force: true });
      try {
        mkdirSync(wanted);
      } catch {
        return; // another run is making it
      }
      lock = wanted;
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      await build(dir);
    } catch (error) {
      process.stderr.write(
        `DynamoDB Local class archive not made (the JVMs load their classes): ${error instanceof Error ? error.message : String(error)}\n`,
      );
      if (lock && dir) rmSync(dir, { recursive: true, force: true });
    } finally {
      if (lock) rmSync(lock, { recursive: true, force: true });
    }
  })();
}

export async function finishDynamoClassArchive(): Promise<void> {
  await (globalThis as Holder)[KEY];
}
