import { awsPipelineDeps } from './aws-deps';
import { createTaskHandlers } from './tasks';

export const handler = createTaskHandlers(awsPipelineDeps).WriteAppeal;
