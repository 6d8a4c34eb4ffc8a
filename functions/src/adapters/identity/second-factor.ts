/**
 * SecondFactorStore in the user's own partition, so export and erasure reach it with the account:
 * `USER#<id>` / `TOTP` (secret, confirmation, last used step, recovery code hashes) and
 * `USER#<id>` / `MFA#<session hash>` proofs that expire with the session (table TTL).
 */
import { type DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SecondFactorRecord, SecondFactorStore } from '@recurso/core/identity';
import { consistentGet } from '../dynamodb/consistent-get';
import { isConditionalFailure } from '../dynamodb/errors';
import { epochSeconds, K, keys } from '../dynamodb/keys';

const totpKey = (userId: string) => ({ [K.pk]: keys.user(userId).pk, [K.sk]: 'TOTP' });
const proofKey = (userId: string, hash: string) => ({ [K.pk]: keys.user(userId).pk, [K.sk]: `MFA#${hash}` });

export class DynamoSecondFactorStore implements SecondFactorStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async get(userId: string): Promise<SecondFactorRecord | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: totpKey(userId), ConsistentRead: true }),
    );
    if (!Item) return undefined;
    return {
      secret: String(Item.secret),
      ...(Item.confirmedAt ? { confirmedAt: String(Item.confirmedAt) } : {}),
      ...(typeof Item.lastStep === 'number' ? { lastStep: Item.lastStep } : {}),
      recoveryCodeHashes: (Item.recoveryCodeHashes as string[] | undefined) ?? [],
    };
  }

  async savePending(userId: string, secret: string): Promise<boolean> {
    return this.conditional(
      new PutCommand({
        TableName: this.tableName,
        Item: { ...totpKey(userId), type: 'TOTP', secret, recoveryCodeHashes: [] },
        ConditionExpression: 'attribute_not_exists(confirmedAt)',
      }),
    );
  }

  confirm(userId: string, recoveryCodeHashes: string[], step: number, now: string): Promise<boolean> {
    return this.conditional(
      new UpdateCommand({
        TableName: this.tableName,
        Key: totpKey(userId),
        UpdateExpression: 'SET confirmedAt = :now, recoveryCodeHashes = :codes, lastStep = :step',
        ConditionExpression: `attribute_exists(${K.pk}) AND attribute_not_exists(confirmedAt)`,
        ExpressionAttributeValues: { ':now': now, ':codes': recoveryCodeHashes, ':step': step },
      }),
    );
  }

  useStep(userId: string, step: number): Promise<boolean> {
    return this.conditional(
      new UpdateCommand({
        TableName: this.tableName,
        Key: totpKey(userId),
        UpdateExpression: 'SET lastStep = :step',
        ConditionExpression:
          'attribute_exists(confirmedAt) AND (attribute_not_exists(lastStep) OR lastStep < :step)',
        ExpressionAttributeValues: { ':step': step },
      }),
    );
  }

  async useRecoveryCode(userId: string, hash: string): Promise<boolean> {
    const record = await this.get(userId);
    const index = record?.recoveryCodeHashes.indexOf(hash) ?? -1;
    if (index < 0) return false;
    // Remove exactly that element, only if it is still there: two concurrent uses cannot both pass.
    return this.conditional(
      new UpdateCommand({
        TableName: this.tableName,
        Key: totpKey(userId),
        UpdateExpression: `REMOVE recoveryCodeHashes[${index}]`,
        ConditionExpression: `recoveryCodeHashes[${index}] = :hash`,
        ExpressionAttributeValues: { ':hash': hash },
      }),
    );
  }

  async markSessionVerified(userId: string, sessionHash: string, expiresAt: Date): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { ...proofKey(userId, sessionHash), type: 'MFA_PROOF', [K.ttl]: epochSeconds(expiresAt) },
      }),
    );
  }

  async isSessionVerified(userId: string, sessionHash: string, now: Date): Promise<boolean> {
    const Item = await consistentGet(this.db, this.tableName, proofKey(userId, sessionHash));
    // TTL deletion lags; the expiry is checked here too.
    return Boolean(Item) && Number(Item?.[K.ttl]) > epochSeconds(now);
  }

  private async conditional(command: PutCommand | UpdateCommand): Promise<boolean> {
    try {
      await this.db.send(command as never);
      return true;
    } catch (err) {
      if (isConditionalFailure(err)) return false;
      throw err;
    }
  }
}
