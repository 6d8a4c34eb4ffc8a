import { awsDeps } from '../deps';
import { createAreaHandler } from './area';
import { systemOperations } from './system';

export const handler = createAreaHandler('system', systemOperations, awsDeps);
