/**
 * "Confira os dados" (issue 14): every field read from the documents, grouped as on a notice, each
 * editable, with the thumbnail of where it was read; doubtful readings marked with one line and to be
 * confirmed or corrected, the missing fields the appeal needs to be filled, before "Gerar recurso".
 * What the driver confirms or corrects is sent as theirs (POST /appeals/{id}/facts).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { DocumentCrop } from './DocumentCrop';
import { FactFields } from './FactFields';
import {
  type AppealFactsView,
  REVIEW_TEXT,
  type ReviewAnswer,
  reviewAnswers,
  reviewModel,
} from './fact-form';
import type { DocumentBytes } from './page-images';

export const REVIEW_STEP_TEXT = {
  title: 'Confira os dados',
  intro:
    'Estes são os dados que lemos nos seus documentos. Confira cada um com a notificação, corrija o que estiver diferente e preencha o que faltar: o recurso só argumenta com dados certos.',
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

export function ReviewStep({ view, documentBytes, onSubmit, onLater, busy, error }: Props) {
  const model = useMemo(() => reviewModel(view), [view]);
  const [values, setValues] = useState(model.initial);
  const [confirmed, setConfirmed] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const sources = useMemo(
    () => new Map(view.documents.map((d) => [d.index, documentBytes(d.index)])),
    [view.documents, documentBytes],
  );

  useEffect(() => {
    setValues(model.initial);
    setConfirmed(new Set());
    setErrors({});
    heading.current?.focus();
  }, [model]);

  // After a refused "Gerar recurso", the first field to fix takes the focus.
  useEffect(() => {
    if (Object.keys(errors).length)
      root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const pending = Object.keys(reviewAnswers(model, values, confirmed).errors).length;

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
  };
  const submit = async () => {
    const result = reviewAnswers(model, values, confirmed);
    setErrors(result.errors);
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
