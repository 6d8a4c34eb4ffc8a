/**
 * Ports of the after-the-appeal use cases. Adapters: functions/src/adapters/appeals (reminder index and
 * outcome tallies on the single table) and functions/src/adapters/my-account (preferences).
 */
import type { Appeal } from '../appeal';

/** An appeal whose next reminder is due, as the reminder index holds it. */
export interface DueReminderItem {
  appeal: Pick<
    Appeal,
    | 'id'
    | 'userId'
    | 'userEmail'
    | 'type'
    | 'status'
    | 'code'
    | 'userName'
    | 'notice'
    | 'filingDeadline'
    | 'reminderDueAt'
    | 'remindersSent'
  >;
  /** The appeal item's version when read: the claim is conditional on it. */
  version: number;
}

export interface ReminderStateChange {
  remindersSent: number[];
  /** Absent: no reminder left, the appeal leaves the index. */
  reminderDueAt?: string;
}

export interface ReminderIndex {
  /**
   * Appeals whose `reminderDueAt` is at or before `now`, oldest due first, read from the index by due
   * time (never a scan). `cursor` continues a page.
   */
  due(now: string, limit: number, cursor?: string): Promise<{ items: DueReminderItem[]; cursor?: string }>;
  /**
   * Moves the reminder state from the one read (`item.version`) to `next` in one conditional write;
   * false when the appeal changed meanwhile (filed, deadline changed, another sweep claimed it) or is
   * gone. Answers the new version on success.
   */
  advance(item: DueReminderItem, next: ReminderStateChange): Promise<number | false>;
}

export interface ReminderRecipient {
  email: string;
  /** The account turned deadline reminders off in "Minha conta". */
  remindersOff: boolean;
}

/** The accounts behind due reminders, read together (accounts that no longer exist are absent). */
export interface ReminderRecipients {
  find(userIds: readonly string[]): Promise<Map<string, ReminderRecipient>>;
}

/** One tally of the outcome statistics, as stored. */
export interface OutcomeTallyRow {
  /** 'ALL', 'CODE#745-50', 'GROUND#radar_inmetro'. */
  key: string;
  label?: string;
  granted: number;
  refused: number;
  noResponse: number;
}

export interface OutcomeTallies {
  /** Every tally (one per infraction code and ground, and the total): one Query of a small partition. */
  all(): Promise<OutcomeTallyRow[]>;
}
