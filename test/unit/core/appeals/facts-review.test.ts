/**
 * The review use cases against in-memory ports (core/src/appeals/facts-review.ts, pipeline-review.ts):
 * the pipeline's stop, the facts view, the driver's answers and the write run they start, the link to
 * an uploaded page, the retry of a failed write, and what an owner may read before paying.
 */
import type { Appeal } from '@recurso/core/appeal';
import {
  type Actor,
  type AppealDeps,
  appealPreview,
  chooseAppealNotice,
  documentLink,
  getAppealFacts,
  retryGeneration,
  reviewAppealFacts,
  START_FAILED_REASON,
  storeFacts,
  stopsForReview,
  toAppealView,
} from '@recurso/core/appeals';
import { type Fact, type Facts, FactsSchema } from '@recurso/core/facts';
import { reviewRequests, writeAppeal } from '@recurso/core/writer';
import { FixedScans, MemoryAppeals, MemoryBlobs, RecordingUploads, RecordingWorkflows } from './memory';

const ana: Actor = { id: 'ana-id', email: 'ana@x.test', role: 'USER' };
const bruno: Actor = { id: 'bruno-id', email: 'bruno@x.test', role: 'USER' };
const staff: Actor = { id: 'staff-id', email: 'staff@x.test', role: 'STAFF' };
const NOW = new Date('2026-05-02T12:00:00Z');
const UPLOAD = 'uploads/ana-id/00000000-0000-4000-8000-000000000001';

const read = <T>(value: T, confidence = 0.99): Fact<T> => ({
  value,
  source: { kind: 'document', document: 'documento-1.png', page: 1, method: 'ocr' },
  confidence,
});

/** An NA read by OCR: the issue date smudged (uncertain), no address for the owner. */
const scanned = (): Facts =>
  FactsSchema.parse({
    version: 2,
    appealType: 'traffic',
    stage: read('defesa_previa'),
    notice: { number: read('SP1234567'), issueDate: read('2026-03-10', 0.41), deadline: read('2026-04-20') },
    agency: read('DER-SP'),
    vehicle: { plate: read('ABC1D23') },
    infraction: { code: read('745-50'), date: read('2026-02-01') },
    owner: { name: read('Maria da Silva'), cpf: read('52998224725') },
    formalDefects: [],
    documents: ['documento-1.png'],
  });

function deps() {
  return {
    appeals: new MemoryAppeals(),
    blobs: new MemoryBlobs(),
    uploads: new RecordingUploads(),
    workflows: new RecordingWorkflows(),
    scans: new FixedScans(),
    users: { findIdByEmail: async () => undefined },
    clock: { now: () => NOW },
    ids: { newId: () => 'new-id' },
  } satisfies AppealDeps;
}

async function seed(
  d: ReturnType<typeof deps>,
  status: Appeal['status'],
  facts: Facts | undefined = scanned(),
) {
  const now = NOW.toISOString();
  await d.appeals.create(
    {
      id: 'ap-1',
      userId: ana.id,
      userEmail: ana.email,
      type: 'traffic',
      status: 'processing',
      value: 29.9,
      createdAt: now,
      updatedAt: now,
      generationAttempt: 1,
      textVersion: 0,
    },
    {
      appealId: 'ap-1',
      userId: ana.id,
      type: 'traffic',
      documents: [{ key: UPLOAD, type: 'png' }],
      manual: null,
      userName: null,
      userCity: null,
      additionalText: null,
      secondInstance: null,
    },
  );
  // as the pipeline's StoreFacts keeps them: with the review requests they raise
  const stored = facts ? { ...facts, reviewRequests: reviewRequests(facts) } : undefined;
  await d.appeals.update('ap-1', { status, ...(stored ? { facts: stored } : {}) });
}

const ANSWERS = {
  answers: [
    { path: 'notice.issueDate', value: '14/03/2026' },
    { path: 'owner.address', value: 'Rua A, 10, São Paulo/SP' },
  ],
};

describe('storeFacts (the pipeline’s stop)', () => {
  it('stores the facts and stops awaiting_review when a fact the appeal needs is doubtful', async () => {
    const d = deps();
    await seed(d, 'processing', undefined);
    expect(await storeFacts(d, { appealId: 'ap-1', facts: scanned() })).toEqual({ review: true });
    expect((await d.appeals.get('ap-1'))?.status).toBe('awaiting_review');
    expect(await d.appeals.getFacts('ap-1')).toEqual({
      ...scanned(),
      reviewRequests: reviewRequests(scanned()),
    });
    // A retried Lambda whose first attempt stopped the appeal answers the same.
    expect(await storeFacts(d, { appealId: 'ap-1', facts: scanned() })).toEqual({ review: true });
  });

  it('stores certain facts and lets the run write; typed facts never stop', async () => {
    const d = deps();
    await seed(d, 'processing', undefined);
    const certain = scanned();
    certain.notice.issueDate = read('2026-03-10');
    certain.owner.address = read('Rua A, 10');
    expect(await storeFacts(d, { appealId: 'ap-1', facts: certain })).toEqual({ review: false });
    expect((await d.appeals.get('ap-1'))?.status).toBe('processing');
    expect(stopsForReview({ ...scanned(), documents: [] })).toBe(false);
  });

  it('fails on an appeal that left processing for anything but the review', async () => {
    const d = deps();
    await seed(d, 'pending_payment', undefined);
    await expect(storeFacts(d, { appealId: 'ap-1', facts: scanned() })).rejects.toMatchObject({
      kind: 'conflict',
    });
  });
});

describe('getAppealFacts', () => {
  it('answers the facts, each request with its label and one line, and the uploads by name', async () => {
    const d = deps();
    await seed(d, 'awaiting_review');
    const view = await getAppealFacts(d, ana, 'ap-1');
    expect(view).toMatchObject({ appealId: 'ap-1', type: 'traffic', status: 'awaiting_review' });
    expect(view.facts.notice.issueDate?.confidence).toBe(0.41);
    expect(view.documents).toEqual([{ index: 0, name: 'documento-1.png', type: 'png' }]);
    const blocking = view.requests.filter((r) => r.blocking).map((r) => [r.path, r.label, r.message]);
    expect(blocking).toEqual([
      [
        'owner.address',
        'Endereço completo (com CEP)',
        'Não encontramos este dado nos documentos. Ele é necessário para o recurso.',
      ],
      [
        'notice.issueDate',
        'Data de emissão da notificação',
        'Não conseguimos ler com segurança. Confira com o documento.',
      ],
    ]);
  });

  it('shows a failed cross-check’s own line', async () => {
    const d = deps();
    const facts = scanned();
    facts.notice.issueDate = {
      ...read('2026-01-10'),
      issues: [{ check: 'date_order', message: 'A data de emissão é anterior à da infração.' }],
    };
    await seed(d, 'awaiting_review', facts);
    const request = (await getAppealFacts(d, ana, 'ap-1')).requests.find(
      (r) => r.path === 'notice.issueDate',
    );
    expect(request?.message).toBe('A data de emissão é anterior à da infração.');
  });

  it('is the owner’s only: anyone else, staff included, gets "Recurso não encontrado"', async () => {
    const d = deps();
    await seed(d, 'awaiting_review');
    for (const who of [bruno, staff])
      await expect(getAppealFacts(d, who, 'ap-1')).rejects.toMatchObject({
        kind: 'not_found',
        message: 'Recurso não encontrado',
      });
  });
});

describe('reviewAppealFacts', () => {
  it('stores the confirmed facts, goes back to processing and starts a write-only run', async () => {
    const d = deps();
    await seed(d, 'awaiting_review');
    expect(await reviewAppealFacts(d, ana, 'ap-1', ANSWERS)).toEqual({
      appealId: 'ap-1',
      status: 'processing',
    });
    const appeal = await d.appeals.get('ap-1');
    expect(appeal).toMatchObject({ status: 'processing', generationAttempt: 2 });
    const stored = (await d.appeals.getFacts('ap-1')) as Facts;
    expect(stored.notice.issueDate).toMatchObject({
      value: '2026-03-14',
      source: { kind: 'user', at: NOW.toISOString() },
    });
    expect(d.workflows.started).toEqual([
      {
        workflow: 'generate-appeal',
        name: 'ap-1-write-2',
        input: { appealId: 'ap-1', userId: ana.id, facts: stored },
      },
    ]);
  });

  it('rewrites an unpaid written appeal; refuses a paid or running one', async () => {
    for (const status of ['pending_payment', 'expired_payment'] as const) {
      const d = deps();
      await seed(d, status);
      await reviewAppealFacts(d, ana, 'ap-1', ANSWERS);
      expect((await d.appeals.get('ap-1'))?.status).toBe('processing');
    }
    for (const status of ['paid', 'processing', 'generation_failed'] as const) {
      const d = deps();
      await seed(d, status);
      await expect(reviewAppealFacts(d, ana, 'ap-1', ANSWERS)).rejects.toMatchObject({
        kind: 'conflict',
        message: `Não é possível revisar os dados deste recurso (Status: ${status}).`,
      });
      expect(d.workflows.started).toEqual([]);
    }
  });

  it('refuses while a blocking request stays open, naming the fields, and changes nothing', async () => {
    const d = deps();
    await seed(d, 'awaiting_review');
    await expect(
      reviewAppealFacts(d, ana, 'ap-1', { answers: [{ path: 'notice.issueDate' }] }),
    ).rejects.toMatchObject({
      kind: 'validation',
      message: 'Confira e preencha antes de gerar o recurso: Endereço completo (com CEP).',
    });
    expect((await d.appeals.get('ap-1'))?.status).toBe('awaiting_review');
    expect(await d.appeals.getFacts('ap-1')).toEqual({
      ...scanned(),
      reviewRequests: reviewRequests(scanned()),
    });
  });

  it('refuses unknown fields in the body and answers for another user’s appeal as missing', async () => {
    const d = deps();
    await seed(d, 'awaiting_review');
    await expect(
      reviewAppealFacts(d, ana, 'ap-1', { answers: [], status: 'pending_payment' }),
    ).rejects.toMatchObject({ kind: 'validation', message: 'Campo não permitido: status.' });
    await expect(reviewAppealFacts(d, bruno, 'ap-1', ANSWERS)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('shows a failed start at once: generation_failed, never left processing', async () => {
    const d = deps();
    await seed(d, 'awaiting_review');
    d.workflows.fail = new Error('sfn down');
    await expect(reviewAppealFacts(d, ana, 'ap-1', ANSWERS)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(await d.appeals.get('ap-1')).toMatchObject({
      status: 'generation_failed',
      failureReason: START_FAILED_REASON,
    });
  });

  it('retries a failed write from the stored facts, keeping the driver’s answers', async () => {
    const d = deps();
    await seed(d, 'awaiting_review');
    await reviewAppealFacts(d, ana, 'ap-1', ANSWERS);
    await d.appeals.update('ap-1', { status: 'generation_failed', failureReason: 'x' });
    await retryGeneration(d, ana, 'ap-1');
    const last = d.workflows.started.at(-1);
    expect(last?.name).toBe('ap-1-write-3');
    expect((last?.input.facts as Facts | undefined)?.notice.issueDate?.value).toBe('2026-03-14');
  });
});

describe('several notices in the uploads: the driver chooses one', () => {
  /** A second auto in the same PDF: another number, plate and owner (its page 2). */
  const second = (): Facts => {
    const f = scanned();
    f.notice.number = read('SP7654321');
    f.vehicle.plate = read('XYZ9K87');
    f.owner.name = read('Pedro Costa');
    f.infraction.date = read('2026-02-20');
    return f;
  };
  const two = (): Facts => ({
    ...scanned(),
    notices: {
      chosen: 0,
      confirmed: false,
      options: [
        {
          document: 'documento-1.png',
          pages: [1],
          number: 'SP1234567',
          plate: 'ABC1D23',
          date: '2026-02-01',
        },
        {
          document: 'documento-1.png',
          pages: [2],
          number: 'SP7654321',
          plate: 'XYZ9K87',
          date: '2026-02-20',
          facts: second(),
        },
      ],
    },
  });
  async function stored(d: ReturnType<typeof deps>) {
    await seed(d, 'processing', undefined);
    return storeFacts(d, { appealId: 'ap-1', facts: two() });
  }
  const CHOOSE = 'Encontramos mais de uma notificação nos documentos: escolha a notificação deste recurso.';

  it('the run stops for the choice even when every fact is certain', async () => {
    const d = deps();
    await seed(d, 'processing', undefined);
    const certain = two();
    certain.notice.issueDate = read('2026-03-10');
    certain.owner.address = read('Rua A, 10');
    expect(reviewRequests(certain).filter((r) => r.blocking)).toEqual([]);
    expect(await storeFacts(d, { appealId: 'ap-1', facts: certain })).toEqual({ review: true });
    expect((await d.appeals.get('ap-1'))?.status).toBe('awaiting_review');
  });

  it('the view tells the notices apart without the others’ facts; the answers wait for the choice', async () => {
    const d = deps();
    await stored(d);
    const view = await getAppealFacts(d, ana, 'ap-1');
    expect(view.facts.notices).toEqual({
      chosen: 0,
      confirmed: false,
      options: [
        {
          document: 'documento-1.png',
          pages: [1],
          number: 'SP1234567',
          plate: 'ABC1D23',
          date: '2026-02-01',
        },
        {
          document: 'documento-1.png',
          pages: [2],
          number: 'SP7654321',
          plate: 'XYZ9K87',
          date: '2026-02-20',
        },
      ],
    });
    await expect(reviewAppealFacts(d, ana, 'ap-1', ANSWERS)).rejects.toMatchObject({
      kind: 'validation',
      message: CHOOSE,
    });
    expect(d.workflows.started).toEqual([]);
  });

  it('the second notice chosen: the appeal is written from its facts alone', async () => {
    const d = deps();
    await stored(d);
    const view = await chooseAppealNotice(d, ana, 'ap-1', { notice: 1 });
    expect(view.facts.notices).toMatchObject({ chosen: 1, confirmed: true });
    expect([
      view.facts.notice.number.value,
      view.facts.vehicle.plate?.value,
      view.facts.owner.name?.value,
    ]).toEqual(['SP7654321', 'XYZ9K87', 'Pedro Costa']);
    // The chosen notice's own review requests, stored by the run with its facts.
    expect(view.requests.filter((r) => r.blocking).map((r) => r.path)).toEqual([
      'owner.address',
      'notice.issueDate',
    ]);
    await reviewAppealFacts(d, ana, 'ap-1', ANSWERS);
    const input = d.workflows.started[0]?.input as { facts: Facts };
    const { notices: _, ...written } = input.facts;
    expect([
      written.notice.number.value,
      written.vehicle.plate?.value,
      written.infraction.date?.value,
    ]).toEqual(['SP7654321', 'XYZ9K87', '2026-02-20']);
    for (const first of ['SP1234567', 'ABC1D23', 'Maria da Silva', '2026-02-01'])
      expect(JSON.stringify(written)).not.toContain(first);
  });

  it('another notice chosen after the appeal was written: back to review, nothing to pay for', async () => {
    const d = deps();
    await stored(d);
    await chooseAppealNotice(d, ana, 'ap-1', { notice: 0 });
    await d.appeals.update('ap-1', { status: 'pending_payment' });
    await chooseAppealNotice(d, ana, 'ap-1', { notice: 0 });
    expect((await d.appeals.get('ap-1'))?.status).toBe('pending_payment');
    await chooseAppealNotice(d, ana, 'ap-1', { notice: 1 });
    expect((await d.appeals.get('ap-1'))?.status).toBe('awaiting_review');
  });

  it('refuses a notice not found, a bad body, a paid appeal, and another user', async () => {
    const d = deps();
    await stored(d);
    await expect(chooseAppealNotice(d, ana, 'ap-1', { notice: 2 })).rejects.toMatchObject({
      kind: 'validation',
      message: 'Esta notificação não está entre as encontradas nos documentos.',
    });
    await expect(chooseAppealNotice(d, ana, 'ap-1', { notice: 'segunda' })).rejects.toMatchObject({
      kind: 'validation',
    });
    await expect(chooseAppealNotice(d, bruno, 'ap-1', { notice: 1 })).rejects.toMatchObject({
      kind: 'not_found',
    });
    await d.appeals.update('ap-1', { status: 'paid' });
    await expect(chooseAppealNotice(d, ana, 'ap-1', { notice: 1 })).rejects.toMatchObject({
      kind: 'conflict',
    });
    expect((await d.appeals.getFacts('ap-1'))?.notices).toMatchObject({ chosen: 0, confirmed: false });
    const single = deps();
    await seed(single, 'awaiting_review');
    await expect(chooseAppealNotice(single, ana, 'ap-1', { notice: 0 })).rejects.toMatchObject({
      message: 'Esta notificação não está entre as encontradas nos documentos.',
    });
  });
});

describe('documentLink', () => {
  it('answers a 300 s link to the owner’s upload; nothing for a missing index or a deleted upload', async () => {
    const d = deps();
    await seed(d, 'awaiting_review');
    await d.blobs.put(UPLOAD, new Uint8Array([0x89, 0x50]), 'image/png');
    expect(await documentLink(d, ana, 'ap-1', 0)).toEqual({
      url: `https://bucket.example/${UPLOAD}?expires=300`,
      contentType: 'image/png',
      name: 'documento-1.png',
      expiresInSeconds: 300,
    });
    await expect(documentLink(d, ana, 'ap-1', 1)).rejects.toMatchObject({
      message: 'Documento não disponível.',
    });
    d.blobs.objects.clear();
    await expect(documentLink(d, ana, 'ap-1', 0)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(documentLink(d, bruno, 'ap-1', 0)).rejects.toMatchObject({
      message: 'Recurso não encontrado',
    });
  });
});

describe('the preview before payment', () => {
  const certain = () => {
    const facts = scanned();
    facts.notice.issueDate = read('2026-03-19');
    facts.owner.address = read('Rua A, 10');
    return FactsSchema.parse({ ...facts, formalDefects: [] });
  };
  const text = () => writeAppeal(certain(), { signedOn: NOW }).text;

  it('holds the addressee, the title, the facts section and the grounds’ titles, nothing after', () => {
    const written = writeAppeal(certain(), { signedOn: NOW });
    const preview = appealPreview(written.text);
    expect(preview.addressee).toBe('ILUSTRÍSSIMA AUTORIDADE DE TRÂNSITO DO(A) DER-SP');
    expect(preview.title).toEqual(['DEFESA PRÉVIA', 'Auto de Infração nº SP1234567']);
    expect(preview.facts[0]).toMatch(/^Consta do Auto de Infração nº SP1234567/);
    expect(preview.grounds).toHaveLength(written.grounds.length);
    const shown = JSON.stringify(preview);
    for (const held of ['III – DOS PEDIDOS', 'Nestes termos, pede deferimento.', 'DO DIREITO'])
      expect(shown).not.toContain(held);
    expect(preview.heldBackParagraphs).toBeGreaterThan(written.grounds.length);
  });

  it('gives the owner the preview until paid, the text after; staff always read the text', () => {
    const now = NOW.toISOString();
    const appeal: Appeal = {
      id: 'ap-1',
      userId: ana.id,
      userEmail: ana.email,
      type: 'traffic',
      status: 'pending_payment',
      value: 29.9,
      createdAt: now,
      updatedAt: now,
      generatedText: text(),
    };
    for (const status of ['pending_payment', 'expired_payment', 'failed', 'refunded'] as const) {
      const view = toAppealView({ ...appeal, status }, ana);
      expect(view.generatedText).toBeUndefined();
      expect(view.preview?.title).toEqual(['DEFESA PRÉVIA', 'Auto de Infração nº SP1234567']);
    }
    for (const status of ['paid', 'analyzing', 'approved', 'rejected'] as const) {
      expect(toAppealView({ ...appeal, status }, ana)).toMatchObject({ generatedText: appeal.generatedText });
      expect(toAppealView({ ...appeal, status }, ana).preview).toBeUndefined();
    }
    expect(toAppealView(appeal, staff).generatedText).toBe(appeal.generatedText);
  });
});
