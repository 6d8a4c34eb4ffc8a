/**
 * The account's preferences (core/src/my-account/preferences.ts) as `USER#<id>` / `PREFERENCES`, and the
 * reminder recipients the sweep reads: each owner's profile (the account exists, its e-mail) and
 * preferences, in BatchGetItem calls of 100 keys. Erasure deletes the item with the account's partition.
 */
import { BatchGetCommand, type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ReminderRecipient, ReminderRecipients } from '@recurso/core/follow-up';
import { DEFAULT_PREFERENCES, type MyPreferences, type PreferencesStore } from '@recurso/core/my-account';
import { K, keys } from '../dynamodb/keys';

type Item = Record<string, unknown>;

export class DynamoPreferences implements PreferencesStore, ReminderRecipients {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async get(userId: string): Promise<MyPreferences> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.preferences(userId), ConsistentRead: true }),
    );
    return fromItem(Item);
  }

  async set(userId: string, preferences: MyPreferences, now: string): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { ...keys.preferences(userId), entity: 'PREFERENCES', ...preferences, updatedAt: now },
      }),
    );
  }

  async find(userIds: readonly string[]): Promise<Map<string, ReminderRecipient>> {
    const profiles = new Map<string, Item>();
    const preferences = new Map<string, Item>();
    const wanted = userIds.flatMap((id) => [keys.user(id), keys.preferences(id)]);
    for (let i = 0; i < wanted.length; i += 100) {
      let request: Item[] | undefined = wanted.slice(i, i + 100);
      while (request?.length) {
        const out = await this.db.send(
          new BatchGetCommand({
            RequestItems: {
              [this.tableName]: {
                Keys: request,
                ProjectionExpression: '#pk, #sk, email, deadlineReminders',
                ExpressionAttributeNames: { '#pk': K.pk, '#sk': K.sk },
              },
            },
          }),
        );
        for (const item of out.Responses?.[this.tableName] ?? []) {
          const userId = String(item[K.pk]).replace(/^USER#/, '');
          (item[K.sk] === 'PROFILE' ? profiles : preferences).set(userId, item);
        }
        request = out.UnprocessedKeys?.[this.tableName]?.Keys as Item[] | undefined;
      }
    }
    const found = new Map<string, ReminderRecipient>();
    for (const [userId, profile] of profiles)
      found.set(userId, {
        email: String(profile.email),
        remindersOff: !fromItem(preferences.get(userId)).deadlineReminders,
      });
    return found;
  }
}

const fromItem = (item: Item | undefined): MyPreferences => ({
  deadlineReminders:
    typeof item?.deadlineReminders === 'boolean'
      ? item.deadlineReminders
      : DEFAULT_PREFERENCES.deadlineReminders,
});
