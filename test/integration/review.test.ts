/**
 * "Confira os dados" over HTTP on the local runtime (issue 14): a notice lacking what the appeal needs
 * stops awaiting_review; the owner reads the facts, their sources and what needs confirming, opens the
 * uploaded page, confirms and corrects; the appeal is written from the confirmed facts. "Revisar dados"
 * on an unpaid appeal rewrites it. Before payment the owner gets only the preview (never the text or the
 * PDF, not even in the data export); other users get 404 everywhere; erasure takes the facts along.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Facts } from '@recurso/core/facts';
import { appealDepsOf } from '@recurso/functions/http/appeal-deps';
import { generateFrom, waitForStatus } from './helpers/appeals';
import { registerAndLogin, type TestRuntime, startTestRuntime } from './helpers/runtime';
import { verifiedStaffToken } from './helpers/second-factor';

jest.setTimeout(120_000);

let rt: TestRuntime;
let admin: string;
let ana: Awaited<ReturnType<typeof registerAndLogin>>;
let bruno: Awaited<ReturnType<typeof registerAndLogin>>;
let prf: string;

beforeAll(async () => {
  rt = await startTestRuntime();
  admin = await verifiedStaffToken(rt);
  ana = await registerAndLogin(rt.api, 'ana-revisa@recurso.test');
  bruno = await registerAndLogin(rt.api, 'bruno-olha@recurso.test');
  // The PRF notice names the driver (the appellant) but not the driver's address.
  prf = await generateFrom(rt, ana.token, 'prf-na-ultrapassagem.pdf', 'application/pdf');
  await waitForStatus(rt, ana.token, prf, ['awaiting_review', 'pending_payment', 'generation_failed']);
}, 120_000);
afterAll(() => rt?.stop());

const ADDRESS = 'Rua das Palmeiras, 45, Centro, Registro/SP, CEP 11900-000';

describe('the stop for review', () => {
  it('leaves the appeal awaiting_review (listed as such) with no text', async () => {
    expect((await rt.api('GET', `/appeals/status/${prf}`, { token: ana.token })).json).toEqual({
      appealId: prf,
      status: 'awaiting_review',
    });
    const row = ((await rt.api('GET', '/appeals/my', { token: ana.token })).json as { id: string }[]).find(
      (a) => a.id === prf,
    );
    expect(row).toMatchObject({ status: 'awaiting_review', hasText: false });
  });

  it('answers the facts with sources and confidences, the requests with labels, and the uploads', async () => {
    const res = await rt.api('GET', `/appeals/${prf}/facts`, { token: ana.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ appealId: prf, type: 'traffic', status: 'awaiting_review' });
    const facts = res.json.facts as Facts;
    expect(facts.notice.issueDate).toMatchObject({
      value: '2026-04-25',
      confidence: expect.any(Number),
      source: { kind: 'document', document: 'documento-1.pdf', page: 1, method: 'pdf-text' },
    });
    expect(facts.driver?.name?.value).toBe('Marcos Vinícius Almeida Rocha');
    expect(res.json.requests).toContainEqual({
      path: 'driver.address',
      reason: 'missing',
      blocking: true,
      // the qualification, and the text: without it the appeal would print a blank (issue 26)
      neededFor: ['qualification', 'text'],
      label: 'Endereço completo (com CEP)',
      message: 'Não encontramos este dado nos documentos. Ele é necessário para o recurso.',
    });
    expect(res.json.documents).toEqual([{ index: 0, name: 'documento-1.pdf', type: 'pdf' }]);
  });

  it('gives the owner a short-lived link to the uploaded page, and nothing past the last upload', async () => {
    const res = await rt.api('GET', `/appeals/${prf}/documents/0`, { token: ana.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      contentType: 'application/pdf',
      name: 'documento-1.pdf',
      expiresInSeconds: 300,
    });
    const page = await fetch(res.json.url);
    expect(page.status).toBe(200);
    expect(
      Buffer.from(await page.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const none = await rt.api('GET', `/appeals/${prf}/documents/1`, { token: ana.token });
    expect([none.status, none.json.error]).toEqual([404, 'Documento não disponível.']);
  });

  it('refuses to write while a blocking fact is missing, and a bad value by its label', async () => {
    const missing = await rt.api('POST', `/appeals/${prf}/facts`, {
      token: ana.token,
      body: { answers: [] },
    });
    expect([missing.status, missing.json.error]).toEqual([
      400,
      'Confira e preencha antes de gerar o recurso: Endereço completo (com CEP).',
    ]);
    const bad = await rt.api('POST', `/appeals/${prf}/facts`, {
      token: ana.token,
      body: {
        answers: [
          { path: 'driver.address', value: ADDRESS },
          { path: 'notice.issueDate', value: '31/02/2026' },
          { path: 'driver.cpf', value: '111.111.111-11' },
        ],
      },
    });
    expect([bad.status, bad.json.error]).toEqual([
      400,
      'Data de emissão da notificação: Informe uma data válida (dd/mm/aaaa). CPF: CPF inválido',
    ]);
    const unknown = await rt.api('POST', `/appeals/${prf}/facts`, {
      token: ana.token,
      body: { answers: [{ path: 'owner.password', value: 'x' }] },
    });
    expect(unknown.status).toBe(400);
    expect((await rt.api('GET', `/appeals/status/${prf}`, { token: ana.token })).json.status).toBe(
      'awaiting_review',
    );
  });

  it('answers 404 "Recurso não encontrado" to another user on every review route', async () => {
    for (const [method, path, body] of [
      ['GET', `/appeals/${prf}/facts`, undefined],
      ['POST', `/appeals/${prf}/facts`, { answers: [{ path: 'driver.address', value: ADDRESS }] }],
      ['GET', `/appeals/${prf}/documents/0`, undefined],
    ] as const) {
      const res = await rt.api(method, path, { token: bruno.token, body });
      expect([path, res.status, res.json.error]).toEqual([path, 404, 'Recurso não encontrado']);
    }
  });

  it('writes the appeal from the confirmed and corrected facts, recorded as the driver’s', async () => {
    const res = await rt.api('POST', `/appeals/${prf}/facts`, {
      token: ana.token,
      body: {
        answers: [
          { path: 'driver.address', value: ADDRESS },
          { path: 'notice.issueDate', value: '20/05/2026' },
          { path: 'vehicle.plate' },
        ],
      },
    });
    expect([res.status, res.json]).toEqual([202, { appealId: prf, status: 'processing' }]);
    await waitForStatus(rt, ana.token, prf, ['pending_payment']);
    const appeal = await rt.api('GET', `/appeals/${prf}`, { token: ana.token });
    expect(appeal.json).not.toHaveProperty('generatedText');
    expect(appeal.json.preview.facts.join(' ')).toContain('emitida em 20/05/2026');
    // 38 days between the infraction (12/04) and the corrected issue date: the late-notice ground.
    expect(appeal.json.preview.grounds.join(' ')).toMatch(/TRINTA DIAS/);
    const stored = (await appealDepsOf(rt.deps).appeals.getFacts(prf)) as Facts;
    expect(stored.notice.issueDate).toMatchObject({
      value: '2026-05-20',
      confidence: 1,
      source: {
        kind: 'user',
        action: 'corrected',
        field: 'notice.issueDate',
        previous: { value: '2026-04-25', source: { kind: 'document' } },
      },
    });
    expect(stored.vehicle.plate?.source).toMatchObject({ kind: 'user', action: 'confirmed' });
    expect(stored.driver?.address?.value).toBe(ADDRESS);
  });
});

describe('"Revisar dados" on an unpaid appeal, and the preview', () => {
  it('rewrites a pending_payment appeal after a correction (a new text version)', async () => {
    const before = await rt.api('GET', `/appeals/${prf}`, { token: admin });
    const res = await rt.api('POST', `/appeals/${prf}/facts`, {
      token: ana.token,
      body: { answers: [{ path: 'notice.issueDate', value: '2026-04-25' }] },
    });
    expect(res.status).toBe(202);
    await waitForStatus(rt, ana.token, prf, ['pending_payment']);
    const after = await rt.api('GET', `/appeals/${prf}`, { token: admin });
    expect(after.json.generatedText).toContain('emitida em 25/04/2026');
    expect(after.json.generatedText).not.toMatch(/TRINTA DIAS/);
    expect(before.json.generatedText).not.toBe(after.json.generatedText);
  });

  it('never gives the owner the text or the PDF before payment; staff keep the text; once paid, the owner reads it', async () => {
    const owner = await rt.api('GET', `/appeals/${prf}`, { token: ana.token });
    expect(owner.json).not.toHaveProperty('generatedText');
    expect(owner.json.preview).toMatchObject({
      addressee: expect.stringMatching(/^À AUTORIDADE DE TRÂNSITO/),
      title: ['DEFESA PRÉVIA', 'Auto de Infração nº A98765432'],
    });
    expect(owner.json.preview.heldBackParagraphs).toBeGreaterThan(3);
    const staff = await rt.api('GET', `/appeals/${prf}`, { token: admin });
    const requests = staff.json.generatedText.slice(staff.json.generatedText.indexOf('III – DOS PEDIDOS'));
    expect(requests.length).toBeGreaterThan(50);
    expect(owner.text).not.toContain(requests.slice(0, 60));
    expect((await rt.api('GET', `/appeals/download/${prf}`, { token: ana.token })).status).toBe(402);
    const exported = await rt.api('GET', '/me/export', { token: ana.token });
    const mine = (exported.json.data.appeals as Record<string, unknown>[]).find((a) => a.id === prf);
    expect(mine).not.toHaveProperty('generatedText');
    expect(mine).toMatchObject({ preview: { title: ['DEFESA PRÉVIA', 'Auto de Infração nº A98765432'] } });
    expect((mine?.facts as Facts | undefined)?.driver?.address?.value).toBe(ADDRESS);
    expect(exported.text).not.toContain(requests.slice(0, 60));

    await appealDepsOf(rt.deps).appeals.update(prf, { status: 'paid' }, ['pending_payment']);
    const paid = await rt.api('GET', `/appeals/${prf}`, { token: ana.token });
    expect(paid.json.generatedText).toBe(staff.json.generatedText);
    expect(paid.json).not.toHaveProperty('preview');
    const refused = await rt.api('POST', `/appeals/${prf}/facts`, {
      token: ana.token,
      body: { answers: [] },
    });
    expect([refused.status, refused.json.error]).toEqual([
      409,
      'Não é possível revisar os dados deste recurso (Status: paid).',
    ]);
  });

  it('has no facts to review for an appeal typed as text', async () => {
    const created = await rt.api('POST', '/appeals', {
      token: ana.token,
      body: { type: 'traffic', generatedText: 'Texto escrito pela Ana.' },
    });
    const res = await rt.api('GET', `/appeals/${created.json.id}/facts`, { token: ana.token });
    expect([res.status, res.json.error]).toEqual([
      409,
      'Os dados deste recurso não estão disponíveis para revisão.',
    ]);
  });
});

describe('erasure', () => {
  it('takes the facts along with the account', async () => {
    const carla = await registerAndLogin(rt.api, 'carla-apaga@recurso.test');
    const id = await generateFrom(rt, carla.token, 'prf-na-ultrapassagem.pdf', 'application/pdf');
    await waitForStatus(rt, carla.token, id, ['awaiting_review']);
    const key = { pk: `APPEAL#${id}`, sk: 'FACTS' };
    const read = () => rt.deps.dynamo.send(new GetCommand({ TableName: rt.deps.tableName, Key: key }));
    expect((await read()).Item?.entity).toBe('APPEAL_FACTS');
    const res = await rt.api('DELETE', '/me', { token: carla.token, body: { password: carla.password } });
    expect(res.status).toBe(200);
    expect((await read()).Item).toBeUndefined();
  });
});
