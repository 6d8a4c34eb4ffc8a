/** The user's three appeal lists (SPEC §2): the actions each status offers, empty and filtered states, errors. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminDashboardPage } from '../../frontend/src/features/admin/AdminDashboardPage';
import { DashboardPage } from '../../frontend/src/features/appeals/DashboardPage';
import { FinesPage } from '../../frontend/src/features/appeals/FinesPage';
import { SuspensionPage } from '../../frontend/src/features/appeals/SuspensionPage';
import { TOKEN_KEY } from '../../frontend/src/lib/session';
import { fakeApi, makeToken, type Reply, renderAt } from './helpers';

const appeal = (id: string, over: Record<string, unknown>) => ({
  id,
  type: 'traffic',
  status: 'pending_payment',
  value: 29.9,
  code: `T-${id}`,
  createdAt: `2026-11-${String(10 + Number(id.replace(/\D/g, ''))).padStart(2, '0')}T12:00:00.000Z`,
  hasText: true,
  ...over,
});

const APPEALS = [
  appeal('a1', { status: 'pending_payment' }),
  appeal('a2', { status: 'paid', documentUrl: '/api/appeals/download/a2' }),
  appeal('a3', { status: 'approved', documentUrl: '/api/appeals/download/a3' }),
  appeal('a4', { type: 'suspension', status: 'expired_payment', value: 499.9 }),
  appeal('a5', { type: 'suspension', status: 'paid', value: 499.9 }),
  appeal('a6', { status: 'awaiting_review', hasText: false }),
];

beforeEach(() => localStorage.setItem(TOKEN_KEY, makeToken({ email: 'ana@example.com', role: 'USER' })));
afterEach(() => localStorage.clear());

function show(ui: ReactNode, reply: Reply = { body: APPEALS }) {
  renderAt('/dashboard', ui, fakeApi({ 'GET /appeals/my': () => reply }).transport);
}

/** The buttons in the row whose 'Código' cell reads `code`. */
async function actionsOf(code: string): Promise<string[]> {
  const cell = await screen.findByRole('cell', { name: code });
  const row = cell.closest('tr') as HTMLElement;
  return within(row)
    .queryAllByRole('button')
    .map((b) => b.textContent ?? '');
}

/** Rows of the table (without its header row). */
const rowCount = () => screen.getAllByRole('row').length - 1;

describe('Recursos de Multas', () => {
  it('lists only traffic appeals with the actions of each status', async () => {
    show(<FinesPage />);
    // 'Informar prazo' is the 'Prazo' cell of an appeal without a deadline yet (follow-up.test.tsx)
    expect(await actionsOf('T-a1')).toEqual([
      'Informar prazo',
      'Pagar',
      'Ver prévia',
      'Revisar dados',
      'Acompanhar',
    ]);
    expect(await actionsOf('T-a2')).toEqual(['Informar prazo', 'Acompanhar', 'Editar Texto', 'Baixar PDF']);
    expect(await actionsOf('T-a3')).toEqual(['Acompanhar', 'Baixar PDF']);
    // the deadline matters before the review too: it can be told and it is reminded
    expect(await actionsOf('T-a6')).toEqual(['Informar prazo', 'Revisar dados']);
    expect(screen.getAllByText('Aguardando Revisão')).toHaveLength(1);
    expect(rowCount()).toBe(4);
  });

  it('offers to create the first one when there is none', async () => {
    show(<FinesPage />, { body: [] });
    expect(
      await screen.findByText(
        'Nenhum recurso de multa ainda. Envie a notificação e receba o recurso pronto.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Criar Recurso para Multa' })).toHaveLength(2);
  });

  it('shows the load error in Portuguese with the server message', async () => {
    show(<FinesPage />, { status: 500, body: { error: 'Falha interna', message: 'Falha interna' } });
    expect(await screen.findByText('Erro ao carregar recursos: Falha interna')).toBeTruthy();
  });
});

describe('Suspensão de CNH', () => {
  it('lists only suspension appeals: pay while payable; once paid, the PDF, editing and the text', async () => {
    show(<SuspensionPage />);
    const table = await screen.findByRole('table', { name: 'Recursos de suspensão de CNH' });
    await within(table).findAllByText('R$ 499,90');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const buttons = rows.map((r) =>
      within(r)
        .queryAllByRole('button')
        .map((b) => b.textContent),
    );
    expect(buttons).toEqual([
      // 'Baixar PDF' as the "recurso pronto" e-mail says, 'Editar Texto', SPEC's text 'Baixar' second (issue 26)
      ['Informar prazo', 'Acompanhar', 'Editar Texto', 'Baixar PDF', 'Baixar'],
      ['Informar prazo', 'Pagar', 'Ver prévia', 'Revisar dados', 'Acompanhar'],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Baixar texto (.txt)' })).toBeTruthy();
  });
});

describe('Dashboard', () => {
  it('sums what was paid, counts every appeal, and shows the actions of each status', async () => {
    show(<DashboardPage />);
    expect(await actionsOf('T-a2')).toEqual(['Informar prazo', 'Acompanhar', 'Editar', 'PDF']);
    expect(await actionsOf('T-a1')).toEqual([
      'Informar prazo',
      'Pagar',
      'Ver prévia',
      'Revisar dados',
      'Acompanhar',
    ]);
    // the deadline matters before the review too: it can be told and it is reminded
    expect(await actionsOf('T-a6')).toEqual(['Informar prazo', 'Revisar dados']);
    const card = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(card('Total Pago')).toBe('R$ 559,70'); // 29,90 paid + 29,90 approved + 499,90 paid
    expect(card('Total de Recursos')).toBe('6');
    expect(rowCount()).toBe(6);
  });

  it('filters the report by status and says so when nothing matches', async () => {
    show(<DashboardPage />);
    await actionsOf('T-a1');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'paid');
    expect(rowCount()).toBe(2);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'rejected');
    expect(await screen.findByText('Nenhum recurso corresponde aos filtros.')).toBeTruthy();
  });
});

describe('Painel Administrativo', () => {
  it("counts appeals awaiting the driver's review among 'Recursos Pendentes' and says how many (issue 26)", async () => {
    localStorage.setItem(TOKEN_KEY, makeToken({ email: 'admin@example.com', role: 'ADMIN' }));
    renderAt(
      '/admin/dashboard',
      <AdminDashboardPage />,
      fakeApi({
        'GET /appeals': () => ({ body: APPEALS.map((a) => ({ ...a, userEmail: 'ana@example.com' })) }),
        'GET /users': () => ({ body: [] }),
        'GET /appeals/statistics': () => ({ body: { totalAppeals: 6, totalValuePaid: 559.7 } }),
      }).transport,
    );
    const card = await screen.findByText('Recursos Pendentes');
    // pending_payment (a1) and awaiting_review (a6); expired, paid and approved are not pending.
    await waitFor(() => expect(card.nextElementSibling?.textContent).toBe('2'));
    expect(card.parentElement?.textContent).toContain('1 aguardando revisão do motorista');
  });
});
