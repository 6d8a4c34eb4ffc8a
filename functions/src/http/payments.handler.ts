import { awsDeps } from '../deps';
import { createAreaHandler } from './area';
import { paymentsOperations } from './payments';

export const handler = createAreaHandler('payments', paymentsOperations, awsDeps);
