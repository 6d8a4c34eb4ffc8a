/**
 * generate-appeal's stop for the driver (issue 14) through the local runner with the real ASL: a
 * notice lacking what the qualification needs stops `awaiting_review` with its facts stored and no
 * text; the write run that follows the driver's confirmation only writes; failures of that run still
 * end visibly, and the safety net recognises its execution name.
 */
import type { Appeal } from '@recurso/core/appeal';
import {
  type AppealWriter,
  failStoppedGeneration,
  failureReasonFor,
  generationExecutionName,
  type WriteRunInput,
} from '@recurso/core/appeals';
import { confirmFacts, type Facts } from '@recurso/core/facts';
import { clock, input, manualEntry, newAppeal, putFixture, run, setup, USER } from './harness';

jest.setTimeout(30_000);

/** The PRF notice names the driver (the appellant) but not the driver's address. */
async function readPrfNotice(overrides: Parameters<typeof setup>[0] = {}) {
  const ctx = setup(overrides);
  await newAppeal(ctx.appeals, 'rv1');
  await putFixture(ctx.blobs, 'prf-na-ultrapassagem.pdf', 'uploads/u-1/prf');
  const record = await run(ctx.workflows, 'rv1', input('rv1', [{ key: 'uploads/u-1/prf', type: 'pdf' }]));
  return { ...ctx, record };
}

/** What the API does on confirmation: store the confirmed facts, back to processing, a write run. */
async function confirmAndWrite(ctx: Awaited<ReturnType<typeof readPrfNotice>>, facts: Facts) {
  const confirmed = confirmFacts(
    facts,
    [{ path: 'driver.address', value: 'Rua das Palmeiras, 45, Registro/SP, CEP 11900-000' }],
    clock.now().toISOString(),
  ).facts;
  await ctx.appeals.update('rv1', { status: 'processing', facts: confirmed, generationAttempt: 2 }, [
    'awaiting_review',
  ]);
  const name = generationExecutionName('rv1', 2, 'write');
  const body: WriteRunInput = { appealId: 'rv1', userId: USER, facts: confirmed };
  return { name, record: await run(ctx.workflows, name, body) };
}

test('a notice without the appellant’s address stops awaiting_review with its facts stored and no text', async () => {
  const { appeals, record } = await readPrfNotice();
  expect(record.status).toBe('SUCCEEDED');
  const states = record.history.filter((h) => h.type === 'StateEntered').map((h) => h.state);
  expect(states).toEqual(
    expect.arrayContaining(['ExtractDocuments', 'BuildFacts', 'StoreFacts', 'AwaitingReview']),
  );
  expect(states).not.toContain('WriteAppeal');
  expect(states).not.toContain('SaveAppeal');
  const appeal = (await appeals.get('rv1')) as Appeal;
  expect(appeal.status).toBe('awaiting_review');
  expect(appeal.generatedText).toBeUndefined();
  const facts = (await appeals.getFacts('rv1')) as Facts;
  expect(facts.notice.number.value).toBe('A98765432');
  expect(facts.driver?.name?.value).toBe('Marcos Vinícius Almeida Rocha');
  expect(facts.driver?.address).toBeUndefined();
  expect(await appeals.counters()).toEqual({ totalAppeals: 1, totalValuePaid: 0, pendingAppeals: 0 });
});

test('after the driver confirms, the write run only writes: pending_payment with the confirmed address', async () => {
  const ctx = await readPrfNotice();
  const { record } = await confirmAndWrite(ctx, (await ctx.appeals.getFacts('rv1')) as Facts);
  expect(record.status).toBe('SUCCEEDED');
  const states = record.history.filter((h) => h.type === 'StateEntered').map((h) => h.state);
  expect(states.slice(0, 3)).toEqual(['ReadOrWrite', 'UseReviewedFacts', 'WriteAppeal']);
  expect(states).not.toContain('ExtractDocuments');
  expect(states).not.toContain('StoreFacts');
  const appeal = (await ctx.appeals.get('rv1')) as Appeal;
  expect(appeal.status).toBe('pending_payment');
  expect(appeal.code).toBe('A98765432');
  expect(appeal.generatedText).toContain('Rua das Palmeiras, 45, Registro/SP, CEP 11900-000');
  expect(appeal.generatedText).not.toContain('[preencher: endereço completo com CEP]');
  const stored = (await ctx.appeals.getFacts('rv1')) as Facts;
  expect(stored.driver?.address?.source).toMatchObject({ kind: 'user', action: 'corrected' });
  expect(await ctx.appeals.counters()).toEqual({ totalAppeals: 1, totalValuePaid: 0, pendingAppeals: 1 });
});

test('the typed form stops for review when the appeal would have a hole (issue 26)', async () => {
  const { appeals, workflows } = setup();
  await newAppeal(appeals, 'm2');
  const record = await run(workflows, 'm2', {
    ...input('m2', []),
    manual: manualEntry(),
  });
  expect(record.status).toBe('SUCCEEDED');
  expect(record.history.map((h) => h.state)).not.toContain('WriteAppeal');
  expect((await appeals.get('m2'))?.status).toBe('awaiting_review');
  const facts = (await appeals.getFacts('m2')) as Facts;
  expect(facts.owner.name?.value).toBe('João da Silva');
  // No auto number, stage, CPF, address or place typed: each is asked before the appeal is written.
  expect((facts.reviewRequests ?? []).filter((r) => r.blocking).map((r) => r.path)).toEqual(
    expect.arrayContaining(['notice.number', 'stage', 'owner.cpf', 'owner.address', 'infraction.place']),
  );
});

test('a write run that cannot write ends generation_failed, and the safety net knows its name', async () => {
  const failing: AppealWriter = {
    write: async () => {
      throw new Error('writer broken');
    },
  };
  const ctx = await readPrfNotice({ writers: { primary: failing, template: failing } });
  const { name, record } = await confirmAndWrite(ctx, (await ctx.appeals.getFacts('rv1')) as Facts);
  expect(record.status).toBe('FAILED');
  const appeal = (await ctx.appeals.get('rv1')) as Appeal;
  expect(appeal.status).toBe('generation_failed');
  expect(appeal.failureReason).toBe(failureReasonFor('Error'));
  // Had MarkFailed not worked, the execution-stopped event of this run would find the appeal by name.
  await ctx.appeals.update('rv1', { status: 'processing' });
  const outcome = await failStoppedGeneration(
    { appeals: ctx.appeals },
    { name, status: 'TIMED_OUT', input: JSON.stringify({ appealId: 'rv1' }) },
  );
  expect(outcome).toMatchObject({ outcome: 'marked_failed', appealId: 'rv1' });
});
