/** Recognises DynamoDB's conditional failures, alone or inside a transaction. */
export function isConditionalFailure(err: unknown): boolean {
  const e = err as { name?: string; CancellationReasons?: { Code?: string }[] } | null;
  if (!e) return false;
  if (e.name === 'ConditionalCheckFailedException') return true;
  return (
    e.name === 'TransactionCanceledException' &&
    (e.CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed')
  );
}

/** Index of each reason that failed its condition (to tell which claim was taken). */
export function failedConditions(err: unknown): number[] {
  const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
}
