/**
 * One page of a GSI1 partition, newest first (sort keys `<iso time>#<id>` queried backwards), with an
 * opaque cursor that only resumes the same partition: the shared read of the audit trail and the inbox.
 */
import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { INVALID_CURSOR, ValidationError } from '@recurso/core/errors';
import { K } from './keys';

type Item = Record<string, unknown>;

export interface NewestFirstPage {
  items: Item[];
  nextCursor?: string;
}

export async function queryNewestFirst(
  db: DynamoDBDocumentClient,
  tableName: string,
  partition: string,
  options: { limit: number; cursor?: string },
): Promise<NewestFirstPage> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: K.gsi1.indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': K.gsi1.partitionKey },
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor, partition),
    }),
  );
  const items = out.Items ?? [];
  return out.LastEvaluatedKey ? { items, nextCursor: encodeCursor(out.LastEvaluatedKey) } : { items };
}

const encodeCursor = (key: Item): string => Buffer.from(JSON.stringify(key)).toString('base64url');

/** A cursor from another partition (or not ours at all) is a client error, never a foreign read. */
function decodeCursor(cursor: string | undefined, partition: string): Item | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Item;
    if (key[K.gsi1.partitionKey] !== partition) throw new Error('foreign cursor');
    return key;
  } catch {
    throw new ValidationError(INVALID_CURSOR);
  }
}
