import { awsPipelineDeps } from './aws-deps';
import { bedrockWriters } from './parts/writers';
import { writeAppealTask } from './tasks';

export const handler = writeAppealTask(awsPipelineDeps({ writers: bedrockWriters }));
