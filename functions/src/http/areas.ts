/**
 * The area registry: which operations each API area has. The local server serves every area from
 * here; routes of an area that is missing (or an operation not yet written) answer 501.
 * Adding an area is one line here plus its `<area>.handler.ts` entry for Lambda.
 */
import type { Area } from '../routes';
import { appealsOperations } from './appeals';
import { auditOperations } from './audit';
import { authOperations } from './auth';
import { contactOperations } from './contact';
import { followUpOperations } from './follow-up';
import { meOperations } from './me';
import { paymentsOperations } from './payments';
import { preferencesOperations } from './preferences';
import { systemOperations } from './system';
import type { Operations } from './types';
import { usersOperations } from './users';
import { webhooksOperations } from './webhooks';

export const AREA_OPERATIONS: Partial<Record<Area, Operations>> = {
  system: systemOperations,
  auth: authOperations,
  users: { ...usersOperations, ...auditOperations },
  appeals: appealsOperations,
  'follow-up': followUpOperations,
  contact: contactOperations,
  me: { ...meOperations, ...preferencesOperations },
  payments: paymentsOperations,
  webhooks: webhooksOperations,
};
