/**
 * Enrolment: a new secret from the server, its otpauth:// URI drawn as a QR code in the browser (no
 * outside service), the secret in text for manual entry, and the first code to confirm it.
 */
import QRCode from 'qrcode';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { ApiError, errorMessage } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { type Enrolment, groupSecret, isSixDigits, secondFactorApi } from './api';
import { CodeField } from './CodeField';
import { SECOND_FACTOR_TEXT as T } from './messages';

export function EnrolStep({
  onConfirmed,
  onAlreadyEnrolled,
}: {
  onConfirmed(recoveryCodes: string[]): void;
  onAlreadyEnrolled(): void;
}) {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [qr, setQr] = useState('');
  const [loadError, setLoadError] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // One secret per attempt: a second start would replace the secret the QR code shows.
    if (started.current === attempt) return;
    started.current = attempt;
    secondFactorApi(api)
      .start()
      .then(async (e) => {
        setEnrolment(e);
        const svg = await QRCode.toString(e.otpauthUri, {
          type: 'svg',
          errorCorrectionLevel: 'M',
          margin: 1,
        });
        setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch((err) => {
        if (err instanceof ApiError && err.status === 409) onAlreadyEnrolled();
        else setLoadError(errorMessage(err, T.loadFailed));
      });
  }, [api, attempt, onAlreadyEnrolled]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!isSixDigits(code)) {
      setError(T.codeFormat);
      return;
    }
    setBusy(true);
    try {
      const { recoveryCodes } = await secondFactorApi(api).confirm(code.trim());
      onConfirmed(recoveryCodes);
    } catch (err) {
      setError(errorMessage(err, T.fallback));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  if (loadError) {
    return (
      <>
        <Alert kind="error">{loadError}</Alert>
        <Button
          variant="secondary"
          block
          onClick={() => {
            setLoadError('');
            setAttempt((a) => a + 1);
          }}
        >
          {T.retry}
        </Button>
      </>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="second-factor">
      <ol className="second-factor__steps">
        {T.enrolSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="second-factor__qr">
        {qr ? (
          <img src={qr} alt={T.qrAlt} width={200} height={200} />
        ) : (
          <p role="status" className="muted">
            {T.preparing}
          </p>
        )}
      </div>
      {enrolment ? (
        <div className="second-factor__secret">
          <p>{T.secretLabel}</p>
          <code data-secret={enrolment.secret}>{groupSecret(enrolment.secret)}</code>
        </div>
      ) : null}
      <CodeField kind="app" label={T.codeLabel} value={code} onChange={setCode} error={error} />
      <Button type="submit" block busy={busy} disabled={!enrolment}>
        {T.activate}
      </Button>
    </form>
  );
}
