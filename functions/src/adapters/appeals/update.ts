/**
 * The UpdateItem of one appeal change: conditional on the version read, the heavy fields on the `TEXT`
 * item (README.md), the facts on the `FACTS` item, the status index key moved with the status. The repository puts both in one
 * transaction with the counters and the owner's list version.
 */
import type { Appeal } from '@recurso/core/appeal';
import type { AppealChanges } from '@recurso/core/appeals';
import { type Item, isHeavy, reminderIndexKeys, stripUndefined } from './items';
import { appealKeys, K } from './keys';

export function appealUpdate(
  tableName: string,
  current: Appeal,
  version: number,
  changes: AppealChanges,
  updatedAt: string,
) {
  const { remove = [], facts, ...set } = changes;
  const next: Appeal = { ...current, ...stripUndefined(set), updatedAt };
  // the facts live on their own item, replaced whole in the same transaction
  const factsPut = facts
    ? { TableName: tableName, Item: { ...appealKeys.facts(current.id), entity: 'APPEAL_FACTS', facts } }
    : undefined;
  for (const f of remove) delete next[f];
  const values: Item = { ':version': version, ':next': version + 1, ':updatedAt': next.updatedAt };
  const names: Record<string, string> = { '#version': 'version', '#updatedAt': 'updatedAt' };
  const sets = ['#version = :next', '#updatedAt = :updatedAt'];
  const heavy = Object.entries(stripUndefined(set)).filter(([f]) => isHeavy(f));
  for (const [field, value] of Object.entries(stripUndefined(set))) {
    if (isHeavy(field)) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  if (set.generatedText !== undefined) {
    names['#hasText'] = 'hasText';
    values[':hasText'] = Boolean(set.generatedText);
    sets.push('#hasText = :hasText');
  }
  // the heavy fields go to the TEXT item, in the same transaction as the version check
  const textUpdate = heavy.length
    ? {
        TableName: tableName,
        Key: appealKeys.text(current.id),
        UpdateExpression: `SET #entity = :entity, ${heavy.map(([f]) => `#${f} = :${f}`).join(', ')}`,
        ExpressionAttributeNames: {
          '#entity': 'entity',
          ...Object.fromEntries(heavy.map(([f]) => [`#${f}`, f])),
        },
        ExpressionAttributeValues: {
          ':entity': 'APPEAL_TEXT',
          ...Object.fromEntries(heavy.map(([f, v]) => [`:${f}`, v])),
        },
      }
    : undefined;
  // an item written before the TEXT item existed loses its own copy once the text is written there
  const staleCopies = heavy.map(([f]) => `#${f}`);
  for (const [f] of heavy) names[`#${f}`] = f;
  if (set.status && set.status !== current.status) {
    names['#gsi2pk'] = K.gsi2.partitionKey;
    values[':gsi2pk'] = appealKeys.byStatus(set.status);
    sets.push('#gsi2pk = :gsi2pk');
  }
  // the reminder index (GSI3) follows reminderDueAt: moved when it changes, left when it goes
  const removals: string[] = [];
  if (set.reminderDueAt !== undefined) {
    const entry = reminderIndexKeys(current.id, set.reminderDueAt);
    names['#gsi3pk'] = K.gsi3.partitionKey;
    names['#gsi3sk'] = K.gsi3.sortKey;
    values[':gsi3pk'] = entry[K.gsi3.partitionKey];
    values[':gsi3sk'] = entry[K.gsi3.sortKey];
    sets.push('#gsi3pk = :gsi3pk', '#gsi3sk = :gsi3sk');
  } else if (remove.includes('reminderDueAt')) {
    names['#gsi3pk'] = K.gsi3.partitionKey;
    names['#gsi3sk'] = K.gsi3.sortKey;
    removals.push('#gsi3pk', '#gsi3sk');
  }
  for (const f of remove) names[`#${f}`] = f;
  removals.push(...remove.map((f) => `#${f}`), ...staleCopies);
  const update = {
    TableName: tableName,
    Key: appealKeys.appeal(current.id),
    UpdateExpression: `SET ${sets.join(', ')}${removals.length ? ` REMOVE ${removals.join(', ')}` : ''}`,
    ConditionExpression: '#version = :version',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
  return { next, update, textUpdate, factsPut };
}
