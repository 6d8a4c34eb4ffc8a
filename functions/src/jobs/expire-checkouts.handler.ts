import { awsSettleDeps } from '../adapters/payments/aws';
import { expireCheckoutsJob } from '../adapters/payments/expiry-job';

export const handler = expireCheckoutsJob(awsSettleDeps);
