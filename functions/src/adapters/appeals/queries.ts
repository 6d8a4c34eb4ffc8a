/**
 * The appeal lists (README.md, "Access patterns"): Queries on GSI1 (per user) and GSI2 (per status),
 * newest first, summaries only; the all-appeals list merges the per-status partitions (a closed set of
 * ten), never a Scan. Cursors are opaque base64url and checked to belong to the list they page.
 */
import { type DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { APPEAL_STATUSES, type AppealStatus } from '@recurso/core/appeal';
import type { AppealSummary, ListOptions, Page } from '@recurso/core/appeals';
import { ValidationError } from '@recurso/core/errors';
import { type Item, summaryProjection, toSummary } from './items';
import { appealKeys, K } from './keys';

export const DEFAULT_LIMIT = 100;

export interface Table {
  db: DynamoDBDocumentClient;
  tableName: string;
}

const encodeCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function decodeCursor<T>(cursor: string | undefined, check: (v: unknown) => v is T): T | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (check(value)) return value;
  } catch {
    // fall through
  }
  throw new ValidationError('Cursor de paginação inválido.');
}
const isKey =
  (partition: string, index: { partitionKey: string }) =>
  (v: unknown): v is Item =>
    typeof v === 'object' && v !== null && (v as Item)[index.partitionKey] === partition;
const isSortValue = (v: unknown): v is { before: string } =>
  typeof v === 'object' && v !== null && typeof (v as { before?: unknown }).before === 'string';

export async function queryByUser(
  table: Table,
  userId: string,
  options: ListOptions & { status?: AppealStatus },
): Promise<Page<AppealSummary>> {
  // The SPA polls a user's `processing` appeals every 10 s: that status partition is small and
  // short-lived, so read it (filtered to the user) instead of every appeal the user ever had.
  if (options.status === 'processing') {
    const partition = appealKeys.byStatus(options.status);
    return queryPage(
      table,
      {
        IndexName: K.gsi2.indexName,
        KeyConditionExpression: '#pk = :pk',
        FilterExpression: '#userId = :userId',
        ExpressionAttributeNames: { '#pk': K.gsi2.partitionKey, '#userId': 'userId' },
        ExpressionAttributeValues: { ':pk': partition, ':userId': userId },
        ExclusiveStartKey: decodeCursor(options.cursor, isKey(partition, K.gsi2)),
      },
      options.limit,
    );
  }
  const partition = appealKeys.byUser(userId);
  return queryPage(
    table,
    {
      IndexName: K.gsi1.indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: {
        '#pk': K.gsi1.partitionKey,
        ...(options.status ? { '#status': 'status' } : {}),
      },
      ExpressionAttributeValues: {
        ':pk': partition,
        ...(options.status ? { ':status': options.status } : {}),
      },
      ...(options.status ? { FilterExpression: '#status = :status' } : {}),
      ExclusiveStartKey: decodeCursor(options.cursor, isKey(partition, K.gsi1)),
    },
    options.limit,
  );
}

export async function queryByStatus(
  table: Table,
  status: AppealStatus,
  options: ListOptions,
): Promise<Page<AppealSummary>> {
  const partition = appealKeys.byStatus(status);
  return queryPage(
    table,
    {
      IndexName: K.gsi2.indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': K.gsi2.partitionKey },
      ExpressionAttributeValues: { ':pk': partition },
      ExclusiveStartKey: decodeCursor(options.cursor, isKey(partition, K.gsi2)),
    },
    options.limit,
  );
}

/** Newest first across every status partition: each answers its newest `limit` before the cursor. */
export async function queryAll({ db, tableName }: Table, options: ListOptions): Promise<Page<AppealSummary>> {
  const limit = options.limit ?? DEFAULT_LIMIT;
  const before = decodeCursor(options.cursor, isSortValue)?.before;
  const pages = await Promise.all(
    APPEAL_STATUSES.map((status) =>
      db.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: K.gsi2.indexName,
          KeyConditionExpression: before ? '#pk = :pk AND #sk < :before' : '#pk = :pk',
          ProjectionExpression: summaryProjection.ProjectionExpression,
          ExpressionAttributeNames: {
            '#pk': K.gsi2.partitionKey,
            ...(before ? { '#sk': K.gsi2.sortKey } : {}),
            ...summaryProjection.names,
          },
          ExpressionAttributeValues: {
            ':pk': appealKeys.byStatus(status),
            ...(before ? { ':before': before } : {}),
          },
          ScanIndexForward: false,
          Limit: limit,
        }),
      ),
    ),
  );
  const sortKey = (i: Item) => String(i[K.gsi2.sortKey]);
  const merged = pages.flatMap((p) => p.Items ?? []).sort((a, b) => (sortKey(a) < sortKey(b) ? 1 : -1));
  const items = merged.slice(0, limit);
  const more = merged.length > limit || pages.some((p) => p.LastEvaluatedKey);
  const last = items[items.length - 1];
  return {
    items: items.map(toSummary),
    cursor: more && last ? encodeCursor({ before: sortKey(last) }) : undefined,
  };
}

async function queryPage(
  { db, tableName }: Table,
  input: Omit<QueryCommandInput, 'TableName'>,
  limit = DEFAULT_LIMIT,
): Promise<Page<AppealSummary>> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName,
      ScanIndexForward: false,
      Limit: limit,
      ...input,
      ProjectionExpression: summaryProjection.ProjectionExpression,
      ExpressionAttributeNames: { ...input.ExpressionAttributeNames, ...summaryProjection.names },
    }),
  );
  return Object.freeze({
    items: Object.freeze((out.Items ?? []).map(toSummary)) as AppealSummary[],
    cursor: out.LastEvaluatedKey ? encodeCursor(out.LastEvaluatedKey) : undefined,
  });
}
