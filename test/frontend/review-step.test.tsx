/**
 * "Confira os dados" (issue 14): the review step in the create dialog's upload flow and behind
 * "Revisar dados" on a list row; "Ver prévia"; the manual form on the same facts form.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateAppealDialog } from '../../frontend/src/features/appeals/CreateAppealDialog';
import { type AppealFactsView, cityOf } from '../../frontend/src/features/appeals/fact-form';
import { FinesPage } from '../../frontend/src/features/appeals/FinesPage';
import { TOKEN_KEY } from '../../frontend/src/lib/session';
import { type FakeApi, fakeApi, type Handler, LocationProbe, makeToken, renderAt } from './helpers';

const doc = (label: string, top: number) => ({
  kind: 'document' as const,
  document: 'documento-1.png',
  page: 1,
  method: 'ocr' as const,
  label,
  box: { left: 0.5, top, width: 0.2, height: 0.03 },
  labelBox: { left: 0.1, top, width: 0.3, height: 0.03 },
});
const read = <T,>(value: T, label: string, top: number, confidence = 0.97) => ({
  value,
  source: doc(label, top),
  confidence,
});

/** A scanned NA: the issue date smudged, no owner address. */
const VIEW: AppealFactsView = {
  appealId: 'ap-7',
  type: 'traffic',
  status: 'awaiting_review',
  facts: {
    version: 2,
    appealType: 'traffic',
    stage: read('defesa_previa', 'Notificação da autuação', 0.05),
    notice: {
      number: read('1F2345678', 'Auto de Infração nº', 0.1),
      issueDate: read('2026-03-16', 'Data de Emissão', 0.8, 0.42),
      deadline: read('2026-04-24', 'Prazo', 0.85),
    },
    agency: read('DETRAN-SP', 'Órgão Autuador', 0.12),
    vehicle: { plate: read('FTR4E21', 'Placa', 0.2) },
    infraction: { code: read('745-50', 'Código', 0.3), date: read('2026-02-03', 'Data da Infração', 0.28) },
    owner: { name: read('João Carlos Pereira da Silva', 'Nome', 0.6), cpf: read('38492017597', 'CPF', 0.62) },
    formalDefects: [],
    documents: ['documento-1.png'],
  },
  requests: [
    {
      path: 'owner.address',
      reason: 'missing',
      blocking: true,
      neededFor: ['qualification'],
      label: 'Endereço completo (com CEP)',
      message: 'Não encontramos este dado nos documentos. Ele é necessário para o recurso.',
    },
    {
      path: 'notice.issueDate',
      reason: 'uncertain',
      blocking: true,
      neededFor: ['art281_prazo'],
      label: 'Data de emissão da notificação',
      message: 'Não conseguimos ler com segurança. Confira com o documento.',
    },
  ],
  documents: [{ index: 0, name: 'documento-1.png', type: 'png' }],
};

const PREVIEW = {
  id: 'ap-7',
  type: 'traffic',
  status: 'pending_payment',
  code: '1F2345678',
  value: 29.9,
  createdAt: '2026-11-22T10:00:00Z',
  hasText: true,
  preview: {
    addressee: 'ILUSTRÍSSIMA AUTORIDADE DE TRÂNSITO DO(A) DETRAN-SP',
    title: ['DEFESA PRÉVIA', 'Auto de Infração nº 1F2345678'],
    facts: ['A notificação foi emitida em 20/03/2026.'],
    grounds: ['DA EXPEDIÇÃO DA NOTIFICAÇÃO APÓS O PRAZO DE TRINTA DIAS'],
    heldBackParagraphs: 14,
  },
};

beforeEach(() => localStorage.setItem(TOKEN_KEY, makeToken({ email: 'ana@example.com', role: 'USER' })));
afterEach(() => localStorage.clear());

/** The API of one appeal under review: facts, answers (then written), status, preview, the list. */
function reviewHandlers(extra: Record<string, Handler> = {}): Record<string, Handler> {
  let written = false;
  return {
    'GET /appeals/ap-7/facts': () => ({ body: VIEW }),
    'POST /appeals/ap-7/facts': () => {
      written = true;
      return { status: 202, body: { appealId: 'ap-7', status: 'processing' } };
    },
    'GET /appeals/status/ap-7': () => ({ body: { status: written ? 'pending_payment' : 'awaiting_review' } }),
    'GET /appeals/ap-7': () => ({ body: PREVIEW }),
    'GET /appeals/my': () => ({ body: [{ ...PREVIEW, status: 'awaiting_review', hasText: false }] }),
    ...extra,
  };
}
const reviewApi = (extra: Record<string, Handler> = {}) => fakeApi(reviewHandlers(extra));

async function openReviewFromList(api: FakeApi) {
  renderAt(
    '/dashboard/resources',
    <>
      <FinesPage />
      <LocationProbe />
    </>,
    api.transport,
  );
  const row = (await screen.findByRole('cell', { name: '1F2345678' })).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: 'Revisar dados' }));
  return screen.findByRole('dialog', { name: 'Revisar dados do recurso' });
}

describe('the review step', () => {
  it('groups every field read as on a notice, marks the doubtful one and asks for the missing one', async () => {
    const dialog = await openReviewFromList(reviewApi());
    expect(await within(dialog).findByRole('heading', { name: 'Confira os dados' })).toBeTruthy();
    const toggles = within(dialog)
      .getAllByRole('group')
      .map((g) => g.querySelector('legend button') as HTMLButtonElement);
    // Grouped as on a notice; a group with nothing to do is folded, with one line of its values (issue 26).
    expect(
      toggles.map((t) => [t.firstChild?.textContent, t.textContent, t.getAttribute('aria-expanded')]),
    ).toEqual([
      ['Auto de infração', 'Auto de infraçãoConferido', 'false'],
      ['Veículo', 'VeículoConferido', 'false'],
      ['Infração', 'InfraçãoConferido', 'false'],
      ['Proprietário', 'Proprietário1 a conferir', 'true'],
      ['Datas', 'Datas1 a conferir', 'true'],
    ]);
    expect(within(dialog).getByText('1F2345678 · DETRAN-SP · Defesa prévia (autuação)')).toBeTruthy();
    const date = within(dialog).getByLabelText('Data de emissão da notificação') as HTMLInputElement;
    expect(date.value).toBe('2026-03-16');
    expect(date.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(date.getAttribute('aria-describedby') as string);
    expect(hint?.textContent?.trim()).toBe('Não conseguimos ler com segurança. Confira com o documento.');
    expect(within(dialog).queryByLabelText('Placa')).toBeNull();
    await userEvent.click(toggles[1] as HTMLButtonElement);
    // A field read with certainty is one line with "Alterar"; "Alterar" opens its input.
    expect(within(dialog).getByText('FTR-4E21')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alterar Placa' }));
    expect((within(dialog).getByLabelText('Placa') as HTMLInputElement).value).toBe('FTR-4E21');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Placa'));
    // In an open group, the fields read with certainty wait behind one line under what needs the driver.
    expect(within(dialog).queryByText('384.920.175-97')).toBeNull();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Mostrar os outros 2 dados lidos em Proprietário' }),
    );
    expect(within(dialog).getByText('384.920.175-97')).toBeTruthy();
    // Long values are text areas.
    const address = within(dialog).getByLabelText('Endereço completo (com CEP) *') as HTMLTextAreaElement;
    expect(address.tagName).toBe('TEXTAREA');
    expect(address.value).toBe('');
    expect(within(dialog).getByText('Faltam conferir 2 dados antes de gerar o recurso.')).toBeTruthy();
    // Only the doubtful field asks for a confirmation.
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['Confirmo que “Data de emissão da notificação” está correto']);
  });

  it('shows an optional fact no document showed as one line with "Preencher", which opens its field', async () => {
    const optional = {
      path: 'owner.cnh',
      reason: 'missing',
      blocking: false,
      neededFor: ['qualification'],
      label: 'Número da CNH',
      message: 'Não encontramos este dado nos documentos.',
    } as const;
    const optionalOf = (path: 'vehicle.model' | 'vehicle.year', label: string) => ({
      ...optional,
      path,
      label,
    });
    const view = {
      ...VIEW,
      requests: [
        ...VIEW.requests,
        optional,
        optionalOf('vehicle.model', 'Modelo do veículo'),
        optionalOf('vehicle.year', 'Ano do veículo'),
      ],
    };
    const dialog = await openReviewFromList(reviewApi({ 'GET /appeals/ap-7/facts': () => ({ body: view }) }));
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Mostrar os outros 3 dados lidos em Proprietário' }),
    );
    const open = await within(dialog).findByRole('button', { name: 'Preencher Número da CNH' });
    // One line (issue 26: a phone's review in about two screens): no input until the driver asks for it.
    expect(within(dialog).queryByLabelText('Número da CNH')).toBeNull();
    expect(open.closest('.fact-field')?.textContent).toBe('Número da CNHNão consta (opcional)Preencher');
    await userEvent.click(open);
    const cnh = within(dialog).getByLabelText('Número da CNH') as HTMLInputElement;
    expect(document.activeElement).toBe(cnh);
    const hint = document.getElementById(cnh.getAttribute('aria-describedby') as string);
    expect(hint?.textContent?.trim()).toBe('Não encontramos este dado nos documentos.');
    // A group with only optional asks left is settled, and says how many (in Portuguese's plural).
    expect(within(dialog).getByRole('button', { name: /^Veículo/ }).textContent).toBe(
      'VeículoConferido · 2 opcionais',
    );
    // Still only the address and the doubtful date are pending: the optional ask blocks nothing.
    expect(within(dialog).getByText('Faltam conferir 2 dados antes de gerar o recurso.')).toBeTruthy();
  });

  it('refuses "Gerar recurso" until the doubtful field is confirmed or corrected and the needed one filled', async () => {
    const api = reviewApi();
    const dialog = await openReviewFromList(api);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Gerar recurso' }));
    expect(within(dialog).getByText('Confirme ou corrija este dado.')).toBeTruthy();
    expect(within(dialog).getByText('Preencha este campo.')).toBeTruthy();
    // The first field to fix takes the focus (keyboard and screen reader users land on it).
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Endereço completo (com CEP) *')),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^Mostrar os outros \d dados lidos em Proprietário$/ }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alterar CPF' }));
    await userEvent.type(within(dialog).getByLabelText('CPF'), '{backspace}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar recurso' }));
    expect(within(dialog).getByText('CPF inválido')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends the correction, the confirmation and the new value as the driver’s, then shows the preview', async () => {
    const api = reviewApi();
    const dialog = await openReviewFromList(api);
    const date = (await within(dialog).findByLabelText('Data de emissão da notificação')) as HTMLInputElement;
    fireEvent.change(date, { target: { value: '2026-03-20' } });
    await userEvent.type(
      within(dialog).getByLabelText('Endereço completo (com CEP) *'),
      'Rua das Acácias, 210, São Paulo/SP',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar recurso' }));
    expect(await screen.findByText('Escrevendo o recurso…')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      answers: [
        { path: 'owner.address', value: 'Rua das Acácias, 210, São Paulo/SP' },
        { path: 'notice.issueDate', value: '2026-03-20' },
      ],
    });
    const preview = await screen.findByRole('region', { name: 'Prévia do recurso' }, { timeout: 9000 });
    expect(within(preview).getByText('DA EXPEDIÇÃO DA NOTIFICAÇÃO APÓS O PRAZO DE TRINTA DIAS')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pagar com Cartão de Crédito' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/resources?payAppeal=ap-7&method=CREDIT_CARD'),
    );
  }, 20_000);

  it('confirms a doubtful reading as it is when the driver ticks the box', async () => {
    const api = reviewApi();
    const dialog = await openReviewFromList(api);
    await userEvent.click(
      await within(dialog).findByRole('checkbox', {
        name: 'Confirmo que “Data de emissão da notificação” está correto',
      }),
    );
    await userEvent.type(within(dialog).getByLabelText('Endereço completo (com CEP) *'), 'Rua A, 1');
    expect(within(dialog).getByText('Tudo conferido. Gere o recurso quando quiser.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar recurso' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        answers: [{ path: 'owner.address', value: 'Rua A, 1' }, { path: 'notice.issueDate' }],
      }),
    );
  });

  it('shows the server’s refusal and keeps what the driver typed', async () => {
    const api = reviewApi({
      'POST /appeals/ap-7/facts': () => ({
        status: 409,
        body: { error: 'Não é possível revisar os dados deste recurso (Status: paid).' },
      }),
    });
    const dialog = await openReviewFromList(api);
    await userEvent.click(await within(dialog).findByRole('checkbox'));
    await userEvent.type(within(dialog).getByLabelText('Endereço completo (com CEP) *'), 'Rua A, 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar recurso' }));
    expect(
      await within(dialog).findByText('Não é possível revisar os dados deste recurso (Status: paid).'),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText('Endereço completo (com CEP) *') as HTMLInputElement).value).toBe(
      'Rua A, 1',
    );
  });
});

describe('the review step on a phone (issue 26)', () => {
  /** Two doubtful readings and no signing city: the place the infraction happened suggests it. */
  const TWO_DOUBTFUL: AppealFactsView = {
    ...VIEW,
    facts: {
      ...VIEW.facts,
      notice: { ...VIEW.facts.notice, number: read('1F2345678', 'Auto de Infração nº', 0.1, 0.4) },
      infraction: {
        ...VIEW.facts.infraction,
        place: read('BR-116, km 212, Registro/SP', 'Local', 0.32),
      },
    },
    requests: [
      ...VIEW.requests,
      {
        path: 'notice.number',
        reason: 'uncertain',
        blocking: true,
        neededFor: ['title'],
        label: 'Número do auto de infração',
        message: 'O texto deste campo está pouco nítido no documento.',
      },
      {
        path: 'signingCity',
        reason: 'missing',
        blocking: true,
        neededFor: ['placeAndDate'],
        label: 'Cidade onde você assina o recurso',
        message: 'Não encontramos este dado nos documentos. Ele é necessário para o recurso.',
      },
    ],
  } as AppealFactsView;
  const twoDoubtfulApi = () => reviewApi({ 'GET /appeals/ap-7/facts': () => ({ body: TWO_DOUBTFUL }) });

  it('confirms the doubtful readings one at a time: the next one opens, the done one is one line', async () => {
    const dialog = await openReviewFromList(twoDoubtfulApi());
    // The first doubtful reading is open (input, confirm box); the other is one line with "Conferir".
    const first = await within(dialog).findByRole('checkbox', {
      name: 'Confirmo que “Número do auto de infração” está correto',
    });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(dialog).queryByLabelText('Data de emissão da notificação')).toBeNull();
    const line = within(dialog).getByRole('button', { name: 'Conferir Data de emissão da notificação' });
    expect(line.closest('.fact-field')?.textContent).toBe(
      'Data de emissão da notificação (a conferir)16/03/2026Conferir',
    );
    // The two readings and the address; the city is suggested, so it is not pending.
    expect(within(dialog).getByText('Faltam conferir 3 dados antes de gerar o recurso.')).toBeTruthy();

    // Ticking it moves on: the next reading opens and its box takes the focus (no keyboard pops up).
    await userEvent.click(first);
    const next = within(dialog).getByRole('checkbox', {
      name: 'Confirmo que “Data de emissão da notificação” está correto',
    });
    expect(document.activeElement).toBe(next);
    expect((within(dialog).getByLabelText('Data de emissão da notificação') as HTMLInputElement).value).toBe(
      '2026-03-16',
    );
    const done = within(dialog).getByRole('button', { name: 'Alterar Número do auto de infração' });
    expect(done.closest('.fact-field')?.textContent).toBe(
      'Número do auto de infração (conferido)1F2345678Alterar',
    );
    expect(within(dialog).getByText('Faltam conferir 2 dados antes de gerar o recurso.')).toBeTruthy();

    // "Alterar" on the done one opens it again, still confirmed.
    await userEvent.click(done);
    expect(
      (
        within(dialog).getByRole('checkbox', {
          name: 'Confirmo que “Número do auto de infração” está correto',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    // A refused "Gerar recurso" opens every field it names.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar recurso' }));
    expect(within(dialog).getByLabelText('Data de emissão da notificação')).toBeTruthy();
    expect(within(dialog).getByText('Confirme ou corrija este dado.')).toBeTruthy();
  });

  it('suggests the signing city (the infraction’s place) and sends it as the driver’s answer', async () => {
    const api = twoDoubtfulApi();
    const dialog = await openReviewFromList(api);
    const change = await within(dialog).findByRole('button', {
      name: 'Alterar Cidade onde você assina o recurso',
    });
    expect(change.closest('.fact-field')?.textContent).toBe(
      'Cidade onde você assina o recursoRegistroSugerimos Registro, a cidade do local da infração. Altere se for assinar em outra cidade.Alterar',
    );
    // Its group is not "Conferido": nobody checked a suggestion yet (issue 26's review, stop 30's note).
    expect(within(dialog).getByRole('button', { name: /^Assinatura/ }).textContent).toBe(
      'Assinatura1 dado sugerido',
    );
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.type(within(dialog).getByLabelText('Endereço completo (com CEP) *'), 'Rua A, 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar recurso' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        answers: [
          { path: 'notice.number' },
          { path: 'owner.address', value: 'Rua A, 1' },
          { path: 'notice.issueDate' },
          { path: 'signingCity', value: 'Registro' },
        ],
      }),
    );
  });

  it('lets the driver change the suggested city', async () => {
    const api = twoDoubtfulApi();
    const dialog = await openReviewFromList(api);
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Alterar Cidade onde você assina o recurso' }),
    );
    const city = within(dialog).getByLabelText('Cidade onde você assina o recurso *') as HTMLInputElement;
    expect(city.value).toBe('Registro');
    await userEvent.clear(city);
    await userEvent.type(city, 'Santos');
    // The driver's own city: the group is settled.
    expect(within(dialog).getByRole('button', { name: /^Assinatura/ }).textContent).toBe(
      'AssinaturaConferido',
    );
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.type(within(dialog).getByLabelText('Endereço completo (com CEP) *'), 'Rua A, 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar recurso' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        answers: expect.arrayContaining([{ path: 'signingCity', value: 'Santos' }]),
      }),
    );
  });
});

describe('the city an address or a place names', () => {
  it.each([
    ['Rua das Palmeiras, 45, Centro, Registro/SP, CEP 11900-000', 'Registro'],
    ['BR-116, km 212, Registro/SP', 'Registro'],
    ['Av. Brasil, 100, Campinas - SP', 'Campinas'],
    ['Rua A, 1, São João del-Rei/MG', 'São João del-Rei'],
    ['Av. Paulista, 1000', undefined],
    ['Rua X, 10, Cidade/ZZ', undefined],
  ])('%s → %s', (text, city) => {
    expect(cityOf(text)).toBe(city);
  });
});

describe('the upload flow stops on the review step', () => {
  it('after the reading, the dialog turns into "Confira os dados"', async () => {
    renderAt(
      '/dashboard',
      <CreateAppealDialog open onClose={() => {}} onAppealGenerated={() => {}} />,
      fakeApi(
        reviewHandlers({
          'POST /appeals/uploads': () => ({
            body: { uploads: [{ key: 'uploads/u/1', url: 'http://storage.local/b', fields: {} }] },
          }),
          'POST /appeals/generate-appeal-text': () => ({
            status: 202,
            body: { appealId: 'ap-7', status: 'processing' },
          }),
        }),
      ).transport,
    );
    const original = window.XMLHttpRequest;
    window.XMLHttpRequest = class {
      upload = {};
      status = 204;
      onload?: () => void;
      open() {}
      send() {
        setTimeout(() => this.onload?.(), 0);
      }
    } as unknown as typeof XMLHttpRequest;
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
      fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
        target: { files: [new File(['png'], 'notificacao.png', { type: 'image/png' })] },
      });
      await userEvent.click(screen.getByRole('button', { name: 'Gerar Recurso' }));
      expect(
        await screen.findByRole('heading', { name: 'Confira os dados' }, { timeout: 9000 }),
      ).toBeTruthy();
      expect((screen.getByLabelText('Data de emissão da notificação') as HTMLInputElement).value).toBe(
        '2026-03-16',
      );
    } finally {
      window.XMLHttpRequest = original;
    }
  }, 20_000);
});

describe('"Ver prévia" on a payable row', () => {
  it('shows the preview with the rest held back, and offers "Revisar dados"', async () => {
    const api = fakeApi({
      'GET /appeals/my': () => ({ body: [PREVIEW] }),
      'GET /appeals/ap-7': () => ({ body: PREVIEW }),
      'GET /appeals/ap-7/facts': () => ({ body: { ...VIEW, status: 'pending_payment' } }),
    });
    renderAt('/dashboard/resources', <FinesPage />, api.transport);
    const row = (await screen.findByRole('cell', { name: '1F2345678' })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Ver prévia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prévia do recurso' });
    const preview = await within(dialog).findByRole('region', { name: 'Prévia do recurso' });
    expect(within(preview).getByText('Auto de Infração nº 1F2345678')).toBeTruthy();
    expect(within(preview).getByText('A notificação foi emitida em 20/03/2026.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revisar dados' }));
    expect(await screen.findByRole('heading', { name: 'Confira os dados' })).toBeTruthy();
  });
});

describe('the manual form is the same facts form', () => {
  it('uses the core labels, the masks and the SPEC groups', async () => {
    renderAt('/dashboard', <CreateAppealDialog open onClose={() => {}} onAppealGenerated={() => {}} />);
    await userEvent.click(screen.getByLabelText(/Preencher manualmente/));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const legends = screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent);
    expect(legends).toEqual(expect.arrayContaining(['Proprietário', 'Veículo', 'Infração']));
    const plate = screen.getByLabelText('Placa') as HTMLInputElement;
    await userEvent.type(plate, 'ftr4e21');
    expect(plate.value).toBe('FTR-4E21');
    expect(screen.getByLabelText('Data da infração').getAttribute('type')).toBe('date');
    expect(document.querySelectorAll('.fact-field').length).toBeGreaterThan(10);
  });
});
