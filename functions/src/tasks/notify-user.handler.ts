import { appUrl } from './aws-parts';
import { awsPipelineDeps } from './aws-deps';
import { dynamoAppeals } from './parts/appeals';
import { sesMailer } from './parts/ses-mailer';
import { notifyUserTask } from './tasks';

export const handler = notifyUserTask(awsPipelineDeps({ appeals: dynamoAppeals, mailer: sesMailer, appUrl }));
