/** Step 1 of the create-appeal dialog (SPEC §2): the type of appeal, then how the data comes in. */
import { APPEAL_PRICES, type AppealType } from '@recurso/core/appeal';
import { FileText, Keyboard, ShieldAlert, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { formatMoney } from '../../lib/format';

export type Mode = 'upload' | 'manual';

interface Props {
  type: AppealType;
  mode: Mode;
  onType(type: AppealType): void;
  onMode(mode: Mode): void;
  onCancel(): void;
  onContinue(): void;
}

export function ChooseStep({ type, mode, onType, onMode, onCancel, onContinue }: Props) {
  return (
    <div className="stack">
      <fieldset className="choice">
        <legend>Tipo de recurso</legend>
        <div className="choice__grid">
          <ChoiceCard
            name="type"
            checked={type === 'traffic'}
            onSelect={() => onType('traffic')}
            icon={<FileText size={22} aria-hidden="true" />}
            title="Multa de trânsito"
            text={`Defesa prévia ou recurso à JARI · ${formatMoney(APPEAL_PRICES.traffic)}`}
          />
          <ChoiceCard
            name="type"
            checked={type === 'suspension'}
            onSelect={() => onType('suspension')}
            icon={<ShieldAlert size={22} aria-hidden="true" />}
            title="Suspensão da CNH"
            text={`Defesa no processo de suspensão · ${formatMoney(APPEAL_PRICES.suspension)}`}
          />
        </div>
      </fieldset>
      <fieldset className="choice">
        <legend>Como você quer informar os dados?</legend>
        <div className="choice__grid">
          <ChoiceCard
            name="mode"
            checked={mode === 'upload'}
            onSelect={() => onMode('upload')}
            icon={<Upload size={22} aria-hidden="true" />}
            title="Enviar documentos"
            text="Anexe a notificação e outros documentos; nós lemos os dados e você confere."
          />
          <ChoiceCard
            name="mode"
            checked={mode === 'manual'}
            onSelect={() => onMode('manual')}
            icon={<Keyboard size={22} aria-hidden="true" />}
            title="Preencher manualmente"
            text="Digite os dados do proprietário, do veículo e da infração."
          />
        </div>
      </fieldset>
      <div className="dialog__actions">
        <Button variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
        <Button onClick={onContinue}>Continuar</Button>
      </div>
    </div>
  );
}

function ChoiceCard(props: {
  name: string;
  checked: boolean;
  onSelect(): void;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <label className={`choice-card${props.checked ? ' choice-card--on' : ''}`}>
      <input
        type="radio"
        name={props.name}
        checked={props.checked}
        onChange={props.onSelect}
        className="sr-only"
      />
      {props.icon}
      <span>
        <strong>{props.title}</strong>
        <span className="small muted">{props.text}</span>
      </span>
    </label>
  );
}
