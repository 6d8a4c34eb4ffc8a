/**
 * Several notices in one upload over HTTP on the local runtime (issue 25 item 4): two real notices
 * printed into one PDF stop the appeal for the driver's choice; the review answers wait for it; the
 * chosen notice's own facts are reviewed and written, none of the other's.
 */
import { PDFDocument } from 'pdf-lib';
import { driverAnswers, fixture, upload, waitForStatus } from './helpers/appeals';
import { registerAndLogin, type TestRuntime, startTestRuntime } from './helpers/runtime';

jest.setTimeout(120_000);

let rt: TestRuntime;
let ana: Awaited<ReturnType<typeof registerAndLogin>>;
let bruno: Awaited<ReturnType<typeof registerAndLogin>>;
let id: string;

async function merged(...names: string[]): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  for (const name of names) {
    const src = await PDFDocument.load(fixture(name));
    for (const p of await out.copyPages(src, src.getPageIndices())) out.addPage(p);
  }
  return out.save();
}

beforeAll(async () => {
  rt = await startTestRuntime();
  ana = await registerAndLogin(rt.api, 'ana-duas@recurso.test');
  bruno = await registerAndLogin(rt.api, 'bruno-duas@recurso.test');
  const body = await merged('mg-np-sinal.pdf', 'sp-na-velocidade.pdf');
  const keys = await upload(rt.api, ana.token, [{ name: 'multas.pdf', body, type: 'application/pdf' }]);
  const res = await rt.api('POST', '/appeals/generate-appeal-text', {
    token: ana.token,
    body: { type: 'traffic', uploadKeys: keys, userName: 'Ana', userCity: 'São Paulo' },
  });
  expect(res.status).toBe(202);
  id = res.json.appealId as string;
  await waitForStatus(rt, ana.token, id, ['awaiting_review', 'pending_payment', 'generation_failed']);
}, 120_000);
afterAll(() => rt?.stop());

it('stops for the choice, lists both notices, and refuses the answers until the driver chooses', async () => {
  expect((await rt.api('GET', `/appeals/status/${id}`, { token: ana.token })).json.status).toBe(
    'awaiting_review',
  );
  const view = await rt.api('GET', `/appeals/${id}/facts`, { token: ana.token });
  expect(view.json.facts.notices).toMatchObject({
    chosen: 0,
    confirmed: false,
    options: [
      { document: 'documento-1.pdf', number: 'MG00123456', plate: 'HJK5832', date: '2026-01-18' },
      { document: 'documento-1.pdf', number: '1F2345678', plate: 'FTR4E21', date: '2026-02-03' },
    ],
  });
  expect(view.json.facts.notices.options.some((o: object) => 'facts' in o)).toBe(false);
  const early = await rt.api('POST', `/appeals/${id}/facts`, { token: ana.token, body: { answers: [] } });
  expect(early.status).toBe(400);
  expect(JSON.stringify(early.json)).toContain(
    'Encontramos mais de uma notificação nos documentos: escolha a notificação deste recurso.',
  );
});

it('refuses a notice not found and another user', async () => {
  const none = await rt.api('POST', `/appeals/${id}/facts/notice`, { token: ana.token, body: { notice: 5 } });
  expect(none.status).toBe(400);
  expect(JSON.stringify(none.json)).toContain(
    'Esta notificação não está entre as encontradas nos documentos.',
  );
  const other = await rt.api('POST', `/appeals/${id}/facts/notice`, {
    token: bruno.token,
    body: { notice: 1 },
  });
  expect(other.status).toBe(404);
});

it('writes the appeal of the notice chosen, from its facts alone', async () => {
  const chosen = await rt.api('POST', `/appeals/${id}/facts/notice`, {
    token: ana.token,
    body: { notice: 1 },
  });
  expect(chosen.status).toBe(200);
  expect(chosen.json.facts.notice.number.value).toBe('1F2345678');
  expect(chosen.json.facts.vehicle.plate.value).toBe('FTR4E21');
  expect(chosen.json.facts.owner.name.value).toBe('João Carlos Pereira da Silva');
  const answers = driverAnswers(chosen.json.requests);
  const sent = await rt.api('POST', `/appeals/${id}/facts`, { token: ana.token, body: { answers } });
  expect(sent.status).toBe(202);
  await waitForStatus(rt, ana.token, id, ['pending_payment', 'generation_failed']);
  const appeal = await rt.api('GET', `/appeals/${id}`, { token: ana.token });
  expect(appeal.json).toMatchObject({ status: 'pending_payment', code: '1F2345678' });
  const preview = JSON.stringify(appeal.json.preview);
  expect(preview).toContain('1F2345678');
  for (const first of ['MG00123456', 'HJK5832', 'Ana Beatriz Moreira Santos'])
    expect(preview).not.toContain(first);
});
