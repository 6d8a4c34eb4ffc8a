import { awsDeps } from '../deps';
import { createAreaHandler } from './area';
import { meOperations } from './me';

export const handler = createAreaHandler('me', meOperations, awsDeps);
