/**
 * Makes DynamoDB Local's answer to a transaction mean "on disk", as DynamoDB's does.
 *
 * DynamoDB Local (2026-01-16) runs every SQLite statement on one queue thread. Single-item writes wait
 * for their job, COMMIT included. `TransactWriteItems` does not: `SQLiteDBAccess.commitTransaction`
 * puts the COMMIT job on the queue and returns without waiting for it, so the 200 leaves before the
 * transaction is committed, and a `kill -9` in that moment loses a write the API had acknowledged
 * (measured: 1 lost save in 4 of 8 kill cycles, docs/local-runtime.md). The queue runs its jobs in
 * order, so any read sent after the answer runs after that COMMIT: this middleware sends one strongly
 * consistent GetItem after each successful transaction and returns only when it has answered. SQLite
 * runs with its defaults (rollback journal, synchronous=FULL), so a finished COMMIT has been fsynced.
 */
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** Commands whose commit DynamoDB Local queues without waiting (TransactWriteItems, PartiQL transactions). */
const QUEUED_COMMITS = new Set(['TransactWriteItemsCommand', 'ExecuteTransactionCommand']);

/** The key the barrier reads: never written, so the read costs one indexed lookup. */
export const BARRIER_KEY = { pk: { S: '#LOCAL' }, sk: { S: '#COMMIT_BARRIER' } } as const;

export function withCommitBarrier(client: DynamoDBDocumentClient, tableName: string): DynamoDBDocumentClient {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (QUEUED_COMMITS.has(context.commandName ?? '')) {
        await client.send(
          new GetItemCommand({ TableName: tableName, Key: BARRIER_KEY, ConsistentRead: true }),
        );
      }
      return result;
    },
    // initialize: outside the SDK's retries, so the barrier follows the attempt that succeeded.
    { step: 'initialize', name: 'localCommitBarrier', override: true },
  );
  return client;
}
