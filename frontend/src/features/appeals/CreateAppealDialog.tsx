/**
 * Create-appeal dialog (SPEC §2 steps 1–5, with issue 14's review): type and mode (ChooseStep), then the
 * documents or the typed form; the upload flow waits for the reading and, when a fact is doubtful or
 * missing, shows "Confira os dados" (ReviewStep) before writing; both flows end on the preview with
 * the payment options (ResultStep).
 * With `secondInstanceOf` it is "Recorrer ao CETRAN" (issue 15 item 4): straight to the upload of the
 * JARI decision for that refused appeal; the rest of the flow is the upload mode's.
 */
import type { AppealType, PaymentMethod } from '@recurso/core/appeal';
import { typeFromName } from '@recurso/core/appeals';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components/ui/Dialog';
import { useApi } from '../../lib/api-context';
import { payAppealPath } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { ChooseStep, type Mode } from './ChooseStep';
import {
  CREATE_TEXT,
  generateFromForm,
  generateFromUploads,
  generationError,
  pollUntilReady,
  postToStorage,
  presignUploads,
  SECOND_INSTANCE_TEXT,
  startSecondInstance,
} from './create-appeal';
import {
  emptyManualValues,
  type FormValues,
  manualErrors as manualErrorsOf,
  manualFromValues,
  manualGroups,
  manualValuesReady,
} from './fact-form';
import { InputStep } from './InputStep';
import type { DocumentBytes } from './page-images';
import { ReviewFlowView } from './ReviewFlowView';
import { useReviewFlow } from './useReviewFlow';

/** `after`: the documents were read or the form sent; the review flow (useReviewFlow) takes over. */
type Step = 'choose' | 'form' | 'after';

interface Props {
  open: boolean;
  onClose(): void;
  onAppealGenerated(appealId: string): void;
  initialType?: AppealType;
  /** "Recorrer ao CETRAN": the refused appeal the new one continues. */
  secondInstanceOf?: string;
}

export const PROCESSING_STEPS = [
  'Enviando seus dados…',
  'Lendo seus documentos…',
  'Escrevendo o recurso…',
  'Revisando os fundamentos…',
];

export function CreateAppealDialog({
  open,
  onClose,
  onAppealGenerated,
  initialType = 'traffic',
  secondInstanceOf,
}: Props) {
  const api = useApi();
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
  const [manual, setManual] = useState<FormValues>(emptyManualValues);
  const [manualErrors, setManualErrors] = useState<Record<string, string>>({});
  const [processing, setProcessing] = useState('');
  const [notice, setNotice] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const flow = useReviewFlow();
  const cancelled = useRef(false);

  // A fresh dialog every time it opens.
  useEffect(() => {
    if (!open) return;
    cancelled.current = false;
    setType(secondInstanceOf ? 'traffic' : initialType);
    setMode('upload');
    setStep(secondInstanceOf ? 'form' : 'choose');
    setFiles([]);
    setProgress({});
    setUserName('');
    setUserCity('');
    setAdditionalText('');
    setManual(emptyManualValues());
    setManualErrors({});
    setProcessing('');
    setNotice('');
    setErrors([]);
    setBusy(false);
    flow.reset();
    return () => {
      cancelled.current = true;
      flow.cancel();
    };
  }, [open, initialType, secondInstanceOf, flow.reset, flow.cancel]);

  const close = () => {
    cancelled.current = true;
    flow.cancel();
    onClose();
  };

  /** Waits for the server and moves on: the review step, the result, or a message. */
  const follow = async (id: string, until: readonly string[]) => {
    const outcome = await pollUntilReady(api, id, () => cancelled.current, until);
    if (!outcome || cancelled.current) return;
    if (outcome.kind === 'timeout') return setNotice(CREATE_TEXT.tooSlow);
    if (outcome.kind === 'failed') throw new Error(outcome.reason);
    setStep('after');
    if (outcome.status === 'awaiting_review') await flow.openReview(id);
    else await flow.showResult(id);
  };

  const generateUpload = async () => {
    const presigned = await presignUploads(api, files);
    await Promise.all(
      presigned.map((target, i) =>
        postToStorage(target, files[i] as File, (pct) => setProgress((p) => ({ ...p, [i]: pct }))),
      ),
    );
    setProcessing(PROCESSING_STEPS[1] as string);
    const optional = {
      ...(userCity.trim() ? { userCity: userCity.trim() } : {}),
      ...(additionalText.trim() ? { additionalText: additionalText.trim() } : {}),
    };
    const uploadKeys = presigned.map((p) => p.key);
    const res = secondInstanceOf
      ? await startSecondInstance(api, secondInstanceOf, { uploadKeys, ...optional })
      : await generateFromUploads(api, {
          type,
          uploadKeys,
          ...(userName.trim() ? { userName: userName.trim() } : {}),
          ...optional,
        });
    if (!res?.appealId) throw new Error(CREATE_TEXT.unexpectedUpload);
    onAppealGenerated(res.appealId);
    setNotice(CREATE_TEXT.submitted);
    await follow(res.appealId, ['awaiting_review', 'pending_payment']);
  };

  const generateManual = async () => {
    const res = await generateFromForm(api, {
      type,
      manual: manualFromValues(manual),
      ...(additionalText.trim() ? { additionalText: additionalText.trim() } : {}),
    });
    if (!res?.appealId || (res.status !== 'processing' && res.status !== 'pending_payment')) {
      throw new Error(CREATE_TEXT.unexpectedManual);
    }
    onAppealGenerated(res.appealId);
    setProcessing(PROCESSING_STEPS[2] as string);
    if (res.status === 'pending_payment') {
      setStep('after');
      await flow.showResult(res.appealId);
    } else await follow(res.appealId, ['awaiting_review', 'pending_payment']);
  };

  /** The typed values core refuses, next to their fields; the first one takes the focus. */
  const checkManual = (): boolean => {
    const found = manualErrorsOf(manualGroups(type), manual);
    setManualErrors(found);
    if (Object.keys(found).length === 0) return true;
    setErrors([CREATE_TEXT.fixErrors]);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('dialog [aria-invalid="true"]')?.focus());
    return false;
  };

  const generate = async () => {
    setErrors([]);
    setNotice('');
    if (!authenticated) return setErrors([CREATE_TEXT.notAuthenticated]);
    if (mode === 'upload' && files.length === 0) return setErrors([CREATE_TEXT.noFiles]);
    if (mode === 'manual' && !manualValuesReady(manual)) return setErrors([CREATE_TEXT.manualRequired]);
    if (mode === 'manual' && !checkManual()) return;
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

  // The pages of the files still in the dialog: the thumbnails need no download.
  const documentBytes = useCallback(
    (index: number): DocumentBytes | undefined => {
      const file = files[index];
      const kind = file && typeFromName(file.name);
      return file && kind && kind !== 'text' ? { type: kind, load: async () => file } : undefined;
    },
    [files],
  );

  const pay = (method: PaymentMethod) => {
    const id = flow.appeal?.id;
    if (!id) return;
    close();
    navigate(payAppealPath(id, method));
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={
        secondInstanceOf
          ? SECOND_INSTANCE_TEXT.title
          : type === 'traffic'
            ? 'Novo recurso de multa'
            : 'Novo recurso de suspensão de CNH'
      }
      size="lg"
    >
      {step === 'choose' ? (
        <ChooseStep
          type={type}
          mode={mode}
          onType={setType}
          onMode={setMode}
          onCancel={close}
          onContinue={() => setStep('form')}
        />
      ) : step === 'form' ? (
        <InputStep
          mode={mode}
          secondInstance={secondInstanceOf !== undefined}
          files={files}
          progress={progress}
          onFiles={setFiles}
          userName={userName}
          onUserName={setUserName}
          userCity={userCity}
          onUserCity={setUserCity}
          type={type}
          manual={manual}
          onManual={(next) => {
            setManual(next);
            // A corrected field loses its message at once.
            setManualErrors((e) =>
              Object.fromEntries(Object.entries(e).filter(([k]) => next[k] === manual[k])),
            );
          }}
          manualErrors={manualErrors}
          additionalText={additionalText}
          onAdditionalText={setAdditionalText}
          busy={busy}
          processing={processing}
          notice={notice}
          errors={errors}
          onErrors={setErrors}
          onBack={() => setStep('choose')}
          onGenerate={generate}
          onClose={close}
        />
      ) : (
        <ReviewFlowView flow={flow} type={type} documentBytes={documentBytes} onPay={pay} onClose={close} />
      )}
    </Dialog>
  );
}
