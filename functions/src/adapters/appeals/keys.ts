/**
 * Appeal item keys on the single table (access patterns in README.md here). Attribute names come
 * from core/src/table.ts through the shared dynamodb/keys.ts.
 */
import type { AppealStatus } from '@recurso/core/appeal';
import { K, keys } from '../dynamodb/keys';

export { K };

export const appealKeys = {
  /** The appeal itself: get by id with a strongly consistent read. */
  appeal: (id: string) => ({ [K.pk]: `APPEAL#${id}`, [K.sk]: 'APPEAL' }),
  /** Its text and filing note (~6 KB), apart so the lists on the GSIs read only the small item. */
  text: (id: string) => ({ [K.pk]: `APPEAL#${id}`, [K.sk]: 'TEXT' }),
  /** Its facts (as read, then as the driver confirmed them): the review step's and a rewrite's input. */
  facts: (id: string) => ({ [K.pk]: `APPEAL#${id}`, [K.sk]: 'FACTS' }),
  /** The pipeline input of its generation (upload keys or the typed form), kept for retries. */
  generationInput: (id: string) => ({ [K.pk]: `APPEAL#${id}`, [K.sk]: 'GENERATION_INPUT' }),
  /** The driver identification the owner saved (issue 15 item 5). */
  driverIdentification: (id: string) => ({ [K.pk]: `APPEAL#${id}`, [K.sk]: 'DRIVER_IDENTIFICATION' }),
  /** GSI3 partition: every appeal with a deadline reminder still to send (sparse). */
  remindersDue: 'REMINDERS',
  /** GSI3 sort key: due time first, so "due by now" is one range. */
  reminderSort: (dueAt: string, id: string) => `${dueAt}#${id}`,
  /** Outcome tallies (core/src/follow-up/outcome-stats.ts): `COUNTER` / `OUTCOMES#<key>`. */
  outcomeTally: (key: string) => keys.counter(`OUTCOMES#${key}`),
  outcomeTallyPrefix: 'OUTCOMES#',
  /** GSI1 partition: one user's appeals. */
  byUser: (userId: string) => `USER#${userId}#APPEALS`,
  /** GSI2 partition: appeals in one status. */
  byStatus: (status: AppealStatus) => `APPEAL_STATUS#${status}`,
  /** GSI sort key: newest first when queried backwards; the id breaks ties. */
  newestFirst: (createdAt: string, id: string) => `${createdAt}#${id}`,
  /** Version of the user's cached list (../dynamodb/list-cache.ts); every appeal write changes it. */
  listVersion: keys.appealsListVersion,
  /** totalAppeals, paidValueCents, pendingAppeals. */
  counters: keys.counter('APPEALS'),
} as const;
