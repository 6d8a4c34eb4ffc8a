/** The shared newest-first page read (audit trail, inbox): query shape and cursors that cannot wander. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { INVALID_CURSOR, ValidationError } from '@recurso/core/errors';
import { queryNewestFirst } from '@recurso/functions/adapters/dynamodb/newest-first';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';

const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const ddb = mockClient(db);
beforeEach(() => ddb.reset());

const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');

describe('queryNewestFirst', () => {
  it('queries the partition backwards on GSI1 and hands back a cursor that resumes it', async () => {
    const last = { pk: 'AUDIT#9', sk: 'AUDIT', gsi1pk: 'AUDIT', gsi1sk: '2026-11-22T00:00:00Z#9' };
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ id: '9' }], LastEvaluatedKey: last })
      .resolves({ Items: [] });

    const first = await queryNewestFirst(db, 'T', 'AUDIT', { limit: 1 });
    expect(first).toEqual({ items: [{ id: '9' }], nextCursor: cursorOf(last) });
    expect(ddb).toHaveReceivedCommandWith(QueryCommand, {
      TableName: 'T',
      IndexName: 'gsi1',
      ScanIndexForward: false,
      Limit: 1,
      ExpressionAttributeValues: { ':pk': 'AUDIT' },
    });

    const second = await queryNewestFirst(db, 'T', 'AUDIT', { limit: 1, cursor: first.nextCursor });
    expect(second).toEqual({ items: [] });
    expect(ddb.commandCalls(QueryCommand)[1]?.args[0].input.ExclusiveStartKey).toEqual(last);
  });

  it.each([
    ['garbage', 'não-é-base64-json'],
    ['another partition', cursorOf({ gsi1pk: 'CONTACT', gsi1sk: 'x' })],
    ['a JSON value that is not a key', cursorOf('AUDIT')],
  ])('refuses %s as a cursor without querying', async (_, cursor) => {
    const read = queryNewestFirst(db, 'T', 'AUDIT', { limit: 10, cursor });
    await expect(read).rejects.toThrow(ValidationError);
    await expect(read).rejects.toThrow(INVALID_CURSOR);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });
});
