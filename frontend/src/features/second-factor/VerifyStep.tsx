/** A later session: the app's 6-digit code, or one recovery code when the phone is lost. */
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { errorMessage } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { isRecoveryCode, isSixDigits, secondFactorApi } from './api';
import { CodeField } from './CodeField';
import { SECOND_FACTOR_TEXT as T } from './messages';

export function VerifyStep({ onVerified }: { onVerified(): void }) {
  const api = useApi();
  const [kind, setKind] = useState<'app' | 'recovery'>('app');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    const valid = kind === 'app' ? isSixDigits(code) : isRecoveryCode(code);
    if (!valid) {
      setError(kind === 'app' ? T.codeFormat : T.recoveryFormat);
      return;
    }
    setBusy(true);
    try {
      await secondFactorApi(api).verify(code.trim());
      onVerified();
    } catch (err) {
      setError(errorMessage(err, T.fallback));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="second-factor">
      <CodeField
        key={kind}
        kind={kind}
        label={kind === 'app' ? T.appCodeLabel : T.recoveryCodeLabel}
        value={code}
        onChange={setCode}
        error={error}
        hint={kind === 'recovery' ? T.recoveryHint : undefined}
      />
      <Button type="submit" block busy={busy}>
        {T.verify}
      </Button>
      <Button
        variant="ghost"
        block
        onClick={() => {
          setKind(kind === 'app' ? 'recovery' : 'app');
          setCode('');
          setError('');
        }}
      >
        {kind === 'app' ? T.useRecovery : T.useApp}
      </Button>
    </form>
  );
}
