/**
 * SPEC §5's provisional code ("T" + the first 8 digits of the time in seconds) is the 'Código do
 * Recurso': unique among one driver's appeals (issue 26), whatever path saves the appeal.
 */
import type { Appeal } from '@recurso/core/appeal';
import {
  type Actor,
  type AppealDeps,
  nextFreeCode,
  saveAppealText,
  saveGeneratedAppeal,
  settleProvisionalCode,
} from '@recurso/core/appeals';
import { type Fact, type Facts, FactsSchema } from '@recurso/core/facts';
import { writeAppeal } from '@recurso/core/writer';
import { FixedScans, MemoryAppeals, MemoryBlobs, RecordingUploads, RecordingWorkflows } from './memory';

// 1_795_760_7xx seconds: every second of these 100 gives "T17957607".
const NOW = new Date(1_795_760_712_000);
const ana: Actor = { id: 'ana-id', email: 'ana@x.test', role: 'USER' };
const bruno: Actor = { id: 'bruno-id', email: 'bruno@x.test', role: 'USER' };
const typed = <T>(value: T): Fact<T> => ({ value, source: { kind: 'typed', field: 'x' }, confidence: 1 });

/** Complete typed facts without an auto number: SPEC's fallback stands in. */
const facts = (): Facts =>
  FactsSchema.parse({
    version: 2,
    appealType: 'suspension',
    stage: typed('suspensao'),
    notice: { number: { value: 'T17957607', source: { kind: 'fallback' }, confidence: 0 } },
    agency: typed('DETRAN-SP'),
    vehicle: {},
    infraction: {},
    owner: {
      name: typed('Maria da Silva'),
      cpf: typed('52998224725'),
      cnh: typed('12345678900'),
      address: typed('Rua A, 10, São Paulo/SP'),
    },
    suspension: {
      processNumber: typed('2026/000123'),
      reason: typed('pontos'),
      points: typed(42),
      periodStart: typed('2025-01-01'),
      periodEnd: typed('2025-12-31'),
    },
    signingCity: typed('São Paulo'),
    formalDefects: [],
    documents: [],
  });

function deps() {
  let n = 0;
  return {
    appeals: new MemoryAppeals(),
    blobs: new MemoryBlobs(),
    uploads: new RecordingUploads(),
    workflows: new RecordingWorkflows(),
    scans: new FixedScans(),
    users: { findIdByEmail: async () => undefined },
    clock: { now: () => NOW },
    ids: { newId: () => `id-${++n}` },
  } satisfies AppealDeps;
}

async function processing(d: ReturnType<typeof deps>, id: string, userId = ana.id, at = NOW) {
  const appeal: Appeal = {
    id,
    userId,
    userEmail: `${userId}@x.test`,
    type: 'suspension',
    status: 'processing',
    value: 499.9,
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
  };
  await d.appeals.create(appeal);
}

describe('the provisional code', () => {
  it('moves on to the next free number when the driver already holds it', () => {
    expect(nextFreeCode('T17957607', new Set())).toBe('T17957607');
    expect(nextFreeCode('T17957607', new Set(['T17957607', 'T17957608']))).toBe('T17957609');
  });

  it('is never shared by two appeals of one driver written within the same 100 s', async () => {
    const d = deps();
    const text = writeAppeal(facts(), { signedOn: NOW }).text;
    for (const id of ['a1', 'a2', 'a3']) await processing(d, id);
    await processing(d, 'b1', bruno.id);
    const codes = [];
    for (const id of ['a1', 'a2', 'a3', 'b1'])
      codes.push((await saveGeneratedAppeal(d, { appealId: id, text, facts: facts() })).code);
    expect(codes).toEqual(['T17957607', 'T17957608', 'T17957609', 'T17957607']);
    expect((await d.appeals.get('a2'))?.code).toBe('T17957608');
  });

  it('stays the same when the appeal is written again (a review, a retry)', async () => {
    const d = deps();
    const text = writeAppeal(facts(), { signedOn: NOW }).text;
    await processing(d, 'a1');
    await processing(d, 'a2');
    await saveGeneratedAppeal(d, { appealId: 'a1', text, facts: facts() });
    await saveGeneratedAppeal(d, { appealId: 'a2', text, facts: facts() });
    await d.appeals.update('a2', { status: 'processing' });
    expect((await saveGeneratedAppeal(d, { appealId: 'a2', text, facts: facts() })).code).toBe('T17957608');
  });

  it('settles a tie of two saves at the same instant: the later appeal moves on', async () => {
    const d = deps();
    await processing(d, 'a1', ana.id, new Date(NOW.getTime() - 1000));
    await processing(d, 'a2');
    // Both took the same code before seeing each other.
    await d.appeals.update('a1', { status: 'pending_payment', code: 'T17957607' });
    await d.appeals.update('a2', { status: 'pending_payment', code: 'T17957607' });
    const a1 = (await d.appeals.get('a1')) as Appeal;
    const a2 = (await d.appeals.get('a2')) as Appeal;
    expect(await settleProvisionalCode(d.appeals, a1, 'T17957607')).toBe('T17957607');
    expect(await settleProvisionalCode(d.appeals, a2, 'T17957607')).toBe('T17957608');
    expect((await d.appeals.get('a2'))?.code).toBe('T17957608');
  });

  it('is unique for appeals saved from a text too (POST /appeals)', async () => {
    const d = deps();
    const text = writeAppeal(facts(), { signedOn: NOW }).text;
    const first = await saveAppealText(d, ana, { type: 'suspension', generatedText: text });
    const second = await saveAppealText(d, ana, { type: 'suspension', generatedText: text });
    expect([first.code, second.code]).toEqual(['T17957607', 'T17957608']);
  });

  it('refuses a text with a hole: saving it would make it payable', async () => {
    const d = deps();
    await expect(
      saveAppealText(d, ana, { type: 'traffic', generatedText: 'Recurso\n\nSão Paulo, [preencher: data].' }),
    ).rejects.toMatchObject({
      kind: 'validation',
      message: 'O texto do recurso ainda tem partes a completar antes do pagamento: [preencher: data].',
    });
  });
});
