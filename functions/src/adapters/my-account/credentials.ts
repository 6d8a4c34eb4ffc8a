/** CredentialStore on the user item: conditional on the token version read, so no change is lost. */
import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CredentialStore } from '@recurso/core/my-account';
import type { User } from '@recurso/core/user';
import { isConditionalFailure } from '../dynamodb/errors';
import { K, keys } from '../dynamodb/keys';

export class DynamoCredentialStore implements CredentialStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async setPassword(user: User, passwordHash: string, now: string): Promise<User | undefined> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: keys.user(user.id),
          // A pending reset link dies with the old password (its hash must match resetTokenHash).
          UpdateExpression:
            'SET passwordHash = :p, updatedAt = :now REMOVE resetTokenHash ADD tokenVersion :one',
          ConditionExpression: `attribute_exists(${K.pk}) AND tokenVersion = :tv`,
          ExpressionAttributeValues: { ':p': passwordHash, ':now': now, ':one': 1, ':tv': user.tokenVersion },
        }),
      );
    } catch (err) {
      if (isConditionalFailure(err)) return undefined;
      throw err;
    }
    return { ...user, passwordHash, tokenVersion: user.tokenVersion + 1, updatedAt: now };
  }

  async revokeSessions(userId: string, now: string): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: keys.user(userId),
        UpdateExpression: 'SET updatedAt = :now ADD tokenVersion :one',
        ConditionExpression: `attribute_exists(${K.pk})`,
        ExpressionAttributeValues: { ':now': now, ':one': 1 },
      }),
    );
  }
}
