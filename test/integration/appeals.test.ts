/**
 * The appeal lifecycle over HTTP on the local runtime (DynamoDB Local, s3rver, the local Step
 * Functions runner with the real ASL files): presigned uploads, generation from a real PDF and a real
 * PNG notice, manual mode, save, edits with PDF regeneration, download, the access matrix, forged
 * fields, refused uploads, admin lists and statistics.
 */
import { MESSAGES } from '@recurso/core/appeals';
import { appealDepsOf } from '@recurso/functions/http/appeal-deps';
import { readPdfText } from '@recurso/local/extract/pdf';
import {
  fixture,
  generateFrom as generateFromOf,
  type Upload,
  upload,
  waitForStatus as waitForStatusOf,
} from './helpers/appeals';
import { registerAndLogin, type TestRuntime, startTestRuntime } from './helpers/runtime';
import { verifiedStaffToken } from './helpers/second-factor';

jest.setTimeout(120_000);

let rt: TestRuntime;
let admin: string;
let ana: Awaited<ReturnType<typeof registerAndLogin>>;
let bruno: Awaited<ReturnType<typeof registerAndLogin>>;

beforeAll(async () => {
  rt = await startTestRuntime();
  admin = await verifiedStaffToken(rt);
  ana = await registerAndLogin(rt.api, 'ana@recurso.test');
  bruno = await registerAndLogin(rt.api, 'bruno@recurso.test');
}, 60_000);
afterAll(() => rt?.stop());

const waitForStatus = (token: string, appealId: string, until: string[]) =>
  waitForStatusOf(rt, token, appealId, until);
const generateFrom = (token: string, file: string, type: string) => generateFromOf(rt, token, file, type);

/** The SP notice as printed (test/fixtures/notices/sp-na-velocidade.expected.json and its address). */
// What a driver types from the paper when asked to confirm a reading (the scan's number is doubtful: OCR
// may drop or swap a glyph, and the driver corrects it from the notice).
const SP_NOTICE: Record<string, string> = {
  'notice.number': '1F2345678',
  'owner.name': 'João Carlos Pereira da Silva',
  'owner.cpf': '384.920.175-97',
  'owner.address': 'Rua das Acácias, 210, apto 31, Vila Mariana, São Paulo/SP, CEP 04101-000',
  'notice.issueDate': '2026-03-15',
  'infraction.date': '2026-02-03',
  // Posted 45 days after the infraction: the review asks whether the auto was signed at the roadside.
  'infraction.signedAtRoadside': 'false',
};

const markPaid = (id: string) =>
  appealDepsOf(rt.deps).appeals.update(id, { status: 'paid' }, ['pending_payment']);

describe('generation', () => {
  let pdfAppeal: string;

  it('turns an uploaded text PDF into a pending_payment appeal naming the notice number and plate', async () => {
    pdfAppeal = await generateFrom(ana.token, 'mg-np-sinal.pdf', 'application/pdf');
    expect(await waitForStatus(ana.token, pdfAppeal, ['pending_payment', 'generation_failed'])).toEqual({
      appealId: pdfAppeal,
      status: 'pending_payment',
    });
    const res = await rt.api('GET', `/appeals/${pdfAppeal}`, { token: ana.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: pdfAppeal,
      type: 'traffic',
      status: 'pending_payment',
      value: 29.9,
    });
    expect(res.json.code).toBe('MG00123456');
    // Before payment the owner reads the preview, never the text (issue 14).
    expect(res.json).not.toHaveProperty('generatedText');
    expect(res.json.preview.title).toContain('Auto de Infração nº MG00123456');
    expect(res.json.preview.facts.join(' ')).toContain('HJK-5832');
    expect(res.json.documentUrl).toBeUndefined();
    expect(res.text).not.toMatch(/uploads\/|documentKey/);
  });

  it('lists summaries without the text (hasText says one exists); staff read the text by id', async () => {
    const lists = [
      (await rt.api('GET', '/appeals/my', { token: ana.token })).json,
      (await rt.api('GET', '/appeals', { token: admin })).json,
      (await rt.api('GET', `/appeals/user/${encodeURIComponent(ana.email)}`, { token: admin })).json,
    ] as Record<string, unknown>[][];
    for (const list of lists) {
      const row = list.find((a) => a.id === pdfAppeal);
      expect(row).toMatchObject({ id: pdfAppeal, status: 'pending_payment', hasText: true });
      expect(row).not.toHaveProperty('generatedText');
      expect(row).not.toHaveProperty('filingNote');
    }
    const byStaff = await rt.api('GET', `/appeals/${pdfAppeal}`, { token: admin });
    expect(byStaff.status).toBe(200);
    expect(byStaff.json).toMatchObject({ id: pdfAppeal, hasText: true });
    expect(byStaff.json.generatedText).toContain('MG00123456');
  });

  it('reads a scanned PNG notice by OCR, lists it as processing meanwhile, and stops for what it could not read', async () => {
    const id = await generateFrom(ana.token, 'sp-na-velocidade.png', 'image/png');
    const processing = await rt.api('GET', '/appeals/my?status=processing', { token: ana.token });
    expect(processing.status).toBe(200);
    expect((processing.json as { id: string; status: string }[]).map((a) => [a.id, a.status])).toContainEqual(
      [id, 'processing'],
    );
    // OCR reads some of the owner's data without certainty: the driver confirms it from the notice.
    const read = await waitForStatus(ana.token, id, ['awaiting_review', 'pending_payment']);
    if (read.status === 'awaiting_review') {
      const facts = await rt.api('GET', `/appeals/${id}/facts`, { token: ana.token });
      const answers = (facts.json.requests as { path: string; blocking: boolean }[])
        .filter((r) => r.blocking)
        .map((r) => (r.path in SP_NOTICE ? { path: r.path, value: SP_NOTICE[r.path] } : { path: r.path }));
      const sent = await rt.api('POST', `/appeals/${id}/facts`, { token: ana.token, body: { answers } });
      expect(sent.status).toBe(202);
      await waitForStatus(ana.token, id, ['pending_payment']);
    }
    const res = await rt.api('GET', `/appeals/${id}`, { token: ana.token });
    expect(res.json.code).toBe('1F2345678');
    // The writer states only what was read with certainty (or confirmed): the scan's number and plate, or
    // a visible blank for the driver (issue 14), never others. A scanned number with a glyph OCR confuses
    // (1/I, F…) is certain only above 0.97 (core/src/facts/confusables.ts).
    expect(res.json.preview.title.join(' ')).toMatch(
      /Auto de Infração nº (1F2345678|\[preencher: nº do auto de infração\])/,
    );
    expect(res.json.preview.title.join(' ')).not.toMatch(/Auto de Infração nº (?!1F2345678|\[preencher)/);
    expect(res.json.preview.facts.join(' ')).toMatch(
      /veículo de placa (FTR4E21|\[preencher: placa do veículo\])/,
    );
  });

  it('writes an appeal from the typed form (manual mode)', async () => {
    const res = await rt.api('POST', '/appeals/generate-appeal-text', {
      token: ana.token,
      body: {
        type: 'traffic',
        manual: {
          owner: {
            name: 'Ana Souza',
            cpf: '529.982.247-25',
            address: 'Rua das Flores, 10, Campinas/SP, CEP 13000-000',
            cnh: '',
            city: 'Campinas',
          },
          vehicle: { plate: 'ABC1D23', model: 'Gol', year: '2019' },
          infraction: {
            code: '745-50',
            date: '2026-02-10',
            time: '10:30',
            location: 'Av. Brasil, 100',
            type: 'Velocidade',
            agency: 'DER-SP',
            value: 29.9,
            description: '',
          },
          // Every fact the text needs (issue 26): else the appeal stops for the review, not payable.
          facts: { 'notice.number': 'SP1234567', stage: 'jari' },
        },
        additionalText: 'Eu não estava dirigindo.',
      },
    });
    expect(res.status).toBe(202);
    await waitForStatus(ana.token, res.json.appealId, ['pending_payment']);
    const appeal = await rt.api('GET', `/appeals/${res.json.appealId}`, { token: ana.token });
    expect(appeal.json.preview.facts.join(' ')).toContain('ABC1D23');
    expect(appeal.json.userName).toBe('Ana Souza');
    expect(appeal.json.userDocument).toBe('52998224725');
  });

  it('refuses a form without owner name or infraction code, and uploads with no file', async () => {
    const noCode = await rt.api('POST', '/appeals/generate-appeal-text', {
      token: ana.token,
      body: { type: 'traffic', manual: { owner: { name: 'Ana' }, vehicle: {}, infraction: {} } },
    });
    expect([noCode.status, noCode.json.error]).toEqual([
      400,
      'Por favor, preencha pelo menos o nome do proprietário e o código da infração',
    ]);
    const noFiles = await rt.api('POST', '/appeals/generate-appeal-text', {
      token: ana.token,
      body: { type: 'traffic', uploadKeys: [] },
    });
    expect([noFiles.status, noFiles.json.error]).toEqual([400, 'Por favor, envie pelo menos um arquivo']);
  });

  it('saves an edited text, and edits it again with regeneratePdf once paid: PDF, download and e-mail', async () => {
    const saved = await rt.api('POST', '/appeals', {
      token: ana.token,
      body: {
        appealId: pdfAppeal,
        type: 'traffic',
        code: 'MG00123456',
        generatedText: 'Texto revisado pela Ana.',
        status: 'pending_payment',
        value: 29.9,
      },
    });
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({
      id: pdfAppeal,
      status: 'pending_payment',
      preview: { addressee: 'Texto revisado pela Ana.', grounds: [] },
    });
    expect(saved.json).not.toHaveProperty('generatedText');

    const unpaid = await rt.api('GET', `/appeals/download/${pdfAppeal}`, { token: ana.token });
    expect([unpaid.status, unpaid.json.error]).toEqual([
      402,
      'Não foi possível baixar o PDF. Verifique o pagamento ou contate o suporte.',
    ]);

    await markPaid(pdfAppeal); // what the payments area does on a confirmed payment
    const edited = await rt.api('POST', `/appeals/update-text/${pdfAppeal}`, {
      token: ana.token,
      body: { generatedText: 'Ilmo. Sr.\n\n# RECURSO\n\nTexto final da Ana.', regeneratePdf: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.pdfRegenerating).toBe(true);
    const delivery = await rt.workflows.waitFor('deliver-appeal', `${pdfAppeal}-v3`);
    expect(delivery.status).toBe('SUCCEEDED');

    const pdf = await fetch(`${rt.url}/api/appeals/download/${pdfAppeal}`, {
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="recurso_${pdfAppeal}.pdf"`);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    // The "Como protocolar" page (issue 15) comes first, outside the piece; then the edited text.
    const pages = (await readPdfText(bytes)).pages.map((p) => p.text.replace(/\s+/g, ' '));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('COMO PROTOCOLAR Esta página é só para você');
    expect(pages[0]).toContain(
      'Recurso à JARI (Junta Administrativa de Recursos de Infrações) do órgão autuador: DER-MG.',
    );
    expect(pages[0]).toContain('Como protocolar – não entregue esta página');
    expect(pages[1]).toContain('Texto final da Ana.');
    expect(pages[1]).not.toContain('COMO PROTOCOLAR');
    const view = await rt.api('GET', `/appeals/${pdfAppeal}`, { token: ana.token });
    expect(view.json.documentUrl).toBe(`/api/appeals/download/${pdfAppeal}`);
    expect(rt.outbox().some((m) => m.to === ana.email && m.subject === 'Seu recurso está pronto')).toBe(true);
  });

  it('lets the owner retry a failed generation', async () => {
    const keys = await upload(rt.api, ana.token, [
      { name: 'vazio.txt', body: Buffer.from('só isto\n'), type: 'text/plain' },
    ]);
    const res = await rt.api('POST', '/appeals/generate-appeal-text', {
      token: ana.token,
      body: { type: 'traffic', uploadKeys: keys },
    });
    const failed = await waitForStatus(ana.token, res.json.appealId, [
      'generation_failed',
      'pending_payment',
    ]);
    expect(failed.status).toBe('generation_failed');
    expect(failed.failureReason).toMatch(/^Não conseguimos ler o texto dos documentos enviados/);
    const retry = await rt.api('POST', `/appeals/retry/${res.json.appealId}`, { token: ana.token });
    expect([retry.status, retry.json.status]).toEqual([202, 'processing']);
    await rt.workflows.waitFor('generate-appeal', `${res.json.appealId}-retry-2`);
    expect((await waitForStatus(ana.token, res.json.appealId, ['generation_failed'])).status).toBe(
      'generation_failed',
    );
  });
});

describe('access and forged fields', () => {
  it("answers 404 to another user's appeal on every route", async () => {
    const [mine] = (await rt.api('GET', '/appeals/my', { token: ana.token })).json as { id: string }[];
    const id = mine?.id as string;
    const calls: [string, string, unknown?][] = [
      ['GET', `/appeals/${id}`],
      ['GET', `/appeals/status/${id}`],
      ['GET', `/appeals/download/${id}`],
      ['POST', `/appeals/update-text/${id}`, { generatedText: 'invasão' }],
      ['POST', `/appeals/update-status/${id}`, { status: 'pending_payment' }],
      ['POST', `/appeals/retry/${id}`, {}],
      ['POST', '/appeals', { appealId: id, type: 'traffic', generatedText: 'invasão' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await rt.api(method, path, { token: bruno.token, body });
      expect([path, res.status, res.json.error]).toEqual([path, 404, 'Recurso não encontrado']);
    }
    expect((await rt.api('GET', '/appeals/my', { token: bruno.token })).json).toEqual([]);
    expect((await rt.api('GET', `/appeals/${id}`, { token: admin })).json.generatedText).not.toBe('invasão');
  });

  it('never lets the client choose status, value or owner', async () => {
    const forged = [
      { type: 'traffic', generatedText: 'x', value: 0.01 },
      { type: 'traffic', generatedText: 'x', status: 'paid' },
      { type: 'traffic', generatedText: 'x', userId: bruno.id },
      { type: 'traffic', generatedText: 'x', documentKey: 'documents/x.pdf' },
    ];
    for (const body of forged) {
      const res = await rt.api('POST', '/appeals', { token: ana.token, body });
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
    }
    const ok = await rt.api('POST', '/appeals', {
      token: ana.token,
      body: { type: 'suspension', generatedText: 'Texto.', code: 'ABC-123', status: 'pending_payment' },
    });
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({ status: 'pending_payment', value: 499.9, code: 'ABC-123' });
    const paid = await rt.api('POST', `/appeals/update-status/${ok.json.id}`, {
      token: ana.token,
      body: { status: 'paid' },
    });
    expect(paid.status).toBe(400);
    const again = await rt.api('GET', `/appeals/${ok.json.id}`, { token: ana.token });
    expect(again.json.status).toBe('pending_payment');
  });
});

describe('idempotency (REL-1)', () => {
  it('creates one appeal and starts one execution for repeated requests with the same Idempotency-Key', async () => {
    const before = (await rt.api('GET', '/appeals/my', { token: bruno.token })).json.length;
    const headers = { 'idempotency-key': 'salvar-0001-abcdef' };
    const saves = await Promise.all(
      Array.from({ length: 8 }, () =>
        rt.api('POST', '/appeals', {
          token: bruno.token,
          headers,
          body: { type: 'traffic', generatedText: 'Texto.' },
        }),
      ),
    );
    expect(new Set(saves.map((r) => r.status))).toEqual(new Set([201]));
    expect(new Set(saves.map((r) => r.json.id)).size).toBe(1);

    // Typed without the facts the text needs: it stops for the driver's review (issue 26), never payable.
    const body = {
      type: 'traffic',
      manual: { owner: { name: 'Bruno' }, vehicle: {}, infraction: { code: '745-50' } },
    };
    const genHeaders = { 'idempotency-key': 'gerar-0001-abcdef' };
    const gens = await Promise.all(
      Array.from({ length: 4 }, () =>
        rt.api('POST', '/appeals/generate-appeal-text', { token: bruno.token, headers: genHeaders, body }),
      ),
    );
    expect(new Set(gens.map((r) => r.status))).toEqual(new Set([202]));
    const ids = new Set(gens.map((r) => r.json.appealId));
    expect(ids.size).toBe(1);
    await waitForStatus(bruno.token, [...ids][0] as string, ['awaiting_review']);
    expect((await rt.api('GET', '/appeals/my', { token: bruno.token })).json.length).toBe(before + 2);
  });
});

describe('uploads', () => {
  const declare = (token: string, files: { name: string; size: number; contentType?: string }[]) =>
    rt.api('POST', '/appeals/uploads', { token, body: { files } });

  it('issues presigned POSTs under the caller prefix, pinned to the declared size, 5 minutes', async () => {
    const res = await declare(ana.token, [{ name: 'auto.pdf', size: 1000, contentType: 'application/pdf' }]);
    const [u] = res.json.uploads as Upload[];
    expect(u?.key).toMatch(new RegExp(`^uploads/${ana.id}/[0-9a-f-]{36}$`));
    const policy = JSON.parse(Buffer.from(u?.fields.Policy ?? '', 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1000, 1000]);
    expect(new Date(policy.expiration).getTime() - Date.now()).toBeLessThanOrEqual(300_000);
  });

  it("refuses SPEC's limits and wrong types with SPEC's messages", async () => {
    const big = 51 * 1024 * 1024;
    const over = await declare(ana.token, [
      { name: 'a.pdf', size: big },
      { name: 'b.png', size: big },
      { name: 'c.jpg', size: 10 },
    ]);
    expect([over.status, over.json.error]).toEqual([
      413,
      '2 arquivo(s) excede(m) o limite de 50MB por arquivo.',
    ]);
    const total = await declare(ana.token, [
      { name: 'a.pdf', size: 40 * 1024 * 1024 },
      { name: 'b.pdf', size: 40 * 1024 * 1024 },
      { name: 'c.pdf', size: 40 * 1024 * 1024 },
    ]);
    expect([total.status, total.json.error]).toEqual([
      413,
      'O tamanho total dos arquivos não pode exceder 100MB.',
    ]);
    const html = await declare(ana.token, [{ name: 'pagina.html', size: 10 }]);
    expect([html.status, html.json.error]).toEqual([415, MESSAGES.typeNotAllowed('pagina.html')]);
  });

  it('refuses a key of another user and content that is not what its name says; nothing starts', async () => {
    const before = (await rt.api('GET', '/appeals/my', { token: bruno.token })).json.length;
    const [anasKey] = await upload(rt.api, ana.token, [
      { name: 'auto.pdf', body: fixture('mg-np-sinal.pdf'), type: 'application/pdf' },
    ]);
    const foreign = await rt.api('POST', '/appeals/generate-appeal-text', {
      token: bruno.token,
      body: { type: 'traffic', uploadKeys: [anasKey] },
    });
    expect([foreign.status, foreign.json.error]).toEqual([
      400,
      'Arquivo não encontrado. Envie o arquivo novamente.',
    ]);

    const disguised = await upload(rt.api, bruno.token, [
      {
        name: 'auto.pdf',
        body: Buffer.from('<html><script>alert(1)</script></html>'),
        type: 'application/pdf',
      },
    ]);
    const mismatch = await rt.api('POST', '/appeals/generate-appeal-text', {
      token: bruno.token,
      body: { type: 'traffic', uploadKeys: disguised },
    });
    expect([mismatch.status, mismatch.json.error]).toEqual([415, MESSAGES.contentMismatch]);
    expect((await rt.api('GET', '/appeals/my', { token: bruno.token })).json.length).toBe(before);
  });
});

describe('admin', () => {
  it('lists every appeal newest first and by user, with statistics from the counters', async () => {
    const asUser = await rt.api('GET', '/appeals', { token: ana.token });
    expect(asUser.status).toBe(403);
    const all = await rt.api('GET', '/appeals', { token: admin });
    expect(all.status).toBe(200);
    const created = (all.json as { createdAt: string }[]).map((a) => a.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const anas = await rt.api('GET', `/appeals/user/${encodeURIComponent(ana.email)}`, { token: admin });
    expect(anas.status).toBe(200);
    expect((anas.json as { userEmail: string }[]).every((a) => a.userEmail === ana.email)).toBe(true);
    expect(anas.json.length).toBe((await rt.api('GET', '/appeals/my', { token: ana.token })).json.length);
    const stats = await rt.api('GET', '/appeals/statistics', { token: admin });
    expect(stats.status).toBe(200);
    const list = all.json as { status: string; value: number }[];
    expect(stats.json).toEqual({
      totalAppeals: list.length,
      totalValuePaid: 29.9,
      pendingAppeals: list.filter((a) => a.status === 'pending_payment' || a.status === 'analyzing').length,
    });
  });
});
