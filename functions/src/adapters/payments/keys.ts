/**
 * Keys of the payments area's own items on the single table (the appeal item itself is keyed by
 * ../appeals/keys.ts). Attribute names come from core/src/table.ts through ../dynamodb/keys.ts.
 */
import { K } from '../dynamodb/keys';

export const paymentKeys = {
  /** Checkout → appeal pointer, kept for every checkout ever created (a superseded one may still be paid). */
  checkout: (checkoutId: string) => ({ [K.pk]: `CHECKOUT#${checkoutId}`, [K.sk]: 'CHECKOUT' }),
  /** A webhook event id seen once; removed by the table's TTL after Asaas stopped retrying. */
  event: (eventId: string) => ({ [K.pk]: `ASAAS_EVENT#${eventId}`, [K.sk]: 'EVENT' }),
} as const;
