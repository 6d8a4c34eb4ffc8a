/**
 * How an Appeal maps onto its items (README.md): the fields the appeal item stores, the heavy fields
 * that live on its `TEXT` item, the projection lists read, and the index keys.
 */
import type { Appeal } from '@recurso/core/appeal';
import type { AppealSummary, HeavyAppealField } from '@recurso/core/appeals';
import { appealKeys, K } from './keys';

export type Item = Record<string, unknown>;

/** After the appeal (issue 15): what the notice said, the deadline and its reminders, filing, decision. */
export const FOLLOW_UP_FIELDS = [
  'notice',
  'grounds',
  'filingDeadline',
  'filingDeadlineSource',
  'reminderDueAt',
  'remindersSent',
  'filing',
  'outcome',
] as const satisfies readonly (keyof Appeal)[];

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
  ...FOLLOW_UP_FIELDS,
] as const satisfies readonly (keyof Appeal)[];

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
export const isHeavy = (field: string) => HEAVY_FIELDS.includes(field);

/**
 * The reminder bookkeeping changes with every sweep, which does not bump the owner's list version (no
 * listed field changes): lists never carry it, so a cached list can never show a stale one.
 */
const REMINDER_FIELDS: readonly string[] = ['reminderDueAt', 'remindersSent'];

/** Lists project away the heavy fields too, for items written before the TEXT item existed. */
const SUMMARY_ATTRIBUTES = [
  ...APPEAL_FIELDS.filter((f) => !HEAVY_FIELDS.includes(f) && !REMINDER_FIELDS.includes(f)),
  'hasText',
  K.gsi1.sortKey,
  K.gsi2.sortKey,
];
export const summaryProjection = {
  ProjectionExpression: SUMMARY_ATTRIBUTES.map((_, i) => `#p${i}`).join(', '),
  names: Object.fromEntries(SUMMARY_ATTRIBUTES.map((a, i) => [`#p${i}`, a])),
};

/** Frozen: a user's list is cached and shared by every later caller. */
export function toSummary(item: Item): AppealSummary {
  const { generatedText: _t, filingNote: _n, reminderDueAt: _r, remindersSent: _s, ...rest } = toAppeal(item);
  return Object.freeze({ ...rest, hasText: item.hasText === true });
}

/** GSI1 lists a user's appeals, GSI2 a status's; both newest first. GSI3: the next reminder, if any. */
export function indexKeys(appeal: Appeal): Item {
  const sort = appealKeys.newestFirst(appeal.createdAt, appeal.id);
  return {
    [K.gsi1.partitionKey]: appealKeys.byUser(appeal.userId),
    [K.gsi1.sortKey]: sort,
    [K.gsi2.partitionKey]: appealKeys.byStatus(appeal.status),
    [K.gsi2.sortKey]: sort,
    ...reminderIndexKeys(appeal.id, appeal.reminderDueAt),
  };
}

/** The reminder index entry (GSI3) of an appeal whose next reminder is due at `dueAt`; none without. */
export const reminderIndexKeys = (id: string, dueAt: string | undefined): Item =>
  dueAt
    ? { [K.gsi3.partitionKey]: appealKeys.remindersDue, [K.gsi3.sortKey]: appealKeys.reminderSort(dueAt, id) }
    : {};

export const stripUndefined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
