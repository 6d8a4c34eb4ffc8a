import { awsDeps } from '../deps';
import { createAreaHandler } from './area';
import { authOperations } from './auth';

export const handler = createAreaHandler('auth', authOperations, awsDeps);
