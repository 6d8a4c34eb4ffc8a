/** Creates the single table in DynamoDB Local from core/src/table.ts, as CDK does on AWS. */
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE_KEYS } from '@recurso/core/table';
import { StartupError } from './ports';

const localClient = (endpoint: string) =>
  new DynamoDBClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

/** Waits until the engine answers (it listens a moment before it serves). */
async function untilServing(client: DynamoDBClient): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      return;
    } catch (err) {
      if (Date.now() > deadline) throw new StartupError(`DynamoDB Local does not answer: ${String(err)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

const projection = { ProjectionType: 'ALL' } as const;

/**
 * A table made by an older version (its data in `.data/`) gets the indexes added since, one at a time
 * as DynamoDB allows, like a CDK deploy of the new index. A new index starts empty: the items written
 * before it carry none of its keys (the appeals written before the reminder index have no reminders).
 */
async function addMissingIndexes(client: DynamoDBClient, tableName: string): Promise<void> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  const have = new Set((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
  for (const i of TABLE_KEYS.indexes) {
    if (have.has(i.indexName)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          { AttributeName: i.partitionKey, AttributeType: 'S' },
          { AttributeName: i.sortKey, AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: i.indexName,
              KeySchema: [
                { AttributeName: i.partitionKey, KeyType: 'HASH' },
                { AttributeName: i.sortKey, KeyType: 'RANGE' },
              ],
              Projection: projection,
            },
          },
        ],
      }),
    );
  }
}

/** Creates the table (keys, GSIs, TTL) as CDK does, when it does not exist yet. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = localClient(endpoint);
  try {
    await untilServing(client);
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
            Projection: projection,
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
    await addMissingIndexes(client, tableName);
  } finally {
    client.destroy();
  }
}
