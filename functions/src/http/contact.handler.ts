import { awsDeps } from '../deps';
import { createAreaHandler } from './area';
import { contactOperations } from './contact';

export const handler = createAreaHandler('contact', contactOperations, awsDeps);
