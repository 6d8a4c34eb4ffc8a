/**
 * "Confira os dados" (issue 14): every field read from the documents, grouped as on a notice, each
 * editable, with the thumbnail of where it was read; doubtful readings marked with one line and to be
 * confirmed or corrected, the missing fields the appeal needs to be filled, before "Gerar recurso".
 * What the driver confirms or corrects is sent as theirs (POST /appeals/{id}/facts).
 *
 * Short on a phone (issue 26: a photographed notice in about two screens at 390 px): a group with
 * nothing to do starts folded (one line of its values); in an open group, the fields read with
 * certainty wait behind one line; the doubtful readings are confirmed one at a time — the one the
 * driver is on shows its input, its page crop and its confirm box, the others are one line each
 * ("Conferir"), and ticking the box moves on to the next. The signing city starts with a suggestion
 * (fact-form.ts signingCitySuggestion), sent as the driver's answer.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { DocumentCrop } from './DocumentCrop';
import { FactFields } from './FactFields';
import {
  type AppealFactsView,
  type FormField,
  type FormGroup,
  REVIEW_TEXT,
  type ReviewAnswer,
  type ReviewField,
  reviewAnswers,
  reviewModel,
} from './fact-form';
import type { DocumentBytes } from './page-images';

/** A field read with certainty that asks nothing: one line until the driver opens it. */
const isSettled = (model: ReturnType<typeof reviewModel>, field: FormField): boolean => {
  const f = field as ReviewField;
  return !f.uncertain && !f.required && !f.note && Boolean(model.initial[field.key]);
};

/**
 * Asked but optional, no document showed it and still empty: one line with "Preencher" (a phone's
 * review in about two screens). Yes/no questions to the driver stay open: they are the audit's asks.
 */
const isOptionalAsk = (field: FormField, values: Readonly<Record<string, string>>): boolean => {
  const f = field as ReviewField;
  const question = f.kind === 'yesno' || f.kind === 'choice';
  return Boolean(f.note) && !f.required && !f.uncertain && !question && !values[f.key]?.trim();
};

/** A value no document gave that the form suggests (the signing city): one line, its note says why. */
const isSuggested = (
  model: ReturnType<typeof reviewModel>,
  field: FormField,
  values: Record<string, string>,
) => Boolean(model.suggested[field.key]) && values[field.key] === model.suggested[field.key];

/** The groups with something to confirm or fill start open; the others (optional asks too) folded. */
const initiallyOpen = (model: ReturnType<typeof reviewModel>): Set<string> =>
  new Set(
    model.groups
      .filter((g) => (g.fields as ReviewField[]).some((f) => Boolean(f.uncertain) || f.required))
      .map((g) => g.legend),
  );

/** Fields the appeal may use but does not need, still empty: the folded group says how many. */
const optionalLeft = (group: FormGroup, values: Record<string, string>): number =>
  group.fields.filter((f) => (f as ReviewField).note && !f.required && !values[f.key]?.trim()).length;

export const REVIEW_STEP_TEXT = {
  title: 'Confira os dados',
  intro:
    'Confira com a notificação os dados que lemos, corrija o que estiver diferente e preencha o que faltar: o recurso só argumenta com dados certos.',
  allChecked: 'Tudo conferido. Gere o recurso quando quiser.',
  submit: 'Gerar recurso',
  later: 'Conferir depois',
} as const;

interface Props {
  view: AppealFactsView;
  /** The bytes of upload `index`, for the thumbnails (undefined: that page has none). */
  documentBytes(index: number): DocumentBytes | undefined;
  onSubmit(answers: ReviewAnswer[]): Promise<void>;
  onLater(): void;
  busy: boolean;
  error?: string;
}

/** The doubtful readings in the order the form shows them: confirmed one at a time. */
const doubtfulOf = (model: ReturnType<typeof reviewModel>): string[] =>
  model.groups.flatMap((g) =>
    (g.fields as ReviewField[]).filter((f) => Boolean(f.uncertain)).map((f) => f.key),
  );

export function ReviewStep({ view, documentBytes, onSubmit, onLater, busy, error }: Props) {
  const model = useMemo(() => reviewModel(view), [view]);
  const doubtful = useMemo(() => doubtfulOf(model), [model]);
  const [values, setValues] = useState(() => ({ ...model.initial, ...model.suggested }));
  const [confirmed, setConfirmed] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [openGroups, setOpenGroups] = useState<Set<string>>(() => initiallyOpen(model));
  // The doubtful reading the driver is on (its input, crop and confirm box shown).
  const [active, setActive] = useState<string | undefined>(() => doubtful[0]);
  // After a confirmation, the next reading's confirm box takes the focus (no keyboard pops up).
  const moved = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const sources = useMemo(
    () => new Map(view.documents.map((d) => [d.index, documentBytes(d.index)])),
    [view.documents, documentBytes],
  );

  useEffect(() => {
    setValues({ ...model.initial, ...model.suggested });
    setConfirmed(new Set());
    setErrors({});
    setOpenGroups(initiallyOpen(model));
    setActive(doubtfulOf(model)[0]);
    heading.current?.focus();
  }, [model]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const next =
      active && root.current?.querySelector<HTMLElement>(`[data-field="${active}"] input[type=checkbox]`);
    (next || root.current?.querySelector<HTMLElement>('.dialog__actions button:last-child'))?.focus();
  }, [active]);

  // After a refused "Gerar recurso", the first field to fix takes the focus.
  useEffect(() => {
    if (Object.keys(errors).length)
      root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const pendingKeys = Object.keys(reviewAnswers(model, values, confirmed).errors);
  const pending = pendingKeys.length;
  const pendingIn = (group: FormGroup) => group.fields.filter((f) => pendingKeys.includes(f.key)).length;
  const toggle = (group: FormGroup) =>
    setOpenGroups((open) => {
      const next = new Set(open);
      if (next.has(group.legend)) next.delete(group.legend);
      else next.add(group.legend);
      return next;
    });

  const change = (key: string, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  const confirm = (key: string, on: boolean) => {
    setConfirmed((set) => {
      const next = new Set(set);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
    setErrors(({ [key]: _, ...rest }) => rest);
    if (!on) return;
    // On to the next reading still to confirm (after this one, then from the top); none: the button.
    const still = doubtful.filter((k) => k !== key && pendingKeys.includes(k));
    const after = doubtful.indexOf(key);
    const next = still.find((k) => doubtful.indexOf(k) > after) ?? still[0];
    moved.current = next !== active;
    setActive(next);
  };
  const submit = async () => {
    const result = reviewAnswers(model, values, confirmed);
    setErrors(result.errors);
    // A refused field is never hidden in a folded group.
    const refused = model.groups.filter((g) => g.fields.some((f) => result.errors[f.key]));
    if (refused.length) setOpenGroups((open) => new Set([...open, ...refused.map((g) => g.legend)]));
    if (Object.keys(result.errors).length === 0) await onSubmit(result.answers);
  };

  return (
    <div className="review-step" ref={root}>
      <h3 className="review-step__title" ref={heading} tabIndex={-1}>
        {REVIEW_STEP_TEXT.title}
      </h3>
      <p className="muted">{REVIEW_STEP_TEXT.intro}</p>
      <p
        className={`review-step__status${pending ? ' review-step__status--pending' : ''}`}
        aria-live="polite"
      >
        {pending ? REVIEW_TEXT.pending(pending) : REVIEW_STEP_TEXT.allChecked}
      </p>
      <FactFields
        groups={model.groups}
        values={values}
        onChange={change}
        errors={errors}
        confirmed={confirmed}
        onConfirm={confirm}
        open={(group) => openGroups.has(group.legend)}
        onToggle={toggle}
        status={(group) => {
          const n = pendingIn(group);
          if (n > 0) return { text: n === 1 ? '1 a conferir' : `${n} a conferir`, pending: true };
          // A value we suggested (no document gave it) is not "Conferido": the header says it is a
          // suggestion, its line says from where (not amber: it blocks nothing).
          const suggested = group.fields.filter((f) => isSuggested(model, f, values)).length;
          if (suggested > 0)
            return {
              text: suggested === 1 ? '1 dado sugerido' : `${suggested} dados sugeridos`,
              pending: false,
            };
          const optional = optionalLeft(group, values);
          const text =
            optional === 0
              ? 'Conferido'
              : `Conferido · ${optional} ${optional > 1 ? 'opcionais' : 'opcional'}`;
          return { text, pending: false };
        }}
        compact={(field) =>
          isSettled(model, field) || isOptionalAsk(field, values) || isSuggested(model, field, values)
        }
        line={(field) => {
          if (!(field as ReviewField).uncertain || field.key === active) return undefined;
          return pendingKeys.includes(field.key) ? 'todo' : 'done';
        }}
        onOpenLine={(field) => setActive(field.key)}
        thumbnail={(field) =>
          field.place ? (
            <DocumentCrop
              place={field.place}
              label={field.label}
              cacheKey={view.appealId}
              source={sources.get(field.place.document)}
            />
          ) : null
        }
      />
      {error ? <Alert kind="error">{error}</Alert> : null}
      <div className="dialog__actions">
        <Button variant="ghost" onClick={onLater} disabled={busy}>
          {REVIEW_STEP_TEXT.later}
        </Button>
        <Button onClick={submit} busy={busy}>
          {REVIEW_STEP_TEXT.submit}
        </Button>
      </div>
    </div>
  );
}
