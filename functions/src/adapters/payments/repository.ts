/**
 * AppealPaymentRepository on the single DynamoDB table. Payment data is a nested `payment` map on the
 * appeal item (toAppeal never copies it, so appeal views cannot leak it). Every write is conditional:
 * the status read (forward-only transitions), the current checkout or paying payment when asked, and
 * a `version` bump so the appeals repository's optimistic writes notice ours. A status change moves
 * the statistics counters in the same TransactWriteItems (core/src/appeals/counters.ts), exactly as
 * ../appeals/repository.ts does, and gives the owner's cached appeals list a new version
 * (../dynamodb/list-cache.ts) in the same transaction.
 */
import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { type AppealStatus, PAYABLE_STATUSES } from '@recurso/core/appeal';
import { type CounterDeltas, counterDeltas, isZero } from '@recurso/core/appeals';
import type {
  AppealPaymentRepository,
  PaymentAppeal,
  PaymentRecord,
  PaymentUpdate,
} from '@recurso/core/payments';
import type { Clock } from '@recurso/core/ports';
import { appealKeys } from '../appeals/keys';
import { toAppeal } from '../appeals/items';
import { isConditionalFailure } from '../dynamodb/errors';
import { epochSeconds, K } from '../dynamodb/keys';
import { listVersionBump } from '../dynamodb/list-cache';
import { paymentKeys } from './keys';

type Item = Record<string, unknown>;
interface Update {
  TableName: string;
  Key: Record<string, string>;
  UpdateExpression: string;
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Item;
}

/** Re-reads after a lost race; a condition that still holds on the fresh read is tried again. */
const MAX_ATTEMPTS = 5;

export function toPaymentAppeal(item: Item): PaymentAppeal {
  const a = toAppeal(item);
  const appeal: PaymentAppeal = {
    id: a.id,
    userId: a.userId,
    userEmail: a.userEmail,
    type: a.type,
    status: a.status,
    value: a.value,
    ...(a.code !== undefined ? { code: a.code } : {}),
    ...(a.userName !== undefined ? { userName: a.userName } : {}),
    ...(a.userDocument !== undefined ? { userDocument: a.userDocument } : {}),
    ...(a.notice?.number || a.notice?.processNumber
      ? {
          notice: {
            ...(a.notice.number ? { number: a.notice.number } : {}),
            ...(a.notice.processNumber ? { processNumber: a.notice.processNumber } : {}),
          },
        }
      : {}),
  };
  if (item.payment && typeof item.payment === 'object') appeal.payment = item.payment as PaymentRecord;
  return appeal;
}

export class DynamoAppealPaymentRepository implements AppealPaymentRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly clock: Clock,
  ) {}

  async getAppeal(appealId: string): Promise<PaymentAppeal | undefined> {
    const item = await this.read(appealId);
    return item && toPaymentAppeal(item);
  }

  async findAppealIdByCheckoutId(checkoutId: string): Promise<string | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.tableName,
        Key: paymentKeys.checkout(checkoutId),
        ConsistentRead: true,
      }),
    );
    return typeof Item?.appealId === 'string' ? Item.appealId : undefined;
  }

  async saveCheckout(input: {
    appealId: string;
    checkout: PaymentRecord;
    expectedCheckoutId: string | undefined;
  }): Promise<boolean> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const item = await this.read(input.appealId);
      if (!item) return false;
      const from = item.status as AppealStatus;
      const current = (item.payment as PaymentRecord | undefined)?.checkoutId;
      if (!PAYABLE_STATUSES.includes(from) || current !== input.expectedCheckoutId) return false;
      const update = this.appealUpdate(input.appealId, from, 'pending_payment', {
        sets: ['#payment = :payment'],
        names: { '#payment': 'payment', ...(current ? { '#checkoutId': 'checkoutId' } : {}) },
        values: { ':payment': input.checkout, ...(current ? { ':expected': current } : {}) },
        conditions: [current ? '#payment.#checkoutId = :expected' : 'attribute_not_exists(#payment)'],
      });
      const pointer = {
        Put: {
          TableName: this.tableName,
          Item: {
            ...paymentKeys.checkout(input.checkout.checkoutId),
            entity: 'CHECKOUT',
            appealId: input.appealId,
            createdAt: input.checkout.checkoutCreatedAt,
          },
          ConditionExpression: `attribute_not_exists(${K.pk})`,
        },
      };
      const deltas = counterDeltas(Number(item.value), from, 'pending_payment');
      try {
        await this.db.send(
          new TransactWriteCommand({
            TransactItems: [
              { Update: update },
              pointer,
              ...(isZero(deltas) ? [] : [this.counterUpdate(deltas)]),
              this.listChanged(item),
            ],
          }),
        );
        return true;
      } catch (error) {
        if (!isConditionalFailure(error)) throw error;
      }
    }
    return false;
  }

  async updatePayment(u: PaymentUpdate): Promise<boolean> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const item = await this.read(u.appealId);
      if (!item) return false;
      const from = item.status as AppealStatus;
      const payment = item.payment as PaymentRecord | undefined;
      if (!payment || !u.fromStatuses.includes(from)) return false;
      if (u.checkoutId !== undefined && payment.checkoutId !== u.checkoutId) return false;
      if (u.paymentId !== undefined && payment.paymentId !== u.paymentId) return false;

      const names: Record<string, string> = { '#payment': 'payment' };
      const values: Item = {};
      const sets: string[] = [];
      const conditions = ['attribute_exists(#payment)'];
      for (const [field, value] of Object.entries(u.set)) {
        if (value === undefined) continue;
        names[`#p_${field}`] = field;
        values[`:p_${field}`] = value;
        sets.push(`#payment.#p_${field} = :p_${field}`);
      }
      if (u.checkoutId !== undefined) {
        names['#checkoutId'] = 'checkoutId';
        values[':checkoutId'] = u.checkoutId;
        conditions.push('#payment.#checkoutId = :checkoutId');
      }
      if (u.paymentId !== undefined) {
        names['#paymentId'] = 'paymentId';
        values[':paymentId'] = u.paymentId;
        conditions.push('#payment.#paymentId = :paymentId');
      }
      const to = u.toStatus ?? from;
      const update = this.appealUpdate(u.appealId, from, to, { sets, names, values, conditions });
      const deltas = counterDeltas(Number(item.value), from, to);
      try {
        await this.db.send(
          new TransactWriteCommand({
            TransactItems: [
              { Update: update },
              ...(isZero(deltas) ? [] : [this.counterUpdate(deltas)]),
              this.listChanged(item),
            ],
          }),
        );
        return true;
      } catch (error) {
        if (!isConditionalFailure(error)) throw error;
      }
    }
    return false;
  }

  async claimEvent(eventId: string, expiresAt: string): Promise<boolean> {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.tableName,
          Item: {
            ...paymentKeys.event(eventId),
            entity: 'ASAAS_EVENT',
            receivedAt: this.clock.now().toISOString(),
            [K.ttl]: epochSeconds(new Date(expiresAt)),
          },
          // An id claimed but never queued (the webhook died in between) is claimed again.
          ConditionExpression: `attribute_not_exists(${K.pk}) OR attribute_not_exists(queuedAt)`,
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalFailure(error)) return false;
      throw error;
    }
  }

  async markEventQueued(eventId: string): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: paymentKeys.event(eventId),
        UpdateExpression: 'SET queuedAt = :now',
        ConditionExpression: `attribute_exists(${K.pk})`,
        ExpressionAttributeValues: { ':now': this.clock.now().toISOString() },
      }),
    );
  }

  async releaseEvent(eventId: string): Promise<void> {
    await this.db.send(new DeleteCommand({ TableName: this.tableName, Key: paymentKeys.event(eventId) }));
  }

  /** Query on the status index (pending_payment), oldest first, filtered to ACTIVE checkouts past their time. */
  async listExpiredCheckouts(before: string, limit: number): Promise<PaymentAppeal[]> {
    const found: PaymentAppeal[] = [];
    let start: Item | undefined;
    do {
      const out = await this.db.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: K.gsi2.indexName,
          KeyConditionExpression: '#pk = :pk',
          FilterExpression: '#payment.#cs = :active AND #payment.#exp < :before',
          ExpressionAttributeNames: {
            '#pk': K.gsi2.partitionKey,
            '#payment': 'payment',
            '#cs': 'checkoutStatus',
            '#exp': 'checkoutExpiresAt',
          },
          ExpressionAttributeValues: {
            ':pk': appealKeys.byStatus('pending_payment'),
            ':active': 'ACTIVE',
            ':before': before,
          },
          ScanIndexForward: true,
          ExclusiveStartKey: start,
        }),
      );
      for (const item of out.Items ?? []) if (found.length < limit) found.push(toPaymentAppeal(item));
      start = out.LastEvaluatedKey;
    } while (start && found.length < limit);
    return found;
  }

  private async read(appealId: string): Promise<Item | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: appealKeys.appeal(appealId), ConsistentRead: true }),
    );
    return Item?.entity === 'APPEAL' ? Item : undefined;
  }

  /**
   * The conditional update of the appeal item: the caller's sets and conditions, plus status `from`
   * as read, `updatedAt`, a `version` bump, and the status index key when the status changes.
   */
  private appealUpdate(
    appealId: string,
    from: AppealStatus,
    to: AppealStatus,
    part: { sets: string[]; names: Record<string, string>; values: Item; conditions: string[] },
  ): Update {
    const names = { ...part.names, '#status': 'status', '#updatedAt': 'updatedAt', '#version': 'version' };
    const values: Item = { ...part.values, ':from': from, ':now': this.clock.now().toISOString(), ':one': 1 };
    const sets = [...part.sets, '#updatedAt = :now'];
    if (to !== from) {
      Object.assign(names, { '#gsi2pk': K.gsi2.partitionKey });
      Object.assign(values, { ':to': to, ':gsi2pk': appealKeys.byStatus(to) });
      sets.push('#status = :to', '#gsi2pk = :gsi2pk');
    }
    return {
      TableName: this.tableName,
      Key: appealKeys.appeal(appealId),
      UpdateExpression: `SET ${sets.join(', ')} ADD #version :one`,
      ConditionExpression: ['#status = :from', ...part.conditions].join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    };
  }

  /** Every write here changes what the owner's appeals list shows (status, updatedAt). */
  private listChanged(item: Item) {
    return listVersionBump(this.tableName, appealKeys.listVersion(String(item.userId)), this.clock.now());
  }

  private counterUpdate(d: CounterDeltas) {
    return {
      Update: {
        TableName: this.tableName,
        Key: appealKeys.counters,
        UpdateExpression: 'ADD totalAppeals :total, paidValueCents :paid, pendingAppeals :pending',
        ExpressionAttributeValues: {
          ':total': d.totalAppeals,
          ':paid': d.paidValueCents,
          ':pending': d.pendingAppeals,
        },
      },
    };
  }
}
