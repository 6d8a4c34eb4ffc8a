import { awsDeps } from '../deps';
import { createAreaHandler } from './area';
import { usersOperations } from './users';

export const handler = createAreaHandler('users', usersOperations, awsDeps);
