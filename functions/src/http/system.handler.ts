import { lambdaDeps } from '../deps-builder';
import { createAreaHandler } from './area';
import { systemOperations } from './system';

// Only the SDK clients this area uses are bundled (functions/src/deps-builder.ts AwsParts).
export const handler = createAreaHandler('system', systemOperations, lambdaDeps({}));
