import { reminderDepsFromEnv, remindersJob } from '../adapters/appeals/reminder-job';

export const handler = remindersJob(() => reminderDepsFromEnv());
