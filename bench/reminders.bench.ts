/**
 * The reminder sweep budget (issue 15): over 100,000 appeals, one sweep ≤ 5 s locally, reading only
 * what it must (the reminder index by due time, never a scan).
 *
 * Seeds DynamoDB Local (the real engine) with 100,000 appeal items of 1,000 accounts as the appeals
 * adapter writes them: deadlines spread over a year around the sweep's moment, most past ones filed or
 * decided, the reminder state each would have after the previous run, one account in ten with reminders
 * off. Then times the sweep at 09:05 in Brasília (the day's reminders due) with the local outbox mailer,
 * and again right after (nothing left due).
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { AppealStatus } from '@recurso/core/appeal';
import {
  addDays,
  brasiliaToday,
  nextReminderAt,
  passedPoints,
  sendDueReminders,
} from '@recurso/core/follow-up';
import { reminderDeps } from '@recurso/functions/adapters/appeals/reminder-job';
import { createDocumentClient } from '@recurso/functions/adapters/dynamodb/client';
import { indexKeys } from '@recurso/functions/adapters/appeals/items';
import { appealKeys } from '@recurso/functions/adapters/appeals/keys';
import { keys } from '@recurso/functions/adapters/dynamodb/keys';
import { benchRuntime } from './helpers';
import type { Figure } from './run';

const APPEALS = 100_000;
const USERS = 1_000;
const SWEEP_AT = new Date('2026-06-01T12:05:00Z');
const PREVIOUS_RUN = new Date(SWEEP_AT.getTime() - 15 * 60_000);

const pick = <T>(list: readonly T[], r: number): T => list[Math.floor(r * list.length)] as T;

/** A small deterministic generator: the same table every run. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

export default async function remindersBench(): Promise<Figure[]> {
  const rt = await benchRuntime();
  try {
    const { tableName } = rt.deps;
    // Seeding writes 100,000 items with three indexes: a client of its own with room for a slow engine.
    const dynamo = createDocumentClient({
      region: 'us-east-1',
      endpoint: rt.dynamoEndpoint,
      requestHandler: { requestTimeout: 60_000, connectionTimeout: 10_000 },
    });
    const rand = random(42);
    const today = brasiliaToday(SWEEP_AT);
    const put = async (items: Record<string, unknown>[]) => {
      for (let i = 0; i < items.length; i += 25) {
        let request = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
        while (request.length) {
          const out = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName]: request } }));
          request = (out.UnprocessedItems?.[tableName] ?? []) as typeof request;
        }
      }
    };

    const users = Array.from({ length: USERS }, (_, i) => `bench-user-${i}`);
    await put(
      users.flatMap((id, i) => [
        { ...keys.user(id), id, email: `${id}@exemplo.com`, role: 'USER', blocked: false, tokenVersion: 0 },
        ...(i % 10 === 0
          ? [{ ...keys.preferences(id), entity: 'PREFERENCES', deadlineReminders: false }]
          : []),
      ]),
    );

    const t0 = performance.now();
    let inIndex = 0;
    const batch: Record<string, unknown>[] = [];
    const flush = async () => {
      const chunks: Record<string, unknown>[][] = [];
      for (let i = 0; i < batch.length; i += 500) chunks.push(batch.slice(i, i + 500));
      await Promise.all(chunks.map(put));
      batch.length = 0;
    };
    for (let n = 0; n < APPEALS; n++) {
      const deadline = addDays(today, Math.floor(rand() * 366) - 183);
      const past = deadline < today;
      const status: AppealStatus = past
        ? pick(['filed', 'approved', 'rejected', 'no_response', 'paid'] as const, rand())
        : rand() < 0.3
          ? 'filed'
          : pick(['pending_payment', 'paid', 'paid', 'expired_payment'] as const, rand());
      const open = !['filed', 'approved', 'rejected', 'no_response'].includes(status);
      const sent = open ? passedPoints(deadline, PREVIOUS_RUN) : [];
      const reminderDueAt = open ? nextReminderAt(deadline, sent, PREVIOUS_RUN) : undefined;
      if (reminderDueAt) inIndex++;
      const id = `bench-appeal-${n}`;
      const createdAt = new Date(Date.parse(`${deadline}T12:00:00Z`) - 40 * 86_400_000).toISOString();
      const appeal = {
        id,
        userId: users[n % USERS] as string,
        userEmail: `${users[n % USERS]}@exemplo.com`,
        type: 'traffic' as const,
        status,
        value: 29.9,
        code: `A${String(n).padStart(9, '0')}`,
        createdAt,
        updatedAt: createdAt,
        userName: 'Motorista de Teste',
        notice: { number: `A${String(n).padStart(9, '0')}`, agency: 'DETRAN-SP', stage: 'jari' as const },
        filingDeadline: deadline,
        filingDeadlineSource: 'notice' as const,
        remindersSent: sent,
        ...(reminderDueAt ? { reminderDueAt } : {}),
      };
      batch.push({
        ...appealKeys.appeal(id),
        ...indexKeys(appeal),
        entity: 'APPEAL',
        version: 1,
        hasText: true,
        ...appeal,
      });
      if (batch.length >= 2_000) await flush();
    }
    await flush();
    const seedSeconds = (performance.now() - t0) / 1000;

    // the sweep itself runs on the runtime's own client, as the local timer does
    const deps = reminderDeps({
      dynamo: rt.deps.dynamo,
      tableName,
      mailer: rt.deps.mailer,
      clock: { now: () => SWEEP_AT },
      appUrl: 'http://localhost:3000',
    });
    const s0 = performance.now();
    const first = await sendDueReminders(deps);
    const sweepMs = performance.now() - s0;
    const s1 = performance.now();
    const again = await sendDueReminders(deps);
    const idleMs = performance.now() - s1;
    process.stdout.write(
      `seeded ${APPEALS} appeals (${inIndex} with a reminder ahead) in ${seedSeconds.toFixed(0)} s; ` +
        `sweep: ${JSON.stringify(first)}; again: ${JSON.stringify(again)}; outbox: ${rt.outbox().length} e-mails\n`,
    );
    return [
      {
        name: `reminder sweep over ${APPEALS} appeals (${first.sent} e-mails)`,
        value: sweepMs / 1000,
        unit: 's',
        budget: 5,
      },
      {
        name: 'index entries read by that sweep (due only, never a scan)',
        value: first.examined,
        unit: 'items',
      },
      { name: 'the next sweep, nothing due', value: idleMs, unit: 'ms' },
    ];
  } finally {
    await rt.dispose();
  }
}
