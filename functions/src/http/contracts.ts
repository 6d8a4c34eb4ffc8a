/**
 * The contracts of every area (./contract.ts), as ./areas.ts lists the operations. Read by the OpenAPI
 * generator only: never import this from Lambda code (the response schemas stay out of the bundles).
 */
import type { Area } from '../routes';
import { appealsContract } from './appeals.contract';
import { auditContract } from './audit.contract';
import { authContract } from './auth.contract';
import { contactContract } from './contact.contract';
import { followUpContract } from './follow-up.contract';
import type { AreaContract } from './contract';
import { meContract } from './me.contract';
import { paymentsContract } from './payments.contract';
import { preferencesContract } from './preferences.contract';
import { systemContract } from './system.contract';
import { usersContract } from './users.contract';
import { webhooksContract } from './webhooks.contract';

export const AREA_CONTRACTS: Record<Area, AreaContract> = {
  system: systemContract,
  auth: authContract,
  users: { ...usersContract, ...auditContract },
  appeals: appealsContract,
  'follow-up': followUpContract,
  contact: contactContract,
  me: { ...meContract, ...preferencesContract },
  payments: paymentsContract,
  webhooks: webhooksContract,
};
