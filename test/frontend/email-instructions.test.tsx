/**
 * Every e-mail's instructions match the page they name (issue 26): each label an e-mail quotes ("Baixar
 * PDF", "Revisar dados", "Marcar como protocolado", "Lembretes de prazo") is on the page its link opens.
 * The e-mails are core's own (what the pipeline and the reminder sweep send); the pages are the SPA's.
 */
import type { Appeal } from '@recurso/core/appeal';
import { notifyAppealReady } from '@recurso/core/appeals';
import { reminderMessage } from '@recurso/core/follow-up';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FinesPage } from '../../frontend/src/features/appeals/FinesPage';
import { SuspensionPage } from '../../frontend/src/features/appeals/SuspensionPage';
import { RemindersPreference } from '../../frontend/src/features/follow-up/RemindersPreference';
import { TOKEN_KEY } from '../../frontend/src/lib/session';
import { fakeApi, makeToken, renderAt } from './helpers';

const APP = 'https://app.exemplo.com';

const row = (id: string, over: Record<string, unknown>) => ({
  id,
  type: 'traffic',
  status: 'paid',
  value: 29.9,
  code: `T-${id}`,
  createdAt: '2026-11-01T12:00:00.000Z',
  hasText: true,
  documentUrl: `/api/appeals/download/${id}`,
  ...over,
});

const followUp = (id: string) => ({
  appealId: id,
  type: 'traffic',
  status: 'paid',
  statusLabel: 'Pago',
  deadline: null,
  reminders: { nextAt: null, sentDaysBefore: [] },
  filing: null,
  outcome: null,
  guide: { title: 'COMO PROTOCOLAR', notice: 'Esta página é só para você.', sections: [] },
  driverIdentification: { eligibility: 'not_applicable', reason: '' },
  secondInstance: { offered: false, reason: '' },
  actions: { setDeadline: true, markFiled: true, recordOutcome: false },
});

beforeEach(() => localStorage.setItem(TOKEN_KEY, makeToken({ email: 'ana@example.com', role: 'USER' })));
afterEach(() => localStorage.clear());

/** The labels an e-mail quotes, as the driver would look for them on the page. */
const quoted = (text: string): string[] => [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1] as string);

/** The path (and query) of the one link into the app the line containing `before` names. */
function linkAfter(text: string, before: string): string {
  const line = text.split('\n').find((l) => l.includes(before)) as string;
  const url = /https:\/\/\S+/.exec(line)?.[0] as string;
  return url.slice(APP.length);
}

async function readyMail(appeal: Partial<Appeal>): Promise<string> {
  const sent: { text: string }[] = [];
  await notifyAppealReady(
    {
      appUrl: `${APP}/`,
      appeals: { get: async () => ({ id: 'a1', userEmail: 'ana@example.com', ...appeal }) as Appeal },
      mailer: { send: async (m: { text: string }) => void sent.push(m) },
    } as unknown as Parameters<typeof notifyAppealReady>[0],
    { appealId: 'a1' },
  );
  return (sent[0] as { text: string }).text;
}

function show(path: string, ui: ReactNode, rows: unknown[]) {
  renderAt(
    path.split('?')[0] as string,
    ui,
    fakeApi({
      'GET /appeals/my': () => ({ body: rows }),
      'GET /appeals/a1/follow-up': () => ({ body: followUp('a1') }),
      'GET /me/preferences': () => ({ body: { deadlineReminders: true } }),
    }).transport,
  );
}

describe('"Seu recurso está pronto"', () => {
  it.each([
    ['traffic', '/dashboard/resources', <FinesPage key="f" />],
    ['suspension', '/dashboard/suspension', <SuspensionPage key="s" />],
  ] as const)('for a %s appeal names the page whose row has "Baixar PDF"', async (type, page, ui) => {
    const text = await readyMail({ type, status: 'paid', code: 'T17957607' });
    expect(quoted(text)).toEqual(['Baixar PDF']);
    expect(linkAfter(text, 'clique em')).toBe(page);
    show(page, ui, [row('a1', { type, value: type === 'suspension' ? 499.9 : 29.9 })]);
    // The page's one row (the suspension list has no 'Código' column) offers it.
    const table = await screen.findByRole('table');
    await within(table).findByText(type === 'suspension' ? 'R$ 499,90' : 'R$ 29,90');
    expect(within(table).getAllByRole('button', { name: 'Baixar PDF' })).toHaveLength(1);
  });
});

describe('the deadline reminder', () => {
  const mail = (status: Appeal['status']) =>
    reminderMessage(
      { id: 'a1', userId: 'u1', userEmail: 'ana@example.com', type: 'traffic', status },
      'ana@example.com',
      '2026-12-30',
      new Date('2026-12-25T12:00:00Z'),
      `${APP}/`,
    ).text;

  it('asks "Revisar dados" of an appeal awaiting review: the row its link leads to has it', async () => {
    const review = mail('awaiting_review');
    expect(quoted(review)).toEqual(['Revisar dados', 'Marcar como protocolado', 'Lembretes de prazo']);
    expect(linkAfter(review, 'Acompanhe seu recurso')).toBe('/dashboard/resources?acompanhar=a1');
    show('/dashboard/resources', <FinesPage />, [
      row('a1', { status: 'awaiting_review', hasText: false, documentUrl: undefined }),
    ]);
    const tr = (await screen.findByRole('cell', { name: 'T-a1' })).closest('tr') as HTMLElement;
    expect(within(tr).getByRole('button', { name: 'Revisar dados' })).toBeTruthy();
  });

  it('"Marcar como protocolado" is in the follow-up dialog its link opens', async () => {
    const paid = mail('paid');
    expect(quoted(paid)).toEqual(['Marcar como protocolado', 'Lembretes de prazo']);
    renderAt(
      linkAfter(paid, 'Acompanhe seu recurso'),
      <FinesPage />,
      fakeApi({
        'GET /appeals/my': () => ({ body: [row('a1', {})] }),
        'GET /appeals/a1/follow-up': () => ({ body: followUp('a1') }),
      }).transport,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Acompanhar recurso' });
    expect(await within(dialog).findByRole('button', { name: 'Marcar como protocolado' })).toBeTruthy();
  });

  it('"Lembretes de prazo" is on the page Minha Conta its last link names', async () => {
    const paid = mail('paid');
    expect(linkAfter(paid, '"Lembretes de prazo"')).toBe('/dashboard/conta');
    show('/dashboard/conta', <RemindersPreference />, []);
    expect(await screen.findByRole('heading', { name: 'Lembretes de prazo' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: /Receber lembretes por e-mail/ })).toBeTruthy();
  });
});
