/**
 * AppealRepository on the single DynamoDB table. Every status change is a conditional write on the
 * item's `version`, and when it moves a counter (core/src/appeals/counters.ts) the counter update is
 * in the same TransactWriteItems. Lists are Queries on GSI1 (per user) and GSI2 (per status), in
 * ./queries.ts; the item layout is ./items.ts and the update expression ./update.ts.
 * A user's list is served from a version-validated cache (../dynamodb/list-cache.ts): every write of
 * an appeal gives its owner's `LIST#USER_APPEALS#<userId>` a new version in the same transaction.
 */
import { type DynamoDBDocumentClient, GetCommand, type TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Appeal, AppealStatus } from '@recurso/core/appeal';
import {
  type AppealChanges,
  type AppealCounters,
  type AppealRepository,
  AppealStatusConflict,
  type AppealSummary,
  type CounterDeltas,
  counterDeltas,
  type GenerationInput,
  isZero,
  type ListOptions,
  type Page,
} from '@recurso/core/appeals';
import { ConflictError, NotFoundError } from '@recurso/core/errors';
import type { Facts } from '@recurso/core/facts';
import { outcomeTallyDeltas } from '@recurso/core/follow-up';
import { type Clock, systemClock } from '@recurso/core/ports';
import { consistentGet } from '../dynamodb/consistent-get';
import { isConditionalFailure } from '../dynamodb/errors';
import { ListCache, type ListCacheOptions, listVersionBump } from '../dynamodb/list-cache';
import { transactWrite } from '../dynamodb/transact';
import { type Item, indexKeys, isHeavy, toAppeal } from './items';
import { appealKeys, K } from './keys';
import { tallyUpdates } from './outcome-tallies';
import { DEFAULT_LIMIT, queryAll, queryByStatus, queryByUser, type Table } from './queries';
import { appealUpdate } from './update';

const MAX_ATTEMPTS = 5;
const NOT_FOUND = 'Recurso não encontrado';

export class DynamoAppealRepository implements AppealRepository {
  private readonly lists: ListCache<Page<AppealSummary>>;
  private readonly table: Table;

  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly clock: Clock = systemClock,
    listCache: Omit<ListCacheOptions, 'clock'> = {},
  ) {
    this.lists = new ListCache(db, tableName, (page) => page.items.length, { ...listCache, clock });
    this.table = { db, tableName };
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
      ...indexKeys(appeal),
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

  async getFacts(id: string): Promise<Facts | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: appealKeys.facts(id), ConsistentRead: true }),
    );
    return Item?.entity === 'APPEAL_FACTS' ? (Item.facts as Facts) : undefined;
  }

  /**
   * A first page (no cursor) comes from the cache while the user's list version stands; the
   * `processing` variant too (its answer depends only on the user's appeals, which bump that version).
   */
  async listByUser(
    userId: string,
    options: ListOptions & { status?: AppealStatus } = {},
  ): Promise<Page<AppealSummary>> {
    if (options.cursor) return queryByUser(this.table, userId, options);
    const cacheKey = `${userId}|${options.status ?? 'all'}|${options.limit ?? DEFAULT_LIMIT}`;
    return this.lists.read(appealKeys.listVersion(userId), cacheKey, () =>
      queryByUser(this.table, userId, options),
    );
  }

  async listByStatus(status: AppealStatus, options: ListOptions = {}): Promise<Page<AppealSummary>> {
    return queryByStatus(this.table, status, options);
  }

  /** Newest first across every status partition. */
  async listAll(options: ListOptions = {}): Promise<Page<AppealSummary>> {
    return queryAll(this.table, options);
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
    const now = this.clock.now().toISOString();
    const { next, update, textUpdate, factsPut } = appealUpdate(
      this.tableName,
      current,
      version,
      changes,
      now,
    );
    const deltas = counterDeltas(current.value, current.status, next.status);
    // Always a transaction: every change (at least updatedAt) shows in the owner's list.
    await transactWrite(this.db, {
      TransactItems: [
        { Update: update },
        ...(textUpdate ? [{ Update: textUpdate }] : []),
        ...(factsPut ? [{ Put: factsPut }] : []),
        ...(isZero(deltas) ? [] : [this.counterUpdate(deltas)]),
        // a recorded outcome moves its tallies with it (core/src/follow-up/outcome-stats.ts)
        ...tallyUpdates(this.tableName, outcomeTallyDeltas(current, next)),
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
}
