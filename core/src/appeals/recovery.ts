/**
 * Start-up safety net: an appeal in `processing` whose generation is not running any more (the
 * process died between creating the appeal and starting the pipeline, or the execution was lost)
 * is marked `generation_failed`, so the user sees it and can retry. Never leaves one in processing.
 */
import { failureReasonFor } from './errors';
import { markGenerationFailed } from './pipeline';
import type { AppealRepository } from './ports';
import { generationExecutionName } from './workflow-inputs';

export async function failOrphanedGenerations(
  appeals: AppealRepository,
  isRunning: (executionName: string) => boolean,
): Promise<string[]> {
  const failed: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await appeals.listByStatus('processing', { cursor, limit: 100 });
    for (const appeal of page.items) {
      const attempt = appeal.generationAttempt ?? 1;
      const running = (['read', 'write'] as const).some((phase) =>
        isRunning(generationExecutionName(appeal.id, attempt, phase)),
      );
      if (running) continue;
      const result = await markGenerationFailed(
        { appeals },
        { appealId: appeal.id, error: { Error: 'Interrupted' } },
      );
      if (result.status === 'generation_failed') failed.push(appeal.id);
    }
    cursor = page.cursor;
  } while (cursor);
  return failed;
}

export const INTERRUPTED_REASON = failureReasonFor('Interrupted');
