import { createLogger } from '../logger';
import { awsPipelineDeps } from './aws-deps';
import { executionStoppedHandler } from './execution-stopped';
import { dynamoAppeals } from './parts/appeals';

export const handler = executionStoppedHandler(
  awsPipelineDeps({ appeals: dynamoAppeals }),
  createLogger('info'),
);
