import { systemClock } from '@recurso/core/ports';
import { awsPipelineDeps } from './aws-deps';
import { factsBuilder } from './reader';
import { buildFactsTask } from './tasks';

export const handler = buildFactsTask(awsPipelineDeps({ facts: () => factsBuilder(systemClock) }));
