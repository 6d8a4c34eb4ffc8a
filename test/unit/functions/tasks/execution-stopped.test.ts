/**
 * The EventBridge safety net for generate-appeal (execution-stopped): a stopped execution's appeal
 * still processing becomes generation_failed with the Portuguese reason; one that moved on, or whose
 * newer attempt is running, is left alone; repeated and malformed events change nothing.
 */
import type { Appeal } from '@recurso/core/appeal';
import { failureReasonFor, GENERIC_FAILURE_REASON, generationOf } from '@recurso/core/appeals';
import { executionStoppedHandler } from '@recurso/functions/tasks/execution-stopped';
import { MemoryAppeals } from '../../core/appeals/memory';

const ARN = 'arn:aws:states:sa-east-1:123456789012:stateMachine:recurso-prod-generate-appeal';
const ID = '0b7c2f0e-1111-4a2b-9c3d-000000000001';

function appeal(changes: Partial<Appeal> = {}): Appeal {
  return {
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
    ...changes,
  };
}

function event(detail: Record<string, unknown>, top: Record<string, unknown> = {}) {
  return {
    version: '0',
    id: 'e1',
    'detail-type': 'Step Functions Execution Status Change',
    source: 'aws.states',
    account: '123456789012',
    time: '2026-11-22T05:10:00Z',
    region: 'sa-east-1',
    resources: [`${ARN.replace(':stateMachine:', ':execution:')}:${ID}`],
    detail: {
      executionArn: `${ARN.replace(':stateMachine:', ':execution:')}:${ID}`,
      stateMachineArn: ARN,
      name: ID,
      status: 'FAILED',
      startDate: 1,
      stopDate: 2,
      input: JSON.stringify({ appealId: ID, documents: [] }),
      inputDetails: { included: true },
      output: null,
      error: 'States.TaskFailed',
      cause: 'MarkFailed: DynamoDB unavailable',
      ...detail,
    },
    ...top,
  };
}

async function setup(changes: Partial<Appeal> = {}) {
  const appeals = new MemoryAppeals();
  await appeals.create(appeal(changes));
  const logs: { level: string; msg: string; data?: Record<string, unknown> }[] = [];
  const log = {
    info: (msg: string, data?: Record<string, unknown>) => logs.push({ level: 'info', msg, data }),
    warn: (msg: string, data?: Record<string, unknown>) => logs.push({ level: 'warn', msg, data }),
  };
  return { appeals, logs, handle: executionStoppedHandler({ appeals }, log) };
}

describe('execution-stopped', () => {
  it('marks a FAILED execution’s processing appeal generation_failed with the Portuguese reason', async () => {
    const { appeals, handle } = await setup();
    await expect(handle(event({}))).resolves.toEqual({
      outcome: 'marked_failed',
      appealId: ID,
      failureReason: GENERIC_FAILURE_REASON,
    });
    expect(await appeals.get(ID)).toMatchObject({
      status: 'generation_failed',
      failureReason: 'Não foi possível gerar o recurso. Tente novamente.',
    });
  });

  it.each([
    ['TIMED_OUT', 'A geração do recurso demorou mais que o esperado. Tente novamente.'],
    ['ABORTED', 'A geração do recurso foi interrompida. Tente novamente.'],
  ])('gives %s its own reason', async (status, reason) => {
    const { appeals, handle } = await setup();
    await handle(event({ status, error: null }));
    expect((await appeals.get(ID))?.failureReason).toBe(reason);
  });

  it('keeps the reason of a known pipeline error', async () => {
    const { appeals, handle } = await setup();
    await handle(event({ error: 'ServiceUnavailable' }));
    expect((await appeals.get(ID))?.failureReason).toBe(failureReasonFor('ServiceUnavailable'));
  });

  it('leaves an appeal that already moved on untouched, and a repeated event changes nothing', async () => {
    const saved = await setup({ status: 'pending_payment', generatedText: 'Texto' });
    await expect(saved.handle(event({}))).resolves.toMatchObject({
      outcome: 'unchanged',
      reason: 'already pending_payment',
    });
    expect(await saved.appeals.get(ID)).toMatchObject({ status: 'pending_payment', generatedText: 'Texto' });

    const { appeals, handle } = await setup();
    await handle(event({}));
    const first = await appeals.get(ID);
    await expect(handle(event({ status: 'ABORTED' }))).resolves.toMatchObject({ outcome: 'unchanged' });
    expect(await appeals.get(ID)).toEqual(first);
  });

  it('leaves a retried appeal alone when an older attempt’s event arrives late', async () => {
    const { appeals, handle } = await setup({ generationAttempt: 2 });
    await expect(handle(event({}))).resolves.toMatchObject({
      outcome: 'unchanged',
      reason: 'a newer attempt is running',
    });
    expect((await appeals.get(ID))?.status).toBe('processing');
    await expect(handle(event({ name: `${ID}-retry-2` }))).resolves.toMatchObject({
      outcome: 'marked_failed',
    });
  });

  it('finds the appeal from the name when the input was not included (over 256 KB)', async () => {
    const { appeals, handle } = await setup();
    await handle(event({ input: null, inputDetails: { included: false } }));
    expect((await appeals.get(ID))?.status).toBe('generation_failed');
  });

  it('ignores malformed and foreign events with a log line, changing nothing', async () => {
    const { appeals, logs, handle } = await setup();
    const bad = [
      {},
      'not json',
      event({ status: 'SUCCEEDED' }),
      event({ status: 'RUNNING' }),
      event({ stateMachineArn: ARN.replace('generate-appeal', 'deliver-appeal') }),
      event({}, { source: 'aws.s3' }),
      event({ name: undefined }),
      event({ name: 'other-id', input: JSON.stringify({ appealId: ID }) }),
    ];
    for (const e of bad) await expect(handle(e)).resolves.toMatchObject({ outcome: 'ignored' });
    expect((await appeals.get(ID))?.status).toBe('processing');
    expect(logs).toHaveLength(bad.length);
    expect(logs.every((l) => l.level === 'warn' && l.msg === 'execution status event ignored')).toBe(true);
  });

  it('throws when storage fails, so EventBridge retries and then dead-letters the event', async () => {
    const { appeals, handle } = await setup();
    appeals.get = async () => {
      throw Object.assign(new Error('throttled'), { name: 'ProvisionedThroughputExceededException' });
    };
    await expect(handle(event({}))).rejects.toThrow('throttled');
  });
});

describe('generationOf', () => {
  it('reads the appeal and attempt from the name, checked against the input', () => {
    expect(generationOf({ name: ID, input: null })).toEqual({ appealId: ID, attempt: 1 });
    expect(generationOf({ name: `${ID}-retry-3`, input: JSON.stringify({ appealId: ID }) })).toEqual({
      appealId: ID,
      attempt: 3,
    });
    expect(generationOf({ name: 'x', input: JSON.stringify({ appealId: ID }) })).toBeUndefined();
    expect(generationOf({ name: `${ID}-retry-1`, input: null })).toBeUndefined();
  });
});
