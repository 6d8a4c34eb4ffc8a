/** The audit trail's contract, served by the users area (operations: ./audit.ts). */
import { auditTrailResponse } from '@recurso/core/audit';
import { type AreaContract, json, NEXT_CURSOR_HEADER } from './contract';

export const auditContract = {
  auditTrail: {
    responses: { 200: json(auditTrailResponse, 'One page of the trail, newest first', NEXT_CURSOR_HEADER) },
  },
} satisfies AreaContract;
