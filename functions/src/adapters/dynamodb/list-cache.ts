/**
 * Version-validated list cache (README.md here, "List cache"). A list's version item changes in the
 * same TransactWriteItems as every write that changes what the list shows; a read gets the version
 * with a strongly consistent GetItem and serves the array cached under that version, else queries and
 * caches the answer under the version it read *before* the query (a later write only invalidates it).
 *
 * The version is a random token, never a counter: a version item deleted with its account and made
 * again can never repeat an old value. No version item → no caching (nothing to validate against).
 * An answer is cached only once its version is `settleMs` old: GSIs are eventually consistent on AWS,
 * so a Query right after a write may not see it yet, and must not be kept under the new version.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type Clock, systemClock } from '@recurso/core/ports';
import { consistentGet } from './consistent-get';

type Key = Record<string, string>;

export interface ListCacheOptions {
  /** Lists kept per adapter instance (least recently used dropped first). */
  maxLists?: number;
  /**
   * Rows kept across those lists: 256 users × 1,000 appeals would be ~200 MB of a Lambda's 1 GB;
   * 50,000 rows stay near 40 MB. A list longer than this is never kept.
   */
  maxRows?: number;
  /** Age a version must reach before an answer read under it is cached (GSI propagation). */
  settleMs?: number;
  clock?: Clock;
}

export const LIST_CACHE_DEFAULTS = { maxLists: 256, maxRows: 50_000, settleMs: 1000 } as const;

/** The TransactWriteItems entry that gives a list a new version (put it in the write's transaction). */
export function listVersionBump(tableName: string, key: Key, now: Date) {
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: 'SET #entity = :entity, #token = :token, #changedAt = :changedAt',
      ExpressionAttributeNames: { '#entity': 'entity', '#token': 'token', '#changedAt': 'changedAt' },
      ExpressionAttributeValues: {
        ':entity': 'LIST_VERSION',
        ':token': crypto.randomUUID(),
        ':changedAt': now.getTime(),
      },
    },
  };
}

export class ListCache<T> {
  private readonly entries = new Map<string, { token: string; value: T; rows: number }>();
  private readonly loading = new Map<string, Promise<T>>();
  private rowsHeld = 0;
  private readonly maxLists: number;
  private readonly maxRows: number;
  private readonly settleMs: number;
  private readonly clock: Clock;

  /** `rowsOf` counts the rows of an answer (for the `maxRows` bound). */
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly rowsOf: (value: T) => number,
    options: ListCacheOptions = {},
  ) {
    this.maxLists = options.maxLists ?? LIST_CACHE_DEFAULTS.maxLists;
    this.maxRows = options.maxRows ?? LIST_CACHE_DEFAULTS.maxRows;
    this.settleMs = options.settleMs ?? LIST_CACHE_DEFAULTS.settleMs;
    this.clock = options.clock ?? systemClock;
  }

  /** The list `cacheKey` (whose version item is `versionKey`), from the cache when still current. */
  async read(versionKey: Key, cacheKey: string, load: () => Promise<T>): Promise<T> {
    const Item = await consistentGet(this.db, this.tableName, versionKey);
    const token = typeof Item?.token === 'string' ? Item.token : undefined;
    if (!token) return load();
    const hit = this.entries.get(cacheKey);
    if (hit?.token === token) {
      // re-insert: a Map iterates in insertion order, so its first key is the least recently used
      this.entries.delete(cacheKey);
      this.entries.set(cacheKey, hit);
      return hit.value;
    }
    const settled = this.clock.now().getTime() - Number(Item?.changedAt ?? 0) >= this.settleMs;
    if (!settled) return load();
    // Concurrent misses of one settled version share one load: it began after that version was read,
    // and a caller that read the same version saw no write since, so the answer is current for it too.
    const loadKey = `${cacheKey}\u0000${token}`;
    let loading = this.loading.get(loadKey);
    if (!loading) {
      loading = load();
      this.loading.set(loadKey, loading);
      const done = () => this.loading.delete(loadKey);
      loading.then((value) => {
        done();
        this.store(cacheKey, { token, value, rows: this.rowsOf(value) });
      }, done);
    }
    return loading;
  }

  private store(cacheKey: string, entry: { token: string; value: T; rows: number }): void {
    this.drop(cacheKey);
    if (entry.rows > this.maxRows) return;
    this.entries.set(cacheKey, entry);
    this.rowsHeld += entry.rows;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxLists && this.rowsHeld <= this.maxRows) break;
      this.drop(oldest);
    }
  }

  private drop(cacheKey: string): void {
    const entry = this.entries.get(cacheKey);
    if (!entry) return;
    this.entries.delete(cacheKey);
    this.rowsHeld -= entry.rows;
  }

  /** Lists held now (at most `maxLists`). */
  get size(): number {
    return this.entries.size;
  }

  /** Rows held now across those lists (at most `maxRows`). */
  get rows(): number {
    return this.rowsHeld;
  }
}
