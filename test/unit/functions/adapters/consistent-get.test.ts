/**
 * Shared strongly consistent reads (functions/src/adapters/dynamodb/consistent-get.ts): concurrent
 * callers of one key share a read, but never one sent before they asked.
 */
import type { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { consistentGet } from '@recurso/functions/adapters/dynamodb/consistent-get';

/** A client whose GetItems stay pending until the test answers them, in order. */
function pendingClient() {
  const sent: { input: GetCommand['input']; answer: (item?: object) => void; fail: (e: Error) => void }[] =
    [];
  const client = {
    send: (command: GetCommand) =>
      new Promise((resolve, reject) => {
        sent.push({
          input: command.input,
          answer: (item) => resolve({ Item: item }),
          fail: reject,
        });
      }),
  } as unknown as DynamoDBDocumentClient;
  return { client, sent };
}

const KEY = { pk: 'USER#u1', sk: 'PROFILE' };
const flush = () => new Promise((r) => setImmediate(r));

describe('consistentGet', () => {
  it('reads strongly consistent, one read per key at a time however many ask', async () => {
    const { client, sent } = pendingClient();
    const first = consistentGet(client, 't', KEY);
    const waiting = Array.from({ length: 50 }, () => consistentGet(client, 't', KEY));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.input).toEqual({ TableName: 't', Key: KEY, ConsistentRead: true });
    sent[0]?.answer({ v: 1 });
    expect(await first).toEqual({ v: 1 });
    await flush();
    // the 50 asked while the first read was in flight: they get the next read, sent only now
    expect(sent).toHaveLength(2);
    sent[1]?.answer({ v: 2 });
    const items = await Promise.all(waiting);
    expect(items.every((item) => item?.v === 2)).toBe(true);
  });

  it('never answers a caller with a read sent before it asked (its own write may be newer)', async () => {
    const { client, sent } = pendingClient();
    const before = consistentGet(client, 't', KEY);
    // e.g. the caller's own write completes here, while that read is still in flight
    const after = consistentGet(client, 't', KEY);
    sent[0]?.answer({ written: false });
    await flush();
    sent[1]?.answer({ written: true });
    expect(await before).toEqual({ written: false });
    expect(await after).toEqual({ written: true });
  });

  it('sends a fresh read for a caller that asks after the last one ended', async () => {
    const { client, sent } = pendingClient();
    const one = consistentGet(client, 't', KEY);
    sent[0]?.answer({ v: 1 });
    await one;
    await flush();
    const two = consistentGet(client, 't', KEY);
    expect(sent).toHaveLength(2);
    sent[1]?.answer({ v: 2 });
    expect(await two).toEqual({ v: 2 });
  });

  it('shares nothing between keys, tables or clients', async () => {
    const { client, sent } = pendingClient();
    const other = pendingClient();
    void consistentGet(client, 't', KEY);
    void consistentGet(client, 't', { pk: 'USER#u2', sk: 'PROFILE' });
    void consistentGet(client, 'other-table', KEY);
    void consistentGet(other.client, 't', KEY);
    expect(sent).toHaveLength(3);
    expect(other.sent).toHaveLength(1);
  });

  it('a failed read fails only the callers it was for; the callers after it still get a read', async () => {
    const { client, sent } = pendingClient();
    const failing = consistentGet(client, 't', KEY);
    const next = consistentGet(client, 't', KEY);
    sent[0]?.fail(new Error('ProvisionedThroughputExceededException'));
    await expect(failing).rejects.toThrow('ProvisionedThroughputExceededException');
    await flush();
    sent[1]?.answer({ v: 3 });
    expect(await next).toEqual({ v: 3 });
  });
});
