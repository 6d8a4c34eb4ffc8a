/** ContactRepository on the single DynamoDB table (keys and access patterns in ./keys.ts). */
import {
  BatchWriteCommand,
  type DynamoDBDocumentClient,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import type { ContactPage, ContactRepository, ContactMessage } from '@recurso/core/contact';
import { queryNewestFirst } from '../dynamodb/newest-first';
import { contactKeys, K } from './keys';

const FIELDS = ['id', 'name', 'email', 'subject', 'message', 'createdAt'] as const;

const toMessage = (item: Record<string, unknown>): ContactMessage =>
  Object.fromEntries(FIELDS.map((f) => [f, String(item[f] ?? '')])) as ContactMessage;

export class DynamoContactRepository implements ContactRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async save(m: ContactMessage): Promise<void> {
    const sort = contactKeys.newestFirst(m.createdAt, m.id);
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: {
          ...contactKeys.message(m.id),
          [K.gsi1.partitionKey]: contactKeys.allPartition,
          [K.gsi1.sortKey]: sort,
          [K.gsi2.partitionKey]: contactKeys.bySender(m.email),
          [K.gsi2.sortKey]: sort,
          type: 'CONTACT',
          ...m,
        },
        ConditionExpression: `attribute_not_exists(${K.pk})`,
      }),
    );
  }

  async list(options: { limit: number; cursor?: string }): Promise<ContactPage> {
    const page = await queryNewestFirst(this.db, this.tableName, contactKeys.allPartition, options);
    const messages = page.items.map(toMessage);
    return page.nextCursor ? { messages, nextCursor: page.nextCursor } : { messages };
  }

  async listByEmail(email: string): Promise<ContactMessage[]> {
    const messages: ContactMessage[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.db.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: K.gsi2.indexName,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': K.gsi2.partitionKey },
          ExpressionAttributeValues: { ':pk': contactKeys.bySender(email) },
          ScanIndexForward: false,
          ExclusiveStartKey: start,
        }),
      );
      messages.push(...(out.Items ?? []).map(toMessage));
      start = out.LastEvaluatedKey;
    } while (start);
    return messages;
  }

  async deleteMany(ids: readonly string[]): Promise<void> {
    for (let i = 0; i < ids.length; i += 25) {
      let pending: Record<string, unknown>[] | undefined = ids
        .slice(i, i + 25)
        .map((id) => ({ DeleteRequest: { Key: contactKeys.message(id) } }));
      // BatchWrite may hand back unprocessed items under load: retry those until none remain.
      for (let attempt = 0; pending?.length; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
        const out = await this.db.send(
          new BatchWriteCommand({ RequestItems: { [this.tableName]: pending as never } }),
        );
        pending = out.UnprocessedItems?.[this.tableName] as Record<string, unknown>[] | undefined;
      }
    }
  }
}

/** One repository per deps object (the Lambda keeps its deps for the life of the container). */
const cache = new WeakMap<object, DynamoContactRepository>();
export function contactRepository(deps: { dynamo: DynamoDBDocumentClient; tableName: string }) {
  let repo = cache.get(deps);
  if (!repo) {
    repo = new DynamoContactRepository(deps.dynamo, deps.tableName);
    cache.set(deps, repo);
  }
  return repo;
}
