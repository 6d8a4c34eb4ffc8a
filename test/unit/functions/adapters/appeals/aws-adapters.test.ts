/**
 * The appeals' AWS adapters with aws-sdk-client-mock: idempotent StartExecution, the presigned POST
 * policy, the repository's transactions (counters with the change they count), and fault injection
 * through a pipeline task (SECURITY REL-1, REL-2, FILE-1).
 */
import { S3Client } from '@aws-sdk/client-s3';
import { ExecutionAlreadyExists, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { PipelineDeps } from '@recurso/core/appeals';
import { DynamoAppealRepository } from '@recurso/functions/adapters/appeals/repository';
import { S3UploadSigner } from '@recurso/functions/adapters/s3/upload-signer';
import {
  SfnWorkflowStarter,
  stateMachineArnsFromEnv,
} from '@recurso/functions/adapters/sfn/workflow-starter';
import { createTaskHandlers } from '@recurso/functions/tasks/tasks';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';

const sfnMock = mockClient(SFNClient);
const ddbMock = mockClient(DynamoDBDocumentClient);
beforeEach(() => {
  sfnMock.reset();
  ddbMock.reset();
});

const ARNS = {
  'generate-appeal': 'arn:aws:states:us-east-1:1:stateMachine:generate',
  'deliver-appeal': 'arn:aws:states:us-east-1:1:stateMachine:deliver',
};

describe('SfnWorkflowStarter', () => {
  it('starts the named execution with the JSON input', async () => {
    sfnMock.on(StartExecutionCommand).resolves({ executionArn: 'arn:x' });
    await new SfnWorkflowStarter(new SFNClient({ region: 'us-east-1' }), ARNS).start(
      'generate-appeal',
      'a-1',
      { appealId: 'a-1' },
    );
    expect(sfnMock).toHaveReceivedCommandWith(StartExecutionCommand, {
      stateMachineArn: ARNS['generate-appeal'],
      name: 'a-1',
      input: '{"appealId":"a-1"}',
    });
  });

  it('treats ExecutionAlreadyExists as already started, and rethrows anything else', async () => {
    const starter = new SfnWorkflowStarter(new SFNClient({ region: 'us-east-1' }), () => ARNS);
    sfnMock
      .on(StartExecutionCommand)
      .rejectsOnce(new ExecutionAlreadyExists({ message: 'exists', $metadata: {} }))
      .rejectsOnce(Object.assign(new Error('slow down'), { name: 'ThrottlingException' }));
    await expect(starter.start('deliver-appeal', 'a-1-v2', { appealId: 'a-1' })).resolves.toBeUndefined();
    await expect(starter.start('deliver-appeal', 'a-1-v3', {})).rejects.toThrow('slow down');
  });

  it('names each state machine variable that is missing or not an ARN', () => {
    expect(() => stateMachineArnsFromEnv({ DELIVER_APPEAL_STATE_MACHINE_ARN: 'deliver' })).toThrow(
      'Invalid configuration: GENERATE_APPEAL_STATE_MACHINE_ARN: is required; ' +
        'DELIVER_APPEAL_STATE_MACHINE_ARN: must start with "arn:"',
    );
  });
});

describe('S3UploadSigner', () => {
  it('signs a POST whose policy fixes the key, the Content-Type, exactly the declared size and at most 300 s', async () => {
    const s3 = new S3Client({
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
    });
    const before = Date.now();
    const out = await new S3UploadSigner(s3, 'uploads-bucket').presignPost({
      key: 'uploads/u1/00000000-0000-4000-8000-000000000001',
      contentType: 'application/pdf',
      bytes: 2048,
      expiresInSeconds: 3600,
    });
    expect(out.url).toContain('uploads-bucket');
    expect(out.fields).toMatchObject({
      key: 'uploads/u1/00000000-0000-4000-8000-000000000001',
      'Content-Type': 'application/pdf',
      'x-amz-meta-declared-size': '2048',
    });
    const policy = JSON.parse(Buffer.from(out.fields.Policy ?? '', 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 2048, 2048],
        ['eq', '$Content-Type', 'application/pdf'],
        ['eq', '$x-amz-meta-declared-size', '2048'],
        { key: out.key },
      ]),
    );
    // One size range, the declared size's: no other condition widens it.
    const ranges = policy.conditions.filter(
      (c: unknown) => Array.isArray(c) && c[0] === 'content-length-range',
    );
    expect(ranges).toEqual([['content-length-range', 2048, 2048]]);
    expect(new Date(policy.expiration).getTime() - before).toBeLessThanOrEqual(301_000);
  });
});

describe('DynamoAppealRepository', () => {
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
  const repo = new DynamoAppealRepository(db, 'table', { now: () => new Date('2026-03-01T00:00:00Z') });
  const item = {
    pk: 'APPEAL#a1',
    sk: 'APPEAL',
    entity: 'APPEAL',
    version: 3,
    id: 'a1',
    userId: 'u1',
    userEmail: 'u@x',
    type: 'traffic',
    status: 'pending_payment',
    value: 29.9,
    createdAt: '2026-02-01T00:00:00Z',
    updatedAt: '2026-02-01T00:00:00Z',
  };

  it('reads the TEXT item only when the text is wanted (the status poll reads one item)', async () => {
    ddbMock.on(GetCommand, { Key: { pk: 'APPEAL#a1', sk: 'APPEAL' } }).resolves({ Item: item });
    ddbMock
      .on(GetCommand, { Key: { pk: 'APPEAL#a1', sk: 'TEXT' } })
      .resolves({ Item: { pk: 'APPEAL#a1', sk: 'TEXT', entity: 'APPEAL_TEXT', generatedText: 'Texto.' } });
    const light = await repo.get('a1', { text: false });
    expect(light?.status).toBe('pending_payment');
    expect(light?.generatedText).toBeUndefined();
    expect(ddbMock.commandCalls(GetCommand).map((c) => c.args[0].input.Key?.sk)).toEqual(['APPEAL']);
    expect((await repo.get('a1'))?.generatedText).toBe('Texto.');
    expect(ddbMock.commandCalls(GetCommand).map((c) => c.args[0].input.Key?.sk)).toEqual([
      'APPEAL',
      'APPEAL',
      'TEXT',
    ]);
  });

  it('creates the appeal and counts it in one transaction', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    const { pk: _pk, sk: _sk, entity: _e, version: _v, ...appeal } = item;
    await repo.create({ ...appeal, status: 'processing', generatedText: 'texto' } as never);
    const call = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input;
    expect(call?.TransactItems?.[0]?.Put).toMatchObject({
      Item: {
        pk: 'APPEAL#a1',
        gsi1pk: 'USER#u1#APPEALS',
        gsi2pk: 'APPEAL_STATUS#processing',
        gsi1sk: '2026-02-01T00:00:00Z#a1',
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(call?.TransactItems?.[0]?.Put?.Item).toMatchObject({ hasText: true });
    expect(call?.TransactItems?.[0]?.Put?.Item).not.toHaveProperty('generatedText');
    expect(call?.TransactItems?.[1]?.Update).toMatchObject({
      Key: { pk: 'COUNTER', sk: 'APPEALS' },
      ExpressionAttributeValues: { ':total': 1, ':paid': 0, ':pending': 0 },
    });
    expect(call?.TransactItems?.[2]?.Put?.Item).toEqual({
      pk: 'APPEAL#a1',
      sk: 'TEXT',
      entity: 'APPEAL_TEXT',
      generatedText: 'texto',
    });
    // the owner's cached list gets a new version in the same transaction
    expect(call?.TransactItems?.[3]?.Update).toMatchObject({
      Key: { pk: 'LIST#USER_APPEALS#u1', sk: 'VERSION' },
      ExpressionAttributeValues: { ':changedAt': Date.parse('2026-03-01T00:00:00Z') },
    });
  });

  it('moves the counters in the same transaction as a status change, on the version it read', async () => {
    ddbMock.on(GetCommand).resolves({ Item: item });
    ddbMock.on(TransactWriteCommand).resolves({});
    const next = await repo.update('a1', { status: 'paid' }, ['pending_payment']);
    expect(next).toMatchObject({ status: 'paid', updatedAt: '2026-03-01T00:00:00.000Z' });
    const [update, counters] =
      ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(update?.Update).toMatchObject({
      ConditionExpression: '#version = :version',
      ExpressionAttributeValues: expect.objectContaining({
        ':version': 3,
        ':next': 4,
        ':status': 'paid',
        ':gsi2pk': 'APPEAL_STATUS#paid',
      }),
    });
    expect(counters?.Update?.ExpressionAttributeValues).toEqual({
      ':total': 0,
      ':paid': 2990,
      ':pending': -1,
    });
  });

  it('changes without a counter effect write the appeal and its list version only; a wrong status writes nothing', async () => {
    ddbMock.on(GetCommand).resolves({ Item: item });
    ddbMock.on(TransactWriteCommand).resolves({});
    await repo.update('a1', { code: 'MG00000001' });
    expect(ddbMock).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items.map((i) => i.Update?.Key)).toEqual([
      { pk: 'APPEAL#a1', sk: 'APPEAL' },
      { pk: 'LIST#USER_APPEALS#u1', sk: 'VERSION' },
    ]);
    await expect(repo.update('a1', { status: 'pending_payment' }, ['expired_payment'])).rejects.toMatchObject(
      { kind: 'conflict' },
    );
    expect(ddbMock).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    expect(ddbMock).toHaveReceivedCommandTimes(UpdateCommand, 0);
  });

  it('keeps the text on the TEXT item, written in one transaction with the version check', async () => {
    ddbMock
      .on(GetCommand, { Key: { pk: 'APPEAL#a1', sk: 'TEXT' } })
      .resolves({ Item: { pk: 'APPEAL#a1', sk: 'TEXT', entity: 'APPEAL_TEXT', generatedText: 'antigo' } })
      .on(GetCommand, { Key: { pk: 'APPEAL#a1', sk: 'APPEAL' } })
      .resolves({ Item: item });
    expect(await repo.get('a1')).toMatchObject({ id: 'a1', generatedText: 'antigo' });
    ddbMock.on(TransactWriteCommand).resolves({});
    const next = await repo.update('a1', { generatedText: 'novo' });
    expect(next.generatedText).toBe('novo');
    const [appeal, text, ...rest] =
      ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(rest.map((i) => i.Update?.Key)).toEqual([{ pk: 'LIST#USER_APPEALS#u1', sk: 'VERSION' }]);
    expect(appeal?.Update).toMatchObject({
      Key: { pk: 'APPEAL#a1', sk: 'APPEAL' },
      ConditionExpression: '#version = :version',
      ExpressionAttributeValues: expect.objectContaining({ ':hasText': true }),
    });
    expect(appeal?.Update?.ExpressionAttributeValues).not.toHaveProperty(':generatedText');
    expect(text?.Update).toMatchObject({
      Key: { pk: 'APPEAL#a1', sk: 'TEXT' },
      ExpressionAttributeValues: { ':entity': 'APPEAL_TEXT', ':generatedText': 'novo' },
    });
  });

  it('re-reads and retries when another writer won the race', async () => {
    ddbMock
      .on(GetCommand)
      .resolvesOnce({ Item: item })
      .resolves({ Item: { ...item, version: 4 } });
    ddbMock
      .on(TransactWriteCommand)
      .rejectsOnce(
        new TransactionCanceledException({
          message: 'cancelled',
          $metadata: {},
          CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
        }),
      )
      .resolves({});
    await repo.update('a1', { code: 'MG00000002' });
    const calls = ddbMock
      .commandCalls(TransactWriteCommand)
      .map((c) => c.args[0].input.TransactItems?.[0]?.Update?.ExpressionAttributeValues?.[':version']);
    expect(calls).toEqual([3, 4]);
  });
});

describe('pipeline task fault mapping (REL-2)', () => {
  it('turns DynamoDB throttling into ServiceThrottled and a domain error into InvalidPipelineInput', async () => {
    const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
    const appeals = new DynamoAppealRepository(db, 'table');
    const handlers = createTaskHandlers({ appeals } as unknown as PipelineDeps);
    ddbMock
      .on(GetCommand)
      .rejectsOnce(Object.assign(new Error('rate'), { name: 'ProvisionedThroughputExceededException' }));
    await expect(
      handlers.MarkFailed({ appealId: 'a1', error: { Error: 'DocumentUnreadable' } }),
    ).rejects.toMatchObject({
      name: 'ServiceThrottled',
    });
    await expect(handlers.SaveAppeal({ appealId: 'a1' })).rejects.toMatchObject({
      name: 'InvalidPipelineInput',
    });
  });
});
