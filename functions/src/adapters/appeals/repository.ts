/**
 * AppealRepository on the single DynamoDB table. Every status change is a conditional write on the
 * item's `version`, and when it moves a counter (core/src/appeals/counters.ts) the counter update is
 * in the same TransactWriteItems. Lists are Queries on GSI1 (per user) and GSI2 (per status); the
 * all-appeals list merges the per-status partitions (a closed set of ten), never a Scan.
 * A user's list is served from a version-validated cache (../dynamodb/list-cache.ts): every write of
 * an appeal gives its owner's `LIST#USER_APPEALS#<userId>` a new version in the same transaction.
 */
import {
  type DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
  type TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { APPEAL_STATUSES, type Appeal, type AppealStatus } from '@recurso/core/appeal';
import {
  type CounterDeltas,
  counterDeltas,
  isZero,
  AppealStatusConflict,
  type AppealChanges,
  type AppealCounters,
  type AppealRepository,
  type AppealSummary,
  type HeavyAppealField,
  type ListOptions,
  type Page,
  type GenerationInput,
} from '@recurso/core/appeals';
import { ConflictError, NotFoundError, ValidationError } from '@recurso/core/errors';
import { type Clock, systemClock } from '@recurso/core/ports';
import { consistentGet } from '../dynamodb/consistent-get';
import { isConditionalFailure } from '../dynamodb/errors';
import { ListCache, type ListCacheOptions, listVersionBump } from '../dynamodb/list-cache';
import { transactWrite } from '../dynamodb/transact';
import { appealKeys, K } from './keys';

const DEFAULT_LIMIT = 100;
const MAX_ATTEMPTS = 5;
const NOT_FOUND = 'Recurso não encontrado';

/** The Appeal fields stored on the item (everything else on it is keys and bookkeeping). */
const APPEAL_FIELDS = [
  'id',
  'userId',
  'userEmail',
  'type',
  'status',
  'value',
  'code',
  'createdAt',
  'updatedAt',
  'generatedText',
  'filingNote',
  'documentKey',
  'userName',
  'userDocument',
  'failureReason',
  'generationAttempt',
  'textVersion',
] as const satisfies readonly (keyof Appeal)[];

type Item = Record<string, unknown>;

export function toAppeal(item: Item): Appeal {
  const appeal: Record<string, unknown> = {};
  for (const f of APPEAL_FIELDS) if (item[f] !== undefined) appeal[f] = item[f];
  return appeal as unknown as Appeal;
}

/**
 * The text and its filing note (~6 KB of a ~6.5 KB appeal) live on the appeal's `TEXT` item, read only
 * by `get`/`update`: DynamoDB pages a Query by the bytes it reads (1 MB), so with the text on the
 * indexed item a user's 500 appeals took four sequential pages. The appeal item keeps `hasText`.
 */
const HEAVY_FIELDS: readonly string[] = ['generatedText', 'filingNote'] satisfies HeavyAppealField[];
const isHeavy = (field: string) => HEAVY_FIELDS.includes(field);

/** Lists project away the heavy fields too, for items written before the TEXT item existed. */
const SUMMARY_ATTRIBUTES = [
  ...APPEAL_FIELDS.filter((f) => !HEAVY_FIELDS.includes(f)),
  'hasText',
  K.gsi1.sortKey,
  K.gsi2.sortKey,
];
const summaryProjection = {
  ProjectionExpression: SUMMARY_ATTRIBUTES.map((_, i) => `#p${i}`).join(', '),
  names: Object.fromEntries(SUMMARY_ATTRIBUTES.map((a, i) => [`#p${i}`, a])),
};

/** Frozen: a user's list is cached and shared by every later caller. */
function toSummary(item: Item): AppealSummary {
  const { generatedText: _t, filingNote: _n, ...rest } = toAppeal(item);
  return Object.freeze({ ...rest, hasText: item.hasText === true });
}

const encodeCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function decodeCursor<T>(cursor: string | undefined, check: (v: unknown) => v is T): T | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (check(value)) return value;
  } catch {
    // fall through
  }
  throw new ValidationError('Cursor de paginação inválido.');
}
const isKey =
  (partition: string, index: { partitionKey: string }) =>
  (v: unknown): v is Item =>
    typeof v === 'object' && v !== null && (v as Item)[index.partitionKey] === partition;
const isSortValue = (v: unknown): v is { before: string } =>
  typeof v === 'object' && v !== null && typeof (v as { before?: unknown }).before === 'string';

export class DynamoAppealRepository implements AppealRepository {
  private readonly lists: ListCache<Page<AppealSummary>>;

  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly clock: Clock = systemClock,
    listCache: Omit<ListCacheOptions, 'clock'> = {},
  ) {
    this.lists = new ListCache(db, tableName, (page) => page.items.length, { ...listCache, clock });
  }

  /** Lists held by this instance's cache (tests check the bound). */
  get cachedLists(): number {
    return this.lists.size;
  }

  async create(appeal: Appeal, generation?: GenerationInput): Promise<void> {
    const light = Object.fromEntries(Object.entries(appeal).filter(([f]) => !isHeavy(f)));
    const heavy = Object.fromEntries(
      Object.entries(appeal).filter(([f, v]) => isHeavy(f) && v !== undefined),
    );
    const item = {
      ...appealKeys.appeal(appeal.id),
      ...this.indexKeys(appeal),
      entity: 'APPEAL',
      version: 1,
      ...light,
      hasText: Boolean(appeal.generatedText),
    };
    const writes: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [
      {
        Put: { TableName: this.tableName, Item: item, ConditionExpression: `attribute_not_exists(${K.pk})` },
      },
      this.counterUpdate(counterDeltas(appeal.value, undefined, appeal.status)),
    ];
    if (Object.keys(heavy).length)
      writes.push({
        Put: {
          TableName: this.tableName,
          Item: { ...appealKeys.text(appeal.id), entity: 'APPEAL_TEXT', ...heavy },
        },
      });
    if (generation)
      writes.push({
        Put: {
          TableName: this.tableName,
          Item: {
            ...appealKeys.generationInput(appeal.id),
            entity: 'APPEAL_GENERATION_INPUT',
            input: generation,
          },
        },
      });
    writes.push(this.listChanged(appeal.userId));
    try {
      await transactWrite(this.db, { TransactItems: writes });
    } catch (error) {
      if (isConditionalFailure(error)) throw new ConflictError('Este recurso já existe.');
      throw error;
    }
  }

  async get(id: string, options: { text?: boolean } = {}): Promise<Appeal | undefined> {
    const item = await this.getItem(id, options.text !== false);
    return item && toAppeal(item);
  }

  async getGenerationInput(id: string): Promise<GenerationInput | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.tableName,
        Key: appealKeys.generationInput(id),
        ConsistentRead: true,
      }),
    );
    return Item?.input as GenerationInput | undefined;
  }

  /**
   * A first page (no cursor) comes from the cache while the user's list version stands; the
   * `processing` variant too (its answer depends only on the user's appeals, which bump that version).
   */
  async listByUser(
    userId: string,
    options: ListOptions & { status?: AppealStatus } = {},
  ): Promise<Page<AppealSummary>> {
    if (options.cursor) return this.queryByUser(userId, options);
    const cacheKey = `${userId}|${options.status ?? 'all'}|${options.limit ?? DEFAULT_LIMIT}`;
    return this.lists.read(appealKeys.listVersion(userId), cacheKey, () => this.queryByUser(userId, options));
  }

  private async queryByUser(
    userId: string,
    options: ListOptions & { status?: AppealStatus },
  ): Promise<Page<AppealSummary>> {
    // The SPA polls a user's `processing` appeals every 10 s: that status partition is small and
    // short-lived, so read it (filtered to the user) instead of every appeal the user ever had.
    if (options.status === 'processing') {
      const partition = appealKeys.byStatus(options.status);
      return this.queryPage(
        {
          IndexName: K.gsi2.indexName,
          KeyConditionExpression: '#pk = :pk',
          FilterExpression: '#userId = :userId',
          ExpressionAttributeNames: { '#pk': K.gsi2.partitionKey, '#userId': 'userId' },
          ExpressionAttributeValues: { ':pk': partition, ':userId': userId },
          ExclusiveStartKey: decodeCursor(options.cursor, isKey(partition, K.gsi2)),
        },
        options.limit,
      );
    }
    const partition = appealKeys.byUser(userId);
    return this.queryPage(
      {
        IndexName: K.gsi1.indexName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: {
          '#pk': K.gsi1.partitionKey,
          ...(options.status ? { '#status': 'status' } : {}),
        },
        ExpressionAttributeValues: {
          ':pk': partition,
          ...(options.status ? { ':status': options.status } : {}),
        },
        ...(options.status ? { FilterExpression: '#status = :status' } : {}),
        ExclusiveStartKey: decodeCursor(options.cursor, isKey(partition, K.gsi1)),
      },
      options.limit,
    );
  }

  async listByStatus(status: AppealStatus, options: ListOptions = {}): Promise<Page<AppealSummary>> {
    const partition = appealKeys.byStatus(status);
    return this.queryPage(
      {
        IndexName: K.gsi2.indexName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': K.gsi2.partitionKey },
        ExpressionAttributeValues: { ':pk': partition },
        ExclusiveStartKey: decodeCursor(options.cursor, isKey(partition, K.gsi2)),
      },
      options.limit,
    );
  }

  /** Newest first across every status partition: each answers its newest `limit` before the cursor. */
  async listAll(options: ListOptions = {}): Promise<Page<AppealSummary>> {
    const limit = options.limit ?? DEFAULT_LIMIT;
    const before = decodeCursor(options.cursor, isSortValue)?.before;
    const pages = await Promise.all(
      APPEAL_STATUSES.map((status) =>
        this.db.send(
          new QueryCommand({
            TableName: this.tableName,
            IndexName: K.gsi2.indexName,
            KeyConditionExpression: before ? '#pk = :pk AND #sk < :before' : '#pk = :pk',
            ProjectionExpression: summaryProjection.ProjectionExpression,
            ExpressionAttributeNames: {
              '#pk': K.gsi2.partitionKey,
              ...(before ? { '#sk': K.gsi2.sortKey } : {}),
              ...summaryProjection.names,
            },
            ExpressionAttributeValues: {
              ':pk': appealKeys.byStatus(status),
              ...(before ? { ':before': before } : {}),
            },
            ScanIndexForward: false,
            Limit: limit,
          }),
        ),
      ),
    );
    const sortKey = (i: Item) => String(i[K.gsi2.sortKey]);
    const merged = pages.flatMap((p) => p.Items ?? []).sort((a, b) => (sortKey(a) < sortKey(b) ? 1 : -1));
    const items = merged.slice(0, limit);
    const more = merged.length > limit || pages.some((p) => p.LastEvaluatedKey);
    const last = items[items.length - 1];
    return {
      items: items.map(toSummary),
      cursor: more && last ? encodeCursor({ before: sortKey(last) }) : undefined,
    };
  }

  async update(id: string, changes: AppealChanges, expectStatus?: readonly AppealStatus[]): Promise<Appeal> {
    for (let attempt = 1; ; attempt++) {
      const item = await this.getItem(id);
      if (!item) throw new NotFoundError(NOT_FOUND);
      const current = toAppeal(item);
      if (expectStatus && !expectStatus.includes(current.status))
        throw new AppealStatusConflict(`O recurso está em outro status (${current.status}).`, {
          status: current.status,
        });
      try {
        return await this.write(current, Number(item.version ?? 0), changes);
      } catch (error) {
        if (!isConditionalFailure(error) || attempt >= MAX_ATTEMPTS) throw error;
        // someone changed the appeal between our read and write: read again and re-check
      }
    }
  }

  async counters(): Promise<AppealCounters> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: appealKeys.counters, ConsistentRead: true }),
    );
    return {
      totalAppeals: Number(Item?.totalAppeals ?? 0),
      totalValuePaid: Number(Item?.paidValueCents ?? 0) / 100,
      pendingAppeals: Number(Item?.pendingAppeals ?? 0),
    };
  }

  /** One conditional write of `changes` on the version read; with the counters when they move. */
  private async write(current: Appeal, version: number, changes: AppealChanges): Promise<Appeal> {
    const { remove = [], ...set } = changes;
    const next: Appeal = { ...current, ...stripUndefined(set), updatedAt: this.clock.now().toISOString() };
    for (const f of remove) delete next[f];
    const values: Item = { ':version': version, ':next': version + 1, ':updatedAt': next.updatedAt };
    const names: Record<string, string> = { '#version': 'version', '#updatedAt': 'updatedAt' };
    const sets = ['#version = :next', '#updatedAt = :updatedAt'];
    const heavy = Object.entries(stripUndefined(set)).filter(([f]) => isHeavy(f));
    for (const [field, value] of Object.entries(stripUndefined(set))) {
      if (isHeavy(field)) continue;
      names[`#${field}`] = field;
      values[`:${field}`] = value;
      sets.push(`#${field} = :${field}`);
    }
    if (set.generatedText !== undefined) {
      names['#hasText'] = 'hasText';
      values[':hasText'] = Boolean(set.generatedText);
      sets.push('#hasText = :hasText');
    }
    // the heavy fields go to the TEXT item, in the same transaction as the version check
    const textUpdate = heavy.length
      ? {
          TableName: this.tableName,
          Key: appealKeys.text(current.id),
          UpdateExpression: `SET #entity = :entity, ${heavy.map(([f]) => `#${f} = :${f}`).join(', ')}`,
          ExpressionAttributeNames: {
            '#entity': 'entity',
            ...Object.fromEntries(heavy.map(([f]) => [`#${f}`, f])),
          },
          ExpressionAttributeValues: {
            ':entity': 'APPEAL_TEXT',
            ...Object.fromEntries(heavy.map(([f, v]) => [`:${f}`, v])),
          },
        }
      : undefined;
    // an item written before the TEXT item existed loses its own copy once the text is written there
    const staleCopies = heavy.map(([f]) => `#${f}`);
    for (const [f] of heavy) names[`#${f}`] = f;
    if (set.status && set.status !== current.status) {
      names['#gsi2pk'] = K.gsi2.partitionKey;
      values[':gsi2pk'] = appealKeys.byStatus(set.status);
      sets.push('#gsi2pk = :gsi2pk');
    }
    for (const f of remove) names[`#${f}`] = f;
    const removals = [...remove.map((f) => `#${f}`), ...staleCopies];
    const update = {
      TableName: this.tableName,
      Key: appealKeys.appeal(current.id),
      UpdateExpression: `SET ${sets.join(', ')}${removals.length ? ` REMOVE ${removals.join(', ')}` : ''}`,
      ConditionExpression: '#version = :version',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    };
    const deltas = counterDeltas(current.value, current.status, next.status);
    // Always a transaction: every change (at least updatedAt) shows in the owner's list.
    await transactWrite(this.db, {
      TransactItems: [
        { Update: update },
        ...(textUpdate ? [{ Update: textUpdate }] : []),
        ...(isZero(deltas) ? [] : [this.counterUpdate(deltas)]),
        this.listChanged(current.userId),
      ],
    });
    return next;
  }

  /** The owner's list's new version, in the transaction of the change. */
  private listChanged(userId: string) {
    return listVersionBump(this.tableName, appealKeys.listVersion(userId), this.clock.now());
  }

  private counterUpdate(d: CounterDeltas) {
    return {
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
  }

  private indexKeys(appeal: Appeal): Item {
    const sort = appealKeys.newestFirst(appeal.createdAt, appeal.id);
    return {
      [K.gsi1.partitionKey]: appealKeys.byUser(appeal.userId),
      [K.gsi1.sortKey]: sort,
      [K.gsi2.partitionKey]: appealKeys.byStatus(appeal.status),
      [K.gsi2.sortKey]: sort,
    };
  }

  /** The appeal item with (unless `withText` is false) its TEXT item's fields, both strongly consistent. */
  private async getItem(id: string, withText = true): Promise<Item | undefined> {
    const read = (key: Record<string, string>) => consistentGet(this.db, this.tableName, key);
    const [appeal, text] = await Promise.all([
      read(appealKeys.appeal(id)),
      withText ? read(appealKeys.text(id)) : undefined,
    ]);
    if (appeal?.entity !== 'APPEAL') return undefined;
    if (text?.entity !== 'APPEAL_TEXT') return appeal;
    const heavy = Object.fromEntries(Object.entries(text).filter(([f]) => isHeavy(f)));
    return { ...appeal, ...heavy };
  }

  private async queryPage(
    input: Omit<QueryCommandInput, 'TableName'>,
    limit = DEFAULT_LIMIT,
  ): Promise<Page<AppealSummary>> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        ScanIndexForward: false,
        Limit: limit,
        ...input,
        ProjectionExpression: summaryProjection.ProjectionExpression,
        ExpressionAttributeNames: { ...input.ExpressionAttributeNames, ...summaryProjection.names },
      }),
    );
    return Object.freeze({
      items: Object.freeze((out.Items ?? []).map(toSummary)) as AppealSummary[],
      cursor: out.LastEvaluatedKey ? encodeCursor(out.LastEvaluatedKey) : undefined,
    });
  }
}

const stripUndefined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
