/**
 * The appeal pipelines of the local runtime: the local runner (./runner.ts) with every task handler
 * built on the runtime's own deps (DynamoDB Local, s3rver, the outbox mailer), the offline text
 * extractor (unpdf + tesseract.js) and the template writer. At start-up, executions a previous run
 * left unfinished are resumed and any appeal still `processing` without one is failed visibly.
 */
import { type PipelineDeps, failOrphanedGenerations } from '@recurso/core/appeals';
import type { Deps } from '@recurso/functions/deps';
import { appealDepsOf } from '@recurso/functions/http/appeal-deps';
import { factsBuilder, pdfRenderer, templateWriter } from '@recurso/functions/tasks/reader';
import {
  executionStoppedHandler,
  STATUS_CHANGE_DETAIL_TYPE,
} from '@recurso/functions/tasks/execution-stopped';
import { createTaskHandlers } from '@recurso/functions/tasks/tasks';
import { LocalTextExtractor, OcrEngine } from '../extract/index';
import type { LocalOcr } from '../extract/local-text-extractor';
import { createLocalWorkflows, type ExecutionRecord, type LocalWorkflows } from './runner';

/** The event EventBridge sends on AWS when an execution fails (lib/stateless-stack.ts watcher rule). */
export const failedExecutionEvent = (record: ExecutionRecord) => ({
  'detail-type': STATUS_CHANGE_DETAIL_TYPE,
  source: 'aws.states',
  detail: {
    stateMachineArn: `arn:aws:states:local:000000000000:stateMachine:${record.workflow}`,
    name: record.name,
    status: 'FAILED',
    input: JSON.stringify(record.input),
    error: record.error?.name ?? null,
  },
});

export function localPipelineDeps(deps: Deps, extractor = new LocalTextExtractor()): PipelineDeps {
  const { appeals, blobs } = appealDepsOf(deps);
  const writer = templateWriter(deps.clock);
  return {
    appeals,
    blobs,
    clock: deps.clock,
    extractor,
    facts: factsBuilder(deps.clock),
    // No Bedrock offline: the template writer is the primary writer and its own fallback.
    writers: { primary: writer, template: writer },
    renderer: pdfRenderer,
    mailer: deps.mailer,
    appUrl: deps.env.APP_URL,
  };
}

/**
 * The runner is created before the deps exist (the deps hold it as their WorkflowStarter); its
 * tasks read the deps when the first execution runs.
 */
export function createLocalAppealWorkflows(opts: {
  dataDir: string;
  deps: () => Deps | undefined;
  log?: (line: string) => void;
  retryIntervalMs?: number;
  /** LocalWorkflowsOptions.validate. */
  validate?: boolean;
  /** The OCR of uploaded images (RuntimeOptions.ocr); its own OCR thread by default. */
  ocr?: LocalOcr;
}): LocalWorkflows & { close(): Promise<void>; warmOcr(): Promise<void> } {
  let pipeline: PipelineDeps | undefined;
  const ocr = opts.ocr ?? new OcrEngine();
  const pipelineDeps = async () => {
    const deps = opts.deps();
    if (!deps) throw new Error('local workflows: the runtime deps are not ready');
    pipeline ??= localPipelineDeps(deps, new LocalTextExtractor(ocr));
    return pipeline;
  };
  const handlers = createTaskHandlers(pipelineDeps);
  const log = (message: string, detail: Record<string, unknown>) =>
    opts.log?.(`${message} ${JSON.stringify(detail)}`);
  // The same safety net as on AWS: a failed generation whose Catch did not mark the appeal is marked.
  const stopped = executionStoppedHandler(pipelineDeps, { info: log, warn: log });
  const workflows = createLocalWorkflows({
    handlers,
    dataDir: opts.dataDir,
    retryIntervalMs: opts.retryIntervalMs,
    validate: opts.validate,
    log,
    onFailed: async (record) => {
      if (record.workflow === 'generate-appeal') await stopped(failedExecutionEvent(record));
    },
  });
  return {
    ...workflows,
    /** Starts the OCR engine before the first image arrives (LocalOcr `warm`). */
    warmOcr: async () => {
      await ocr.warm?.();
    },
    /** Waits (at most 10 s) for running steps, then frees the OCR worker. */
    close: async () => {
      await Promise.race([workflows.idle(), new Promise<void>((res) => setTimeout(res, 10_000).unref())]);
      await ocr.terminate();
    },
  };
}

/** Start-up: resume unfinished executions, then fail any `processing` appeal nothing is generating. */
export async function recoverAppealWorkflows(
  workflows: LocalWorkflows,
  deps: Deps,
  log: (line: string) => void,
): Promise<void> {
  const resumed = workflows.resumeInterrupted();
  if (resumed.length)
    log(`resumed ${resumed.length} pipeline execution(s) left running: ${resumed.join(', ')}`);
  const failed = await failOrphanedGenerations(appealDepsOf(deps).appeals, (name) =>
    workflows.isRunning(name),
  );
  if (failed.length)
    log(`marked ${failed.length} interrupted appeal(s) generation_failed: ${failed.join(', ')}`);
}
