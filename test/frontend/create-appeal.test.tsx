import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateAppealDialog } from '../../frontend/src/features/appeals/CreateAppealDialog';
import {
  addFiles,
  GENERATE_GIVE_UP_MS,
  GENERATE_RETRY_MS,
  generateFromUploads,
} from '../../frontend/src/features/appeals/create-appeal';
import { ApiError, type ApiClient, type ApiRequest } from '../../frontend/src/lib/api';
import { TOKEN_KEY } from '../../frontend/src/lib/session';
import { type FakeApi, fakeApi, LocationProbe, makeToken, renderAt } from './helpers';

const MB = 1024 * 1024;
const file = (name: string, size: number, type = 'application/pdf') => {
  const f = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('file rules (SPEC §5)', () => {
  it('drops files over 50MB with the count message and keeps the rest', () => {
    const r = addFiles(
      [],
      [file('a.pdf', 51 * MB), file('b.pdf', 60 * MB), file('c.jpg', 1 * MB, 'image/jpeg')],
    );
    expect(r.files.map((f) => f.name)).toEqual(['c.jpg']);
    expect(r.errors).toEqual(['2 arquivo(s) excede(m) o limite de 50MB por arquivo.']);
  });

  it('adds nothing when the total would pass 100MB', () => {
    const current = [file('a.pdf', 40 * MB), file('b.pdf', 40 * MB)];
    const r = addFiles(current, [file('c.png', 30 * MB, 'image/png')]);
    expect(r.files).toEqual(current);
    expect(r.errors).toEqual(['O tamanho total dos arquivos não pode exceder 100MB.']);
  });

  it('accepts .png .jpg .jpeg .pdf .txt and refuses other types', () => {
    const ok = ['a.png', 'b.JPG', 'c.jpeg', 'd.pdf', 'e.txt'].map((n) => file(n, 10));
    expect(addFiles([], ok).files).toHaveLength(5);
    const r = addFiles([], [file('virus.exe', 10)]);
    expect(r.files).toEqual([]);
    expect(r.errors[0]).toContain('virus.exe');
  });
});

function openDialog(api: FakeApi, onGenerated = jest.fn()) {
  localStorage.setItem(TOKEN_KEY, makeToken({ email: 'ana@example.com', role: 'USER' }));
  renderAt(
    '/dashboard',
    <>
      <CreateAppealDialog open onClose={() => {}} onAppealGenerated={onGenerated} />
      <LocationProbe />
    </>,
    api.transport,
  );
  return onGenerated;
}

describe('create-appeal dialog (SPEC §2, §4, §8)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps Gerar Recurso disabled until each mode has what it needs, saying why', async () => {
    const user = userEvent.setup();
    openDialog(fakeApi({}));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const generate = screen.getByRole('button', { name: 'Gerar Recurso' }) as HTMLButtonElement;
    expect(generate.disabled).toBe(true);
    expect(screen.getByText('Por favor, envie pelo menos um arquivo')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await user.click(screen.getByLabelText(/Preencher manualmente/));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect((screen.getByRole('button', { name: 'Gerar Recurso' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('Por favor, preencha pelo menos o nome do proprietário e o código da infração'),
    ).toBeTruthy();
    // SPEC's default 29.90, in pt-BR.
    expect((screen.getByLabelText('Valor (R$)') as HTMLInputElement).value).toBe('29,90');

    await user.type(screen.getByLabelText('Nome completo *'), 'Ana Souza');
    await user.type(screen.getByLabelText('Código da infração *'), '745-50');
    expect((screen.getByRole('button', { name: 'Gerar Recurso' }) as HTMLButtonElement).disabled).toBe(false);
  }, 15_000);

  it('masks the CPF and fills description and the catalogue code from a suggestion', async () => {
    const user = userEvent.setup();
    openDialog(fakeApi({}));
    await user.click(screen.getByLabelText(/Preencher manualmente/));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const owner = screen.getAllByRole('group', { name: 'Proprietário' })[0] as HTMLElement;
    const cpf = within(owner).getByLabelText('CPF') as HTMLInputElement;
    await user.type(cpf, '529a98224725999');
    expect(cpf.value).toBe('529.982.247-25');

    const description = screen.getByLabelText('Descrição da infração') as HTMLInputElement;
    await user.type(description, 'VELOCIDADE superior a maxima em ate 20');
    const option = await screen.findByRole('option', { name: /em até 20% \(Art\. 218, I\)$/ });
    await user.click(option);
    expect(description.value).toBe(
      'Transitar em velocidade superior à máxima permitida em até 20% (Art. 218, I)',
    );
    // The code the field asks for ("ex.: 745-50"), not the article (issue 26).
    expect((screen.getByLabelText('Código da infração *') as HTMLInputElement).value).toBe('745-50');
  }, 15_000);

  it('asks the auto number and the stage, and refuses an invalid CPF next to the field before sending', async () => {
    const user = userEvent.setup();
    const api = fakeApi({});
    openDialog(api);
    await user.click(screen.getByLabelText(/Preencher manualmente/));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const auto = screen.getAllByRole('group', { name: 'Auto de infração' })[0] as HTMLElement;
    expect(within(auto).getByLabelText('Número do auto de infração')).toBeTruthy();
    const stage = within(auto).getByLabelText('Fase do processo') as HTMLSelectElement;
    expect([...stage.options].map((o) => o.text)).toEqual([
      'Selecione',
      'Defesa prévia (autuação)',
      'Recurso à JARI (penalidade)',
    ]);
    await user.type(screen.getByLabelText('Nome completo *'), 'Ana Souza');
    await user.type(screen.getByLabelText('Código da infração *'), '745-50');
    const owner = screen.getAllByRole('group', { name: 'Proprietário' })[0] as HTMLElement;
    await user.type(within(owner).getByLabelText('CPF'), '12345678900');
    await user.click(screen.getByRole('button', { name: 'Gerar Recurso' }));
    expect(within(owner).getByText('CPF inválido')).toBeTruthy();
    expect(screen.getByText('Por favor, corrija os erros no formulário')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/appeals/generate-appeal-text')).toBe(false);
  }, 15_000);

  it('manual flow: generates, polls the status and shows the preview with payment options', async () => {
    const user = userEvent.setup();
    let polls = 0;
    const api = fakeApi({
      'POST /appeals/generate-appeal-text': () => ({
        status: 202,
        body: { appealId: 'ap-1', status: 'processing' },
      }),
      'GET /appeals/status/ap-1': () => ({
        body: { status: ++polls < 2 ? 'processing' : 'pending_payment' },
      }),
      'GET /appeals/ap-1': () => ({
        body: {
          id: 'ap-1',
          type: 'traffic',
          status: 'pending_payment',
          code: 'AB123456',
          preview: {
            addressee: 'ILUSTRÍSSIMA AUTORIDADE DE TRÂNSITO DO(A) DER-SP',
            title: ['DEFESA PRÉVIA', 'Auto de Infração nº AB123456'],
            facts: ['Consta do Auto de Infração nº AB123456 que o veículo de placa ABC-1D23 teria cometido…'],
            grounds: ['DA AUSÊNCIA DE VERIFICAÇÃO DO MEDIDOR PELO INMETRO'],
            heldBackParagraphs: 12,
          },
          createdAt: '2026-11-22T10:00:00Z',
          value: 29.9,
        },
      }),
    });
    const onGenerated = openDialog(api);
    await user.click(screen.getByLabelText(/Preencher manualmente/));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(screen.getByLabelText('Nome completo *'), 'Ana Souza');
    await user.type(screen.getByLabelText('Código da infração *'), '745-50');
    await user.type(screen.getByLabelText('Marca/modelo'), 'VW/Gol');
    await user.click(screen.getByRole('button', { name: 'Gerar Recurso' }));
    expect(await screen.findByText('Escrevendo o recurso…')).toBeTruthy();

    expect(
      await screen.findByText('Seu recurso está pronto para pagamento!', {}, { timeout: 9000 }),
    ).toBeTruthy();
    expect(onGenerated).toHaveBeenCalledWith('ap-1');
    expect(polls).toBe(2);
    const sent = api.calls.find((c) => c.path === '/appeals/generate-appeal-text')?.body as {
      type: string;
      manual: { owner: { name: string }; vehicle: { model: string }; infraction: { value: string } };
    };
    expect(sent.type).toBe('traffic');
    expect(sent.manual.owner.name).toBe('Ana Souza');
    expect(sent.manual.vehicle.model).toBe('VW/Gol');
    expect(sent.manual.infraction.value).toBe('29,90');
    expect((screen.getByLabelText('Código do Recurso') as HTMLInputElement).value).toBe('AB123456');
    // Before payment: the preview, never an editable text (issue 14).
    const preview = screen.getByRole('region', { name: 'Prévia do recurso' });
    expect(within(preview).getByText('ILUSTRÍSSIMA AUTORIDADE DE TRÂNSITO DO(A) DER-SP')).toBeTruthy();
    expect(within(preview).getByText('DA AUSÊNCIA DE VERIFICAÇÃO DO MEDIDOR PELO INMETRO')).toBeTruthy();
    expect(
      within(preview).getByText(
        'O texto completo dos fundamentos, os pedidos e a assinatura ficam disponíveis logo após o pagamento, no PDF pronto para protocolar.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Texto do recurso' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pagar com PIX' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pagar com Cartão de Crédito' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pagar Mais Tarde' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Pagar com PIX' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/resources?payAppeal=ap-1&method=PIX'),
    );
  }, 20_000);

  it("shows the server's error for a failed generation", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /appeals/generate-appeal-text': () => ({
        status: 400,
        body: { error: 'Código da infração inválido.', message: 'Código da infração inválido.' },
      }),
    });
    openDialog(api);
    await user.click(screen.getByLabelText(/Preencher manualmente/));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(screen.getByLabelText('Nome completo *'), 'Ana');
    await user.type(screen.getByLabelText('Código da infração *'), 'x');
    await user.click(screen.getByRole('button', { name: 'Gerar Recurso' }));
    expect(await screen.findByText('Código da infração inválido.')).toBeTruthy();
  }, 15_000);

  it("says 'Resposta inesperada do servidor. …' when the manual answer has no appealId", async () => {
    const user = userEvent.setup();
    openDialog(fakeApi({ 'POST /appeals/generate-appeal-text': () => ({ body: { ok: true } }) }));
    await user.click(screen.getByLabelText(/Preencher manualmente/));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(screen.getByLabelText('Nome completo *'), 'Ana');
    await user.type(screen.getByLabelText('Código da infração *'), '745-50');
    await user.click(screen.getByRole('button', { name: 'Gerar Recurso' }));
    expect(
      await screen.findByText(
        'Resposta inesperada do servidor. Verifique se o recurso foi criado na lista de recursos.',
      ),
    ).toBeTruthy();
  }, 15_000);

  it('upload flow: presigns, posts each file to storage with progress, generates, then waits for the reading', async () => {
    const sentForms: FormData[] = [];
    class FakeXhr {
      upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
      status = 0;
      onload?: () => void;
      onerror?: () => void;
      url = '';
      open(_m: string, url: string) {
        this.url = url;
      }
      send(form: FormData) {
        sentForms.push(form);
        setTimeout(() => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
          this.status = 204;
          this.onload?.();
        }, 10);
      }
    }
    const original = window.XMLHttpRequest;
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    try {
      const user = userEvent.setup();
      const api = fakeApi({
        'POST /appeals/uploads': () => ({
          body: {
            uploads: [
              {
                key: 'uploads/u1/notif.pdf',
                url: 'http://storage.local/bucket',
                fields: { key: 'uploads/u1/notif.pdf', Policy: 'p' },
              },
            ],
          },
        }),
        'POST /appeals/generate-appeal-text': () => ({
          status: 202,
          body: { appealId: 'ap-9', status: 'processing' },
        }),
        'GET /appeals/status/ap-9': () => ({ body: { appealId: 'ap-9', status: 'processing' } }),
      });
      const onGenerated = openDialog(api);
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      const input = document.querySelector('input[type=file]') as HTMLInputElement;
      fireEvent.change(input, {
        target: { files: [new File(['%PDF-1.4 test'], 'notif.pdf', { type: 'application/pdf' })] },
      });
      expect(await screen.findByText('notif.pdf')).toBeTruthy();
      await user.type(screen.getByLabelText('Sua versão dos fatos (opcional)'), 'Eu não estava lá.');
      await user.click(screen.getByRole('button', { name: 'Gerar Recurso' }));
      expect(
        await screen.findByText(
          'Recebemos seus documentos e estamos preparando o recurso. Você pode fechar esta janela e acompanhar o status na lista de recursos.',
        ),
      ).toBeTruthy();
      expect(onGenerated).toHaveBeenCalledWith('ap-9');
      expect(api.calls.find((c) => c.path === '/appeals/uploads')?.body).toEqual({
        files: [{ name: 'notif.pdf', size: 13, contentType: 'application/pdf' }],
      });
      expect(api.calls.find((c) => c.path === '/appeals/generate-appeal-text')?.body).toEqual({
        type: 'traffic',
        uploadKeys: ['uploads/u1/notif.pdf'],
        additionalText: 'Eu não estava lá.',
      });
      // Fields first, the file last (S3 presigned POST).
      expect([...(sentForms[0] as FormData).keys()]).toEqual(['key', 'Policy', 'file']);
      // It follows the reading (the review step comes next: review-step.test.tsx).
      await waitFor(() => expect(api.calls.some((c) => c.path === '/appeals/status/ap-9')).toBe(true), {
        timeout: 5000,
      });
    } finally {
      window.XMLHttpRequest = original;
    }
  }, 20_000);
});

describe('generation from uploads while the malware scan runs (SECURITY FILE-3)', () => {
  const body = { type: 'traffic' as const, uploadKeys: ['uploads/u1/a.pdf'] };
  const scanning = new ApiError(503, {
    error: 'A verificação de segurança dos arquivos ainda não terminou. Tente novamente em instantes.',
  });

  it('sends the same keys again every 5 s until the server accepts them', async () => {
    const sent: unknown[] = [];
    const waits: number[] = [];
    const replies = [scanning, new ApiError(429, { error: 'Muitas requisições' }), { appealId: 'ap-9' }];
    const api: ApiClient = {
      send: async <T,>(req: ApiRequest) => {
        sent.push(req.body);
        const next = replies.shift();
        if (next instanceof Error) throw next;
        return next as T;
      },
    };
    await expect(generateFromUploads(api, body, async (ms) => waits.push(ms))).resolves.toEqual({
      appealId: 'ap-9',
    });
    expect(sent).toEqual([body, body, body]);
    expect(waits).toEqual([GENERATE_RETRY_MS, GENERATE_RETRY_MS]);
  });

  it("gives up after 90 s with the server's message, and never retries a refusal", async () => {
    jest.spyOn(Date, 'now').mockReturnValue(0);
    let calls = 0;
    const always = (err: Error): ApiClient => ({
      send: async () => {
        calls++;
        throw err;
      },
    });
    const clock = async (ms: number) => jest.spyOn(Date, 'now').mockReturnValue(Date.now() + ms);
    await expect(generateFromUploads(always(scanning), body, clock)).rejects.toThrow(
      'A verificação de segurança dos arquivos ainda não terminou. Tente novamente em instantes.',
    );
    expect(calls).toBe(GENERATE_GIVE_UP_MS / GENERATE_RETRY_MS + 1); // at 0 s, 5 s … 90 s
    calls = 0;
    const refused = new ApiError(400, { error: 'O arquivo 1 de 1 foi recusado' });
    await expect(generateFromUploads(always(refused), body, clock)).rejects.toBe(refused);
    expect(calls).toBe(1);
    jest.restoreAllMocks();
  });
});
