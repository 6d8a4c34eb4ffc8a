/**
 * Create-appeal dialog (SPEC §2 steps 1–5): type, then upload or manual mode; generation with a
 * processing area and an error area; the manual flow waits for the text and offers payment.
 */
import { APPEAL_PRICES, type AppealType, type PaymentMethod } from '@recurso/core/appeal';
import { CreditCard, FileText, Keyboard, QrCode, ShieldAlert, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { TextArea, TextField } from '../../components/ui/Field';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/Toast';
import { useApi } from '../../lib/api-context';
import { formatMoney } from '../../lib/format';
import { payAppealPath } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { type AppealView, getAppeal, updateAppealText } from './api';
import {
  addFiles,
  CREATE_TEXT,
  emptyManual,
  generateFromForm,
  generateFromUploads,
  generationError,
  type ManualValues,
  manualReady,
  pollUntilReady,
  postToStorage,
  presignUploads,
} from './create-appeal';
import { ManualFields } from './ManualFields';
import { DriverIdentificationOffer } from '../follow-up/DriverIdentificationOffer';
import { UploadFields } from './UploadFields';

type Mode = 'upload' | 'manual';
type Step = 'choose' | 'form' | 'result';

interface Props {
  open: boolean;
  onClose(): void;
  onAppealGenerated(appealId: string): void;
  initialType?: AppealType;
}

const PROCESSING_STEPS = [
  'Enviando seus dados…',
  'Lendo seus documentos…',
  'Escrevendo o recurso…',
  'Revisando os fundamentos…',
];

export function CreateAppealDialog({ open, onClose, onAppealGenerated, initialType = 'traffic' }: Props) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const { authenticated } = useSession();
  const [type, setType] = useState<AppealType>(initialType);
  const [mode, setMode] = useState<Mode>('upload');
  const [step, setStep] = useState<Step>('choose');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<Record<number, number>>({});
  const [userName, setUserName] = useState('');
  const [userCity, setUserCity] = useState('');
  const [additionalText, setAdditionalText] = useState('');
  const [manual, setManual] = useState<ManualValues>(emptyManual);
  const [processing, setProcessing] = useState('');
  const [notice, setNotice] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [appealId, setAppealId] = useState('');
  const [code, setCode] = useState('');
  const [text, setText] = useState('');
  const [followUp, setFollowUp] = useState<AppealView['followUp']>();
  const [saving, setSaving] = useState(false);
  const cancelled = useRef(false);

  // A fresh dialog every time it opens.
  useEffect(() => {
    if (!open) return;
    cancelled.current = false;
    setType(initialType);
    setMode('upload');
    setStep('choose');
    setFiles([]);
    setProgress({});
    setUserName('');
    setUserCity('');
    setAdditionalText('');
    setManual(emptyManual());
    setProcessing('');
    setNotice('');
    setErrors([]);
    setBusy(false);
    setAppealId('');
    setCode('');
    setText('');
    setFollowUp(undefined);
    return () => {
      cancelled.current = true;
    };
  }, [open, initialType]);

  // Tell the user what is happening while the server works.
  useEffect(() => {
    if (!busy || !processing) return;
    let i = 0;
    const t = setInterval(() => {
      i = Math.min(PROCESSING_STEPS.length - 1, i + 1);
      setProcessing(PROCESSING_STEPS[i] as string);
    }, 4000);
    return () => clearInterval(t);
  }, [busy, processing]);

  const close = () => {
    cancelled.current = true;
    onClose();
  };

  const generateUpload = async () => {
    const presigned = await presignUploads(api, files);
    await Promise.all(
      presigned.map((target, i) =>
        postToStorage(target, files[i] as File, (pct) => setProgress((p) => ({ ...p, [i]: pct }))),
      ),
    );
    setProcessing(PROCESSING_STEPS[1] as string);
    const res = await generateFromUploads(api, {
      type,
      uploadKeys: presigned.map((p) => p.key),
      ...(userName.trim() ? { userName: userName.trim() } : {}),
      ...(userCity.trim() ? { userCity: userCity.trim() } : {}),
      ...(additionalText.trim() ? { additionalText: additionalText.trim() } : {}),
    });
    if (!res?.appealId) throw new Error(CREATE_TEXT.unexpectedUpload);
    onAppealGenerated(res.appealId);
    setNotice(CREATE_TEXT.submitted);
  };

  const generateManual = async () => {
    const res = await generateFromForm(api, {
      type,
      manual,
      ...(additionalText.trim() ? { additionalText: additionalText.trim() } : {}),
    });
    if (!res?.appealId || (res.status !== 'processing' && res.status !== 'pending_payment')) {
      throw new Error(CREATE_TEXT.unexpectedManual);
    }
    const id = res.appealId;
    onAppealGenerated(id);
    setAppealId(id);
    setProcessing(PROCESSING_STEPS[2] as string);
    const outcome =
      res.status === 'pending_payment'
        ? { kind: 'ready' as const }
        : await pollUntilReady(api, id, () => cancelled.current);
    if (!outcome || cancelled.current) return;
    if (outcome.kind === 'timeout') {
      setNotice(CREATE_TEXT.tooSlow);
      return;
    }
    if (outcome.kind === 'failed') throw new Error(outcome.reason);
    const appeal = await getAppeal(api, id);
    setText(appeal.generatedText ?? '');
    setCode(appeal.code ?? '');
    setFollowUp(appeal.followUp);
    setNotice(CREATE_TEXT.ready);
    setStep('result');
  };

  const generate = async () => {
    setErrors([]);
    setNotice('');
    if (!authenticated) return setErrors([CREATE_TEXT.notAuthenticated]);
    if (mode === 'upload' && files.length === 0) return setErrors([CREATE_TEXT.noFiles]);
    if (mode === 'manual' && !manualReady(manual)) return setErrors([CREATE_TEXT.manualRequired]);
    setBusy(true);
    setProcessing(PROCESSING_STEPS[0] as string);
    try {
      if (mode === 'upload') await generateUpload();
      else await generateManual();
    } catch (err) {
      if (!cancelled.current) setErrors([generationError(err)]);
    } finally {
      if (!cancelled.current) {
        setBusy(false);
        setProcessing('');
      }
    }
  };

  const saveText = async () => {
    if (!text.trim()) return toast.show('error', CREATE_TEXT.nothingToSave);
    setSaving(true);
    try {
      await updateAppealText(api, appealId, text);
      toast.show('success', CREATE_TEXT.saved);
    } catch {
      toast.show('error', CREATE_TEXT.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  const pay = (method: PaymentMethod) => {
    close();
    navigate(payAppealPath(appealId, method));
  };

  const submittedUpload = mode === 'upload' && notice === CREATE_TEXT.submitted;
  const disabledReason = busy
    ? ''
    : mode === 'upload' && files.length === 0
      ? CREATE_TEXT.noFiles
      : mode === 'manual' && !manualReady(manual)
        ? CREATE_TEXT.manualRequired
        : '';

  return (
    <Dialog
      open={open}
      onClose={close}
      title={type === 'traffic' ? 'Novo recurso de multa' : 'Novo recurso de suspensão de CNH'}
      size="lg"
    >
      {step === 'choose' ? (
        <div className="stack">
          <fieldset className="choice">
            <legend>Tipo de recurso</legend>
            <div className="choice__grid">
              <ChoiceCard
                name="type"
                checked={type === 'traffic'}
                onSelect={() => setType('traffic')}
                icon={<FileText size={22} aria-hidden="true" />}
                title="Multa de trânsito"
                text={`Defesa prévia ou recurso à JARI · ${formatMoney(APPEAL_PRICES.traffic)}`}
              />
              <ChoiceCard
                name="type"
                checked={type === 'suspension'}
                onSelect={() => setType('suspension')}
                icon={<ShieldAlert size={22} aria-hidden="true" />}
                title="Suspensão da CNH"
                text={`Defesa no processo de suspensão · ${formatMoney(APPEAL_PRICES.suspension)}`}
              />
            </div>
          </fieldset>
          <fieldset className="choice">
            <legend>Como você quer informar os dados?</legend>
            <div className="choice__grid">
              <ChoiceCard
                name="mode"
                checked={mode === 'upload'}
                onSelect={() => setMode('upload')}
                icon={<Upload size={22} aria-hidden="true" />}
                title="Enviar documentos"
                text="Anexe a notificação e outros documentos; nós lemos os dados."
              />
              <ChoiceCard
                name="mode"
                checked={mode === 'manual'}
                onSelect={() => setMode('manual')}
                icon={<Keyboard size={22} aria-hidden="true" />}
                title="Preencher manualmente"
                text="Digite os dados do proprietário, do veículo e da infração."
              />
            </div>
          </fieldset>
          <div className="dialog__actions">
            <Button variant="ghost" onClick={close}>
              Cancelar
            </Button>
            <Button onClick={() => setStep('form')}>Continuar</Button>
          </div>
        </div>
      ) : step === 'form' ? (
        <div>
          {mode === 'upload' ? (
            <>
              <UploadFields
                files={files}
                progress={progress}
                uploading={busy}
                onAdd={(incoming) => {
                  const r = addFiles(files, incoming);
                  setFiles(r.files);
                  setErrors(r.errors);
                }}
                onRemove={(i) => setFiles((list) => list.filter((_, j) => j !== i))}
              />
              <div className="form-grid form-grid--2">
                <TextField
                  label="Seu nome completo (opcional)"
                  autoComplete="name"
                  maxLength={200}
                  value={userName}
                  onChange={(e) => setUserName(e.target.value)}
                />
                <TextField
                  label="Sua cidade (opcional)"
                  autoComplete="address-level2"
                  maxLength={120}
                  value={userCity}
                  onChange={(e) => setUserCity(e.target.value)}
                />
              </div>
            </>
          ) : (
            <ManualFields value={manual} onChange={setManual} />
          )}
          <TextArea
            label="Sua versão dos fatos (opcional)"
            placeholder="Conte o que aconteceu: onde estava, o que a sinalização mostrava, qualquer detalhe que ajude a defesa."
            maxLength={5000}
            value={additionalText}
            onChange={(e) => setAdditionalText(e.target.value)}
          />
          <div aria-live="polite">
            {busy && processing ? (
              <div className="processing" role="status">
                <Spinner size={20} />
                <div>
                  <strong>{processing}</strong>
                  <p className="small muted">
                    Isso costuma levar menos de um minuto. Não feche esta janela enquanto enviamos os
                    arquivos.
                  </p>
                </div>
              </div>
            ) : null}
            {notice ? (
              <Alert kind={notice === CREATE_TEXT.tooSlow ? 'warning' : 'success'}>{notice}</Alert>
            ) : null}
          </div>
          {errors.length ? (
            <div className="alert alert--error" role="alert">
              {errors.map((e) => (
                <p key={e}>{e}</p>
              ))}
            </div>
          ) : null}
          <div className="dialog__actions">
            {submittedUpload || notice === CREATE_TEXT.tooSlow ? (
              <Button onClick={close}>Ver na lista de recursos</Button>
            ) : (
              <>
                <Button variant="ghost" onClick={() => setStep('choose')} disabled={busy}>
                  Voltar
                </Button>
                <Button
                  onClick={generate}
                  busy={busy}
                  disabled={disabledReason !== ''}
                  aria-describedby={disabledReason ? 'generate-hint' : undefined}
                >
                  Gerar Recurso
                </Button>
              </>
            )}
          </div>
          {disabledReason && !submittedUpload ? (
            <p id="generate-hint" className="field__hint generate-hint">
              {disabledReason}
            </p>
          ) : null}
        </div>
      ) : (
        <div>
          <Alert kind="success">{CREATE_TEXT.ready}</Alert>
          <TextField label="Código do Recurso" value={code} readOnly />
          <DriverIdentificationOffer appealId={appealId || undefined} followUp={followUp} />
          <div className="field">
            <label htmlFor="generated-text">Texto do recurso</label>
            <textarea
              id="generated-text"
              className="appeal-text"
              rows={14}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <div className="row">
            <Button variant="secondary" busy={saving} onClick={saveText}>
              Salvar texto
            </Button>
          </div>
          <h3 className="pay-title">Pagamento · {formatMoney(APPEAL_PRICES[type])}</h3>
          <p className="small muted">Depois do pagamento, o PDF fica disponível na sua lista de recursos.</p>
          <div className="pay-options">
            <button type="button" className="pay-option" onClick={() => pay('PIX')}>
              <QrCode size={24} aria-hidden="true" />
              <span>Pagar com PIX</span>
            </button>
            <button type="button" className="pay-option" onClick={() => pay('CREDIT_CARD')}>
              <CreditCard size={24} aria-hidden="true" />
              <span>Pagar com Cartão de Crédito</span>
            </button>
          </div>
          <div className="dialog__actions">
            <Button variant="ghost" onClick={close}>
              Pagar Mais Tarde
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function ChoiceCard(props: {
  name: string;
  checked: boolean;
  onSelect(): void;
  icon: React.ReactNode;
  title: string;
  text: string;
}) {
  return (
    <label className={`choice-card${props.checked ? ' choice-card--on' : ''}`}>
      <input
        type="radio"
        name={props.name}
        checked={props.checked}
        onChange={props.onSelect}
        className="sr-only"
      />
      {props.icon}
      <span>
        <strong>{props.title}</strong>
        <span className="small muted">{props.text}</span>
      </span>
    </label>
  );
}
