/**
 * A strongly consistent GetItem that concurrent callers of the same key share — but only a read *sent
 * after* each caller asked, so every caller still sees every write completed before it asked (what
 * ConsistentRead promises; a read already in flight may predate a caller's own write, so it is never
 * joined). While a read of a key is in flight, new callers of that key wait for the next read, which
 * is sent when the current one ends and answers all of them: at most one read per round trip per key,
 * however many requests ask. The local server's hundreds of concurrent requests of one user (session
 * check, list version) cost one read each round trip; a Lambda instance, one request at a time,
 * shares nothing.
 *
 * The item is shared between callers: treat it as read-only (map it to a new object).
 */
import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

type Key = Record<string, string>;
type Item = Record<string, unknown>;
type Read = Promise<Item | undefined>;

/** Per key: the read in flight and, once someone asked during it, the read that follows it. */
interface Slot {
  current: Read;
  next?: Read;
}

const slotsByClient = new WeakMap<DynamoDBDocumentClient, Map<string, Slot>>();

export function consistentGet(db: DynamoDBDocumentClient, tableName: string, key: Key): Read {
  let slots = slotsByClient.get(db);
  if (!slots) {
    slots = new Map();
    slotsByClient.set(db, slots);
  }
  let id = tableName;
  for (const k in key) id += `\u0000${k}\u0000${key[k]}`;
  const slot = slots.get(id);
  if (!slot) return start(db, tableName, key, slots, id);
  if (!slot.next) {
    const after = slot.current;
    slot.next = after.then(
      () => start(db, tableName, key, slots, id),
      () => start(db, tableName, key, slots, id),
    );
  }
  return slot.next;
}

function start(
  db: DynamoDBDocumentClient,
  tableName: string,
  key: Key,
  slots: Map<string, Slot>,
  id: string,
) {
  const current: Read = (async () =>
    (await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true })))?.Item)();
  const slot: Slot = { current };
  slots.set(id, slot);
  // Registered before any follower's `then`, so it runs first: a slot nobody queued behind is freed;
  // one with a follower is replaced by the follower's own `start`.
  const settle = () => {
    if (!slot.next && slots.get(id) === slot) slots.delete(id);
  };
  current.then(settle, settle);
  return current;
}
