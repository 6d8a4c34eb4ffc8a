/**
 * The outcome tallies (core/src/follow-up/outcome-stats.ts) on the single table: one counter item per
 * key in the `COUNTER` partition (`OUTCOMES#ALL`, `OUTCOMES#CODE#745-50`, `OUTCOMES#GROUND#…`). Every
 * write that changes a recorded outcome adds `tallyUpdates` to its own transaction (the repository's
 * update, the account erasure), so the tallies always equal a count of the stored outcomes.
 */
import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { OutcomeTallies, OutcomeTallyRow, TallyDelta } from '@recurso/core/follow-up';
import { appealKeys, K } from './keys';

export function tallyUpdates(tableName: string, deltas: readonly TallyDelta[]) {
  return deltas.map((d) => ({
    Update: {
      TableName: tableName,
      Key: appealKeys.outcomeTally(d.key),
      UpdateExpression: `${d.label ? 'SET #label = :label ' : ''}ADD granted :g, refused :r, noResponse :n`,
      ...(d.label ? { ExpressionAttributeNames: { '#label': 'label' } } : {}),
      ExpressionAttributeValues: {
        ':g': d.granted,
        ':r': d.refused,
        ':n': d.noResponse,
        ...(d.label ? { ':label': d.label } : {}),
      },
    },
  }));
}

export class DynamoOutcomeTallies implements OutcomeTallies {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async all(): Promise<OutcomeTallyRow[]> {
    const rows: OutcomeTallyRow[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.db.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
          ExpressionAttributeNames: { '#pk': K.pk, '#sk': K.sk },
          ExpressionAttributeValues: { ':pk': 'COUNTER', ':prefix': appealKeys.outcomeTallyPrefix },
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      for (const item of out.Items ?? [])
        rows.push({
          key: String(item[K.sk]).slice(appealKeys.outcomeTallyPrefix.length),
          label: typeof item.label === 'string' ? item.label : undefined,
          granted: Number(item.granted ?? 0),
          refused: Number(item.refused ?? 0),
          noResponse: Number(item.noResponse ?? 0),
        });
      start = out.LastEvaluatedKey;
    } while (start);
    return rows;
  }
}
