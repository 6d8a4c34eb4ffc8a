/**
 * PersonalDataStore on the single table: every item about one user, found by keys (no Scan):
 * - `USER#<id>` partition (profile and any other item of the account);
 * - appeals on GSI1 `USER#<id>#APPEALS`, each with its `GENERATION_INPUT`, `TEXT` and `FACTS` items;
 * - contact messages on GSI2 `CONTACT_EMAIL#<email>`;
 * - rate-limit counters whose key holds the e-mail (`RATE#<action>:email:<email>`).
 */
import {
  BatchGetCommand,
  DeleteCommand,
  type DynamoDBDocumentClient,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import type { ErasureReport, PersonalData, PersonalDataStore, StoredItem } from '@recurso/core/my-account';
import type { UserRepository } from '@recurso/core/identity';
import { type AppealStatus, DOWNLOADABLE_STATUSES } from '@recurso/core/appeal';
import { appealPreview, counterDeltas, PAID_STATUSES } from '@recurso/core/appeals';
import type { ContactRepository } from '@recurso/core/contact';
import type { User } from '@recurso/core/user';
import { outcomeTallyDeltas } from '@recurso/core/follow-up';
import type { Appeal } from '@recurso/core/appeal';
import { FOLLOW_UP_FIELDS, toAppeal } from '../appeals/items';
import { appealKeys } from '../appeals/keys';
import { tallyUpdates } from '../appeals/outcome-tallies';
import { isConditionalFailure } from '../dynamodb/errors';
import { K, keys } from '../dynamodb/keys';
import { listVersionBump } from '../dynamodb/list-cache';

type Item = Record<string, unknown>;

/** Table bookkeeping and secrets never leave the server, not even to their owner. */
const HIDDEN = new Set([
  K.pk,
  K.sk,
  K.gsi1.partitionKey,
  K.gsi1.sortKey,
  K.gsi2.partitionKey,
  K.gsi2.sortKey,
  K.gsi3.partitionKey,
  K.gsi3.sortKey,
  'passwordHash',
  'resetTokenHash',
  'tokenVersion',
  'secret',
  'recoveryCodeHashes',
]);
/**
 * The document client unmarshalls items to JSON values (strings, numbers, booleans, null, lists, maps):
 * the table holds no sets or binaries, so an item is a StoredItem once its hidden attributes are gone.
 */
const visible = (item: Item): StoredItem =>
  Object.fromEntries(Object.entries(item).filter(([k]) => !HIDDEN.has(k))) as StoredItem;
/** A side item of an appeal without its keys and bookkeeping. */
const withoutKeys = (item: Item): StoredItem => {
  const { entity: _e, userId: _u, ...rest } = visible(item);
  return rest;
};

/** Appeal fields that identify or describe the person; removed from appeals kept as payment records. */
export const APPEAL_PERSONAL_FIELDS = [
  'userEmail',
  'userName',
  'userDocument',
  'generatedText',
  'hasText',
  'filingNote',
  'code',
  'failureReason',
  'documentKey',
  ...FOLLOW_UP_FIELDS,
] as const;

/** Counters keyed by e-mail by the identity use cases (core/src/identity/rate-limit.ts). */
const RATE_ACTIONS_BY_EMAIL = ['login', 'register', 'forgot'];

/** Paid (or once paid, then refunded) appeals are fiscal records: kept, anonymised. */
const isPaymentRecord = (item: Item) =>
  PAID_STATUSES.includes(item.status as AppealStatus) ||
  item.status === 'refunded' ||
  Boolean((item.payment as Item | undefined)?.paymentId);

export const ERASED_USER_ID = 'ERASED';

/**
 * The appeal's text as its owner may read it: whole once paid, else only its preview (issue 14: the
 * text is what the payment buys; the facts, the person's own data, are exported whole).
 */
function textOf(appeal: Item, text: Item): Item {
  if (DOWNLOADABLE_STATUSES.includes(appeal.status as AppealStatus) || typeof text.generatedText !== 'string')
    return { generatedText: text.generatedText, filingNote: text.filingNote };
  return { preview: appealPreview(text.generatedText) };
}

export class DynamoPersonalDataStore implements PersonalDataStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly users: UserRepository,
    private readonly contact: ContactRepository,
  ) {}

  async collect(user: User): Promise<PersonalData> {
    const [own, appeals, contactMessages] = await Promise.all([
      this.queryAll({
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': K.pk },
        ExpressionAttributeValues: { ':pk': keys.user(user.id).pk },
      }),
      this.appealItems(user.id),
      this.contact.listByEmail(user.email),
    ]);
    const ids = appeals.map((a) => String(a.id));
    const [inputs, texts, facts, identifications] = await Promise.all([
      this.sideItems(ids, appealKeys.generationInput),
      this.sideItems(ids, appealKeys.text),
      this.sideItems(ids, appealKeys.facts),
      this.sideItems(ids, appealKeys.driverIdentification),
    ]);
    const profile = own.find((i) => i[K.sk] === keys.user(user.id).sk) ?? {};
    return {
      account: visible(profile),
      accountItems: own.filter((i) => i !== profile).map(visible),
      appeals: appeals.map((a) => {
        const text = texts.get(String(a.id)) as Item | undefined;
        return {
          ...visible(a),
          ...(text ? visible(textOf(a, text)) : {}),
          generationInput: ((inputs.get(String(a.id)) as Item | undefined)?.input ??
            null) as StoredItem | null,
          facts: ((facts.get(String(a.id)) as Item | undefined)?.facts ?? null) as StoredItem | null,
          ...(identifications.has(String(a.id))
            ? { driverIdentification: withoutKeys(identifications.get(String(a.id)) as Item) }
            : {}),
        };
      }),
      contactMessages: contactMessages.map((m) => ({ ...m })),
    };
  }

  async erase(user: User, now: string): Promise<ErasureReport> {
    const report: ErasureReport = { appealsDeleted: 0, appealsAnonymised: 0, contactMessagesDeleted: 0 };
    for (const appeal of await this.appealItems(user.id)) {
      if (await this.eraseAppeal(String(appeal.id), now)) report.appealsAnonymised += 1;
      else report.appealsDeleted += 1;
    }
    const messages = await this.contact.listByEmail(user.email);
    await this.contact.deleteMany(messages.map((m) => m.id));
    report.contactMessagesDeleted = messages.length;

    const rateKeys = [
      ...RATE_ACTIONS_BY_EMAIL.map((action) => `${action}:email:${user.email}`),
      `password-check:user:${user.id}`,
    ];
    for (const key of rateKeys) {
      await this.deleteAll(await this.queryAll(this.partition(keys.rateLimit(key, 0).pk)));
    }
    // The account last: until here a retry (after logging in again) can finish the job.
    const own = await this.queryAll(this.partition(keys.user(user.id).pk));
    await this.deleteAll(own.filter((i) => i[K.sk] !== keys.user(user.id).sk));
    await this.users.delete(user.id);
    return report;
  }

  /** Deletes an unpaid appeal (counters adjusted) or anonymises a payment record; true if kept. */
  private async eraseAppeal(id: string, now: string): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      const { Items } = await this.db.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': K.pk },
          ExpressionAttributeValues: { ':pk': appealKeys.appeal(id)[K.pk] },
          ConsistentRead: true,
        }),
      );
      const appeal = (Items ?? []).find((i) => i[K.sk] === appealKeys.appeal(id)[K.sk]);
      if (!appeal) return false;
      const keep = isPaymentRecord(appeal);
      // An unpaid appeal goes whole; a payment record loses its generation input (the form data), its
      // TEXT item (the text names the person), its FACTS item (the facts are the person's data) and the
      // driver identification (names two people).
      const personalSks = [
        appealKeys.generationInput(id)[K.sk],
        appealKeys.text(id)[K.sk],
        appealKeys.facts(id)[K.sk],
        appealKeys.driverIdentification(id)[K.sk],
      ];
      const others = (Items ?? [])
        .filter((i) => i !== appeal && (!keep || personalSks.includes(String(i[K.sk]))))
        .map((i) => ({ [K.pk]: i[K.pk], [K.sk]: i[K.sk] }));
      const guard = {
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': appeal.version ?? 0 },
      };
      const names = Object.fromEntries(APPEAL_PERSONAL_FIELDS.map((f) => [`#${f}`, f]));
      const appealWrite = keep
        ? {
            Update: {
              TableName: this.tableName,
              Key: appealKeys.appeal(id),
              UpdateExpression: `SET userId = :erased, erasedAt = :now, #version = :next REMOVE ${[...APPEAL_PERSONAL_FIELDS.map((f) => `#${f}`), '#g1pk', '#g1sk', '#g3pk', '#g3sk'].join(', ')}`,
              ...guard,
              ExpressionAttributeNames: {
                ...guard.ExpressionAttributeNames,
                ...names,
                '#g1pk': K.gsi1.partitionKey,
                '#g1sk': K.gsi1.sortKey,
                // no deadline reminder for an erased account
                '#g3pk': K.gsi3.partitionKey,
                '#g3sk': K.gsi3.sortKey,
              },
              ExpressionAttributeValues: {
                ...guard.ExpressionAttributeValues,
                ':erased': ERASED_USER_ID,
                ':now': now,
                ':next': Number(appeal.version ?? 0) + 1,
              },
            },
          }
        : { Delete: { TableName: this.tableName, Key: appealKeys.appeal(id), ...guard } };
      const d = counterDeltas(Number(appeal.value ?? 0), appeal.status as AppealStatus, undefined);
      const counters = {
        Update: {
          TableName: this.tableName,
          Key: appealKeys.counters,
          UpdateExpression: 'ADD totalAppeals :total, paidValueCents :paid, pendingAppeals :pending',
          ExpressionAttributeValues: {
            ':total': d.totalAppeals,
            ':paid': d.paidValueCents,
            ':pending': d.pendingAppeals,
          },
        },
      };
      try {
        await this.db.send(
          new TransactWriteCommand({
            TransactItems: [
              appealWrite,
              ...(keep ? [] : [counters]),
              // its recorded outcome leaves the tallies with it (core/src/follow-up/outcome-stats.ts)
              ...tallyUpdates(this.tableName, outcomeTallyDeltas(toAppeal(appeal) as Appeal, undefined)),
              ...others.map((Key) => ({ Delete: { TableName: this.tableName, Key } })),
              // the owner's cached list loses it (users.delete then drops that version item)
              listVersionBump(this.tableName, appealKeys.listVersion(String(appeal.userId)), new Date(now)),
            ],
          }),
        );
        return keep;
      } catch (err) {
        // The pipeline or a webhook changed the appeal meanwhile: read it again.
        if (!isConditionalFailure(err) || attempt >= 5) throw err;
      }
    }
  }

  private partition(pk: string): Omit<QueryCommandInput, 'TableName'> {
    return {
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': K.pk },
      ExpressionAttributeValues: { ':pk': pk },
    };
  }

  private appealItems(userId: string): Promise<Item[]> {
    return this.queryAll({
      IndexName: K.gsi1.indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': K.gsi1.partitionKey },
      ExpressionAttributeValues: { ':pk': appealKeys.byUser(userId) },
      ScanIndexForward: false,
    });
  }

  /** The appeals' side items of one kind (generation input, text), by appeal id. */
  private async sideItems(ids: string[], key: (id: string) => Item): Promise<Map<string, unknown>> {
    const found = new Map<string, unknown>();
    for (let i = 0; i < ids.length; i += 100) {
      let request: Item[] | undefined = ids.slice(i, i + 100).map(key);
      while (request?.length) {
        const out = await this.db.send(
          new BatchGetCommand({ RequestItems: { [this.tableName]: { Keys: request } } }),
        );
        for (const item of out.Responses?.[this.tableName] ?? []) {
          found.set(String(item[K.pk]).replace(/^APPEAL#/, ''), item);
        }
        request = out.UnprocessedKeys?.[this.tableName]?.Keys as Item[] | undefined;
      }
    }
    return found;
  }

  private async queryAll(input: Omit<QueryCommandInput, 'TableName'>): Promise<Item[]> {
    const items: Item[] = [];
    let start: Item | undefined;
    do {
      const out = await this.db.send(
        new QueryCommand({ TableName: this.tableName, ...input, ExclusiveStartKey: start }),
      );
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  }

  private async deleteAll(items: Item[]): Promise<void> {
    for (const i of items) {
      await this.db.send(
        new DeleteCommand({ TableName: this.tableName, Key: { [K.pk]: i[K.pk], [K.sk]: i[K.sk] } }),
      );
    }
  }
}
