/**
 * The safety net behind generate-appeal's own Catch: when an execution stops without succeeding and
 * nothing marked its appeal (MarkFailed exhausted its retries, the execution timed out or was
 * aborted), EventBridge's "Execution Status Change" event lands here (functions/src/tasks/
 * execution-stopped.ts on AWS, the local runner's onStopped hook offline). The appeal becomes
 * generation_failed with a Portuguese reason only if it is still processing in the attempt that
 * stopped: a saved, edited or retried appeal is left alone, and a repeated event changes nothing.
 */
import { markGenerationFailed, type PipelineDeps } from './pipeline';
import { type GenerationPhase, generationExecutionName } from './workflow-inputs';

export const STOPPED_STATUSES = ['FAILED', 'TIMED_OUT', 'ABORTED'] as const;
export type StoppedStatus = (typeof STOPPED_STATUSES)[number];

export interface StoppedExecution {
  /** The execution's name: the appeal id, `<appealId>-retry-<n>` or `<appealId>-write-<n>` (generationExecutionName). */
  name: string;
  status: StoppedStatus;
  /** The execution input as Step Functions passes it (a JSON string), when included. */
  input?: string | null;
  /** The error name that ended a FAILED execution (e.g. States.TaskFailed, ServiceUnavailable). */
  error?: string | null;
}

export type StoppedOutcome =
  | { outcome: 'marked_failed'; appealId: string; failureReason: string }
  | { outcome: 'unchanged'; appealId: string; reason: string }
  | { outcome: 'ignored'; reason: string };

/** Which appeal and attempt an execution ran, from its input and name; undefined when they disagree. */
export function generationOf(
  execution: Pick<StoppedExecution, 'name' | 'input'>,
): { appealId: string; attempt: number } | undefined {
  let appealId: unknown;
  try {
    appealId = execution.input ? (JSON.parse(execution.input) as { appealId?: unknown }).appealId : undefined;
  } catch {
    appealId = undefined;
  }
  const match = /^(.+?)(?:-(retry|write)-(\d+))?$/.exec(execution.name);
  const id = typeof appealId === 'string' && appealId ? appealId : match?.[1];
  const phase: GenerationPhase = match?.[2] === 'write' ? 'write' : 'read';
  const attempt = Number(match?.[3] ?? 1);
  if (!id || generationExecutionName(id, attempt, phase) !== execution.name) return undefined;
  return { appealId: id, attempt };
}

/** The error whose Portuguese reason the user reads (core/src/appeals/errors.ts failureReasonFor). */
const errorNameOf = (execution: StoppedExecution): string | undefined =>
  execution.status === 'TIMED_OUT'
    ? 'States.Timeout'
    : execution.status === 'ABORTED'
      ? 'Interrupted'
      : (execution.error ?? undefined);

export async function failStoppedGeneration(
  deps: Pick<PipelineDeps, 'appeals'>,
  execution: StoppedExecution,
): Promise<StoppedOutcome> {
  const run = generationOf(execution);
  if (!run) return { outcome: 'ignored', reason: `execution ${execution.name} names no appeal` };
  const appeal = await deps.appeals.get(run.appealId);
  if (!appeal) return { outcome: 'unchanged', appealId: run.appealId, reason: 'no such appeal' };
  if (appeal.status !== 'processing')
    return { outcome: 'unchanged', appealId: run.appealId, reason: `already ${appeal.status}` };
  if ((appeal.generationAttempt ?? 1) !== run.attempt)
    return { outcome: 'unchanged', appealId: run.appealId, reason: 'a newer attempt is running' };
  const result = await markGenerationFailed(deps, {
    appealId: run.appealId,
    error: { Error: errorNameOf(execution) },
  });
  return result.status === 'generation_failed'
    ? { outcome: 'marked_failed', appealId: run.appealId, failureReason: result.failureReason }
    : { outcome: 'unchanged', appealId: run.appealId, reason: 'left processing meanwhile' };
}
