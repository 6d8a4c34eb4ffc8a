import { lambdaDeps } from '../deps-builder';
import { createAreaHandler } from './area';
import { auditOperations } from './audit';
import { usersOperations } from './users';

// Only the SDK clients this area uses are bundled (functions/src/deps-builder.ts AwsParts).
export const handler = createAreaHandler('users', { ...usersOperations, ...auditOperations }, lambdaDeps({}));
