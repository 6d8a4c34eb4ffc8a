/**
 * "Recorrer ao CETRAN" over HTTP on the local runtime (issue 15 item 4): from an appeal the JARI
 * refused, the JARI decision uploaded starts a second-instance appeal through the generate-appeal
 * pipeline, linked both ways, priced as a traffic appeal, its PDF addressed to the CETRAN/MG and read
 * back with pdftotext; refused for an appeal not refused and for another user; one per appeal; in the
 * export and gone with "excluir minha conta".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brasiliaToday } from '@recurso/core/follow-up';
import { SECOND_INSTANCE_REASONS } from '@recurso/core/second-instance';
import { appealDepsOf } from '@recurso/functions/http/appeal-deps';
import { appealFromNotice, fixture, upload } from './helpers/appeals';
import { registerAndLogin, startTestRuntime, type TestRuntime } from './helpers/runtime';
import { allItems } from './security.seed';
import { pdfText } from '../setup/pdf-text';

jest.setTimeout(180_000);

let rt: TestRuntime;
let ana: Awaited<ReturnType<typeof registerAndLogin>>;
let bruno: Awaited<ReturnType<typeof registerAndLogin>>;
let first: string;
let second: string;

const decision = readFileSync(join(__dirname, '../fixtures/decisions/mg-jari-indeferido.pdf'));

beforeAll(async () => {
  rt = await startTestRuntime({ reminderSweepMs: 0 });
  ana = await registerAndLogin(rt.api, 'ana.cetran@exemplo.com');
  bruno = await registerAndLogin(rt.api, 'bruno.cetran@exemplo.com');
  first = await appealFromNotice(rt, ana.token, 'mg-np-sinal.pdf', 'Ana Beatriz Moreira Santos');
}, 180_000);
afterAll(() => rt?.stop());

const pdftotext = (bytes: Uint8Array) => pdfText(bytes).replace(/\s+/g, ' ');

async function uploadDecision(token: string): Promise<string[]> {
  return upload(rt.api, token, [{ name: 'decisao-jari.pdf', body: decision, type: 'application/pdf' }]);
}

async function waitForStatus(id: string, token: string): Promise<string> {
  const started = Date.now();
  for (;;) {
    const s = await rt.api('GET', `/appeals/status/${id}`, { token });
    if (['pending_payment', 'generation_failed'].includes(s.json.status)) return s.json.status;
    if (Date.now() - started > 90_000) throw new Error(`appeal ${id} still ${s.json.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('Recorrer ao CETRAN', () => {
  it('is refused before the JARI refused the appeal, and to another user', async () => {
    const keys = await uploadDecision(ana.token);
    const early = await rt.api('POST', `/appeals/${first}/second-instance`, {
      token: ana.token,
      body: { uploadKeys: keys },
    });
    expect([early.status, early.json.error]).toEqual([409, SECOND_INSTANCE_REASONS.not_refused]);
    const view = await rt.api('GET', `/appeals/${first}/follow-up`, { token: ana.token });
    expect(view.json.secondInstance).toEqual({ offered: false, reason: SECOND_INSTANCE_REASONS.not_refused });

    // paid, filed, refused: as the driver records it
    await appealDepsOf(rt.deps).appeals.update(first, { status: 'paid' }, ['pending_payment']);
    const today = brasiliaToday(rt.clock.now());
    expect(
      (await rt.api('POST', `/appeals/${first}/filing`, { token: ana.token, body: { filedOn: today } }))
        .status,
    ).toBe(200);
    const refused = await rt.api('POST', `/appeals/${first}/outcome`, {
      token: ana.token,
      body: { result: 'refused', decidedOn: today },
    });
    expect(refused.json.secondInstance).toEqual({ offered: true, reason: SECOND_INSTANCE_REASONS.eligible });

    const brunoKeys = await uploadDecision(bruno.token);
    const stranger = await rt.api('POST', `/appeals/${first}/second-instance`, {
      token: bruno.token,
      body: { uploadKeys: brunoKeys },
    });
    expect([stranger.status, stranger.json.error]).toEqual([404, 'Recurso não encontrado']);
    const othersUpload = await rt.api('POST', `/appeals/${first}/second-instance`, {
      token: ana.token,
      body: { uploadKeys: brunoKeys },
    });
    expect(othersUpload.status).toBe(400);
    const unknownField = await rt.api('POST', `/appeals/${first}/second-instance`, {
      token: ana.token,
      body: { uploadKeys: keys, value: 0.01 },
    });
    expect([unknownField.status, unknownField.json.error]).toEqual([400, 'Campo não permitido: value.']);
  });

  it('writes the second-instance appeal from the decision, linked both ways, at the traffic price', async () => {
    // the decision, and the notice again (optional: read when the first appeal kept no facts)
    const keys = [
      ...(await uploadDecision(ana.token)),
      ...(await upload(rt.api, ana.token, [
        { name: 'notificacao.pdf', body: fixture('mg-np-sinal.pdf'), type: 'application/pdf' },
      ])),
    ];
    const res = await rt.api('POST', `/appeals/${first}/second-instance`, {
      token: ana.token,
      body: { uploadKeys: keys, userCity: 'Belo Horizonte' },
    });
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ status: 'processing', firstAppealId: first });
    second = res.json.appealId;
    expect(await waitForStatus(second, ana.token)).toBe('pending_payment');

    // one per appeal: asking again answers the same appeal
    const again = await rt.api('POST', `/appeals/${first}/second-instance`, {
      token: ana.token,
      body: { uploadKeys: await uploadDecision(ana.token) },
    });
    expect([again.status, again.json.appealId]).toEqual([202, second]);

    const view = await rt.api('GET', `/appeals/${second}`, { token: ana.token });
    expect(view.json).toMatchObject({ type: 'traffic', value: 29.9, code: 'MG00123456' });
    expect(view.json.followUp).toMatchObject({ firstAppealId: first, deadline: '2026-07-22' });
    const firstView = await rt.api('GET', `/appeals/${first}/follow-up`, { token: ana.token });
    expect(firstView.json.secondInstance).toEqual({
      offered: false,
      reason: SECOND_INSTANCE_REASONS.already_started,
      appealId: second,
    });
    const row = (await rt.api('GET', '/appeals/my', { token: ana.token })).json.find(
      (a: { id: string }) => a.id === first,
    );
    expect(row.followUp.secondInstanceId).toBe(second);
    const secondFollowUp = await rt.api('GET', `/appeals/${second}/follow-up`, { token: ana.token });
    expect(secondFollowUp.json.secondInstance).toEqual({
      offered: false,
      reason: SECOND_INSTANCE_REASONS.second_instance,
      firstAppealId: first,
    });
    expect(secondFollowUp.json.deadline).toMatchObject({ date: '2026-07-22', source: 'notice' });

    // paid, its PDF: the guide and the piece addressed to the CETRAN/MG, naming the auto and Ana
    await appealDepsOf(rt.deps).appeals.update(second, { status: 'paid' }, ['pending_payment']);
    const text = (await rt.api('GET', `/appeals/${second}`, { token: ana.token })).json
      .generatedText as string;
    await rt.api('POST', `/appeals/update-text/${second}`, {
      token: ana.token,
      body: { generatedText: text, regeneratePdf: true },
    });
    expect((await rt.workflows.waitFor('deliver-appeal', `${second}-v2`)).status).toBe('SUCCEEDED');
    const pdf = await fetch(`${rt.url}/api/appeals/download/${second}`, {
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(pdf.status).toBe(200);
    const content = pdftotext(new Uint8Array(await pdf.arrayBuffer()));
    expect(content).toContain('COMO PROTOCOLAR');
    expect(content).toContain('Recurso em segunda instância ao CETRAN/MG (Conselho Estadual de Trânsito)');
    expect(content).toContain('AO CONSELHO ESTADUAL DE TRÂNSITO – CETRAN/MG');
    expect(content).toContain('RECURSO EM SEGUNDA INSTÂNCIA');
    expect(content).toContain('Auto de Infração nº MG00123456');
    expect(content).toContain('Processo na JARI nº JARI-2026/004512');
    expect(content).toContain('ANA BEATRIZ MOREIRA SANTOS');
    expect(content).toContain('goza de presunção de legitimidade');
    expect(content).toContain('Reiteram-se os fundamentos do recurso interposto à JARI');
    // Written today, after the decision's 30 days: said plainly first, then the ground restated.
    expect(content).toContain('III.1 – DA APRESENTAÇÃO APÓS O PRAZO');
    expect(content).toContain('III.2 – DO REGISTRO DO AVANÇO DE SINAL');
  });

  it('is in the export, and excluir minha conta erases it', async () => {
    const exported = (await rt.api('GET', '/me/export', { token: ana.token })).json;
    const mine = exported.data.appeals.find((a: { id: string }) => a.id === second);
    expect(mine).toMatchObject({ firstAppealId: first });
    expect(exported.data.appeals.find((a: { id: string }) => a.id === first)).toMatchObject({
      secondInstanceId: second,
    });
    expect(
      (await rt.api('DELETE', '/me', { token: ana.token, body: { password: ana.password } })).status,
    ).toBe(200);
    const items = await allItems(rt);
    // both were paid: kept as anonymised payment records, without the link or anything else of Ana's
    for (const id of [first, second]) {
      const kept = items.find((i) => i.pk === `APPEAL#${id}` && i.sk === 'APPEAL');
      expect(kept).toMatchObject({ userId: 'ERASED' });
      expect(kept).not.toHaveProperty('firstAppealId');
      expect(kept).not.toHaveProperty('secondInstanceId');
      expect(items.filter((i) => i.pk === `APPEAL#${id}` && i.sk !== 'APPEAL')).toEqual([]);
    }
    expect(JSON.stringify(items)).not.toContain('Moreira Santos');
  });
});
