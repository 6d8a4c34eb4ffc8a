/** RateLimiter: one fixed-window counter item per key and window, removed by the table's TTL. */
import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RateLimiter } from '@recurso/core/identity';
import type { Clock } from '@recurso/core/ports';
import { K, keys } from './keys';

export class DynamoRateLimiter implements RateLimiter {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly clock: Clock,
  ) {}

  async hit(key: string, windowSeconds: number): Promise<number> {
    const nowS = Math.floor(this.clock.now().getTime() / 1000);
    const windowStart = nowS - (nowS % windowSeconds);
    const out = await this.db.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: keys.rateLimit(key, windowStart),
        UpdateExpression: 'ADD hits :one SET #ttl = if_not_exists(#ttl, :exp)',
        ExpressionAttributeNames: { '#ttl': K.ttl },
        ExpressionAttributeValues: { ':one': 1, ':exp': windowStart + windowSeconds * 2 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(out.Attributes?.hits ?? 1);
  }
}
