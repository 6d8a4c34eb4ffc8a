/**
 * The reminder sweep with the clock moved hour by hour through a deadline: exactly one e-mail per point,
 * none after filing, none when turned off, none for an account that is gone, none twice when two sweeps
 * race, and a failed e-mail tried again by the next run. The index here keeps the DynamoDB adapter's
 * rules (range "due by now", a claim conditional on the version read).
 */
import type { Appeal } from '@recurso/core/appeal';
import {
  type DueReminderItem,
  freshSchedule,
  type ReminderIndex,
  type ReminderRecipient,
  type ReminderStateChange,
  reminderMessage,
  sendDueReminders,
} from '@recurso/core/follow-up';
import type { MailMessage } from '@recurso/core/ports';

type Stored = DueReminderItem['appeal'] & { version: number };

class MemoryIndex implements ReminderIndex {
  readonly items = new Map<string, Stored>();
  reads = 0;
  async due(now: string, limit: number) {
    const due = [...this.items.values()]
      .filter((a) => a.reminderDueAt && a.reminderDueAt <= now)
      .sort((a, b) => String(a.reminderDueAt).localeCompare(String(b.reminderDueAt)))
      .slice(0, limit);
    this.reads += due.length;
    return {
      items: due.map(({ version, ...appeal }) => ({ appeal: structuredClone(appeal), version })),
    };
  }
  async advance(item: DueReminderItem, next: ReminderStateChange) {
    const stored = this.items.get(item.appeal.id);
    if (!stored || stored.version !== item.version) return false;
    stored.remindersSent = next.remindersSent;
    stored.reminderDueAt = next.reminderDueAt;
    stored.version += 1;
    return stored.version;
  }
}

class Clock {
  constructor(public t: Date) {}
  now() {
    return this.t;
  }
}

function world(start: string) {
  const index = new MemoryIndex();
  const clock = new Clock(new Date(start));
  const sent: MailMessage[] = [];
  const accounts = new Map<string, ReminderRecipient>([
    ['u1', { email: 'ana@exemplo.com', remindersOff: false }],
  ]);
  const mailer = {
    fail: 0,
    send: async (m: MailMessage) => {
      if (mailer.fail > 0) {
        mailer.fail -= 1;
        throw new Error('SES throttled');
      }
      sent.push(m);
    },
  };
  const deps = {
    reminders: index,
    recipients: {
      find: async (ids: readonly string[]) => new Map([...accounts].filter(([id]) => ids.includes(id))),
    },
    mailer,
    clock,
    appUrl: 'https://app.exemplo.com',
  };
  const add = (id: string, deadline: string, extra: Partial<Appeal> = {}) => {
    const schedule = freshSchedule(deadline, clock.now());
    index.items.set(id, {
      id,
      userId: 'u1',
      userEmail: 'ana@exemplo.com',
      type: 'traffic',
      status: 'paid',
      code: 'A98765432',
      userName: 'Ana',
      notice: { number: 'A98765432', agency: 'DETRAN-MG' },
      filingDeadline: deadline,
      remindersSent: schedule.remindersSent,
      reminderDueAt: schedule.reminderDueAt,
      version: 1,
      ...extra,
    } as Stored);
  };
  /** Hourly sweeps from now until `until`. */
  const runUntil = async (until: string) => {
    while (clock.t.toISOString() < until) {
      clock.t = new Date(clock.t.getTime() + 3_600_000);
      await sendDueReminders(deps);
    }
  };
  return { index, clock, sent, accounts, mailer, deps, add, runUntil };
}

describe('sendDueReminders with the clock moved', () => {
  it('sends exactly one e-mail per point: 7 days, 2 days and on the day', async () => {
    const w = world('2026-05-01T10:00:00Z');
    w.add('a1', '2026-05-30');
    await w.runUntil('2026-06-05T00:00:00Z');
    expect(w.sent.map((m) => m.subject)).toEqual([
      'Faltam 7 dias para protocolar seu recurso',
      'Faltam 2 dias para protocolar seu recurso',
      'Hoje é o último dia para protocolar seu recurso',
    ]);
    expect(w.index.items.get('a1')).toMatchObject({ remindersSent: [7, 2, 0], reminderDueAt: undefined });
  });

  it('sends nothing after the appeal is filed (filing removes it from the index)', async () => {
    const w = world('2026-05-01T10:00:00Z');
    w.add('a1', '2026-05-30');
    await w.runUntil('2026-05-24T00:00:00Z');
    expect(w.sent).toHaveLength(1);
    const a = w.index.items.get('a1') as Stored;
    Object.assign(a, { status: 'filed', reminderDueAt: undefined, version: a.version + 1 });
    await w.runUntil('2026-06-05T00:00:00Z');
    expect(w.sent).toHaveLength(1);
  });

  it('sends nothing when the account turned reminders off, and does not catch up later', async () => {
    const w = world('2026-05-01T10:00:00Z');
    w.add('a1', '2026-05-30');
    w.accounts.set('u1', { email: 'ana@exemplo.com', remindersOff: true });
    await w.runUntil('2026-05-25T00:00:00Z');
    expect(w.sent).toHaveLength(0);
    w.accounts.set('u1', { email: 'ana@exemplo.com', remindersOff: false });
    await w.runUntil('2026-06-05T00:00:00Z');
    expect(w.sent.map((m) => m.subject)).toEqual([
      'Faltam 2 dias para protocolar seu recurso',
      'Hoje é o último dia para protocolar seu recurso',
    ]);
  });

  it('sends nothing for an account that no longer exists, and drops the entry', async () => {
    const w = world('2026-05-01T10:00:00Z');
    w.add('a1', '2026-05-30');
    w.accounts.clear();
    await w.runUntil('2026-06-05T00:00:00Z');
    expect(w.sent).toHaveLength(0);
    expect(w.index.items.get('a1')?.reminderDueAt).toBeUndefined();
  });

  it('sends nothing for an appeal no longer waiting to be filed (refunded)', async () => {
    const w = world('2026-05-01T10:00:00Z');
    w.add('a1', '2026-05-30', { status: 'refunded' });
    await w.runUntil('2026-06-05T00:00:00Z');
    expect(w.sent).toHaveLength(0);
  });

  it('two sweeps at the same moment send one e-mail', async () => {
    const w = world('2026-05-23T12:30:00Z');
    w.add('a1', '2026-05-30');
    w.index.items.set('a1', {
      ...(w.index.items.get('a1') as Stored),
      reminderDueAt: '2026-05-23T12:00:00.000Z',
    });
    const [r1, r2] = await Promise.all([sendDueReminders(w.deps), sendDueReminders(w.deps)]);
    expect(w.sent).toHaveLength(1);
    expect(r1.sent + r2.sent).toBe(1);
    expect(r1.lost + r2.lost).toBe(1);
  });

  it('a failed e-mail gives the point back; the next run sends it once', async () => {
    const w = world('2026-05-23T12:30:00Z');
    w.add('a1', '2026-05-30');
    w.index.items.set('a1', {
      ...(w.index.items.get('a1') as Stored),
      reminderDueAt: '2026-05-23T12:00:00.000Z',
    });
    w.mailer.fail = 1;
    expect(await sendDueReminders(w.deps)).toMatchObject({ sent: 0, failed: 1 });
    expect(await sendDueReminders(w.deps)).toMatchObject({ sent: 1, failed: 0 });
    expect(await sendDueReminders(w.deps)).toMatchObject({ examined: 0 });
    expect(w.sent).toHaveLength(1);
  });

  it('reads only the due entries (a thousand appeals with later deadlines are never read)', async () => {
    const w = world('2026-05-23T12:30:00Z');
    for (let i = 0; i < 1000; i++) w.add(`later-${i}`, '2026-07-30');
    w.add('a1', '2026-05-30');
    w.index.items.set('a1', {
      ...(w.index.items.get('a1') as Stored),
      reminderDueAt: '2026-05-23T12:00:00.000Z',
    });
    w.index.reads = 0;
    expect(await sendDueReminders(w.deps)).toMatchObject({ examined: 1, sent: 1 });
    expect(w.index.reads).toBe(1);
  });
});

describe('reminderMessage', () => {
  it('counts the days when it is sent, names the notice and the agency, and links to the appeal', () => {
    const m = reminderMessage(
      {
        id: 'a1',
        userId: 'u1',
        userEmail: 'ana@exemplo.com',
        type: 'traffic',
        status: 'pending_payment',
        userName: 'Ana',
        notice: { number: 'A98765432', agency: 'DETRAN-MG' },
      },
      'ana@exemplo.com',
      '2026-05-30',
      new Date('2026-05-25T12:00:00Z'),
      'https://app.exemplo.com/',
    );
    expect(m.subject).toBe('Faltam 5 dias para protocolar seu recurso');
    expect(m.text).toContain('Olá, Ana!');
    expect(m.text).toContain(
      'O prazo para protocolar seu recurso (Auto de Infração nº A98765432) no(a) DETRAN-MG termina em 30/05/2026.',
    );
    expect(m.text).toContain('Seu recurso ainda aguarda pagamento');
    expect(m.text).toContain('https://app.exemplo.com/dashboard/resources?acompanhar=a1');
    expect(m.text).toContain('https://app.exemplo.com/dashboard/conta');
  });

  it('names an appeal without a notice number by its Código do Recurso, never as an auto', () => {
    const m = reminderMessage(
      {
        id: 'a3',
        userId: 'u1',
        userEmail: 'ana@exemplo.com',
        type: 'suspension',
        status: 'paid',
        code: 'T17957607',
      },
      'ana@exemplo.com',
      '2026-05-30',
      new Date('2026-05-28T12:00:00Z'),
      'https://app.exemplo.com/',
    );
    expect(m.text).toContain(
      'O prazo para protocolar sua defesa (Código do Recurso T17957607) termina em 30/05/2026.',
    );
    expect(m.text).not.toMatch(/auto[^\n]*T17957607/i);
    expect(m.text).toContain('https://app.exemplo.com/dashboard/suspension?acompanhar=a3');
  });

  it('asks an appeal stopped for review to have its data confirmed first', () => {
    const m = reminderMessage(
      { id: 'a2', userId: 'u1', userEmail: 'ana@exemplo.com', type: 'traffic', status: 'awaiting_review' },
      'ana@exemplo.com',
      '2026-05-30',
      new Date('2026-05-28T12:00:00Z'),
      'https://app.exemplo.com/',
    );
    expect(m.text).toContain(
      'Seu recurso aguarda que você confira os dados lidos da notificação ("Revisar dados"): depois dele, pague, baixe o PDF, assine e protocole dentro do prazo.',
    );
    expect(m.text).not.toContain('ainda aguarda pagamento');
  });
});
