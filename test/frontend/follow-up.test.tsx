/**
 * After the appeal in the SPA (issue 15): the 'Prazo' cell (days left, overdue, filed), setting the
 * deadline, the 'Acompanhar' dialog (guidance, "Protocolado em"), the driver identification form, the
 * reminders switch in 'Minha conta' and the admin's outcome figures (no percentage below 20 cases).
 */
import { addDays, brasiliaToday } from '@recurso/core/follow-up';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OutcomesPanel } from '../../frontend/src/features/follow-up/OutcomesPanel';
import { RemindersPreference } from '../../frontend/src/features/follow-up/RemindersPreference';
import { FinesPage } from '../../frontend/src/features/appeals/FinesPage';
import { TOKEN_KEY } from '../../frontend/src/lib/session';
import { fakeApi, makeToken, renderAt } from './helpers';

const today = brasiliaToday(new Date());
const br = (iso: string) => iso.split('-').reverse().join('/');

const row = (id: string, over: Record<string, unknown>) => ({
  id,
  type: 'traffic',
  status: 'paid',
  value: 29.9,
  code: `T-${id}`,
  createdAt: '2026-11-01T12:00:00.000Z',
  hasText: true,
  ...over,
});

const APPEALS = [
  row('soon', {
    followUp: { deadline: addDays(today, 5), deadlineSource: 'notice', driverIdentification: 'offered' },
  }),
  row('late', {
    status: 'pending_payment',
    followUp: { deadline: addDays(today, -2), deadlineSource: 'driver' },
  }),
  row('filed', {
    status: 'filed',
    followUp: { deadline: addDays(today, -9), filedOn: '2026-11-20', protocolNumber: 'PRF-1' },
  }),
];

const view = (over: Record<string, unknown> = {}) => ({
  appealId: 'soon',
  type: 'traffic',
  status: 'paid',
  statusLabel: 'Pago',
  deadline: { date: addDays(today, 5), source: 'notice', daysLeft: 5, state: 'soon', label: 'Faltam 5 dias' },
  reminders: { nextAt: `${addDays(today, 3)}T12:00:00.000Z`, sentDaysBefore: [7] },
  filing: null,
  outcome: null,
  guide: {
    title: 'COMO PROTOCOLAR',
    notice: 'Esta página é só para você.',
    sections: [{ heading: 'Para quem', items: ['Recurso à JARI do órgão autuador: DETRAN-MG.'] }],
  },
  driverIdentification: { eligibility: 'offered', reason: 'Se outra pessoa dirigia, indique o condutor.' },
  secondInstance: {
    offered: false,
    reason: 'O recurso ao CETRAN cabe só contra a decisão que indeferiu o recurso na JARI.',
  },
  actions: { setDeadline: true, markFiled: true, recordOutcome: false },
  ...over,
});

beforeEach(() => localStorage.setItem(TOKEN_KEY, makeToken({ email: 'ana@example.com', role: 'USER' })));
afterEach(() => localStorage.clear());

const rowOf = async (code: string) =>
  (await screen.findByRole('cell', { name: code })).closest('tr') as HTMLElement;

describe("the lists' 'Prazo' column", () => {
  it('shows the days left, overdue in plain words, and the filing once filed', async () => {
    renderAt(
      '/dashboard/resources',
      <FinesPage />,
      fakeApi({ 'GET /appeals/my': () => ({ body: APPEALS }) }).transport,
    );
    expect(within(await rowOf('T-soon')).getByText('Faltam 5 dias')).toBeTruthy();
    expect(within(await rowOf('T-soon')).getByText(br(addDays(today, 5)))).toBeTruthy();
    expect(within(await rowOf('T-late')).getByText('Prazo vencido há 2 dias')).toBeTruthy();
    expect(within(await rowOf('T-filed')).getByText(/Protocolado em 20\/11\/2026/)).toBeTruthy();
    expect(within(await rowOf('T-filed')).getByText('nº PRF-1')).toBeTruthy();
  }, 15_000);

  it('sets a missing deadline from the list', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /appeals/my': () => ({ body: [row('none', {})] }),
      'POST /appeals/none/deadline': () => ({ body: view({ appealId: 'none' }) }),
    });
    renderAt('/dashboard/resources', <FinesPage />, api.transport);
    await user.click(within(await rowOf('T-none')).getByRole('button', { name: 'Informar prazo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prazo para protocolar' });
    await user.type(within(dialog).getByLabelText('Data limite'), '2026-12-20');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar prazo' }));
    expect(await screen.findByText('Prazo salvo. Os lembretes seguem a nova data.')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/appeals/none/deadline')?.body).toEqual({
      deadline: '2026-12-20',
    });
  });
});

describe("'Acompanhar recurso'", () => {
  it('opens from the e-mail link, shows the guidance and marks the appeal as filed', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /appeals/my': () => ({ body: APPEALS }),
      'GET /appeals/soon/follow-up': () => ({ body: view() }),
      'POST /appeals/soon/filing': () => ({
        body: view({
          status: 'filed',
          filing: { filedOn: today, protocolNumber: 'PRF-9' },
          actions: { setDeadline: false, markFiled: true, recordOutcome: true },
        }),
      }),
    });
    renderAt('/dashboard/resources?acompanhar=soon', <FinesPage />, api.transport);
    const dialog = await screen.findByRole('dialog', { name: 'Acompanhar recurso' });
    expect(await within(dialog).findByText('Recurso à JARI do órgão autuador: DETRAN-MG.')).toBeTruthy();
    expect(within(dialog).getByText('· Faltam 5 dias')).toBeTruthy();
    expect(within(dialog).getByText('Se outra pessoa dirigia, indique o condutor.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Número do protocolo (opcional)'), 'PRF-9');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como protocolado' }));
    expect(
      await screen.findByText('Recurso marcado como protocolado. Não enviaremos mais lembretes de prazo.'),
    ).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/appeals/soon/filing')?.body).toEqual({
      filedOn: today,
      protocolNumber: 'PRF-9',
    });
  });
});

describe('Recorrer ao CETRAN', () => {
  it('is offered on a refused appeal and opens the create dialog in second-instance mode', async () => {
    class FakeXhr {
      upload: { onprogress?: () => void } = {};
      status = 0;
      onload?: () => void;
      open() {}
      send() {
        setTimeout(() => {
          this.status = 204;
          this.onload?.();
        }, 5);
      }
    }
    const original = window.XMLHttpRequest;
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    try {
      const user = userEvent.setup();
      const reason =
        'Da decisão da JARI cabe recurso em segunda instância no prazo de 30 dias da notificação da decisão (art. 288 do CTB).';
      const api = fakeApi({
        'GET /appeals/my': () => ({
          body: [
            row('refused', { status: 'rejected', followUp: { outcome: 'refused', secondInstanceId: 'old' } }),
            row('old', {
              code: 'T-refused',
              status: 'pending_payment',
              followUp: { firstAppealId: 'refused' },
            }),
          ],
        }),
        'GET /appeals/refused/follow-up': () => ({
          body: view({
            appealId: 'refused',
            status: 'rejected',
            statusLabel: 'Indeferido',
            secondInstance: { offered: true, reason },
          }),
        }),
        'POST /appeals/uploads': () => ({
          body: {
            uploads: [{ key: 'uploads/u1/dec.pdf', url: 'http://storage.local/b', fields: { key: 'k' } }],
          },
        }),
        'POST /appeals/refused/second-instance': () => ({
          status: 202,
          body: { appealId: 'second', status: 'processing', firstAppealId: 'refused' },
        }),
      });
      renderAt('/dashboard/resources?acompanhar=refused', <FinesPage />, api.transport);
      const followUp = await screen.findByRole('dialog', { name: 'Acompanhar recurso' });
      expect(await within(followUp).findByText(reason)).toBeTruthy();
      // the lists tell the second-instance appeal from the refused one (same notice number)
      expect(
        await screen.findByRole('cell', { name: 'T-refused · 2ª instância', hidden: true }),
      ).toBeTruthy();
      await user.click(within(followUp).getByRole('button', { name: 'Recorrer ao CETRAN' }));
      const dialog = await screen.findByRole('dialog', { name: 'Recorrer ao CETRAN' });
      expect(within(dialog).getByText(/Envie a decisão da JARI que indeferiu o seu recurso/)).toBeTruthy();
      // straight to the upload: no choice of type or mode, no name (it is the first appeal's)
      expect(within(dialog).queryByText('Tipo de recurso')).toBeNull();
      expect(within(dialog).queryByLabelText('Seu nome completo (opcional)')).toBeNull();
      fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, {
        target: { files: [new File(['%PDF-1.4 decisão'], 'decisao.pdf', { type: 'application/pdf' })] },
      });
      await user.type(within(dialog).getByLabelText('Sua cidade (opcional)'), 'Itaúna');
      await user.click(within(dialog).getByRole('button', { name: 'Gerar Recurso' }));
      expect(
        await within(dialog).findByText(/Recebemos seus documentos e estamos preparando o recurso/),
      ).toBeTruthy();
      expect(api.calls.find((c) => c.path === '/appeals/refused/second-instance')?.body).toEqual({
        uploadKeys: ['uploads/u1/dec.pdf'],
        userCity: 'Itaúna',
      });
      expect(api.calls.some((c) => c.path === '/appeals/generate-appeal-text')).toBe(false);
    } finally {
      window.XMLHttpRequest = original;
    }
  });
});

describe('driver identification', () => {
  it('starts from the notice as read, sends the confirmed data and prints the form', async () => {
    const user = userEvent.setup();
    const createObjectURL = jest.fn(() => 'blob:form');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved = {
      notice: { number: 'A98765432', plate: 'KLM4821', agency: 'PRF', deadline: '2026-12-30' },
      owner: { name: 'Ana Souza', document: '52998224725' },
      driver: { name: 'Marcos Rocha', cpf: '24680135735', cnh: '04512398761', cnhState: 'SP' },
      savedAt: '2026-11-25T12:00:00Z',
    };
    const identification = (s: unknown) => ({
      appealId: 'soon',
      eligibility: 'offered',
      reason: 'Se outra pessoa dirigia, indique o condutor.',
      prefill: {
        notice: { number: 'A98765432', plate: 'KLM4821', agency: 'PRF', deadline: '2026-12-30' },
        owner: { name: 'Ana Souza', document: '52998224725' },
      },
      saved: s,
    });
    const api = fakeApi({
      'GET /appeals/my': () => ({ body: APPEALS }),
      'GET /appeals/soon/follow-up': () => ({ body: view() }),
      'GET /appeals/soon/driver-identification': () => ({ body: identification(null) }),
      'POST /appeals/soon/driver-identification': () => ({ body: identification(saved) }),
    });
    renderAt('/dashboard/resources?acompanhar=soon', <FinesPage />, api.transport);
    const followUp = await screen.findByRole('dialog', { name: 'Acompanhar recurso' });
    await user.click(await within(followUp).findByRole('button', { name: 'Indicar o condutor (grátis)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Indicação do condutor' });
    expect((await within(dialog).findByLabelText<HTMLInputElement>('Auto de infração nº')).value).toBe(
      'A98765432',
    );
    expect(within(dialog).getByText(/Prazo: até 30\/12\/2026, o mesmo da defesa prévia\./)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Nome completo do condutor'), 'Marcos Rocha');
    await user.type(within(dialog).getByLabelText('CPF do condutor'), '24680135735');
    await user.type(within(dialog).getByLabelText('CNH do condutor (nº de registro)'), '04512398761');
    await user.selectOptions(within(dialog).getByLabelText('UF da CNH'), 'SP');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar e baixar o formulário (PDF)' }));
    expect(
      await screen.findByText(
        'Indicação salva. O formulário foi baixado: imprima, assine e entregue no prazo.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    const sent = api.calls.find(
      (c) => c.method === 'POST' && c.path === '/appeals/soon/driver-identification',
    );
    expect(sent?.body).toEqual({
      notice: { number: 'A98765432', plate: 'KLM4821', agency: 'PRF', deadline: '2026-12-30' },
      owner: { name: 'Ana Souza', document: '52998224725' },
      driver: { name: 'Marcos Rocha', cpf: '246.801.357-35', cnh: '04512398761', cnhState: 'SP' },
    });
    expect(createObjectURL).toHaveBeenCalled();
  }, 20_000);
});

describe("'Minha conta' reminders", () => {
  it('turns deadline reminders off', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /me/preferences': () => ({ body: { deadlineReminders: true } }),
      'POST /me/preferences': () => ({ body: { deadlineReminders: false } }),
    });
    renderAt('/dashboard/conta', <RemindersPreference />, api.transport);
    const box = await screen.findByRole('checkbox', { name: /Receber lembretes por e-mail/ });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    await user.click(box);
    expect(await screen.findByText('Lembretes de prazo desativados.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ deadlineReminders: false });
  });
});

describe('admin outcome figures', () => {
  it('shows the share only from 20 decided cases, and the cases behind every figure', async () => {
    const tally = (decided: number, granted: number, share: number | null) => ({
      decided,
      granted,
      refused: decided - granted,
      noResponse: 1,
      grantedShare: share,
    });
    renderAt(
      '/admin/dashboard',
      <OutcomesPanel />,
      fakeApi({
        'GET /appeals/outcomes': () => ({
          body: {
            minimumCases: 20,
            overall: tally(25, 14, 0.56),
            byInfraction: [
              { code: '745-50', label: 'Velocidade até 20%', ...tally(20, 12, 0.6) },
              { code: '605-03', label: 'Avançar o sinal vermelho', ...tally(5, 2, null) },
            ],
            byGround: [],
          },
        }),
      }).transport,
    );
    const table = await screen.findByRole('table', { name: 'Resultados por código de infração' });
    const cells = (code: string) =>
      within(
        within(table)
          .getByRole('cell', { name: new RegExp(code) })
          .closest('tr') as HTMLElement,
      )
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('745-50')).toEqual(['745-50 · Velocidade até 20%', '20', '12', '8', '1', '60%']);
    expect(cells('605-03')).toEqual([
      '605-03 · Avançar o sinal vermelho',
      '5',
      '2',
      '3',
      '1',
      '— (5 de 20 decisões necessárias)',
    ]);
    expect(screen.getByText('56%')).toBeTruthy();
  });
});

describe('after a refused defesa prévia (issue 26)', () => {
  it('says the next step and offers a new appeal for the penalty notice', async () => {
    const user = userEvent.setup();
    const reason =
      'A defesa prévia indeferida não vai ao CETRAN: aguarde a notificação da penalidade e recorra à JARI.';
    const api = fakeApi({
      'GET /appeals/my': () => ({
        body: [
          row('prev', { status: 'rejected', followUp: { outcome: 'refused', deadline: addDays(today, -3) } }),
        ],
      }),
      'GET /appeals/prev/follow-up': () => ({
        body: view({
          appealId: 'prev',
          status: 'rejected',
          statusLabel: 'Indeferido',
          outcome: {
            result: 'refused',
            label: 'Indeferido',
            recordedAt: '2026-11-20T10:00:00Z',
            hasDecision: false,
          },
          secondInstance: { offered: false, reason },
        }),
      }),
    });
    renderAt('/dashboard/resources?acompanhar=prev', <FinesPage />, api.transport);
    const followUp = await screen.findByRole('dialog', { name: 'Acompanhar recurso' });
    expect(await within(followUp).findByRole('heading', { name: 'Próximo passo' })).toBeTruthy();
    expect(within(followUp).getByText(reason)).toBeTruthy();
    await user.click(within(followUp).getByRole('button', { name: 'Criar recurso com a nova notificação' }));
    expect(await screen.findByRole('dialog', { name: 'Novo recurso de multa' })).toBeTruthy();
  }, 15_000);

  it('questions a "Protocolado em" after the deadline and records it only once the driver says so', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /appeals/my': () => ({ body: APPEALS }),
      'GET /appeals/soon/follow-up': () => ({
        body: view({
          deadline: {
            date: addDays(today, -4),
            source: 'notice',
            daysLeft: -4,
            state: 'overdue',
            label: 'Prazo vencido há 4 dias',
          },
        }),
      }),
      'POST /appeals/soon/filing': () => ({ body: view({ filing: { filedOn: today } }) }),
    });
    renderAt('/dashboard/resources?acompanhar=soon', <FinesPage />, api.transport);
    const followUp = await screen.findByRole('dialog', { name: 'Acompanhar recurso' });
    const submit = await within(followUp).findByRole('button', { name: 'Marcar como protocolado' });
    expect(within(followUp).getByText(/é depois do prazo/)).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(followUp).getByLabelText('A data está certa: protocolei depois do prazo.'));
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await user.click(submit);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/appeals/soon/filing')).toBe(true));
  }, 15_000);
});
