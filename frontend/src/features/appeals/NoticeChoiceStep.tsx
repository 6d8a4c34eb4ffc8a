/**
 * Several notices in the uploads (issue 25): an appeal is about one notice, so before "Confira os dados"
 * the driver says which (POST /appeals/{id}/facts/notice); that notice's own facts are then reviewed,
 * never a mix. Each notice is told apart by what it prints: the auto, the plate, the date, the agency.
 */
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import type { AppealFactsView } from './fact-form';

type Option = NonNullable<AppealFactsView['facts']['notices']>['options'][number];

const day = (iso: string) => iso.split('-').reverse().join('/');

export const NOTICE_CHOICE_TEXT = {
  title: 'Qual notificação é deste recurso?',
  intro: (count: number) =>
    `Encontramos ${count} notificações nos documentos enviados. Cada recurso é de uma notificação: escolha a deste. Para recorrer das outras, crie um recurso para cada uma com o mesmo documento e escolha a notificação dele.`,
  option: (o: Option) =>
    [
      o.number
        ? `Auto nº ${o.number}`
        : o.processNumber
          ? `Processo nº ${o.processNumber}`
          : 'Notificação sem número lido',
      o.plate ? `placa ${o.plate}` : undefined,
      o.date ? day(o.date) : undefined,
    ]
      .filter(Boolean)
      .join(' · '),
  where: (o: Option) =>
    [o.agency, `${o.document}, ${o.pages.length > 1 ? 'páginas' : 'página'} ${o.pages.join(', ')}`]
      .filter(Boolean)
      .join(' · '),
  submit: 'Conferir os dados desta notificação',
  later: 'Escolher depois',
} as const;

interface Props {
  view: AppealFactsView;
  onChoose(notice: number): Promise<void>;
  onLater(): void;
  busy: boolean;
  error?: string;
}

export function NoticeChoiceStep({ view, onChoose, onLater, busy, error }: Props) {
  const options = view.facts.notices?.options ?? [];
  const [chosen, setChosen] = useState(view.facts.notices?.chosen ?? 0);
  return (
    <div className="stack">
      <fieldset className="choice">
        <legend>{NOTICE_CHOICE_TEXT.title}</legend>
        <p className="muted">{NOTICE_CHOICE_TEXT.intro(options.length)}</p>
        <div className="choice__grid">
          {options.map((o, i) => (
            <label
              key={`${o.document}:${o.pages.join(',')}:${o.number ?? o.processNumber ?? o.plate ?? ''}`}
              className={`choice-card${chosen === i ? ' choice-card--on' : ''}`}
            >
              <input
                type="radio"
                name="notice"
                checked={chosen === i}
                onChange={() => setChosen(i)}
                className="sr-only"
              />
              <FileText size={22} aria-hidden="true" />
              <span>
                <strong>{NOTICE_CHOICE_TEXT.option(o)}</strong>
                <span className="small muted">{NOTICE_CHOICE_TEXT.where(o)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error ? <Alert kind="error">{error}</Alert> : null}
      <div className="dialog__actions">
        <Button variant="ghost" onClick={onLater} disabled={busy}>
          {NOTICE_CHOICE_TEXT.later}
        </Button>
        <Button onClick={() => onChoose(chosen)} busy={busy}>
          {NOTICE_CHOICE_TEXT.submit}
        </Button>
      </div>
    </div>
  );
}
