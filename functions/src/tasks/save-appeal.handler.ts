import { awsPipelineDeps } from './aws-deps';
import { dynamoAppeals } from './parts/appeals';
import { saveAppealTask } from './tasks';

export const handler = saveAppealTask(awsPipelineDeps({ appeals: dynamoAppeals }));
