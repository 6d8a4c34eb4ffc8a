/**
 * TransactWriteItems, tried again while DynamoDB cancels it only for a TransactionConflict (another
 * transaction on one of its items at that moment). Shared items such as the list versions
 * (list-cache.ts) and the counters are in many transactions, so two registrations or two appeal
 * writes at once can collide; a conflict wrote nothing, and a short jittered wait clears it. A failed
 * condition is an answer, never retried.
 */
import { type DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';

type TransactInput = ConstructorParameters<typeof TransactWriteCommand>[0];

const ATTEMPTS = 4;

export function isTransactionConflict(err: unknown): boolean {
  const e = err as { name?: string; CancellationReasons?: { Code?: string }[] } | null;
  if (e?.name !== 'TransactionCanceledException') return false;
  const codes = (e.CancellationReasons ?? []).map((r) => r.Code);
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}

export async function transactWrite(
  db: DynamoDBDocumentClient,
  input: TransactInput,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand(input));
      return;
    } catch (err) {
      if (attempt >= ATTEMPTS || !isTransactionConflict(err)) throw err;
      await sleep(10 * 2 ** attempt * (0.5 + Math.random()));
    }
  }
}
