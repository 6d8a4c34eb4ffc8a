/**
 * Ports shared by many use cases. Area-specific ports (user repository, appeal repository, blob
 * store, workflow starter, payment gateway, text extractor…) live next to the use cases that need them.
 */
export interface Clock {
  now(): Date;
}

export interface Ids {
  /** A new random, URL-safe identifier (UUID v4 or similar). */
  newId(): string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const systemClock: Clock = { now: () => new Date() };
export const randomIds: Ids = { newId: () => crypto.randomUUID() };
