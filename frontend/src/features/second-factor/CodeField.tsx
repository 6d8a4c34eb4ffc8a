/**
 * The one code input of the second-factor screens: a 6-digit app code (numeric keyboard, one-time-code
 * autofill) or a recovery code. The error is tied to the input and announced; the input regains focus.
 */
import { useEffect, useId } from 'react';
import { TextField } from '../../components/ui/Field';

export function CodeField({
  kind,
  label,
  value,
  onChange,
  error,
  hint,
}: {
  kind: 'app' | 'recovery';
  label: string;
  value: string;
  onChange(value: string): void;
  error: string;
  hint?: string;
}) {
  const id = useId();
  useEffect(() => {
    if (error) document.getElementById(id)?.focus();
  }, [error, id]);
  return (
    <>
      <TextField
        id={id}
        label={label}
        value={value}
        onChange={(e) =>
          onChange(kind === 'app' ? e.target.value.replace(/\D/g, '').slice(0, 6) : e.target.value)
        }
        className="second-factor__code"
        autoComplete="one-time-code"
        inputMode={kind === 'app' ? 'numeric' : 'text'}
        autoCapitalize={kind === 'app' ? undefined : 'characters'}
        spellCheck={false}
        maxLength={kind === 'app' ? 6 : 9}
        required
        hint={hint}
        error={error}
      />
      {/* The field's own error is not a live region; this one is, so screen readers hear it at once. */}
      <p className="sr-only" role="alert">
        {error}
      </p>
    </>
  );
}
