import { awsDeps } from '../deps';
import { createAreaHandler } from './area';
import { webhooksOperations } from './webhooks';

export const handler = createAreaHandler('webhooks', webhooksOperations, awsDeps);
