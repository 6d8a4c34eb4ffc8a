/**
 * generate-appeal and deliver-appeal through the local runner with the real ASL files, the real
 * reader (text extraction, facts, template writer, PDF) and in-memory storage: every path.
 * The stop for the driver's review has its own file (review-stop.test.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Appeal } from '@recurso/core/appeal';
import { failureReasonFor, type AppealWriter, type AppealChanges } from '@recurso/core/appeals';
import { templateWriter } from '@recurso/functions/tasks/reader';
import { createTaskHandlers } from '@recurso/functions/tasks/tasks';
import { LocalTextExtractor } from '@recurso/local/extract/index';
import { createLocalWorkflows } from '@recurso/local/stepfunctions/runner';
import { clock, dataDir, input, manualEntry, newAppeal, putFixture, run, setup } from './harness';

jest.setTimeout(30_000);

test('happy path: a text PDF becomes pending_payment with the notice number as code and the plate in the text', async () => {
  const { appeals, blobs, workflows } = setup();
  await newAppeal(appeals, 'a1');
  await putFixture(blobs, 'mg-np-sinal.pdf', 'uploads/u-1/doc');
  const record = await run(workflows, 'a1', input('a1', [{ key: 'uploads/u-1/doc', type: 'pdf' }]));
  expect(record.status).toBe('SUCCEEDED');
  const appeal = (await appeals.get('a1')) as Appeal;
  expect(appeal.status).toBe('pending_payment');
  expect(appeal.code).toBe('MG00123456');
  expect(appeal.generatedText).toContain('MG00123456');
  expect(appeal.generatedText).toContain('HJK-5832');
  expect(appeal.userDocument).toBe('50731826426');
  expect(appeal.textVersion).toBe(1);
  expect(record.history.map((h) => h.state)).toEqual(
    expect.arrayContaining([
      'ExtractDocuments',
      'ExtractDocument',
      'BuildFacts',
      'WriteAppeal',
      'SaveAppeal',
    ]),
  );
  expect(record.history.some((h) => h.state === 'WriteWithTemplate')).toBe(false);
  expect(await appeals.counters()).toEqual({ totalAppeals: 1, totalValuePaid: 0, pendingAppeals: 1 });
});

test('manual mode: no documents, the typed form becomes the appeal', async () => {
  const { appeals, workflows } = setup();
  await newAppeal(appeals, 'm1');
  const record = await run(workflows, 'm1', {
    ...input('m1', []),
    manual: manualEntry({
      location: 'Av. Brasil, 100',
      cpf: '529.982.247-25',
      address: 'Rua das Flores, 10, Campinas/SP, CEP 13000-000',
      facts: { 'notice.number': 'SP1234567', stage: 'jari' },
    }),
  });
  expect(record.status).toBe('SUCCEEDED');
  const appeal = (await appeals.get('m1')) as Appeal;
  expect(appeal.status).toBe('pending_payment');
  expect(appeal.generatedText).toContain('ABC1D23');
  expect(appeal.generatedText).toContain('João da Silva');
  expect(appeal.generatedText).toContain('RECURSO À JARI');
  expect(appeal.generatedText).not.toContain('[preencher');
  expect(appeal.code).toBe('SP1234567');
});

test('extraction failure: an unreadable document ends generation_failed with a Portuguese reason', async () => {
  const { appeals, blobs, workflows } = setup();
  await newAppeal(appeals, 'x1');
  await blobs.put('uploads/u-1/blank', new TextEncoder().encode('   \n  '), 'text/plain');
  const record = await run(workflows, 'x1', input('x1', [{ key: 'uploads/u-1/blank', type: 'text' }]));
  expect(record.status).toBe('FAILED');
  expect(record.error?.name).toBe('GenerationFailed');
  const appeal = (await appeals.get('x1')) as Appeal;
  expect(appeal.status).toBe('generation_failed');
  expect(appeal.failureReason).toBe(
    'Não conseguimos ler o texto dos documentos enviados. Envie uma foto mais nítida ou um PDF, ou preencha os dados manualmente.',
  );
  expect(record.history).toContainEqual({ type: 'StateCaught', state: 'ExtractDocuments' });
  expect(await appeals.counters()).toEqual({ totalAppeals: 1, totalValuePaid: 0, pendingAppeals: 0 });
});

test('throttled extraction is retried with backoff and then succeeds', async () => {
  const extractor = new LocalTextExtractor();
  let calls = 0;
  const { appeals, blobs, workflows } = setup({
    extractor: {
      extract: async (doc) => {
        calls += 1;
        if (calls <= 2) throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
        return extractor.extract(doc);
      },
    },
  });
  await newAppeal(appeals, 't1');
  await putFixture(blobs, 'mg-np-sinal.pdf', 'uploads/u-1/doc');
  const record = await run(workflows, 't1', input('t1', [{ key: 'uploads/u-1/doc', type: 'pdf' }]));
  expect(record.status).toBe('SUCCEEDED');
  expect(calls).toBe(3);
  expect(
    record.history.filter((h) => h.type === 'StateRetried' && h.state === 'ExtractDocument'),
  ).toHaveLength(2);
  expect((await appeals.get('t1'))?.status).toBe('pending_payment');
});

test('writer fallback: when the primary writer keeps failing, the template writer writes the appeal', async () => {
  const failing: AppealWriter = {
    write: async () => {
      throw Object.assign(new Error('model timed out'), { name: 'ModelTimeoutException' });
    },
  };
  const { appeals, blobs, workflows } = setup({
    writers: { primary: failing, template: templateWriter(clock) },
  });
  await newAppeal(appeals, 'w1');
  await putFixture(blobs, 'mg-np-sinal.pdf', 'uploads/u-1/doc');
  const record = await run(workflows, 'w1', input('w1', [{ key: 'uploads/u-1/doc', type: 'pdf' }]));
  expect(record.status).toBe('SUCCEEDED');
  expect(record.history.filter((h) => h.type === 'StateRetried' && h.state === 'WriteAppeal')).toHaveLength(
    3,
  );
  expect(record.history).toContainEqual({ type: 'StateCaught', state: 'WriteAppeal' });
  expect(record.history).toContainEqual({ type: 'StateEntered', state: 'WriteWithTemplate' });
  const appeal = (await appeals.get('w1')) as Appeal;
  expect(appeal.status).toBe('pending_payment');
  expect(appeal.generatedText).toContain('MG00123456');
});

test('save failure: a transient fault is retried; a persistent one marks the appeal generation_failed', async () => {
  for (const persistent of [false, true]) {
    const { appeals, blobs, workflows } = setup();
    let failures = 0;
    const update = appeals.update.bind(appeals);
    appeals.update = async (id: string, changes: AppealChanges, expect?: readonly Appeal['status'][]) => {
      if (changes.status === 'pending_payment' && (persistent || failures < 1)) {
        failures += 1;
        throw Object.assign(new Error('try again'), { name: 'ProvisionedThroughputExceededException' });
      }
      return update(id, changes, expect);
    };
    const id = persistent ? 's-persistent' : 's-transient';
    await newAppeal(appeals, id);
    await putFixture(blobs, 'mg-np-sinal.pdf', 'uploads/u-1/doc');
    const record = await run(workflows, id, input(id, [{ key: 'uploads/u-1/doc', type: 'pdf' }]));
    const appeal = (await appeals.get(id)) as Appeal;
    if (persistent) {
      expect(record.status).toBe('FAILED');
      expect(failures).toBe(6); // first try + 5 retries of ServiceThrottled
      expect(appeal.status).toBe('generation_failed');
      expect(appeal.failureReason).toBe(failureReasonFor('ServiceThrottled'));
      expect(appeal.generatedText).toBeUndefined();
    } else {
      expect(record.status).toBe('SUCCEEDED');
      expect(appeal.status).toBe('pending_payment');
    }
  }
});

test('a repeated start with the same name runs nothing twice', async () => {
  const { appeals, blobs, workflows } = setup();
  await newAppeal(appeals, 'r1');
  await putFixture(blobs, 'mg-np-sinal.pdf', 'uploads/u-1/doc');
  const body = input('r1', [{ key: 'uploads/u-1/doc', type: 'pdf' }]);
  await workflows.start('generate-appeal', 'r1', { ...body });
  await workflows.start('generate-appeal', 'r1', { ...body });
  await workflows.idle();
  const record = workflows.describe('generate-appeal', 'r1');
  expect(record?.status).toBe('SUCCEEDED');
  expect(record?.history.filter((h) => h.state === 'SaveAppeal' && h.type === 'StateEntered')).toHaveLength(
    1,
  );
  expect((await appeals.get('r1'))?.textVersion).toBe(1);
});

test('deliver-appeal renders the PDF, stores it under documents/<userId>/<appealId>.pdf and e-mails the owner', async () => {
  const { appeals, blobs, mail, workflows } = setup();
  await newAppeal(appeals, 'd1', 'paid');
  await appeals.update('d1', {
    generatedText: 'Ilmo. Sr.\n\n# RECURSO\n\nTexto do recurso.',
    code: 'MG00123456',
  });
  await workflows.start('deliver-appeal', 'd1-v1', { appealId: 'd1', textVersion: 1 });
  const record = await workflows.waitFor('deliver-appeal', 'd1-v1');
  expect(record.status).toBe('SUCCEEDED');
  const appeal = (await appeals.get('d1')) as Appeal;
  expect(appeal.documentKey).toBe('documents/u-1/d1.pdf');
  const pdf = blobs.objects.get('documents/u-1/d1.pdf');
  expect(
    Buffer.from(pdf?.body ?? [])
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  expect(mail).toHaveLength(1);
  expect(mail[0]).toMatchObject({ to: 'ana@example.com', subject: 'Seu recurso está pronto' });
  expect(mail[0]?.text).toContain('http://localhost:3000/dashboard/resources');
});

test('deliver-appeal refuses an unpaid appeal and stores nothing', async () => {
  const { appeals, blobs, mail, workflows } = setup();
  await newAppeal(appeals, 'd2', 'pending_payment');
  await appeals.update('d2', { generatedText: 'Texto.' });
  await workflows.start('deliver-appeal', 'd2-v1', { appealId: 'd2', textVersion: 1 });
  const record = await workflows.waitFor('deliver-appeal', 'd2-v1');
  expect(record.status).toBe('FAILED');
  expect(record.error?.name).toBe('DeliveryFailed');
  expect(blobs.objects.size).toBe(0);
  expect(mail).toHaveLength(0);
});

test('after a restart, an execution left RUNNING is run again and the appeal leaves processing', async () => {
  const first = setup();
  await newAppeal(first.appeals, 'crash');
  await putFixture(first.blobs, 'mg-np-sinal.pdf', 'uploads/u-1/doc');
  // The process died right after recording the start: the record says RUNNING, nothing runs it.
  const body = input('crash', [{ key: 'uploads/u-1/doc', type: 'pdf' }]);
  const dir = join(dataDir(), 'stepfunctions', 'generate-appeal');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'crash.json'),
    JSON.stringify({
      workflow: 'generate-appeal',
      name: 'crash',
      input: body,
      status: 'RUNNING',
      startedAt: '',
      history: [],
    }),
  );
  const restarted = createLocalWorkflows({
    handlers: createTaskHandlers(first.deps),
    dataDir: dataDir(),
    retryIntervalMs: 1,
  });
  expect(restarted.resumeInterrupted()).toEqual(['generate-appeal/crash']);
  const record = await restarted.waitFor('generate-appeal', 'crash');
  expect(record.status).toBe('SUCCEEDED');
  expect(record.history[0]).toEqual({ type: 'ResumedAfterRestart' });
  expect((await first.appeals.get('crash'))?.status).toBe('pending_payment');
  expect(restarted.resumeInterrupted()).toEqual([]);
});
