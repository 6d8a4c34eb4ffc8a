/**
 * 'Indicação do condutor' (issue 15 item 5): the notice's data as read (editable), the owner and the
 * real driver; saved by the API (which checks every field) and printed as a filled PDF form, free.
 */
import {
  type DriverIdentificationData,
  type DriverIdentificationView,
  UFS,
} from '@recurso/core/driver-identification';
import { formatDate } from '@recurso/core/follow-up';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/Field';
import { useToast } from '../../components/ui/Toast';
import { errorMessage } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { maskCpf } from '@recurso/core/masks';
import { downloadDriverIdentificationPdf, getDriverIdentification, saveDriverIdentification } from './api';

export const DRIVER_TEXT = {
  title: 'Indicação do condutor',
  free: 'Gratuito: preparamos o formulário preenchido com os dados da notificação para você imprimir, assinar e entregar.',
  notice: 'Notificação de autuação',
  owner: 'Proprietário do veículo',
  driver: 'Condutor que dirigia',
  save: 'Salvar e baixar o formulário (PDF)',
  download: 'Baixar o formulário (PDF)',
  saved: 'Indicação salva. O formulário foi baixado: imprima, assine e entregue no prazo.',
  loadFailed: 'Não foi possível carregar a indicação do condutor.',
  pdfFailed: 'Não foi possível gerar o PDF. Tente novamente.',
} as const;

type Form = {
  number: string;
  plate: string;
  agency: string;
  infractionCode: string;
  infractionDescription: string;
  infractionDate: string;
  infractionTime: string;
  infractionPlace: string;
  deadline: string;
  ownerName: string;
  ownerDocument: string;
  driverName: string;
  driverCpf: string;
  driverCnh: string;
  driverCnhState: string;
};

const EMPTY: Form = {
  number: '',
  plate: '',
  agency: '',
  infractionCode: '',
  infractionDescription: '',
  infractionDate: '',
  infractionTime: '',
  infractionPlace: '',
  deadline: '',
  ownerName: '',
  ownerDocument: '',
  driverName: '',
  driverCpf: '',
  driverCnh: '',
  driverCnhState: '',
};

function formOf(v: DriverIdentificationView): Form {
  const s = v.saved;
  const n = s?.notice ?? v.prefill.notice;
  return {
    ...EMPTY,
    ...Object.fromEntries(Object.entries(n).map(([k, val]) => [k, val ?? ''])),
    ownerName: s?.owner.name ?? v.prefill.owner.name ?? '',
    ownerDocument: s?.owner.document ?? v.prefill.owner.document ?? '',
    driverName: s?.driver.name ?? '',
    driverCpf: s?.driver.cpf ? maskCpf(s.driver.cpf) : '',
    driverCnh: s?.driver.cnh ?? '',
    driverCnhState: s?.driver.cnhState ?? '',
  };
}

const optional = (v: string) => (v.trim() ? v.trim() : undefined);

function requestOf(f: Form): DriverIdentificationData {
  return JSON.parse(
    JSON.stringify({
      notice: {
        number: f.number.trim(),
        plate: f.plate.trim(),
        agency: f.agency.trim(),
        infractionCode: optional(f.infractionCode),
        infractionDescription: optional(f.infractionDescription),
        infractionDate: optional(f.infractionDate),
        infractionTime: optional(f.infractionTime),
        infractionPlace: optional(f.infractionPlace),
        deadline: optional(f.deadline),
      },
      owner: { name: f.ownerName.trim(), document: f.ownerDocument.trim() },
      driver: {
        name: f.driverName.trim(),
        cpf: f.driverCpf.trim(),
        cnh: f.driverCnh.trim(),
        cnhState: f.driverCnhState,
      },
    }),
  ) as DriverIdentificationData;
}

export function DriverIdentificationDialog({
  appealId,
  onClose,
}: {
  appealId: string | null;
  onClose(): void;
}) {
  const api = useApi();
  const toast = useToast();
  const [view, setView] = useState<DriverIdentificationView | null>(null);
  const [form, setForm] = useState<Form>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    setView(null);
    setError('');
    if (!appealId) return;
    getDriverIdentification(api, appealId).then(
      (v) => {
        setView(v);
        setForm(formOf(v));
      },
      (err) => setError(errorMessage(err, DRIVER_TEXT.loadFailed)),
    );
  }, [api, appealId]);

  const field = (key: keyof Form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!appealId) return;
    setBusy(true);
    setError('');
    try {
      const saved = await saveDriverIdentification(api, appealId, requestOf(form));
      setView(saved);
      if (saved.saved) await downloadDriverIdentificationPdf(saved.saved);
      toast.show('success', DRIVER_TEXT.saved);
    } catch (err) {
      setError(errorMessage(err, DRIVER_TEXT.pdfFailed));
    } finally {
      setBusy(false);
    }
  }

  const deadline = view?.prefill.notice.deadline;
  return (
    <Dialog
      open={appealId !== null}
      onClose={onClose}
      title={DRIVER_TEXT.title}
      size="lg"
      preventClose={busy}
    >
      {!view ? (
        error ? (
          <Alert kind="error">{error}</Alert>
        ) : (
          <p role="status">Carregando...</p>
        )
      ) : (
        <form onSubmit={submit} noValidate className="stack driver-id">
          <p>{view.reason}</p>
          <p className="muted">
            {DRIVER_TEXT.free}
            {deadline ? ` Prazo: até ${formatDate(deadline)}, o mesmo da defesa prévia.` : ''}
          </p>
          <fieldset>
            <legend>{DRIVER_TEXT.notice}</legend>
            <div className="form-grid form-grid--2">
              <TextField label="Auto de infração nº" {...field('number')} required />
              <TextField label="Placa" autoCapitalize="characters" {...field('plate')} required />
              <TextField label="Órgão autuador" className="span-2" {...field('agency')} required />
              <TextField label="Código da infração" placeholder="745-50" {...field('infractionCode')} />
              <TextField label="Data limite (prazo)" type="date" {...field('deadline')} />
              <TextField
                label="Descrição da infração"
                className="span-2"
                {...field('infractionDescription')}
              />
              <TextField label="Data da infração" type="date" {...field('infractionDate')} />
              <TextField label="Hora da infração" type="time" {...field('infractionTime')} />
              <TextField label="Local da infração" className="span-2" {...field('infractionPlace')} />
            </div>
          </fieldset>
          <fieldset>
            <legend>{DRIVER_TEXT.owner}</legend>
            <div className="form-grid form-grid--2">
              <TextField label="Nome do proprietário" autoComplete="name" {...field('ownerName')} required />
              <TextField
                label="CPF ou CNPJ do proprietário"
                inputMode="numeric"
                {...field('ownerDocument')}
                required
              />
            </div>
          </fieldset>
          <fieldset>
            <legend>{DRIVER_TEXT.driver}</legend>
            <div className="form-grid form-grid--2">
              <TextField
                label="Nome completo do condutor"
                className="span-2"
                {...field('driverName')}
                required
              />
              <TextField
                label="CPF do condutor"
                inputMode="numeric"
                maxLength={14}
                value={form.driverCpf}
                onChange={(e) => setForm((f) => ({ ...f, driverCpf: maskCpf(e.target.value) }))}
                required
              />
              <TextField
                label="CNH do condutor (nº de registro)"
                inputMode="numeric"
                maxLength={11}
                {...field('driverCnh')}
                required
              />
              <div className="field">
                <label htmlFor="driver-cnh-uf">UF da CNH</label>
                <select id="driver-cnh-uf" className="select" {...field('driverCnhState')} required>
                  <option value="">Escolha</option>
                  {UFS.map((uf) => (
                    <option key={uf} value={uf}>
                      {uf}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </fieldset>
          {error ? <Alert kind="error">{error}</Alert> : null}
          <div className="dialog__actions">
            {view.saved ? (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  view.saved &&
                  downloadDriverIdentificationPdf(view.saved).catch(() => setError(DRIVER_TEXT.pdfFailed))
                }
              >
                {DRIVER_TEXT.download}
              </Button>
            ) : null}
            <Button type="submit" busy={busy}>
              {DRIVER_TEXT.save}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
