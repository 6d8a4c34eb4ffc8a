/**
 * Step 2 of the create-appeal dialog (SPEC §2): the documents (upload mode) or the typed form (manual
 * mode, the facts form the review step shares), the "versão dos fatos", the processing and error areas,
 * and "Gerar Recurso" — disabled while processing, without a file, or without owner name and code.
 * For a second instance ("Recorrer ao CETRAN") it explains what to upload, asks no name (the first
 * appeal's is used) and cancels instead of going back (there is no choice step).
 */
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextArea, TextField } from '../../components/ui/Field';
import type { AppealType } from '@recurso/core/appeal';
import type { Mode } from './ChooseStep';
import { addFiles, CREATE_TEXT, SECOND_INSTANCE_TEXT } from './create-appeal';
import { type FormValues, manualValuesReady } from './fact-form';
import { ManualFields } from './ManualFields';
import { Processing } from './Processing';
import { UploadFields } from './UploadFields';

interface Props {
  mode: Mode;
  type: AppealType;
  /** "Recorrer ao CETRAN": the upload of the JARI decision for a refused appeal. */
  secondInstance?: boolean;
  files: File[];
  progress: Record<number, number>;
  onFiles(files: File[]): void;
  userName: string;
  onUserName(v: string): void;
  userCity: string;
  onUserCity(v: string): void;
  manual: FormValues;
  onManual(v: FormValues): void;
  /** The typed form's values core's rules refuse, next to each field. */
  manualErrors?: Readonly<Record<string, string>>;
  additionalText: string;
  onAdditionalText(v: string): void;
  busy: boolean;
  processing: string;
  notice: string;
  errors: string[];
  onErrors(errors: string[]): void;
  onBack(): void;
  onGenerate(): void;
  onClose(): void;
}

export function InputStep(p: Props) {
  // Once the documents are in, the driver may leave the reading to the server and follow it in the list.
  const submittedUpload = p.mode === 'upload' && p.notice === CREATE_TEXT.submitted;
  const waiting = p.notice === CREATE_TEXT.tooSlow || submittedUpload;
  const disabledReason = p.busy
    ? ''
    : p.mode === 'upload' && p.files.length === 0
      ? CREATE_TEXT.noFiles
      : p.mode === 'manual' && !manualValuesReady(p.manual)
        ? CREATE_TEXT.manualRequired
        : '';
  return (
    <div>
      {p.mode === 'upload' ? (
        <>
          {p.secondInstance ? (
            <div className="alert alert--info">
              <p>{SECOND_INSTANCE_TEXT.explain}</p>
              <p className="small">{SECOND_INSTANCE_TEXT.more}</p>
            </div>
          ) : null}
          <UploadFields
            files={p.files}
            progress={p.progress}
            uploading={p.busy}
            onAdd={(incoming) => {
              const r = addFiles(p.files, incoming);
              p.onFiles(r.files);
              p.onErrors(r.errors);
            }}
            onRemove={(i) => p.onFiles(p.files.filter((_, j) => j !== i))}
          />
          <div className="form-grid form-grid--2">
            {p.secondInstance ? null : (
              <TextField
                label="Seu nome completo (opcional)"
                autoComplete="name"
                maxLength={200}
                value={p.userName}
                onChange={(e) => p.onUserName(e.target.value)}
              />
            )}
            <TextField
              label="Sua cidade (opcional)"
              autoComplete="address-level2"
              maxLength={120}
              value={p.userCity}
              onChange={(e) => p.onUserCity(e.target.value)}
            />
          </div>
        </>
      ) : (
        <ManualFields type={p.type} value={p.manual} onChange={p.onManual} errors={p.manualErrors} />
      )}
      <TextArea
        label="Sua versão dos fatos (opcional)"
        placeholder="Conte o que aconteceu: onde estava, o que a sinalização mostrava, qualquer detalhe que ajude a defesa."
        maxLength={5000}
        value={p.additionalText}
        onChange={(e) => p.onAdditionalText(e.target.value)}
      />
      <div aria-live="polite">
        {p.busy && p.processing ? (
          <Processing
            message={p.processing}
            detail={
              p.mode === 'upload'
                ? 'Isso costuma levar menos de um minuto. Em seguida você confere os dados que lemos.'
                : 'Isso costuma levar menos de um minuto. Não feche esta janela enquanto enviamos os dados.'
            }
          />
        ) : null}
        {p.notice ? (
          <Alert kind={p.notice === CREATE_TEXT.tooSlow ? 'warning' : 'success'}>{p.notice}</Alert>
        ) : null}
      </div>
      {p.errors.length ? (
        <div className="alert alert--error" role="alert">
          {p.errors.map((e) => (
            <p key={e}>{e}</p>
          ))}
        </div>
      ) : null}
      <div className="dialog__actions">
        {waiting ? (
          <Button onClick={p.onClose}>Ver na lista de recursos</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={p.secondInstance ? p.onClose : p.onBack} disabled={p.busy}>
              {p.secondInstance ? 'Cancelar' : 'Voltar'}
            </Button>
            <Button
              onClick={p.onGenerate}
              busy={p.busy}
              disabled={disabledReason !== ''}
              aria-describedby={disabledReason ? 'generate-hint' : undefined}
            >
              Gerar Recurso
            </Button>
          </>
        )}
      </div>
      {disabledReason && !waiting ? (
        <p id="generate-hint" className="field__hint generate-hint">
          {disabledReason}
        </p>
      ) : null}
    </div>
  );
}
