/**
 * Several notices in the uploads (issue 25): before "Confira os dados" the driver says which notice the
 * appeal is about; the review then shows that notice's own facts.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppealFactsView } from '../../frontend/src/features/appeals/fact-form';
import { FinesPage } from '../../frontend/src/features/appeals/FinesPage';
import { TOKEN_KEY } from '../../frontend/src/lib/session';
import { fakeApi, makeToken, renderAt } from './helpers';

const read = <T,>(value: T, page: number) => ({
  value,
  source: { kind: 'document' as const, document: 'multas.pdf', page, method: 'pdf-text' as const },
  confidence: 0.99,
});

const facts = (number: string, plate: string, date: string, page: number): AppealFactsView['facts'] => ({
  version: 2,
  appealType: 'traffic',
  notice: { number: read(number, page) },
  agency: read('DETRAN-MG', page),
  vehicle: { plate: read(plate, page) },
  infraction: { date: read(date, page) },
  owner: {},
  formalDefects: [],
  documents: ['multas.pdf'],
});

const OPTIONS = [
  {
    document: 'multas.pdf',
    pages: [1],
    number: 'MG12345678',
    plate: 'ABC1234',
    agency: 'DETRAN-MG',
    date: '2026-02-03',
  },
  {
    document: 'multas.pdf',
    pages: [2, 3],
    number: 'MG87654321',
    plate: 'XYZ9K87',
    agency: 'DETRAN-MG',
    date: '2026-05-11',
  },
];

const pending: AppealFactsView = {
  appealId: 'ap-8',
  type: 'traffic',
  status: 'awaiting_review',
  facts: {
    ...facts('MG12345678', 'ABC1234', '2026-02-03', 1),
    notices: { chosen: 0, confirmed: false, options: OPTIONS },
  },
  requests: [],
  documents: [{ index: 0, name: 'multas.pdf', type: 'pdf' }],
};
const chosen: AppealFactsView = {
  ...pending,
  facts: {
    ...facts('MG87654321', 'XYZ9K87', '2026-05-11', 2),
    notices: { chosen: 1, confirmed: true, options: OPTIONS },
  },
};

beforeEach(() => localStorage.setItem(TOKEN_KEY, makeToken({ email: 'ana@example.com', role: 'USER' })));
afterEach(() => localStorage.clear());

it('asks which notice, tells them apart, and reviews the chosen one’s facts', async () => {
  const api = fakeApi({
    'GET /appeals/ap-8/facts': () => ({ body: pending }),
    'POST /appeals/ap-8/facts/notice': () => ({ body: chosen }),
    'GET /appeals/my': () => ({
      body: [
        {
          id: 'ap-8',
          type: 'traffic',
          status: 'awaiting_review',
          code: 'MG12345678',
          value: 29.9,
          createdAt: '2026-11-22T10:00:00Z',
          hasText: false,
        },
      ],
    }),
  });
  renderAt('/dashboard/resources', <FinesPage />, api.transport);
  const row = (await screen.findByRole('cell', { name: 'MG12345678' })).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: 'Revisar dados' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revisar dados do recurso' });
  const group = await within(dialog).findByRole('group', { name: 'Qual notificação é deste recurso?' });
  expect(within(group).getByText(/^Encontramos 2 notificações nos documentos enviados\./)).toBeTruthy();
  const radios = within(group).getAllByRole('radio');
  expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
    'Auto nº MG12345678 · placa ABC1234 · 03/02/2026DETRAN-MG · multas.pdf, página 1',
    'Auto nº MG87654321 · placa XYZ9K87 · 11/05/2026DETRAN-MG · multas.pdf, páginas 2, 3',
  ]);
  expect((radios[0] as HTMLInputElement).checked).toBe(true);
  await userEvent.click(radios[1] as HTMLElement);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Conferir os dados desta notificação' }));
  expect(await within(dialog).findByRole('heading', { name: 'Confira os dados' })).toBeTruthy();
  expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
    path: '/appeals/ap-8/facts/notice',
    body: { notice: 1 },
  });
  expect((within(dialog).getByLabelText('Placa') as HTMLInputElement).value).toBe('XYZ-9K87');
});
