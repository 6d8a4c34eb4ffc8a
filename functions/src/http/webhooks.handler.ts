import { lambdaDeps } from '../deps-builder';
import { createAreaHandler } from './area';
import { webhooksOperations } from './webhooks';

// Only the SDK clients this area uses are bundled (functions/src/deps-builder.ts AwsParts).
export const handler = createAreaHandler('webhooks', webhooksOperations, lambdaDeps({}));
