/**
 * Issue 27: the deadline reminder sweep killed mid-way (`kill -9` of the whole runtime after its 5th
 * e-mail of 24 due) and started again sends no reminder twice: each point is claimed with a conditional
 * write before its e-mail goes (core/src/follow-up/reminders.ts). The price of that order is at most one
 * lost e-mail per point the dead sweep had claimed and not yet sent (it works on 8 at a time).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOutbox } from '@recurso/local/mail/outbox';
import {
  type ChildRuntime,
  call,
  login,
  registerAndLogin,
  startChildRuntime,
} from '../child-runtime/child-runtime';

jest.setTimeout(300_000);

const APPEALS = 24;
const EMAIL = 'lembretes.falha@recurso.test';
const dataDir = mkdtempSync(join(tmpdir(), 'recurso-fault-'));
let rt: ChildRuntime | undefined;
afterAll(async () => {
  await rt?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Reminder e-mails per appeal (their link names it), from the outbox on disk. */
function remindersPerAppeal(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of readOutbox(join(dataDir, 'outbox'))) {
    const id = /acompanhar=([\w-]+)/.exec(m.text)?.[1];
    if (m.to === EMAIL && /protocolar/.test(m.subject) && id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

it('sends no reminder twice when the sweep is killed mid-way and runs again', async () => {
  // 1 May: 24 appeals due on 30 May (the 7-day reminder is due on 23 May, 9:00 in Brasília).
  rt = await startChildRuntime({ dataDir, now: '2026-05-01T10:00:00Z' });
  let token = await registerAndLogin(rt.url, EMAIL);
  const ids: string[] = [];
  for (let i = 0; i < APPEALS; i++) {
    const saved = await call(rt.url, 'POST', '/appeals', {
      token,
      body: { type: 'traffic', generatedText: `Recurso ${i + 1} contra a autuação.` },
    });
    expect(saved.status).toBe(201);
    const set = await call(rt.url, 'POST', `/appeals/${saved.json.id}/deadline`, {
      token,
      body: { deadline: '2026-05-30' },
    });
    expect([set.status, set.json.reminders.nextAt]).toEqual([200, '2026-05-23T12:00:00.000Z']);
    ids.push(saved.json.id);
  }
  await rt.stop();

  // 23 May, 13:00 UTC: the sweep runs and the whole runtime dies right after its 5th e-mail.
  rt = await startChildRuntime({
    dataDir,
    now: '2026-05-23T13:00:00Z',
    reminderSweepMs: 200,
    failpoint: { at: 'reminder-sent', count: 5 },
  });
  await rt.exited;
  const beforeRestart = remindersPerAppeal();
  expect([...beforeRestart.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(5);

  rt = await startChildRuntime({ dataDir, now: '2026-05-23T13:05:00Z', reminderSweepMs: 200 });
  token = await login(rt.url, EMAIL);
  const live = rt;
  // Until the sweeps have recorded the 7-day point of every appeal.
  const deadline = Date.now() + 120_000;
  const pending = new Set(ids);
  while (pending.size > 0) {
    for (const id of [...pending]) {
      const view = await call(live.url, 'GET', `/appeals/${id}/follow-up`, { token });
      if (view.status === 200 && view.json.reminders.sentDaysBefore.includes(7)) pending.delete(id);
    }
    if (pending.size > 0 && Date.now() > deadline)
      throw new Error(`the sweep did not reach ${pending.size} appeals:\n${live.log()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const counts = remindersPerAppeal();
  expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
  const sent = counts.size;
  // every point is recorded; only points the killed sweep had claimed (8 at a time) may lack an e-mail
  expect(sent).toBeGreaterThanOrEqual(APPEALS - 7);
  expect(sent).toBeLessThanOrEqual(APPEALS);
  process.stdout.write(
    `reminders: ${beforeRestart.size} sent before the kill, ${sent} of ${APPEALS} in all\n`,
  );
});
