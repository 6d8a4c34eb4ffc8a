import { awsPipelineDeps } from './aws-deps';
import { dynamoAppeals } from './parts/appeals';
import { markFailedTask } from './tasks';

export const handler = markFailedTask(awsPipelineDeps({ appeals: dynamoAppeals }));
