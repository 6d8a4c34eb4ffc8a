/**
 * The local runner's counterpart of the EventBridge safety net: when a generate-appeal execution fails
 * and its own Catch could not mark the appeal (MarkFailed exhausted its retries), the runner hands the
 * failed execution to the same execution-stopped handler, which marks the appeal generation_failed.
 * Runs the real ASL with aws-local-stepfunctions and in-memory appeals.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Appeal } from '@recurso/core/appeal';
import { documentUnreadable, GENERIC_FAILURE_REASON, type PipelineDeps } from '@recurso/core/appeals';
import { executionStoppedHandler } from '@recurso/functions/tasks/execution-stopped';
import { createTaskHandlers } from '@recurso/functions/tasks/tasks';
import { failedExecutionEvent } from '@recurso/local/stepfunctions/appeal-workflows';
import { createLocalWorkflows } from '@recurso/local/stepfunctions/runner';
import { MemoryAppeals } from '../../core/appeals/memory';

const ID = '0b7c2f0e-2222-4a2b-9c3d-000000000002';
const appeal: Appeal = {
  id: ID,
  userId: 'ana-id',
  userEmail: 'ana@x.test',
  type: 'traffic',
  status: 'processing',
  value: 39.9,
  createdAt: '2026-11-22T05:00:00.000Z',
  updatedAt: '2026-11-22T05:00:00.000Z',
  generationAttempt: 1,
  textVersion: 0,
};
const input = {
  appealId: ID,
  userId: 'ana-id',
  type: 'traffic',
  documents: [{ key: 'uploads/ana-id/x', type: 'text' }],
  manual: null,
  userName: null,
  userCity: null,
  additionalText: null,
};

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'sfn-failed-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function setup(markFailedWorks: boolean) {
  const appeals = new MemoryAppeals();
  const deps = { appeals } as unknown as PipelineDeps;
  const handlers = createTaskHandlers(deps);
  const calls = { markFailed: 0, stopped: [] as unknown[] };
  handlers.ExtractDocument = async () => {
    throw documentUnreadable('blank');
  };
  const markFailed = handlers.MarkFailed;
  handlers.MarkFailed = async (event) => {
    calls.markFailed++;
    if (!markFailedWorks) throw Object.assign(new Error('DynamoDB down'), { name: 'InternalServerError' });
    return markFailed(event);
  };
  const stopped = executionStoppedHandler(deps, { info: () => {}, warn: () => {} });
  const workflows = createLocalWorkflows({
    handlers,
    dataDir,
    retryIntervalMs: 1,
    onFailed: async (record) => {
      const result = await stopped(failedExecutionEvent(record));
      calls.stopped.push(result);
    },
  });
  return { appeals, workflows, calls };
}

describe('local runner: failed executions', () => {
  it('marks the appeal generation_failed through execution-stopped when MarkFailed itself failed', async () => {
    const { appeals, workflows, calls } = setup(false);
    await appeals.create(appeal);
    await workflows.start('generate-appeal', ID, input);
    const record = await workflows.waitFor('generate-appeal', ID);
    expect(record.status).toBe('FAILED');
    expect(calls.markFailed).toBe(7); // the ASL's 1 + 6 retries, all failed
    expect(calls.stopped).toEqual([
      { outcome: 'marked_failed', appealId: ID, failureReason: GENERIC_FAILURE_REASON },
    ]);
    expect(await appeals.get(ID)).toMatchObject({
      status: 'generation_failed',
      failureReason: 'Não foi possível gerar o recurso. Tente novamente.',
    });
    expect(workflows.isRunning(ID)).toBe(false);
  });

  it('leaves the reason MarkFailed wrote when the Catch worked (the handler changes nothing)', async () => {
    const { appeals, workflows, calls } = setup(true);
    await appeals.create(appeal);
    await workflows.start('generate-appeal', ID, input);
    expect((await workflows.waitFor('generate-appeal', ID)).status).toBe('FAILED');
    expect(calls.stopped).toEqual([
      { outcome: 'unchanged', appealId: ID, reason: 'already generation_failed' },
    ]);
    expect((await appeals.get(ID))?.failureReason).toMatch(/^Não conseguimos ler o texto dos documentos/);
  });
});
