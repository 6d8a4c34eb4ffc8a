/** The webhooks area's contract (operations: ./webhooks.ts; what a contract is: ./contract.ts). */
import { webhookReceivedResponse } from '@recurso/core/payments';
import { type AreaContract, json } from './contract';

export const webhooksContract = {
  asaas: {
    responses: {
      200: json(webhookReceivedResponse, 'Recorded (a repeated event id is a success that changes nothing)'),
    },
    errors: [400, 401, 503],
  },
} satisfies AreaContract;
