/**
 * ResetTokenStore: `RESET#<sha256>` items with a TTL, and on the user item the hash of the one live
 * token (`resetTokenHash`), so a newer request voids the older and a used token cannot come back.
 */
import { type DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ResetTokenRecord, ResetTokenStore } from '@recurso/core/identity';
import { isConditionalFailure } from './errors';
import { epochSeconds, K, keys } from './keys';

export class DynamoResetTokenStore implements ResetTokenStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async issue(record: ResetTokenRecord): Promise<void> {
    const user = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.user(record.userId), ConsistentRead: true }),
    );
    const previous = user.Item?.resetTokenHash as string | undefined;
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: this.tableName,
              Item: {
                ...keys.resetToken(record.tokenHash),
                type: 'RESET_TOKEN',
                userId: record.userId,
                [K.ttl]: epochSeconds(record.expiresAt),
              },
            },
          },
          {
            Update: {
              TableName: this.tableName,
              Key: keys.user(record.userId),
              UpdateExpression: 'SET resetTokenHash = :h',
              ConditionExpression: `attribute_exists(${K.pk})`,
              ExpressionAttributeValues: { ':h': record.tokenHash },
            },
          },
          ...(previous && previous !== record.tokenHash
            ? [{ Delete: { TableName: this.tableName, Key: keys.resetToken(previous) } }]
            : []),
        ],
      }),
    );
  }

  async find(tokenHash: string): Promise<ResetTokenRecord | undefined> {
    const token = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.resetToken(tokenHash), ConsistentRead: true }),
    );
    if (!token.Item) return undefined;
    const userId = token.Item.userId as string;
    const user = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.user(userId), ConsistentRead: true }),
    );
    if (user.Item?.resetTokenHash !== tokenHash) return undefined;
    return { tokenHash, userId, expiresAt: new Date((token.Item[K.ttl] as number) * 1000) };
  }

  async consume(tokenHash: string, userId: string, passwordHash: string, now: string): Promise<boolean> {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: this.tableName,
                Key: keys.resetToken(tokenHash),
                ConditionExpression: `attribute_exists(${K.pk})`,
              },
            },
            {
              Update: {
                TableName: this.tableName,
                Key: keys.user(userId),
                UpdateExpression:
                  'SET passwordHash = :p, updatedAt = :now REMOVE resetTokenHash ADD tokenVersion :one',
                ConditionExpression: 'resetTokenHash = :h',
                ExpressionAttributeValues: { ':p': passwordHash, ':now': now, ':one': 1, ':h': tokenHash },
              },
            },
          ],
        }),
      );
      return true;
    } catch (err) {
      if (isConditionalFailure(err)) return false;
      throw err;
    }
  }
}
