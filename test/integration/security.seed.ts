/**
 * Test data for the trust suites (account, access matrix, mass assignment, logs): appeals and files
 * written straight through the real adapters, so these suites do not depend on the appeals API being
 * built, plus a full-table read used ONLY by tests to prove nothing personal remains (never on a request path).
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Appeal, AppealStatus } from '@recurso/core/appeal';
import { DynamoAppealRepository } from '@recurso/functions/adapters/appeals/repository';
import type { TestRuntime } from './helpers/runtime';

export const CPF_A = '529.982.247-25';

export interface SeededAppeal {
  appeal: Appeal;
  uploadKey: string;
}

/** An appeal of `owner` with its generation input and one uploaded file under uploads/<userId>/. */
export async function seedAppeal(
  rt: TestRuntime,
  owner: { id: string; email: string },
  opts: { status?: AppealStatus; userName?: string; cpf?: string; text?: string; createdAt?: string } = {},
): Promise<SeededAppeal> {
  const id = crypto.randomUUID();
  const now = opts.createdAt ?? new Date().toISOString();
  const uploadKey = `uploads/${owner.id}/${crypto.randomUUID()}`;
  const appeal: Appeal = {
    id,
    userId: owner.id,
    userEmail: owner.email,
    type: 'traffic',
    status: opts.status ?? 'pending_payment',
    value: 29.9,
    code: `AI${id.slice(0, 8)}`,
    createdAt: now,
    updatedAt: now,
    generatedText: opts.text ?? 'Texto do recurso de teste.',
    userName: opts.userName ?? 'Fulano de Tal',
    userDocument: opts.cpf ?? CPF_A,
  };
  await new DynamoAppealRepository(rt.deps.dynamo, rt.deps.tableName).create(appeal, {
    appealId: id,
    userId: owner.id,
    type: 'traffic',
    documents: [{ key: uploadKey, type: 'pdf' }],
    manual: null,
    userName: appeal.userName ?? null,
    userCity: 'Campinas',
    additionalText: 'versão dos fatos',
  });
  await putObject(rt, uploadKey, Buffer.from('%PDF-1.4 documento de teste'), 'application/pdf');
  return { appeal, uploadKey };
}

export async function putObject(rt: TestRuntime, key: string, body: Buffer, contentType: string) {
  await (await rt.deps.s3()).send(
    new PutObjectCommand({ Bucket: rt.deps.buckets.uploads, Key: key, Body: body, ContentType: contentType }),
  );
}

/** Every item of the table (test-only proof that nothing personal remains anywhere). */
export async function allItems(rt: TestRuntime): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await rt.deps.dynamo.send(
      new ScanCommand({ TableName: rt.deps.tableName, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}
