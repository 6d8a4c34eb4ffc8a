/**
 * AuditLog on the single table. Access patterns (no Scan): one entry `AUDIT#<id>` / `AUDIT`; every
 * entry newest first on GSI1 partition `AUDIT`, sort `<at>#<id>`, queried backwards.
 */
import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry, AuditLog, AuditPage } from '@recurso/core/audit';
import { K } from '../dynamodb/keys';
import { queryNewestFirst } from '../dynamodb/newest-first';

export const auditKeys = {
  entry: (id: string) => ({ [K.pk]: `AUDIT#${id}`, [K.sk]: 'AUDIT' }),
  allPartition: 'AUDIT',
  newestFirst: (at: string, id: string) => `${at}#${id}`,
} as const;

const FIELDS = [
  'id',
  'at',
  'actorId',
  'actorEmail',
  'actorRole',
  'action',
  'targetType',
  'targetId',
  'detail',
  'requestId',
] as const;

const toEntry = (item: Record<string, unknown>): AuditEntry =>
  Object.fromEntries(
    FIELDS.filter((f) => item[f] !== undefined).map((f) => [f, item[f]]),
  ) as unknown as AuditEntry;

export class DynamoAuditLog implements AuditLog {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: {
          ...auditKeys.entry(entry.id),
          [K.gsi1.partitionKey]: auditKeys.allPartition,
          [K.gsi1.sortKey]: auditKeys.newestFirst(entry.at, entry.id),
          type: 'AUDIT',
          ...entry,
        },
        ConditionExpression: `attribute_not_exists(${K.pk})`,
      }),
    );
  }

  async list(options: { limit: number; cursor?: string }): Promise<AuditPage> {
    const page = await queryNewestFirst(this.db, this.tableName, auditKeys.allPartition, options);
    const entries = page.items.map(toEntry);
    return page.nextCursor ? { entries, nextCursor: page.nextCursor } : { entries };
  }
}
