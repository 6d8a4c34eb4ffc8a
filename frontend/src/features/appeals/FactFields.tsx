/**
 * The facts form (fact-form.ts): one component for the typed (manual) mode and the "Confira os dados"
 * step. Each group is a fieldset; each field gets the input its kind needs (masks, mobile keyboards,
 * dates, a text area for long text), its error next to it, and in the review step the thumbnail of where
 * it was read, the line saying the reading is doubtful and the box to confirm it.
 *
 * On a phone the review must stay short (issue 26): groups can fold (`open`/`onToggle`: a folded group
 * shows one line of its values), a field read with certainty shows as one line with "Alterar"
 * (`compact`) until the driver opens it, and in an open group those one-liners wait behind one line
 * ("Mostrar os outros N dados") under the fields that need the driver. A doubtful reading the driver
 * is not on (`line`) is one line too: "Conferir" while pending, "Alterar" once confirmed or corrected;
 * the caller opens one at a time (`onOpenLine`), with its input, its page crop and its confirm box.
 */
import { maskCpf } from '@recurso/core/masks';
import { AlertTriangle, Check, ChevronDown } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useEffect, useId, useState } from 'react';
import { TextArea, TextField } from '../../components/ui/Field';
import { formatDate } from '../../lib/format';
import { maskPlate } from '../../lib/masks';
import {
  allFields,
  type FormField,
  type FormGroup,
  type FormValues,
  isLongField,
  type ReviewField,
} from './fact-form';

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
  /** Foldable groups: whether each (by legend) is open; without it every group is open. */
  open?(group: FormGroup): boolean;
  onToggle?(group: FormGroup): void;
  /** A status for a group's header ("Conferido", "2 a conferir"; `pending` shows it in amber). */
  status?(group: FormGroup): { text: string; pending: boolean };
  /** Fields shown as one line with "Alterar" until opened (read with certainty, nothing to do). */
  compact?(field: FormField): boolean;
  /** A doubtful field shown as one line: 'todo' (to confirm, "Conferir") or 'done' ("Alterar"). */
  line?(field: FormField): 'todo' | 'done' | undefined;
  /** "Conferir" or "Alterar" on such a line: the caller opens that field. */
  onOpenLine?(field: FormField): void;
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

/** A value as one line reads it: a date in dd/mm/aaaa, a choice by its label. */
/** The compact line of an optional fact no document showed (opened by "Preencher"). */
export const NOT_SHOWN = 'Não consta (opcional)';

export function displayValue(field: FormField, value: string): string {
  if (!value) return '';
  if (field.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (field.options) return field.options[value] ?? value;
  return value;
}

export function FactFields({
  groups,
  values,
  onChange,
  errors = {},
  confirmed,
  onConfirm,
  thumbnail,
  custom,
  open,
  onToggle,
  status,
  compact,
  line,
  onOpenLine,
}: Props) {
  // Open groups whose one-line fields the driver asked to see ("Mostrar os outros N dados").
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const isCompact = (field: FormField) => (compact?.(field) ?? false) && !errors[field.key];
  const renderField = (field: FormField) =>
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
        compact={isCompact(field)}
        line={errors[field.key] ? undefined : line?.(field)}
        onOpenLine={onOpenLine && (() => onOpenLine(field))}
      />
    );
  /** An open group's fields: those that need the driver, then one line for the one-liners (unless shown). */
  const body = (group: FormGroup) => {
    const rest = group.fields.filter(isCompact);
    const needs = group.fields.filter((f) => !isCompact(f));
    if (!compact || expanded.has(group.legend) || rest.length === 0 || needs.length === 0)
      return group.fields.map(renderField);
    return [
      ...needs.map(renderField),
      <MoreLine
        key="more"
        group={group.legend}
        count={rest.length}
        onShow={() => setExpanded((set) => new Set([...set, group.legend]))}
      />,
    ];
  };
  return (
    <>
      {groups.map((group) => (
        <FactGroup
          key={group.legend}
          group={group}
          open={open ? open(group) : !group.folded}
          onToggle={onToggle && (() => onToggle(group))}
          status={status?.(group)}
          hasError={allFields([group]).some((f) => errors[f.key])}
          summary={group.fields
            .map((f) => displayValue(f, values[f.key] ?? ''))
            .filter(Boolean)
            .join(' · ')}
        >
          {group.subgroups?.map((sub) => (
            <fieldset key={sub.legend} className="fact-group">
              <legend>{sub.legend}</legend>
              <div className="form-grid form-grid--2">{sub.fields.map(renderField)}</div>
            </fieldset>
          ))}
          {body(group)}
        </FactGroup>
      ))}
    </>
  );
}

function FactGroup(props: {
  group: FormGroup;
  open: boolean;
  onToggle?: () => void;
  status?: { text: string; pending: boolean };
  summary: string;
  /** A field inside has an error: a folded disclosure opens to show it. */
  hasError: boolean;
  children: ReactNode;
}) {
  const { group, open, onToggle, status, summary, children } = props;
  const bodyId = useId();
  // The manual form's optional extras: a native disclosure, folded until the driver wants them.
  if (group.folded && !onToggle)
    return (
      <details className="fact-group fact-group--extra" open={props.hasError || undefined}>
        <summary>{group.legend}</summary>
        {children}
      </details>
    );
  return (
    <fieldset className={`fact-group${onToggle ? ' fact-group--foldable' : ''}`}>
      <legend>
        {onToggle ? (
          <button
            type="button"
            className="fact-group__toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={onToggle}
          >
            <span>{group.legend}</span>
            {status ? (
              <span className={`fact-group__status${status.pending ? ' fact-group__status--pending' : ''}`}>
                {status.text}
              </span>
            ) : null}
            <ChevronDown size={18} aria-hidden="true" className="fact-group__chevron" />
          </button>
        ) : (
          group.legend
        )}
      </legend>
      {open ? (
        <div id={bodyId} className="form-grid form-grid--2">
          {children}
        </div>
      ) : (
        <p id={bodyId} className="fact-group__summary">
          {summary}
        </p>
      )}
    </fieldset>
  );
}

/** The one-line fields of an open group, behind one line until the driver wants them. */
function MoreLine(props: { group: string; count: number; onShow(): void }) {
  const { group, count, onShow } = props;
  return (
    <div className="fact-more">
      <button type="button" className="fact-compact__edit" onClick={onShow}>
        {count === 1 ? 'Mostrar o outro dado lido' : `Mostrar os outros ${count} dados lidos`}
        <span className="sr-only"> em {group}</span>
      </button>
    </div>
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
  compact: boolean;
  line?: 'todo' | 'done';
  onOpenLine?(): void;
}

function FactField(props: FieldProps) {
  const { field, value, error, onChange, confirmed, onConfirm, thumbnail } = props;
  const id = useId();
  const [editing, setEditing] = useState(false);
  // "Alterar" opens the field and puts the cursor in it.
  useEffect(() => {
    if (editing) document.getElementById(id)?.focus();
  }, [editing, id]);
  const label = field.required ? `${field.label} *` : field.label;
  const { transform, ...input } = INPUT[field.kind];
  const long = isLongField(field);
  const wide = long ? ' span-2' : '';

  if (props.line) {
    // A doubtful reading the driver is not on: to confirm ("Conferir"), or confirmed/corrected ("Alterar").
    const todo = props.line === 'todo';
    const action = todo ? 'Conferir' : 'Alterar';
    return (
      <div className={`fact-field fact-field--compact fact-field--${props.line}${wide}`}>
        <span className="fact-compact__label">
          {todo ? <AlertTriangle size={14} aria-hidden="true" /> : <Check size={14} aria-hidden="true" />}
          {field.label}
          <span className="sr-only">{todo ? ' (a conferir)' : ' (conferido)'}</span>
        </span>
        <span className="fact-compact__value">{displayValue(field, value) || '—'}</span>
        <button
          type="button"
          className="fact-compact__edit"
          aria-label={`${action} ${field.label}`}
          onClick={props.onOpenLine}
        >
          {action}
        </button>
      </div>
    );
  }

  if (props.compact && !editing) {
    // Empty: an optional fact no document showed ("Preencher"); else a certain reading ("Alterar").
    const action = value ? 'Alterar' : 'Preencher';
    return (
      <div className={`fact-field fact-field--compact${wide}`}>
        <span className="fact-compact__label">{field.label}</span>
        {value ? (
          <span className="fact-compact__value">{displayValue(field, value)}</span>
        ) : (
          <span className="fact-compact__value fact-compact__value--empty">{NOT_SHOWN}</span>
        )}
        {value && field.note ? <span className="fact-compact__note">{field.note}</span> : null}
        <button
          type="button"
          className="fact-compact__edit"
          aria-label={`${action} ${field.label}`}
          onClick={() => setEditing(true)}
        >
          {action}
        </button>
      </div>
    );
  }

  const note = field.uncertain ? (
    <span className="fact-note fact-note--uncertain">
      <AlertTriangle size={16} aria-hidden="true" /> {field.uncertain}
    </span>
  ) : (
    (field.note ?? field.hint)
  );
  const className = [
    'fact-field',
    wide,
    field.uncertain ? 'fact-field--uncertain' : '',
    field.uncertain && confirmed ? 'fact-field--confirmed' : '',
  ]
    .filter(Boolean)
    .join(' ');
  // What the one-line field and the text area share.
  const common = {
    id,
    label,
    value,
    maxLength: field.maxLength,
    hint: note,
    error,
    autoComplete: AUTOCOMPLETE[field.key],
    required: field.required,
  };
  return (
    <div className={className} data-field={field.key}>
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
      ) : long ? (
        <TextArea
          {...common}
          rows={Math.min(6, Math.max(2, Math.ceil(value.length / 34)))}
          placeholder={PLACEHOLDERS[field.key]}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <TextField
          {...common}
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
