/**
 * After the appeal over HTTP on the local runtime (issue 15): the driver identification end to end
 * (offered for a notice of autuação, checked, saved, printed as a filled PDF read back with pdftotext,
 * owner only), filing and decisions with the decision file, the admin's outcome report from seeded
 * decisions (no percentage below 20 cases, audited), and "excluir minha conta" erasing all of it.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Appeal } from '@recurso/core/appeal';
import { DRIVER_ID_MESSAGES, type SavedDriverIdentification } from '@recurso/core/driver-identification';
import { brasiliaToday, FOLLOW_UP_MESSAGES } from '@recurso/core/follow-up';
import { renderDriverIdentificationPdf } from '@recurso/core/pdf';
import { appealDepsOf } from '@recurso/functions/http/appeal-deps';
import { appealFromNotice, upload } from './helpers/appeals';
import { registerAndLogin, startTestRuntime, type TestRuntime } from './helpers/runtime';
import { verifiedStaffToken } from './helpers/second-factor';
import { allItems } from './security.seed';
import { pdfText } from '../setup/pdf-text';

jest.setTimeout(180_000);

let rt: TestRuntime;
let admin: string;
let ana: Awaited<ReturnType<typeof registerAndLogin>>;
let bruno: Awaited<ReturnType<typeof registerAndLogin>>;
let appealId: string;

beforeAll(async () => {
  rt = await startTestRuntime({ reminderSweepMs: 0 });
  admin = await verifiedStaffToken(rt);
  ana = await registerAndLogin(rt.api, 'ana.condutor@exemplo.com');
  bruno = await registerAndLogin(rt.api, 'bruno.condutor@exemplo.com');
  appealId = await appealFromNotice(rt, ana.token, 'prf-na-ultrapassagem.pdf', 'Ana Beatriz Souza');
}, 180_000);
afterAll(() => rt?.stop());

const pdftotext = (bytes: Uint8Array) => pdfText(bytes).replace(/\s+/g, ' ');

const VALID = {
  notice: {
    number: 'A98765432',
    plate: 'KLM4821',
    agency: 'Polícia Rodoviária Federal',
    infractionCode: '596-70',
    infractionDate: '2026-04-12',
    infractionTime: '15:20',
    infractionPlace: 'BR-116, km 212, Registro/SP',
    deadline: '2026-05-30',
  },
  owner: { name: 'Ana Beatriz Souza', document: '529.982.247-25' },
  driver: {
    name: 'Marcos Vinícius Almeida Rocha',
    cpf: '246.801.357-35',
    cnh: '04512398761',
    cnhState: 'SP',
  },
};

describe('driver identification', () => {
  it('is offered for the notice of autuação, with its data to start from', async () => {
    const list = await rt.api('GET', '/appeals/my', { token: ana.token });
    const row = list.json.find((a: { id: string }) => a.id === appealId);
    expect(row.followUp).toMatchObject({
      deadline: '2026-05-30',
      deadlineSource: 'notice',
      driverIdentification: 'offered',
    });
    const res = await rt.api('GET', `/appeals/${appealId}/driver-identification`, { token: ana.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      appealId,
      eligibility: 'offered',
      prefill: {
        notice: {
          number: 'A98765432',
          plate: 'KLM4821',
          agency: 'Polícia Rodoviária Federal',
          infractionCode: '596-70',
          infractionDate: '2026-04-12',
          deadline: '2026-05-30',
        },
        owner: { name: 'Ana Beatriz Souza' },
      },
      saved: null,
    });
  });

  it('refuses a bad CPF, a driver who is the owner and unknown fields, saving nothing', async () => {
    const post = (body: unknown) =>
      rt.api('POST', `/appeals/${appealId}/driver-identification`, { token: ana.token, body });
    const badCpf = await post({ ...VALID, driver: { ...VALID.driver, cpf: '246.801.357-00' } });
    expect([badCpf.status, badCpf.json.error]).toEqual([400, DRIVER_ID_MESSAGES.driverCpf]);
    const same = await post({ ...VALID, driver: { ...VALID.driver, cpf: '529.982.247-25' } });
    expect([same.status, same.json.error]).toEqual([400, DRIVER_ID_MESSAGES.sameAsOwner]);
    expect((await post({ ...VALID, userId: bruno.id })).status).toBe(400);
    const res = await rt.api('GET', `/appeals/${appealId}/driver-identification`, { token: ana.token });
    expect(res.json.saved).toBeNull();
  });

  it('saves it, free, and prints a filled form naming the agency, the notice and both people', async () => {
    const res = await rt.api('POST', `/appeals/${appealId}/driver-identification`, {
      token: ana.token,
      body: VALID,
    });
    expect(res.status).toBe(200);
    const saved = res.json.saved as SavedDriverIdentification;
    expect(saved).toMatchObject({
      owner: { document: '52998224725' },
      driver: { cpf: '24680135735', cnhState: 'SP' },
    });
    expect((await appealDepsOf(rt.deps).appeals.get(appealId))?.status).toBe('pending_payment');
    const text = pdftotext(await renderDriverIdentificationPdf(saved));
    expect(text).toContain('IDENTIFICAÇÃO DO CONDUTOR INFRATOR');
    expect(text).toContain('À autoridade de trânsito do(a) POLÍCIA RODOVIÁRIA FEDERAL');
    expect(text).toContain('A98765432');
    expect(text).toContain('Ana Beatriz Souza');
    expect(text).toContain('Marcos Vinícius Almeida Rocha');
    expect(text).toContain('Entregue até 30/05/2026');
  });

  it('is the owner’s only: another user or staff get 404, as for a missing appeal', async () => {
    for (const token of [bruno.token, admin]) {
      expect((await rt.api('GET', `/appeals/${appealId}/driver-identification`, { token })).status).toBe(404);
      expect(
        (await rt.api('POST', `/appeals/${appealId}/driver-identification`, { token, body: VALID })).status,
      ).toBe(404);
      expect((await rt.api('GET', `/appeals/${appealId}/follow-up`, { token })).status).toBe(404);
    }
  });
});

describe('filing and decision', () => {
  it('refuses "Protocolado" before payment, then records it and stops the reminders', async () => {
    const early = await rt.api('POST', `/appeals/${appealId}/filing`, {
      token: ana.token,
      body: { filedOn: '2026-11-20' },
    });
    expect([early.status, early.json.error]).toEqual([409, FOLLOW_UP_MESSAGES.notPaidYet]);
    await appealDepsOf(rt.deps).appeals.update(appealId, { status: 'paid' }, ['pending_payment']);
    const future = await rt.api('POST', `/appeals/${appealId}/filing`, {
      token: ana.token,
      body: { filedOn: '2099-01-01' },
    });
    expect([future.status, future.json.error]).toEqual([400, FOLLOW_UP_MESSAGES.filedOnFuture]);
    const today = brasiliaToday(rt.clock.now());
    const ok = await rt.api('POST', `/appeals/${appealId}/filing`, {
      token: ana.token,
      body: { filedOn: today, protocolNumber: ' PRF-2026-0042 ' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      status: 'filed',
      statusLabel: 'Protocolado',
      filing: { filedOn: today, protocolNumber: 'PRF-2026-0042' },
      reminders: { nextAt: null },
      actions: { setDeadline: false, markFiled: true, recordOutcome: true },
    });
    const row = (await rt.api('GET', '/appeals/my', { token: ana.token })).json.find(
      (a: Appeal) => a.id === appealId,
    );
    expect(row).toMatchObject({
      status: 'filed',
      followUp: { filedOn: today, protocolNumber: 'PRF-2026-0042' },
    });
    const late = await rt.api('POST', `/appeals/${appealId}/deadline`, {
      token: ana.token,
      body: { deadline: '2026-12-20' },
    });
    expect([late.status, late.json.error]).toEqual([409, FOLLOW_UP_MESSAGES.deadlineAfterFiling]);
  });

  it('records the decision with its file; only the owner downloads it', async () => {
    const [key] = await upload(rt.api, ana.token, [
      { name: 'decisao.pdf', body: Buffer.from('%PDF-1.4\n% decisão da JARI\n'), type: 'application/pdf' },
    ]);
    const res = await rt.api('POST', `/appeals/${appealId}/outcome`, {
      token: ana.token,
      body: {
        result: 'granted',
        decidedOn: brasiliaToday(rt.clock.now()),
        decisionUploadKey: key,
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 'approved',
      outcome: { result: 'granted', label: 'Deferido', hasDecision: true },
    });
    const file = await rt.api('GET', `/appeals/${appealId}/outcome/decision`, { token: ana.token });
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="decisao_${appealId}.pdf"`);
    expect(file.text).toContain('decisão da JARI');
    expect(
      (await rt.api('GET', `/appeals/${appealId}/outcome/decision`, { token: bruno.token })).status,
    ).toBe(404);
    const stranger = await rt.api('POST', `/appeals/${appealId}/outcome`, {
      token: ana.token,
      body: {
        result: 'granted',
        decisionUploadKey: `uploads/${bruno.id}/00000000-0000-4000-8000-000000000000`,
      },
    });
    expect([stranger.status, stranger.json.error]).toEqual([400, FOLLOW_UP_MESSAGES.decisionUnknownUpload]);
  });
});

/** A filed appeal of `owner` with this notice code and grounds (what the pipeline stores), then its decision. */
async function decided(
  owner: { id: string; email: string; token: string },
  code: string,
  grounds: string[],
  result: 'granted' | 'refused' | 'no_response',
) {
  const id = crypto.randomUUID();
  const now = rt.clock.now().toISOString();
  await appealDepsOf(rt.deps).appeals.create({
    id,
    userId: owner.id,
    userEmail: owner.email,
    type: 'traffic',
    status: 'filed',
    value: 29.9,
    createdAt: now,
    updatedAt: now,
    notice: { infractionCode: code, infractionDescription: `Infração ${code}` },
    grounds: grounds.map((g) => ({ id: g, title: g.toUpperCase() })),
    filing: { filedOn: now.slice(0, 10), recordedAt: now },
  });
  const res = await rt.api('POST', `/appeals/${id}/outcome`, { token: owner.token, body: { result } });
  expect(res.status).toBe(200);
}

describe('outcome report (admin)', () => {
  let seeder: Awaited<ReturnType<typeof registerAndLogin>>;

  beforeAll(async () => {
    seeder = await registerAndLogin(rt.api, 'decisoes@exemplo.com');
    // 745-50: 20 decided (12 granted, 8 refused) and one without answer; 605-03: 5 decided
    for (let i = 0; i < 12; i++)
      await decided(seeder, '745-50', ['radar_inmetro', 'advertencia_art267'], 'granted');
    for (let i = 0; i < 8; i++) await decided(seeder, '745-50', ['radar_inmetro'], 'refused');
    await decided(seeder, '745-50', ['radar_inmetro'], 'no_response');
    for (let i = 0; i < 2; i++) await decided(seeder, '605-03', ['semaforo'], 'granted');
    for (let i = 0; i < 3; i++) await decided(seeder, '605-03', ['semaforo'], 'refused');
  }, 120_000);

  it('gives the share of decided appeals granted with the cases behind it, never below 20 cases', async () => {
    const res = await rt.api('GET', '/appeals/outcomes', { token: admin });
    expect(res.status).toBe(200);
    expect(res.json.minimumCases).toBe(20);
    // 25 seeded + Ana's granted appeal
    expect(res.json.overall).toEqual({
      decided: 26,
      granted: 15,
      refused: 11,
      noResponse: 1,
      grantedShare: 15 / 26,
    });
    const code = (c: string) => res.json.byInfraction.find((r: { code: string }) => r.code === c);
    expect(code('745-50')).toEqual({
      code: '745-50',
      label: 'Infração 745-50',
      decided: 20,
      granted: 12,
      refused: 8,
      noResponse: 1,
      grantedShare: 0.6,
    });
    expect(code('605-03')).toMatchObject({ decided: 5, granted: 2, grantedShare: null });
    expect(code('596-70')).toMatchObject({ decided: 1, granted: 1, grantedShare: null });
    const ground = (g: string) => res.json.byGround.find((r: { id: string }) => r.id === g);
    expect(ground('radar_inmetro')).toMatchObject({ decided: 20, granted: 12, grantedShare: 0.6 });
    expect(ground('advertencia_art267')).toMatchObject({ decided: 12, granted: 12, grantedShare: null });
    expect(ground('semaforo')).toMatchObject({ decided: 5, grantedShare: null });
  });

  it('a corrected decision moves between columns; users cannot read the report; staff reads are audited', async () => {
    expect((await rt.api('GET', '/appeals/outcomes', { token: ana.token })).status).toBe(403);
    const trail = await rt.api('GET', '/admin/audit', { token: admin });
    expect(trail.json).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'report.outcomes_viewed',
          targetType: 'report',
          targetId: 'outcomes',
        }),
      ]),
    );
    const fix = await rt.api('POST', `/appeals/${appealId}/outcome`, {
      token: ana.token,
      body: { result: 'refused' },
    });
    expect([fix.status, fix.json.status, fix.json.outcome.hasDecision]).toEqual([200, 'rejected', true]);
    const after = (await rt.api('GET', '/appeals/outcomes', { token: admin })).json;
    expect(after.overall).toMatchObject({ decided: 26, granted: 14, refused: 12 });
  });

  it('excluir minha conta erases the identification, the decision and Ana’s share of the tallies', async () => {
    const exported = (await rt.api('GET', '/me/export', { token: ana.token })).json;
    const mine = exported.data.appeals.find((a: { id: string }) => a.id === appealId);
    expect(mine.driverIdentification).toMatchObject({ driver: { name: 'Marcos Vinícius Almeida Rocha' } });
    expect(mine.outcome).toMatchObject({ result: 'refused' });
    expect(exported.files.map((f: { key: string }) => f.key)).toContain(
      `documents/${ana.id}/${appealId}-decisao.pdf`,
    );

    expect(
      (await rt.api('DELETE', '/me', { token: ana.token, body: { password: ana.password } })).status,
    ).toBe(200);
    const kept = await rt.deps.dynamo.send(
      new GetCommand({ TableName: rt.deps.tableName, Key: { pk: `APPEAL#${appealId}`, sk: 'APPEAL' } }),
    );
    // a paid appeal stays as an anonymised payment record: none of the after-the-appeal data
    expect(kept.Item).toMatchObject({ userId: 'ERASED', status: 'rejected' });
    for (const field of [
      'notice',
      'grounds',
      'filing',
      'outcome',
      'filingDeadline',
      'reminderDueAt',
      'gsi3pk',
    ])
      expect(kept.Item).not.toHaveProperty(field);
    const items = await allItems(rt);
    expect(items.filter((i) => String(i.pk) === `APPEAL#${appealId}` && i.sk !== 'APPEAL')).toEqual([]);
    expect(JSON.stringify(items)).not.toContain('Marcos Vinícius');
    const report = (await rt.api('GET', '/appeals/outcomes', { token: admin })).json;
    expect(report.overall).toMatchObject({ decided: 25, granted: 14, refused: 11 });
    expect(report.byInfraction.find((r: { code: string }) => r.code === '596-70')).toBeUndefined();
  });
});
