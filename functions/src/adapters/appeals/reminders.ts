/**
 * The reminder index (core/src/follow-up ReminderIndex) on GSI3: appeals with a deadline reminder still
 * to send carry `gsi3pk = REMINDERS`, `gsi3sk = <reminderDueAt>#<id>` (README.md here). A sweep reads
 * the range "due by now" and nothing else; claiming a point is a conditional write on the item's
 * version. A claim changes no field the lists show, so it leaves `updatedAt` and the owner's list
 * version alone (lists never carry the reminder fields: items.ts).
 */
import { type DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DueReminderItem, ReminderIndex, ReminderStateChange } from '@recurso/core/follow-up';
import { isConditionalFailure } from '../dynamodb/errors';
import { reminderIndexKeys } from './items';
import { appealKeys, K } from './keys';

const FIELDS = [
  'id',
  'userId',
  'userEmail',
  'type',
  'status',
  'code',
  'userName',
  'notice',
  'filingDeadline',
  'reminderDueAt',
  'remindersSent',
  'version',
] as const;
const PROJECTION = {
  ProjectionExpression: FIELDS.map((_, i) => `#f${i}`).join(', '),
  names: Object.fromEntries(FIELDS.map((f, i) => [`#f${i}`, f])),
};

const encode = (key: Record<string, unknown> | undefined) =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;
const decode = (cursor: string | undefined) =>
  cursor
    ? (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>)
    : undefined;

export class DynamoReminderIndex implements ReminderIndex {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async due(now: string, limit: number, cursor?: string) {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: K.gsi3.indexName,
        KeyConditionExpression: '#pk = :pk AND #sk <= :upTo',
        ProjectionExpression: PROJECTION.ProjectionExpression,
        ExpressionAttributeNames: { '#pk': K.gsi3.partitionKey, '#sk': K.gsi3.sortKey, ...PROJECTION.names },
        // every id due at exactly `now` too ('~' sorts after the id characters)
        ExpressionAttributeValues: { ':pk': appealKeys.remindersDue, ':upTo': `${now}#~` },
        Limit: Math.max(1, limit),
        ExclusiveStartKey: decode(cursor),
      }),
    );
    const items: DueReminderItem[] = (out.Items ?? []).map((item) => {
      const { version, ...appeal } = item;
      return { appeal: appeal as DueReminderItem['appeal'], version: Number(version ?? 0) };
    });
    return { items, cursor: encode(out.LastEvaluatedKey) };
  }

  async advance(item: DueReminderItem, next: ReminderStateChange): Promise<number | false> {
    const names: Record<string, string> = {
      '#version': 'version',
      '#sent': 'remindersSent',
      '#due': 'reminderDueAt',
      '#gsi3pk': K.gsi3.partitionKey,
      '#gsi3sk': K.gsi3.sortKey,
    };
    const values: Record<string, unknown> = {
      ':version': item.version,
      ':next': item.version + 1,
      ':sent': next.remindersSent,
    };
    let expression = 'SET #version = :next, #sent = :sent';
    if (next.reminderDueAt) {
      const entry = reminderIndexKeys(item.appeal.id, next.reminderDueAt);
      Object.assign(values, {
        ':due': next.reminderDueAt,
        ':gsi3pk': entry[K.gsi3.partitionKey],
        ':gsi3sk': entry[K.gsi3.sortKey],
      });
      expression += ', #due = :due, #gsi3pk = :gsi3pk, #gsi3sk = :gsi3sk';
    } else expression += ' REMOVE #due, #gsi3pk, #gsi3sk';
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: appealKeys.appeal(item.appeal.id),
          UpdateExpression: expression,
          ConditionExpression: '#version = :version',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
      return item.version + 1;
    } catch (error) {
      if (isConditionalFailure(error)) return false;
      throw error;
    }
  }
}
