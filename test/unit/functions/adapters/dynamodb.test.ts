/** The single-table adapters against aws-sdk-client-mock: commands sent, conditions mapped to domain errors. */
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ConflictError, NotFoundError, ValidationError } from '@recurso/core/errors';
import { DynamoRateLimiter } from '@recurso/functions/adapters/dynamodb/rate-limits';
import { DynamoResetTokenStore } from '@recurso/functions/adapters/dynamodb/reset-tokens';
import { DynamoUserRepository, LAST_ADMIN_MESSAGE } from '@recurso/functions/adapters/dynamodb/users';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';

const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const ddb = mockClient(db);
const T = 'table';
const users = new DynamoUserRepository(db, T);

const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const userItem = (over: Record<string, unknown> = {}) => ({
  pk: 'USER#u1',
  sk: 'PROFILE',
  id: 'u1',
  email: 'ana@example.com',
  role: 'USER',
  blocked: false,
  tokenVersion: 0,
  createdAt: 't',
  updatedAt: 't',
  ...over,
});

beforeEach(() => ddb.reset());

describe('DynamoUserRepository', () => {
  it('creates the user and claims its e-mail in one transaction with conditions', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await users.create({
      id: 'u1',
      email: 'Ana@Example.com',
      role: 'USER',
      passwordHash: 'h',
      createdAt: 't',
    });
    expect(ddb).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    const items = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items).toHaveLength(3);
    expect(items[0]?.Put).toMatchObject({
      TableName: T,
      Item: {
        pk: 'USER#u1',
        sk: 'PROFILE',
        gsi1pk: 'USERS',
        gsi1sk: 'ana@example.com',
        email: 'ana@example.com',
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[1]?.Put).toMatchObject({
      Item: { pk: 'EMAIL#ana@example.com', sk: 'EMAIL', userId: 'u1' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    // the cached users list gets a new version in the same transaction
    expect(items[2]?.Update).toMatchObject({ Key: { pk: 'LIST#USERS', sk: 'VERSION' } });
  });

  it('maps a taken e-mail (conditional failure) to ConflictError', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed']));
    await expect(
      users.create({ id: 'u2', email: 'ana@example.com', role: 'USER', createdAt: 't' }),
    ).rejects.toEqual(new ConflictError('Este email já está em uso'));
  });

  it('counts admins: creating one adds to the counter', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await users.create({ id: 'a1', email: 'adm@example.com', role: 'ADMIN', createdAt: 't' });
    const items = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items[2]?.Update).toMatchObject({
      Key: { pk: 'COUNTER', sk: 'ADMINS' },
      UpdateExpression: 'ADD admins :d',
    });
  });

  it('refuses to demote the last ADMIN (counter condition fails)', async () => {
    ddb.on(GetCommand).resolves({ Item: userItem({ role: 'ADMIN' }) });
    ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed']));
    await expect(users.setRole('u1', 'USER', 'now')).rejects.toEqual(new ConflictError(LAST_ADMIN_MESSAGE));
    const items = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items[1]?.Update).toMatchObject({
      ConditionExpression: 'admins > :one',
      ExpressionAttributeValues: { ':d': -1 },
    });
  });

  it('refuses to delete the last ADMIN', async () => {
    ddb.on(GetCommand).resolves({ Item: userItem({ role: 'ADMIN' }) });
    ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed', 'None']));
    await expect(users.delete('u1')).rejects.toEqual(new ConflictError(LAST_ADMIN_MESSAGE));
  });

  it('deletes the user with its e-mail claim, live reset token and appeals-list version', async () => {
    ddb.on(GetCommand).resolves({ Item: userItem({ resetTokenHash: 'abc' }) });
    ddb.on(TransactWriteCommand).resolves({});
    await users.delete('u1');
    const items = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items.map((i) => i.Delete?.Key ?? i.Update?.Key)).toEqual([
      { pk: 'USER#u1', sk: 'PROFILE' },
      { pk: 'EMAIL#ana@example.com', sk: 'EMAIL' },
      { pk: 'RESET#abc', sk: 'RESET' },
      { pk: 'LIST#USER_APPEALS#u1', sk: 'VERSION' },
      { pk: 'LIST#USERS', sk: 'VERSION' },
    ]);
  });

  it('finds by e-mail through the claim item with consistent reads', async () => {
    ddb
      .on(GetCommand, { Key: { pk: 'EMAIL#ana@example.com', sk: 'EMAIL' } })
      .resolves({ Item: { userId: 'u1' } });
    ddb
      .on(GetCommand, { Key: { pk: 'USER#u1', sk: 'PROFILE' } })
      .resolves({ Item: userItem({ passwordHash: 'h' }) });
    const u = await users.findByEmail('ana@example.com');
    expect(u).toMatchObject({ id: 'u1', email: 'ana@example.com', passwordHash: 'h', tokenVersion: 0 });
    expect(ddb).toHaveReceivedCommandWith(GetCommand, { ConsistentRead: true });
  });

  it('lists users by Query on gsi1 (never Scan) with an opaque cursor', async () => {
    ddb.on(GetCommand).resolves({}); // no list version yet: nothing cached
    ddb.on(QueryCommand).resolves({
      Items: [userItem()],
      LastEvaluatedKey: { pk: 'USER#u1', sk: 'PROFILE', gsi1pk: 'USERS', gsi1sk: 'a' },
    });
    const page = await users.list({ limit: 1 });
    expect(ddb).toHaveReceivedCommandWith(QueryCommand, {
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeValues: { ':pk': 'USERS' },
      Limit: 1,
    });
    expect(page.users).toHaveLength(1);
    expect(page.nextCursor).toBeDefined();
    await users.list({ cursor: page.nextCursor });
    expect(ddb.commandCalls(QueryCommand)[1]?.args[0].input.ExclusiveStartKey).toMatchObject({
      gsi1pk: 'USERS',
    });
    await expect(users.list({ cursor: 'garbage' })).rejects.toBeInstanceOf(ValidationError);
  });

  it('maps a missing user on block to NotFoundError', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));
    await expect(users.setBlocked('nope', true, 'now')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('DynamoResetTokenStore', () => {
  const store = new DynamoResetTokenStore(db, T);

  it('stores the hash with a TTL and voids the previous token', async () => {
    ddb.on(GetCommand).resolves({ Item: userItem({ resetTokenHash: 'old' }) });
    ddb.on(TransactWriteCommand).resolves({});
    await store.issue({ tokenHash: 'new', userId: 'u1', expiresAt: new Date(1_800_000_000_000) });
    const items = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items[0]?.Put?.Item).toMatchObject({ pk: 'RESET#new', userId: 'u1', expiresAt: 1_800_000_000 });
    expect(items[1]?.Update).toMatchObject({ UpdateExpression: 'SET resetTokenHash = :h' });
    expect(items[2]?.Delete?.Key).toEqual({ pk: 'RESET#old', sk: 'RESET' });
  });

  it('finds only the user’s current token', async () => {
    ddb
      .on(GetCommand, { Key: { pk: 'RESET#h1', sk: 'RESET' } })
      .resolves({ Item: { userId: 'u1', expiresAt: 10 } });
    ddb
      .on(GetCommand, { Key: { pk: 'USER#u1', sk: 'PROFILE' } })
      .resolves({ Item: userItem({ resetTokenHash: 'h2' }) });
    expect(await store.find('h1')).toBeUndefined();
  });

  it('consumes once: a failed condition means already used', async () => {
    ddb
      .on(TransactWriteCommand)
      .resolvesOnce({})
      .rejects(cancelled(['ConditionalCheckFailed', 'None']));
    expect(await store.consume('h', 'u1', 'ph', 'now')).toBe(true);
    expect(await store.consume('h', 'u1', 'ph', 'now')).toBe(false);
    const update = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[1]?.Update;
    expect(update?.UpdateExpression).toContain('ADD tokenVersion :one');
    expect(update?.ConditionExpression).toBe('resetTokenHash = :h');
  });
});

describe('DynamoRateLimiter', () => {
  it('adds one hit to the current window and sets a TTL', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { hits: 3 } });
    const limiter = new DynamoRateLimiter(db, T, { now: () => new Date(1_000_000 * 1000 + 30_000) });
    expect(await limiter.hit('login:ip:1.2.3.4', 60)).toBe(3);
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, {
      Key: { pk: 'RATE#login:ip:1.2.3.4', sk: 'W#1000020' },
      ExpressionAttributeValues: { ':one': 1, ':exp': 1000020 + 120 },
    });
  });
});
