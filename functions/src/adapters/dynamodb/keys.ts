/**
 * Key builders for every item kind, so no adapter concatenates keys by hand. Attribute names come
 * from core/src/table.ts (the same file CDK builds the table from). See README.md in this folder.
 */
import { TABLE_KEYS } from '@recurso/core/table';

export const K = {
  pk: TABLE_KEYS.partitionKey,
  sk: TABLE_KEYS.sortKey,
  ttl: TABLE_KEYS.timeToLive,
  gsi1: TABLE_KEYS.indexes[0],
  gsi2: TABLE_KEYS.indexes[1],
  gsi3: TABLE_KEYS.indexes[2],
} as const;

export const keys = {
  user: (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' }),
  /** Uniqueness claim: exists iff the e-mail belongs to an account. */
  email: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),
  googleSub: (sub: string) => ({ pk: `GOOGLE#${sub}`, sk: 'GOOGLE' }),
  resetToken: (sha256: string) => ({ pk: `RESET#${sha256}`, sk: 'RESET' }),
  rateLimit: (key: string, windowStart: number) => ({ pk: `RATE#${key}`, sk: `W#${windowStart}` }),
  /** Counters updated in the same transaction as the change they count (admins, appeals…). */
  counter: (name: string) => ({ pk: 'COUNTER', sk: name }),
  /** GSI1 partition listing every user in e-mail order. */
  usersIndexPk: 'USERS',
  /** Versions of the cached lists (list-cache.ts): every user, and one user's appeals. */
  usersListVersion: { pk: 'LIST#USERS', sk: 'VERSION' },
  /** The account's preferences ('Minha conta'), in its own partition (erased and exported with it). */
  preferences: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PREFERENCES' }),
  appealsListVersion: (userId: string) => ({ pk: `LIST#USER_APPEALS#${userId}`, sk: 'VERSION' }),
} as const;

export const epochSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);
