/**
 * EventBridge target for generate-appeal's "Step Functions Execution Status Change" events (FAILED,
 * TIMED_OUT, ABORTED; the rule is in lib/stateless-stack.ts): marks the appeal generation_failed if
 * its execution stopped while it was still processing (core/src/appeals/stopped-executions.ts). A
 * malformed or foreign event is logged and ignored (a retry would not fix it); a storage error is
 * thrown so the asynchronous invoke retries, then the rule's dead-letter queue keeps the event.
 */
import {
  type PipelineDeps,
  failStoppedGeneration,
  STOPPED_STATUSES,
  type StoppedOutcome,
} from '@recurso/core/appeals';
import * as z from 'zod/mini';
import type { Logger } from '../logger';

export const STATUS_CHANGE_DETAIL_TYPE = 'Step Functions Execution Status Change';
/** State machines are named `recurso-<stage>-generate-appeal` (lib/pipeline.ts). */
const GENERATE_MACHINE = /:stateMachine:(?:[\w-]+-)?generate-appeal$/;

const eventSchema = z.object({
  'detail-type': z.literal(STATUS_CHANGE_DETAIL_TYPE),
  source: z.literal('aws.states'),
  detail: z.object({
    stateMachineArn: z.string().check(z.regex(GENERATE_MACHINE)),
    name: z.string().check(z.minLength(1), z.maxLength(80)),
    status: z.enum(STOPPED_STATUSES),
    input: z.nullish(z.string()),
    error: z.nullish(z.string()),
  }),
});

export type StoppedDepsSource =
  | Pick<PipelineDeps, 'appeals'>
  | (() => Promise<Pick<PipelineDeps, 'appeals'>>);

export function executionStoppedHandler(
  source: StoppedDepsSource,
  log: Pick<Logger, 'info' | 'warn'>,
): (event: unknown) => Promise<StoppedOutcome> {
  const getDeps = typeof source === 'function' ? source : () => Promise.resolve(source);
  return async (event) => {
    const parsed = eventSchema.safeParse(event);
    if (!parsed.success) {
      const reason = `not a stopped generate-appeal execution: ${parsed.error.issues.map((i) => i.path.join('.') || i.message).join(', ')}`;
      log.warn('execution status event ignored', { reason });
      return { outcome: 'ignored', reason };
    }
    const { name, status, input, error } = parsed.data.detail;
    const result = await failStoppedGeneration(await getDeps(), { name, status, input, error });
    if (result.outcome === 'ignored')
      log.warn('execution status event ignored', { execution: name, reason: result.reason });
    else log.info('stopped generation handled', { execution: name, status, ...result });
    return result;
  };
}
