import { awsDeps } from '../deps';
import { appealsOperations } from './appeals';
import { createAreaHandler } from './area';

export const handler = createAreaHandler('appeals', appealsOperations, awsDeps);
