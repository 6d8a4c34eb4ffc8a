import { awsPipelineDeps } from './aws-deps';
import { dynamoAppeals } from './parts/appeals';
import { storeFactsTask } from './tasks';

export const handler = storeFactsTask(awsPipelineDeps({ appeals: dynamoAppeals }));
