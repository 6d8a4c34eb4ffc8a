/** The filing ("Protocolado em <data>") and decision forms of the follow-up dialog. */
import { OUTCOME_RESULTS, type OutcomeResult } from '@recurso/core/appeal';
import {
  brasiliaToday,
  type FollowUpView,
  formatDate,
  lateFilingQuestion,
  OUTCOME_LABEL,
  TIMELINESS_TEXT,
} from '@recurso/core/follow-up';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { useToast } from '../../components/ui/Toast';
import { errorMessage } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { downloadDecision, markFiled, recordOutcome, useFollowUpChanged } from './api';

export const FILING_TEXT = {
  notYet: 'Depois de pagar, baixe o PDF, assine e protocole no órgão. Então marque aqui a data do protocolo.',
  filedOn: 'Data do protocolo',
  protocolNumber: 'Número do protocolo (opcional)',
  submit: 'Marcar como protocolado',
  correct: 'Corrigir protocolo',
  saved: 'Recurso marcado como protocolado. Não enviaremos mais lembretes de prazo.',
  noOutcomeYet: 'Quando o órgão responder, registre aqui a decisão.',
  result: 'Decisão',
  decidedOn: 'Data da decisão (opcional)',
  file: 'Arquivo da decisão (opcional: PDF, PNG ou JPG)',
  submitOutcome: 'Registrar decisão',
  outcomeSaved: 'Decisão registrada.',
  download: 'Baixar decisão',
  honesty: 'As decisões registradas pelos usuários formam as estatísticas de resultado, sem dados pessoais.',
} as const;

export function FilingForm({ view }: { view: FollowUpView }) {
  const api = useApi();
  const toast = useToast();
  const changed = useFollowUpChanged();
  const today = brasiliaToday(new Date());
  const [editing, setEditing] = useState(false);
  const [filedOn, setFiledOn] = useState(view.filing?.filedOn ?? today);
  const [number, setNumber] = useState(view.filing?.protocolNumber ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // A filing date after the deadline is questioned (issue 26): recorded only once the driver says so.
  const [lateConfirmed, setLateConfirmed] = useState(false);
  const late = lateFilingQuestion(filedOn, view.deadline?.date);

  if (!view.actions.markFiled) return <p className="muted">{view.filing ? '' : FILING_TEXT.notYet}</p>;
  if (view.filing && !editing)
    return (
      <div className="row">
        <span>
          Protocolado em {formatDate(view.filing.filedOn)}
          {view.filing.protocolNumber ? ` · nº ${view.filing.protocolNumber}` : ''}
        </span>
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
          {FILING_TEXT.correct}
        </Button>
      </div>
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (late && !lateConfirmed) return;
    setBusy(true);
    setError('');
    try {
      changed(await markFiled(api, view.appealId, filedOn, number));
      toast.show('success', FILING_TEXT.saved);
      setEditing(false);
    } catch (err) {
      setError(errorMessage(err, 'Não foi possível marcar o recurso como protocolado.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <div className="form-grid form-grid--2">
        <TextField
          label={FILING_TEXT.filedOn}
          type="date"
          max={today}
          value={filedOn}
          onChange={(e) => {
            setFiledOn(e.target.value);
            setLateConfirmed(false);
            setError('');
          }}
          required
        />
        <TextField
          label={FILING_TEXT.protocolNumber}
          value={number}
          maxLength={60}
          onChange={(e) => setNumber(e.target.value)}
        />
      </div>
      {late ? (
        <div className="alert alert--warning" role="alert">
          <p>{late}</p>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={lateConfirmed}
              onChange={(e) => {
                setLateConfirmed(e.target.checked);
                setError('');
              }}
            />
            {TIMELINESS_TEXT.filedLateConsent}
          </label>
        </div>
      ) : null}
      {error ? <Alert kind="error">{error}</Alert> : null}
      <Button type="submit" busy={busy} disabled={Boolean(late) && !lateConfirmed}>
        {FILING_TEXT.submit}
      </Button>
    </form>
  );
}

export function OutcomeForm({ view }: { view: FollowUpView }) {
  const api = useApi();
  const toast = useToast();
  const changed = useFollowUpChanged();
  const [editing, setEditing] = useState(false);
  const [result, setResult] = useState<OutcomeResult | ''>(view.outcome?.result ?? '');
  const [decidedOn, setDecidedOn] = useState(view.outcome?.decidedOn ?? '');
  const [file, setFile] = useState<File | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  if (!view.actions.recordOutcome) return <p className="muted">{FILING_TEXT.noOutcomeYet}</p>;
  if (view.outcome && !editing)
    return (
      <div className="row">
        <span>
          <strong>{view.outcome.label}</strong>
          {view.outcome.decidedOn ? ` em ${formatDate(view.outcome.decidedOn)}` : ''}
        </span>
        {view.outcome.hasDecision ? (
          <Button size="sm" variant="secondary" onClick={() => downloadDecision(api, view.appealId)}>
            {FILING_TEXT.download}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
          Corrigir decisão
        </Button>
      </div>
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!result) return setError('Escolha a decisão: deferido, indeferido ou sem resposta.');
    setBusy(true);
    setError('');
    try {
      changed(await recordOutcome(api, view.appealId, { result, ...(decidedOn ? { decidedOn } : {}) }, file));
      toast.show('success', FILING_TEXT.outcomeSaved);
      setEditing(false);
    } catch (err) {
      setError(errorMessage(err, 'Não foi possível registrar a decisão.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="follow-up__choices">
        <legend>{FILING_TEXT.result}</legend>
        {OUTCOME_RESULTS.map((r) => (
          <label key={r} className="choice">
            <input
              type="radio"
              name="outcome"
              value={r}
              checked={result === r}
              onChange={() => setResult(r)}
            />{' '}
            {OUTCOME_LABEL[r]}
          </label>
        ))}
      </fieldset>
      <div className="form-grid form-grid--2">
        <TextField
          label={FILING_TEXT.decidedOn}
          type="date"
          value={decidedOn}
          max={brasiliaToday(new Date())}
          onChange={(e) => setDecidedOn(e.target.value)}
        />
        <TextField
          label={FILING_TEXT.file}
          type="file"
          accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
          onChange={(e) => setFile(e.target.files?.[0])}
        />
      </div>
      {error ? <Alert kind="error">{error}</Alert> : null}
      <p className="muted small">{FILING_TEXT.honesty}</p>
      <Button type="submit" busy={busy}>
        {FILING_TEXT.submitOutcome}
      </Button>
    </form>
  );
}
