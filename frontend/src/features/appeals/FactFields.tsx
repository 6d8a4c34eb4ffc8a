/**
 * The facts form (fact-form.ts): one component for the typed (manual) mode and the "Confira os dados"
 * step. Each group is a fieldset; each field gets the input its kind needs (masks, mobile keyboards,
 * dates), its error next to it, and in the review step the thumbnail of where it was read, the line
 * saying the reading is doubtful and the box to confirm it.
 */
import { maskCpf } from '@recurso/core/masks';
import { AlertTriangle } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { TextField } from '../../components/ui/Field';
import { maskPlate } from '../../lib/masks';
import type { FormField, FormGroup, FormValues, ReviewField } from './fact-form';

interface Props {
  groups: readonly FormGroup[];
  values: FormValues;
  onChange(key: string, value: string): void;
  errors?: Readonly<Record<string, string>>;
  /** Review step: doubtful fields the driver confirmed as read. */
  confirmed?: ReadonlySet<string>;
  onConfirm?(key: string, confirmed: boolean): void;
  /** The thumbnail of where a field was read (review step). */
  thumbnail?(field: ReviewField): ReactNode;
  /** A field drawn by the caller instead (the manual description with its suggestions). */
  custom?(field: FormField): ReactNode | undefined;
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { transform?: (v: string) => string };

const digits = (v: string) => v.replace(/\D/g, '');

/** Input attributes per kind: the right keyboard, the masks that never fight the user (DESIGN.md). */
const INPUT: Record<FormField['kind'], InputProps> = {
  text: {},
  date: { type: 'date' },
  time: { type: 'time' },
  number: { inputMode: 'numeric', transform: digits },
  money: { inputMode: 'decimal', transform: (v) => v.replace(/[^\d.,R$\s]/g, '') },
  cpf: { inputMode: 'numeric', placeholder: '000.000.000-00', transform: maskCpf },
  cnpj: { inputMode: 'numeric', placeholder: '00.000.000/0000-00' },
  plate: { placeholder: 'ABC-1D23', autoCapitalize: 'characters', transform: maskPlate },
  code: { placeholder: '745-50', inputMode: 'numeric' },
  digits: { inputMode: 'numeric' },
  year: { inputMode: 'numeric', transform: digits },
  decimal: { inputMode: 'decimal', transform: (v) => v.replace(/[^\d.,]/g, '') },
  yesno: {},
  choice: {},
};

/** Hints the manual form has always shown. */
const PLACEHOLDERS: Record<string, string> = {
  agency: 'Ex.: DETRAN-SP, PRF, CET',
  'manual.type': 'Ex.: média, grave',
};
const AUTOCOMPLETE: Record<string, string> = {
  'owner.name': 'name',
  'owner.address': 'street-address',
  'owner.city': 'address-level2',
};
const WIDE = new Set(['owner.address', 'driver.address', 'infraction.place', 'infraction.description']);

export function FactFields({
  groups,
  values,
  onChange,
  errors = {},
  confirmed,
  onConfirm,
  thumbnail,
  custom,
}: Props) {
  return (
    <>
      {groups.map((group) => (
        <fieldset key={group.legend} className="fact-group">
          <legend>{group.legend}</legend>
          <div className="form-grid form-grid--2">
            {group.fields.map(
              (field) =>
                custom?.(field) ?? (
                  <FactField
                    key={field.key}
                    field={field}
                    value={values[field.key] ?? ''}
                    error={errors[field.key]}
                    onChange={(v) => onChange(field.key, v)}
                    confirmed={confirmed?.has(field.key) ?? false}
                    onConfirm={onConfirm && ((c) => onConfirm(field.key, c))}
                    thumbnail={thumbnail?.(field as ReviewField)}
                  />
                ),
            )}
          </div>
        </fieldset>
      ))}
    </>
  );
}

interface FieldProps {
  field: FormField & Pick<Partial<ReviewField>, 'uncertain' | 'note'>;
  value: string;
  error?: string;
  onChange(value: string): void;
  confirmed: boolean;
  onConfirm?(confirmed: boolean): void;
  thumbnail?: ReactNode;
}

function FactField({ field, value, error, onChange, confirmed, onConfirm, thumbnail }: FieldProps) {
  const id = useId();
  const label = field.required ? `${field.label} *` : field.label;
  const { transform, ...input } = INPUT[field.kind];
  const note = field.uncertain ? (
    <span className="fact-note fact-note--uncertain">
      <AlertTriangle size={16} aria-hidden="true" /> {field.uncertain}
    </span>
  ) : (
    (field.note ?? field.hint)
  );
  const className = [
    'fact-field',
    WIDE.has(field.key) ? 'span-2' : '',
    field.uncertain ? 'fact-field--uncertain' : '',
    field.uncertain && confirmed ? 'fact-field--confirmed' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      {field.kind === 'choice' || field.kind === 'yesno' ? (
        <ChoiceField
          id={id}
          field={field}
          label={label}
          value={value}
          error={error}
          note={note}
          onChange={onChange}
        />
      ) : (
        <TextField
          id={id}
          label={label}
          value={value}
          maxLength={field.maxLength}
          hint={note}
          error={error}
          autoComplete={AUTOCOMPLETE[field.key]}
          required={field.required}
          {...input}
          placeholder={PLACEHOLDERS[field.key] ?? input.placeholder}
          onChange={(e) => onChange(transform ? transform(e.target.value) : e.target.value)}
        />
      )}
      {thumbnail}
      {field.uncertain && onConfirm ? (
        <label className="checkbox fact-confirm">
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(e) => onConfirm(e.target.checked)}
            aria-describedby={`${id}-hint`}
          />
          Confirmo que “{field.label}” está correto
        </label>
      ) : null}
    </div>
  );
}

function ChoiceField(props: {
  id: string;
  field: FormField;
  label: string;
  value: string;
  error?: string;
  note: ReactNode;
  onChange(v: string): void;
}) {
  const { id, field, label, value, error, note, onChange } = props;
  const describedBy = [error ? `${id}-err` : '', note ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Selecione</option>
        {Object.entries(field.options ?? {}).map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
      {note ? (
        <p className="field__hint" id={`${id}-hint`}>
          {note}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-err`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
