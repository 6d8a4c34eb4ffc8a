/**
 * Deadline reminders on the local runtime (issue 15 item 1): the deadline read on a notice of autuação
 * or set by the driver, the clock moved every 6 hours through it with the sweep the timer runs, and the
 * outbox read back: exactly one e-mail per reminder point, none after "Protocolado", none when the
 * account turned them off, none for a deleted account (paid appeals kept anonymised included).
 */
import { appealDepsOf } from '@recurso/functions/http/appeal-deps';
import { appealFromNotice } from './helpers/appeals';
import { loginAs, registerAndLogin, startTestRuntime, type TestRuntime } from './helpers/runtime';
import { seedAppeal } from './security.seed';

jest.setTimeout(240_000);

let rt: TestRuntime;
const setNow = (iso: string) => {
  rt.clock.offsetMs = Date.parse(iso) - Date.now();
};

beforeAll(async () => {
  rt = await startTestRuntime({ reminderSweepMs: 0 });
}, 90_000);
afterAll(() => rt?.stop());

const forAppeal = (id: string) =>
  rt
    .outbox()
    .filter((m) => m.text.includes(`acompanhar=${id}`))
    .map((m) => m.subject);

it('sends each reminder point once, stops at filing, honours "off" and deleted accounts', async () => {
  setNow('2026-05-01T10:00:00Z');
  const ana = await registerAndLogin(rt.api, 'ana.lembretes@exemplo.com');
  const bruno = await registerAndLogin(rt.api, 'bruno.lembretes@exemplo.com');
  const carla = await registerAndLogin(rt.api, 'carla.lembretes@exemplo.com');

  // A1: the deadline read on the notice of autuação (30/05/2026) schedules the first reminder
  const a1 = await appealFromNotice(rt, ana.token, 'prf-na-ultrapassagem.pdf');
  const f1 = await rt.api('GET', `/appeals/${a1}/follow-up`, { token: ana.token });
  expect(f1.status).toBe(200);
  expect(f1.json.deadline).toEqual({
    date: '2026-05-30',
    source: 'notice',
    daysLeft: 29,
    state: 'open',
    label: 'Faltam 29 dias',
  });
  expect(f1.json.reminders).toEqual({ nextAt: '2026-05-23T12:00:00.000Z', sentDaysBefore: [] });

  // A2 (paid, deadline set by the driver), filed after its first reminder
  const a2 = (await seedAppeal(rt, ana, { status: 'paid', createdAt: rt.clock.now().toISOString() })).appeal
    .id;
  const set = await rt.api('POST', `/appeals/${a2}/deadline`, {
    token: ana.token,
    body: { deadline: '2026-05-30' },
  });
  expect([set.status, set.json.deadline.source, set.json.reminders.nextAt]).toEqual([
    200,
    'driver',
    '2026-05-23T12:00:00.000Z',
  ]);

  // Bruno turned reminders off
  const b1 = (await seedAppeal(rt, bruno, { status: 'paid' })).appeal.id;
  await rt.api('POST', `/appeals/${b1}/deadline`, { token: bruno.token, body: { deadline: '2026-05-30' } });
  const off = await rt.api('POST', '/me/preferences', {
    token: bruno.token,
    body: { deadlineReminders: false },
  });
  expect([off.status, off.json]).toEqual([200, { deadlineReminders: false }]);
  expect((await rt.api('GET', '/me/preferences', { token: bruno.token })).json).toEqual({
    deadlineReminders: false,
  });
  expect((await rt.api('GET', '/me/preferences', { token: ana.token })).json).toEqual({
    deadlineReminders: true,
  });

  // Carla deletes her account: her unpaid appeal goes, her paid one stays anonymised, without reminders
  const c1 = (await seedAppeal(rt, carla)).appeal.id;
  const c2 = (await seedAppeal(rt, carla, { status: 'paid' })).appeal.id;
  for (const id of [c1, c2])
    expect(
      (
        await rt.api('POST', `/appeals/${id}/deadline`, {
          token: carla.token,
          body: { deadline: '2026-05-30' },
        })
      ).status,
    ).toBe(200);
  expect(
    (await rt.api('DELETE', '/me', { token: carla.token, body: { password: carla.password } })).status,
  ).toBe(200);
  expect((await appealDepsOf(rt.deps).appeals.get(c2))?.reminderDueAt).toBeUndefined();

  // every 6 hours from 1 May to 2 June; on 25 May Ana marks A2 as filed
  for (
    let t = Date.parse('2026-05-01T12:00:00Z');
    t <= Date.parse('2026-06-02T12:00:00Z');
    t += 6 * 3_600_000
  ) {
    setNow(new Date(t).toISOString());
    await rt.reminders.sweep();
    if (new Date(t).toISOString() === '2026-05-25T12:00:00.000Z') {
      const token = await loginAs(rt.api, ana.email, ana.password);
      const filed = await rt.api('POST', `/appeals/${a2}/filing`, {
        token,
        body: { filedOn: '2026-05-25', protocolNumber: 'PRF-2026-0042' },
      });
      expect([filed.status, filed.json.status, filed.json.reminders?.nextAt]).toEqual([200, 'filed', null]);
    }
  }
  // a repeated sweep at the same moment sends nothing more
  await rt.reminders.sweep();

  expect(forAppeal(a1)).toEqual([
    'Faltam 7 dias para protocolar seu recurso',
    'Faltam 2 dias para protocolar seu recurso',
    'Hoje é o último dia para protocolar seu recurso',
  ]);
  expect(forAppeal(a2)).toEqual(['Faltam 7 dias para protocolar seu recurso']);
  expect(forAppeal(b1)).toEqual([]);
  expect(forAppeal(c1)).toEqual([]);
  expect(forAppeal(c2)).toEqual([]);
  expect(rt.outbox().filter((m) => m.to === bruno.email)).toEqual([]);
  const first = rt.outbox().find((m) => m.text.includes(`acompanhar=${a1}`));
  expect(first?.to).toBe(ana.email);
  expect(first?.text).toContain(
    '(Auto de Infração nº A98765432) no(a) Polícia Rodoviária Federal termina em 30/05/2026.',
  );
});
