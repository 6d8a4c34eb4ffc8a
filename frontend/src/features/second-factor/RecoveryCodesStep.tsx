/** The ten recovery codes, shown once after enrolment: copy, download, and confirm they were saved. */
import { Copy, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { SECOND_FACTOR_TEXT as T } from './messages';

export function RecoveryCodesStep({ codes, onContinue }: { codes: string[]; onContinue(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const text = codes.join('\n');

  // The screen changed under the user: move focus to its heading so screen readers start there.
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setNotice(T.copied);
    } catch {
      setNotice(T.copyFailed);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = T.downloadName;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const next = () => {
    if (!saved) {
      setError(T.savedRequired);
      return;
    }
    onContinue();
  };

  return (
    <section className="second-factor" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" ref={heading} tabIndex={-1} className="second-factor__heading">
        {T.recoveryTitle}
      </h2>
      <Alert kind="warning">{T.recoveryWarning}</Alert>
      <ol className="second-factor__codes" aria-label={T.recoveryTitle}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="second-factor__actions">
        <Button variant="secondary" icon={<Copy size={16} aria-hidden="true" />} onClick={copy}>
          {T.copy}
        </Button>
        <Button variant="secondary" icon={<Download size={16} aria-hidden="true" />} onClick={download}>
          {T.download}
        </Button>
      </div>
      <p role="status" className="muted">
        {notice}
      </p>
      <label className="second-factor__check">
        <input
          type="checkbox"
          checked={saved}
          onChange={(e) => {
            setSaved(e.target.checked);
            setError('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'recovery-saved-error' : undefined}
        />
        {T.savedCheck}
      </label>
      {error ? (
        <p className="field__error" id="recovery-saved-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button block onClick={next}>
        {T.continue}
      </Button>
    </section>
  );
}
