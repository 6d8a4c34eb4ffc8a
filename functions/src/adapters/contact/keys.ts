/**
 * Contact message items on the single table. Access patterns (no Scan):
 * - one message: `CONTACT#<id>` / `CONTACT`;
 * - every message newest first: GSI1 partition `CONTACTS`, sort `<createdAt>#<id>`, queried backwards;
 * - the messages of one sender (LGPD export/erasure): GSI2 partition `CONTACT_EMAIL#<email>`.
 */
import { K } from '../dynamodb/keys';

export { K };

export const contactKeys = {
  message: (id: string) => ({ [K.pk]: `CONTACT#${id}`, [K.sk]: 'CONTACT' }),
  allPartition: 'CONTACTS',
  bySender: (email: string) => `CONTACT_EMAIL#${email.toLowerCase()}`,
  newestFirst: (createdAt: string, id: string) => `${createdAt}#${id}`,
} as const;
