/**
 * The version-validated list cache (functions/src/adapters/dynamodb/list-cache.ts) behind GET /users and
 * GET /appeals/my, against aws-sdk-client-mock: which reads run a Query, and that every write of a listed
 * item gives the list a new version in its own transaction. test/integration/list-cache.test.ts checks
 * the same over HTTP on DynamoDB Local.
 */
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { DynamoAppealRepository } from '@recurso/functions/adapters/appeals/repository';
import { transactWrite } from '@recurso/functions/adapters/dynamodb/transact';
import { DynamoUserRepository } from '@recurso/functions/adapters/dynamodb/users';
import { DynamoAppealPaymentRepository } from '@recurso/functions/adapters/payments/repository';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';

const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const ddb = mockClient(db);
const T = 'table';
const NOW = Date.parse('2026-03-01T12:00:00Z');
let now = NOW;
const clock = { now: () => new Date(now) };

const USERS_VERSION = { pk: 'LIST#USERS', sk: 'VERSION' };
const appealsVersion = (userId: string) => ({ pk: `LIST#USER_APPEALS#${userId}`, sk: 'VERSION' });
/** A version item written `ageMs` before the clock's now. */
const version = (token: string, ageMs = 60_000) => ({
  Item: { ...USERS_VERSION, entity: 'LIST_VERSION', token, changedAt: now - ageMs },
});

const userRow = (id: string) => ({
  id,
  email: `${id}@exemplo.com`,
  role: 'USER',
  blocked: false,
  createdAt: '2026-01-01T00:00:00Z',
});
const appealRow = (id: string, userId = 'u1') => ({
  id,
  userId,
  userEmail: `${userId}@exemplo.com`,
  type: 'traffic',
  status: 'pending_payment',
  value: 29.9,
  createdAt: '2026-02-01T00:00:00Z',
  updatedAt: '2026-02-01T00:00:00Z',
  hasText: true,
});
const appealItem = (over: Record<string, unknown> = {}) => ({
  pk: 'APPEAL#a1',
  sk: 'APPEAL',
  entity: 'APPEAL',
  version: 3,
  ...appealRow('a1'),
  ...over,
});

const queries = () => ddb.commandCalls(QueryCommand).length;
/** The keys of the items a transaction writes (Put, Update or Delete). */
const writtenKeys = (call = 0) =>
  (ddb.commandCalls(TransactWriteCommand)[call]?.args[0].input.TransactItems ?? []).map(
    (i) => i.Put?.Item?.pk ?? i.Update?.Key?.pk ?? i.Delete?.Key?.pk,
  );

beforeEach(() => {
  ddb.reset();
  now = NOW;
});

describe('users list cache (GET /users)', () => {
  const repo = () => new DynamoUserRepository(db, T, { clock });

  it('answers a second list with no write in between without a Query', async () => {
    const users = repo();
    ddb.on(GetCommand, { Key: USERS_VERSION }).resolves(version('v1'));
    ddb.on(QueryCommand).resolves({ Items: [userRow('u1'), userRow('u2')] });
    const first = await users.list({});
    const second = await users.list({});
    expect(queries()).toBe(1);
    expect(second.users.map((u) => u.email)).toEqual(['u1@exemplo.com', 'u2@exemplo.com']);
    expect(second).toEqual(first);
    // the version is read strongly consistent on every list
    expect(ddb).toHaveReceivedCommandWith(GetCommand, { Key: USERS_VERSION, ConsistentRead: true });
    expect(ddb.commandCalls(GetCommand)).toHaveLength(2);
  });

  it('queries again once the version changed, and serves the new answer', async () => {
    const users = repo();
    ddb.on(GetCommand, { Key: USERS_VERSION }).resolvesOnce(version('v1')).resolves(version('v2'));
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [userRow('u1')] })
      .resolves({ Items: [{ ...userRow('u1'), blocked: true }] });
    expect((await users.list({})).users[0]?.blocked).toBe(false);
    expect((await users.list({})).users[0]?.blocked).toBe(true);
    expect((await users.list({})).users[0]?.blocked).toBe(true);
    expect(queries()).toBe(2);
  });

  it('keeps nothing under a version younger than the settle time (GSIs lag on AWS)', async () => {
    const users = repo();
    ddb.on(GetCommand, { Key: USERS_VERSION }).resolves(version('v1', 200));
    ddb.on(QueryCommand).resolves({ Items: [userRow('u1')] });
    await users.list({});
    await users.list({});
    expect(queries()).toBe(2);
    now += 1000; // the same version, now settled: cached from here on
    await users.list({});
    await users.list({});
    expect(queries()).toBe(3);
  });

  it('concurrent misses of one settled version run one Query and share its answer', async () => {
    const users = repo();
    ddb.on(GetCommand, { Key: USERS_VERSION }).resolves(version('v1'));
    ddb.on(QueryCommand).callsFake(async () => {
      await new Promise((r) => setTimeout(r, 5));
      return { Items: [userRow('u1')] };
    });
    const pages = await Promise.all(Array.from({ length: 5 }, () => users.list({})));
    expect(queries()).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]?.users.map((u) => u.id)).toEqual(['u1']);
  });

  it('concurrent misses of a version younger than the settle time each query the index', async () => {
    const users = repo();
    ddb.on(GetCommand, { Key: USERS_VERSION }).resolves(version('v1', 200));
    ddb.on(QueryCommand).callsFake(async () => {
      await new Promise((r) => setTimeout(r, 5));
      return { Items: [userRow('u1')] };
    });
    await Promise.all(Array.from({ length: 3 }, () => users.list({})));
    expect(queries()).toBe(3);
  });

  it('caches nothing without a version item', async () => {
    const users = repo();
    ddb.on(GetCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [userRow('u1')] });
    await users.list({});
    await users.list({});
    expect(queries()).toBe(2);
    expect(users.cachedLists).toBe(0);
  });

  it('reads a page after the first (a cursor) straight from the index', async () => {
    const users = repo();
    ddb.on(GetCommand, { Key: USERS_VERSION }).resolves(version('v1'));
    ddb.on(QueryCommand).resolves({
      Items: [userRow('u1')],
      LastEvaluatedKey: { pk: 'USER#u1', sk: 'PROFILE', gsi1pk: 'USERS', gsi1sk: 'u1@exemplo.com' },
    });
    const first = await users.list({ limit: 1 });
    await users.list({ limit: 1, cursor: first.nextCursor });
    await users.list({ limit: 1, cursor: first.nextCursor });
    expect(queries()).toBe(3);
    await users.list({ limit: 1 });
    expect(queries()).toBe(3);
  });

  it('hands out frozen rows, so no caller can change what the next one reads', async () => {
    const users = repo();
    ddb.on(GetCommand, { Key: USERS_VERSION }).resolves(version('v1'));
    ddb.on(QueryCommand).resolves({ Items: [userRow('u1')] });
    const page = await users.list({});
    expect(Object.isFrozen(page.users)).toBe(true);
    expect(Object.isFrozen(page.users[0])).toBe(true);
  });

  it('gives the list a new version in the transaction of every write that changes it', async () => {
    const users = repo();
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(GetCommand, { Key: { pk: 'USER#u1', sk: 'PROFILE' } }).resolves({
      Item: { pk: 'USER#u1', sk: 'PROFILE', ...userRow('u1'), tokenVersion: 0, updatedAt: 't' },
    });
    await users.create({ id: 'u2', email: 'b@exemplo.com', role: 'USER', createdAt: 't' });
    await users.setRole('u1', 'STAFF', 't');
    await users.setBlocked('u1', true, 't');
    await users.delete('u1');
    const calls = ddb.commandCalls(TransactWriteCommand);
    expect(calls).toHaveLength(4);
    for (const [i] of calls.entries()) expect(writtenKeys(i)).toContain('LIST#USERS');
    // a new random token each time, stamped with the writer's clock
    const bumps = calls.map((c) => c.args[0].input.TransactItems?.at(-1)?.Update?.ExpressionAttributeValues);
    expect(new Set(bumps.map((b) => b?.[':token'])).size).toBe(4);
    expect(bumps.every((b) => b?.[':changedAt'] === NOW)).toBe(true);
    // deleting the account drops its appeals-list version with it
    expect(writtenKeys(3)).toContain('LIST#USER_APPEALS#u1');
    // nothing wrote outside a transaction
    expect(ddb).toHaveReceivedCommandTimes(UpdateCommand, 0);
  });
});

describe("a user's appeals list cache (GET /appeals/my, GET /appeals/user/{email})", () => {
  const repo = (bounds: { maxLists?: number; maxRows?: number } = {}) =>
    new DynamoAppealRepository(db, T, clock, bounds);
  const versions = () => {
    for (const u of ['u1', 'u2', 'u3', 'u4', 'u5'])
      ddb.on(GetCommand, { Key: appealsVersion(u) }).resolves({ Item: { token: `t-${u}`, changedAt: 0 } });
  };

  it('answers a second list with no write in between without a Query', async () => {
    const appeals = repo();
    versions();
    ddb.on(QueryCommand).resolves({ Items: [appealRow('a1'), appealRow('a2')] });
    await appeals.listByUser('u1', { limit: 1000 });
    const again = await appeals.listByUser('u1', { limit: 1000 });
    expect(queries()).toBe(1);
    expect(again.items.map((a) => a.id)).toEqual(['a1', 'a2']);
    expect(Object.isFrozen(again.items)).toBe(true);
  });

  it('keeps the processing poll and the whole list apart, each per user', async () => {
    const appeals = repo();
    versions();
    ddb.on(QueryCommand, { IndexName: 'gsi1' }).resolves({ Items: [appealRow('a1')] });
    ddb.on(QueryCommand, { IndexName: 'gsi2' }).resolves({ Items: [] });
    for (let i = 0; i < 2; i++) {
      expect((await appeals.listByUser('u1', { limit: 1000 })).items).toHaveLength(1);
      expect((await appeals.listByUser('u1', { limit: 1000, status: 'processing' })).items).toEqual([]);
      expect((await appeals.listByUser('u2', { limit: 1000 })).items).toHaveLength(1);
    }
    expect(queries()).toBe(3);
  });

  it('holds at most maxLists lists, dropping the least recently used', async () => {
    const appeals = repo({ maxLists: 3 });
    versions();
    ddb.on(QueryCommand).resolves({ Items: [appealRow('a1')] });
    for (const u of ['u1', 'u2', 'u3']) await appeals.listByUser(u, { limit: 1000 });
    await appeals.listByUser('u1', { limit: 1000 }); // u1 used again: u2 is now the oldest
    expect(queries()).toBe(3);
    for (const u of ['u4', 'u5']) await appeals.listByUser(u, { limit: 1000 });
    expect(appeals.cachedLists).toBe(3);
    expect(queries()).toBe(5);
    await appeals.listByUser('u1', { limit: 1000 }); // kept
    expect(queries()).toBe(5);
    await appeals.listByUser('u2', { limit: 1000 }); // dropped
    await appeals.listByUser('u3', { limit: 1000 }); // dropped
    expect(queries()).toBe(7);
    expect(appeals.cachedLists).toBe(3);
  });

  it('holds at most maxRows rows across its lists, and never a list longer than that', async () => {
    const appeals = repo({ maxRows: 3 });
    versions();
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'USER#u1#APPEALS' } }).resolves({
      Items: [appealRow('a1'), appealRow('a2')],
    });
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'USER#u2#APPEALS' } }).resolves({
      Items: [appealRow('b1', 'u2'), appealRow('b2', 'u2')],
    });
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'USER#u3#APPEALS' } }).resolves({
      Items: ['c1', 'c2', 'c3', 'c4'].map((id) => appealRow(id, 'u3')),
    });
    await appeals.listByUser('u1', { limit: 1000 });
    await appeals.listByUser('u2', { limit: 1000 }); // 4 rows > 3: u1 goes
    expect(appeals.cachedLists).toBe(1);
    await appeals.listByUser('u2', { limit: 1000 });
    expect(queries()).toBe(2);
    await appeals.listByUser('u1', { limit: 1000 });
    expect(queries()).toBe(3);
    // four rows never fit: served, not kept, and nothing else dropped for it
    expect((await appeals.listByUser('u3', { limit: 1000 })).items).toHaveLength(4);
    await appeals.listByUser('u3', { limit: 1000 });
    expect(queries()).toBe(5);
    expect(appeals.cachedLists).toBe(1);
  });

  it("gives the owner's list a new version in the transaction of every appeal write", async () => {
    const appeals = repo();
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(GetCommand, { Key: { pk: 'APPEAL#a1', sk: 'APPEAL' } }).resolves({ Item: appealItem() });
    ddb.on(GetCommand, { Key: { pk: 'APPEAL#a1', sk: 'TEXT' } }).resolves({});
    await appeals.create(appealRow('a2') as never);
    await appeals.update('a1', { status: 'paid' }, ['pending_payment']); // moves the counters
    await appeals.update('a1', { code: 'MG1' }); // moves nothing but updatedAt
    await appeals.update('a1', { generatedText: 'novo texto' }); // the TEXT item
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(4);
    for (const i of [0, 1, 2, 3]) expect(writtenKeys(i)).toContain('LIST#USER_APPEALS#u1');
    expect(ddb).toHaveReceivedCommandTimes(UpdateCommand, 0);
  });

  it("payments' writes (checkout, settle, expiry) give the owner's list a new version too", async () => {
    const payments = new DynamoAppealPaymentRepository(db, T, clock);
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(GetCommand, { Key: { pk: 'APPEAL#a1', sk: 'APPEAL' } }).resolves({
      Item: appealItem({ payment: { checkoutId: 'c1', checkoutStatus: 'ACTIVE' } }),
    });
    await payments.saveCheckout({
      appealId: 'a1',
      checkout: { checkoutId: 'c2' } as never,
      expectedCheckoutId: 'c1',
    });
    await payments.updatePayment({
      appealId: 'a1',
      fromStatuses: ['pending_payment'],
      toStatus: 'paid',
      checkoutId: 'c1',
      set: { checkoutStatus: 'PAID' },
    } as never);
    await payments.updatePayment({
      appealId: 'a1',
      fromStatuses: ['pending_payment'],
      checkoutId: 'c1',
      set: { checkoutStatus: 'ACTIVE' },
    } as never);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(3);
    for (const i of [0, 1, 2]) expect(writtenKeys(i)).toContain('LIST#USER_APPEALS#u1');
    expect(ddb).toHaveReceivedCommandTimes(UpdateCommand, 0);
  });
});

describe('transactions on shared version items', () => {
  const cancelled = (codes: string[]) =>
    new TransactionCanceledException({
      message: 'cancelled',
      $metadata: {},
      CancellationReasons: codes.map((Code) => ({ Code })),
    });
  const noWait = async () => {};

  it('tries again while DynamoDB cancels only for a TransactionConflict', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'TransactionConflict']))
      .rejectsOnce(cancelled(['TransactionConflict', 'None']))
      .resolves({});
    await transactWrite(db, { TransactItems: [] }, noWait);
    expect(ddb).toHaveReceivedCommandTimes(TransactWriteCommand, 3);
  });

  it('never repeats a failed condition, and gives up after four conflicts', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'TransactionConflict']));
    await expect(transactWrite(db, { TransactItems: [] }, noWait)).rejects.toMatchObject({
      name: 'TransactionCanceledException',
    });
    expect(ddb).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    ddb.reset();
    ddb.on(TransactWriteCommand).rejects(cancelled(['TransactionConflict']));
    await expect(transactWrite(db, { TransactItems: [] }, noWait)).rejects.toMatchObject({
      name: 'TransactionCanceledException',
    });
    expect(ddb).toHaveReceivedCommandTimes(TransactWriteCommand, 4);
  });

  it('a registration that collides with another on the users list version still succeeds', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'None', 'TransactionConflict']))
      .resolves({});
    const users = new DynamoUserRepository(db, T, { clock });
    await expect(
      users.create({ id: 'u9', email: 'novo@exemplo.com', role: 'USER', createdAt: 't' }),
    ).resolves.toMatchObject({ id: 'u9' });
    expect(ddb).toHaveReceivedCommandTimes(TransactWriteCommand, 2);
  });
});
