/**
 * `audit(deps, entry)`: the one call an operation makes after an admin action succeeded.
 *
 *   await audit(deps, { actor, action: 'user.blocked', targetType: 'user', targetId: user.id, requestId: req.requestId });
 *
 * The action already happened, so a failed write must not turn it into an error answer: it is retried
 * once, then logged at error level with the whole entry (CloudWatch keeps it; a metric filter on
 * `audit write failed` can alert — not configured yet).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type AuditInput, auditEntry } from '@recurso/core/audit';
import type { Clock, Ids } from '@recurso/core/ports';
import type { Logger } from '../../logger';
import { DynamoAuditLog } from './log';

export interface AuditDeps {
  dynamo: DynamoDBDocumentClient;
  tableName: string;
  clock: Clock;
  ids: Ids;
  logger: Logger;
}

const logs = new WeakMap<object, DynamoAuditLog>();
export function auditLog(deps: Pick<AuditDeps, 'dynamo' | 'tableName'>): DynamoAuditLog {
  let log = logs.get(deps);
  if (!log) {
    log = new DynamoAuditLog(deps.dynamo, deps.tableName);
    logs.set(deps, log);
  }
  return log;
}

export async function audit(deps: AuditDeps, input: AuditInput): Promise<void> {
  const entry = auditEntry(input, deps.ids.newId(), deps.clock.now());
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      await auditLog(deps).record(entry);
      return;
    } catch (error) {
      if (attempt === 2) deps.logger.error('audit write failed', { audit: entry, error });
    }
  }
}
