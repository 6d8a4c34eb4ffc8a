/** The appeals use cases against in-memory ports: validation messages, ownership, server-set fields. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Appeal } from '@recurso/core/appeal';
import {
  counterDeltas,
  type Actor,
  type AppealDeps,
  downloadAppealPdf,
  reopenPayment,
  saveAppealText,
  updateAppealText,
  MESSAGES,
  retryGeneration,
  START_FAILED_REASON,
  startGeneration,
  listMyAppeals,
  failOrphanedGenerations,
  INTERRUPTED_REASON,
  createUploads,
} from '@recurso/core/appeals';
import { FixedScans, MemoryAppeals, MemoryBlobs, RecordingUploads, RecordingWorkflows } from './memory';

const PDF = new Uint8Array(readFileSync(join(__dirname, '../../../fixtures/notices/mg-np-sinal.pdf')));
const ana: Actor = { id: 'ana-id', email: 'ana@x.test', role: 'USER' };
const bruno: Actor = { id: 'bruno-id', email: 'bruno@x.test', role: 'USER' };
let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

function deps() {
  const d = {
    appeals: new MemoryAppeals(),
    blobs: new MemoryBlobs(),
    uploads: new RecordingUploads(),
    workflows: new RecordingWorkflows(),
    scans: new FixedScans(),
    scanWait: { totalMs: 60, intervalMs: 20 },
    users: { findIdByEmail: async (e: string) => (e === ana.email ? ana.id : undefined) },
    clock: { now: () => new Date('2026-03-01T10:00:00Z') },
    ids: { newId: uuid },
  } satisfies AppealDeps;
  return d;
}

const rejects = (p: Promise<unknown>, status: string, message: string) =>
  expect(p).rejects.toMatchObject({ kind: status, message });

describe('createUploads', () => {
  it('issues one presigned POST per file under the caller prefix, pinned to its declared size, 300 s, Content-Type from the name', async () => {
    const d = deps();
    const out = await createUploads(d, ana, {
      files: [
        { name: 'Auto.PDF', size: 10, contentType: 'text/html' },
        { name: 'foto.jpg', size: 2048 },
      ],
    });
    expect(out.uploads.map((u) => u.key)).toEqual([
      expect.stringMatching(/^uploads\/ana-id\/[0-9a-f-]{36}$/),
      expect.stringMatching(/^uploads\/ana-id\//),
    ]);
    expect(d.uploads.issued.map((i) => [i.contentType, i.bytes, i.expiresInSeconds])).toEqual([
      ['application/pdf', 10, 300],
      ['image/jpeg', 2048, 300],
    ]);
  });

  it("refuses with SPEC's messages", async () => {
    const d = deps();
    const MB = 1024 * 1024;
    await rejects(
      createUploads(d, ana, { files: [] }),
      'validation',
      'Por favor, envie pelo menos um arquivo',
    );
    await rejects(
      createUploads(d, ana, { files: [{ name: 'a.pdf', size: 51 * MB }] }),
      'payload_too_large',
      '1 arquivo(s) excede(m) o limite de 50MB por arquivo.',
    );
    await rejects(
      createUploads(d, ana, { files: [1, 2, 3].map((i) => ({ name: `${i}.png`, size: 34 * MB })) }),
      'payload_too_large',
      'O tamanho total dos arquivos não pode exceder 100MB.',
    );
    await rejects(
      createUploads(d, ana, { files: [{ name: 'x.svg', size: 1 }] }),
      'unsupported_media_type',
      MESSAGES.typeNotAllowed('x.svg'),
    );
    await rejects(
      createUploads(d, ana, { files: [{ name: 'a.pdf', size: 1, key: 'uploads/bruno-id/x' }] }),
      'validation',
      'Campo não permitido: key.',
    );
    expect(d.uploads.issued).toHaveLength(0);
  });
});

describe('startGeneration', () => {
  async function stored(
    d: ReturnType<typeof deps>,
    owner: Actor,
    body: Uint8Array,
    contentType = 'application/pdf',
  ) {
    const key = `uploads/${owner.id}/${uuid()}`;
    await d.blobs.put(key, body, contentType);
    return key;
  }

  it('creates the appeal in processing at the server price and starts generate-appeal named after it', async () => {
    const d = deps();
    const key = await stored(d, ana, PDF);
    const out = await startGeneration(d, ana, { type: 'suspension', uploadKeys: [key], userCity: 'BH' });
    expect(out.status).toBe('processing');
    const appeal = (await d.appeals.get(out.appealId)) as Appeal;
    expect(appeal).toMatchObject({
      status: 'processing',
      value: 499.9,
      userId: ana.id,
      userEmail: ana.email,
    });
    expect(d.workflows.started).toEqual([
      {
        workflow: 'generate-appeal',
        name: out.appealId,
        input: expect.objectContaining({ documents: [{ key, type: 'pdf' }], manual: null, userCity: 'BH' }),
      },
    ]);
  });

  it('refuses foreign, missing, disguised and empty uploads, and starts nothing', async () => {
    const d = deps();
    const foreign = await stored(d, bruno, PDF);
    await rejects(
      startGeneration(d, ana, { type: 'traffic', uploadKeys: [foreign] }),
      'validation',
      MESSAGES.unknownUpload,
    );
    await rejects(
      startGeneration(d, ana, { type: 'traffic', uploadKeys: [`uploads/${ana.id}/${uuid()}`] }),
      'validation',
      MESSAGES.unknownUpload,
    );
    await rejects(
      startGeneration(d, ana, { type: 'traffic', uploadKeys: ['uploads/ana-id/../bruno-id/x'] }),
      'validation',
      MESSAGES.unknownUpload,
    );
    const html = await stored(
      d,
      ana,
      new TextEncoder().encode('<html><body>oi</body></html>'),
      'application/pdf',
    );
    await rejects(
      startGeneration(d, ana, { type: 'traffic', uploadKeys: [html] }),
      'unsupported_media_type',
      MESSAGES.contentMismatch,
    );
    const svg = await stored(d, ana, new TextEncoder().encode('  <svg onload="x()"/>'), 'text/plain');
    await rejects(
      startGeneration(d, ana, { type: 'traffic', uploadKeys: [svg] }),
      'unsupported_media_type',
      MESSAGES.contentMismatch,
    );
    const empty = await stored(d, ana, new Uint8Array());
    await rejects(
      startGeneration(d, ana, { type: 'traffic', uploadKeys: [empty] }),
      'validation',
      MESSAGES.emptyFile,
    );
    await rejects(
      startGeneration(d, ana, { type: 'traffic', uploadKeys: [] }),
      'validation',
      'Por favor, envie pelo menos um arquivo',
    );
    await rejects(
      startGeneration(d, ana, {
        type: 'traffic',
        manual: { owner: { name: '' }, vehicle: {}, infraction: { code: '745-50' } },
      }),
      'validation',
      'Por favor, preencha pelo menos o nome do proprietário e o código da infração',
    );
    await rejects(
      startGeneration(d, ana, { type: 'traffic', uploadKeys: [foreign], status: 'paid' }),
      'validation',
      'Campo não permitido: status.',
    );
    expect(d.appeals.items.size).toBe(0);
    expect(d.workflows.started).toHaveLength(0);
  });

  it('marks the appeal generation_failed when the pipeline cannot start, and lets the owner retry', async () => {
    const d = deps();
    d.workflows.fail = Object.assign(new Error('down'), { name: 'ServiceUnavailable' });
    const key = await stored(d, ana, PDF);
    await expect(startGeneration(d, ana, { type: 'traffic', uploadKeys: [key] })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    const [appeal] = [...d.appeals.items.values()];
    expect(appeal).toMatchObject({ status: 'generation_failed', failureReason: START_FAILED_REASON });
    d.workflows.fail = undefined;
    await rejects(retryGeneration(d, bruno, appeal?.id as string), 'not_found', 'Recurso não encontrado');
    await retryGeneration(d, ana, appeal?.id as string);
    expect(d.workflows.started.map((s) => s.name)).toEqual([`${appeal?.id}-retry-2`]);
    expect(await d.appeals.get(appeal?.id as string)).toMatchObject({
      status: 'processing',
      generationAttempt: 2,
    });
    expect((await d.appeals.get(appeal?.id as string))?.failureReason).toBeUndefined();
  });
});

describe('edits and download', () => {
  async function appealIn(d: ReturnType<typeof deps>, status: Appeal['status'], extra: Partial<Appeal> = {}) {
    const id = uuid();
    await d.appeals.create({
      id,
      userId: ana.id,
      userEmail: ana.email,
      type: 'traffic',
      status,
      value: 29.9,
      createdAt: '2026-03-01T10:00:00Z',
      updatedAt: '2026-03-01T10:00:00Z',
      generatedText: 'Texto.',
      textVersion: 1,
      ...extra,
    });
    return id;
  }

  it('save: pending_payment at the server price; a forged value or status is refused', async () => {
    const d = deps();
    await rejects(
      saveAppealText(d, ana, { type: 'traffic', generatedText: '  ' }),
      'validation',
      'Nenhum texto de recurso para salvar',
    );
    await rejects(
      saveAppealText(d, ana, { type: 'traffic', generatedText: 'x', value: 1 }),
      'validation',
      'O valor do recurso é definido pelo servidor.',
    );
    await expect(
      saveAppealText(d, ana, { type: 'traffic', generatedText: 'x', status: 'paid' }),
    ).rejects.toMatchObject({ kind: 'validation' });
    const created = await saveAppealText(d, ana, {
      type: 'traffic',
      generatedText: 'x',
      code: 'not a code!',
      value: 29.9,
    });
    expect(created).toMatchObject({
      status: 'pending_payment',
      value: 29.9,
      code: expect.stringMatching(/^T\d{8}$/),
    });
    const paid = await appealIn(d, 'paid');
    await expect(
      saveAppealText(d, ana, { appealId: paid, type: 'traffic', generatedText: 'y' }),
    ).rejects.toMatchObject({ kind: 'conflict' });
    expect((await d.appeals.get(paid))?.status).toBe('paid');
  });

  it('update-text starts deliver-appeal only for a paid appeal with regeneratePdf', async () => {
    const d = deps();
    const pending = await appealIn(d, 'pending_payment');
    expect(
      (await updateAppealText(d, ana, pending, { generatedText: 'a', regeneratePdf: true })).pdfRegenerating,
    ).toBe(false);
    const paid = await appealIn(d, 'paid');
    const out = await updateAppealText(d, ana, paid, { generatedText: 'b', regeneratePdf: true });
    expect(out.pdfRegenerating).toBe(true);
    expect(d.workflows.started).toEqual([
      { workflow: 'deliver-appeal', name: `${paid}-v2`, input: { appealId: paid, textVersion: 2 } },
    ]);
    await rejects(
      updateAppealText(d, bruno, paid, { generatedText: 'c' }),
      'not_found',
      'Recurso não encontrado',
    );
  });

  it('update-status: only expired_payment → pending_payment', async () => {
    const d = deps();
    const expired = await appealIn(d, 'expired_payment');
    expect((await reopenPayment(d, ana, expired, { status: 'pending_payment' })).status).toBe(
      'pending_payment',
    );
    const paid = await appealIn(d, 'paid');
    await expect(reopenPayment(d, ana, paid, { status: 'pending_payment' })).rejects.toMatchObject({
      kind: 'conflict',
    });
    await expect(reopenPayment(d, ana, expired, { status: 'paid' })).rejects.toMatchObject({
      kind: 'validation',
    });
  });

  it('download: 402 unpaid, 409 before rendering, the bytes once paid and rendered; staff may download', async () => {
    const d = deps();
    const pending = await appealIn(d, 'pending_payment', { documentKey: 'documents/ana-id/x.pdf' });
    await rejects(
      downloadAppealPdf(d, ana, pending),
      'payment_required',
      'Não foi possível baixar o PDF. Verifique o pagamento ou contate o suporte.',
    );
    const paid = await appealIn(d, 'paid');
    await expect(downloadAppealPdf(d, ana, paid)).rejects.toMatchObject({ kind: 'conflict' });
    await d.appeals.update(paid, { documentKey: `documents/ana-id/${paid}.pdf` });
    await d.blobs.put(`documents/ana-id/${paid}.pdf`, PDF, 'application/pdf');
    const pdf = await downloadAppealPdf(d, { id: 'staff', email: 's@x', role: 'STAFF' }, paid);
    expect(pdf.filename).toBe(`recurso_${paid}.pdf`);
    await rejects(downloadAppealPdf(d, bruno, paid), 'not_found', 'Recurso não encontrado');
  });

  it('a shared (frozen) page is mapped to views once; a fresh page every time', async () => {
    const d = deps();
    await appealIn(d, 'pending_payment', { createdAt: '2026-01-01T00:00:00Z' });
    const fresh = [await listMyAppeals(d, ana), await listMyAppeals(d, ana)];
    expect(fresh[0]).not.toBe(fresh[1]);
    expect(Object.isFrozen(fresh[0])).toBe(false);

    const shared = Object.freeze((await d.appeals.listByUser(ana.id)).items);
    const cached = {
      ...d,
      appeals: { listByUser: async () => ({ items: shared }) },
    } as unknown as AppealDeps;
    const first = await listMyAppeals(cached, ana);
    expect(await listMyAppeals(cached, ana)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true);
    expect(first).toEqual(fresh[0]);
  });

  it('lists newest first and counts with the changes', async () => {
    const d = deps();
    await appealIn(d, 'pending_payment', { createdAt: '2026-01-01T00:00:00Z' });
    const newer = await appealIn(d, 'processing', { createdAt: '2026-02-01T00:00:00Z' });
    expect((await listMyAppeals(d, ana)).map((a) => a.createdAt)).toEqual([
      '2026-02-01T00:00:00Z',
      '2026-01-01T00:00:00Z',
    ]);
    expect((await listMyAppeals(d, ana, { status: 'processing' })).map((a) => a.id)).toEqual([newer]);
    expect(await listMyAppeals(d, bruno)).toEqual([]);
    expect(await d.appeals.counters()).toEqual({ totalAppeals: 2, totalValuePaid: 0, pendingAppeals: 1 });
    expect(await failOrphanedGenerations(d.appeals, () => false)).toEqual([newer]);
    expect(await d.appeals.get(newer)).toMatchObject({
      status: 'generation_failed',
      failureReason: INTERRUPTED_REASON,
    });
  });
});

test('counter deltas follow status changes', () => {
  expect(counterDeltas(29.9, undefined, 'processing')).toEqual({
    totalAppeals: 1,
    paidValueCents: 0,
    pendingAppeals: 0,
  });
  expect(counterDeltas(29.9, 'processing', 'pending_payment')).toEqual({
    totalAppeals: 0,
    paidValueCents: 0,
    pendingAppeals: 1,
  });
  expect(counterDeltas(29.9, 'pending_payment', 'paid')).toEqual({
    totalAppeals: 0,
    paidValueCents: 2990,
    pendingAppeals: -1,
  });
  expect(counterDeltas(499.9, 'paid', 'analyzing')).toEqual({
    totalAppeals: 0,
    paidValueCents: 0,
    pendingAppeals: 1,
  });
  expect(counterDeltas(499.9, 'approved', 'refunded')).toEqual({
    totalAppeals: 0,
    paidValueCents: -49990,
    pendingAppeals: 0,
  });
});
