/** Storage of contact messages. Adapter: functions/src/adapters/contact (DynamoDB). */
import type { ContactMessage } from './responses';

export interface ContactPage {
  messages: ContactMessage[];
  /** Opaque; absent on the last page. */
  nextCursor?: string;
}

export interface ContactRepository {
  save(message: ContactMessage): Promise<void>;
  /** Every message, newest first. */
  list(options: { limit: number; cursor?: string }): Promise<ContactPage>;
  /** Messages sent with this e-mail, newest first (LGPD export and erasure). */
  listByEmail(email: string): Promise<ContactMessage[]>;
  deleteMany(ids: readonly string[]): Promise<void>;
}
