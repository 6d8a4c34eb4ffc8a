/**
 * The manual-entry form (SPEC §2): owner, vehicle, infraction, on the facts form the review step uses
 * too (FactFields). The description keeps its suggestion list; picking one fills the code as well.
 */
import { DescriptionCombo } from './DescriptionCombo';
import { FactFields } from './FactFields';
import { type FormValues, MANUAL_GROUPS } from './fact-form';

interface Props {
  value: FormValues;
  onChange(next: FormValues): void;
}

export function ManualFields({ value, onChange }: Props) {
  return (
    <FactFields
      groups={MANUAL_GROUPS}
      values={value}
      onChange={(key, v) => onChange({ ...value, [key]: v })}
      custom={(field) =>
        field.key === 'infraction.description' ? (
          <div key={field.key} className="span-2">
            <DescriptionCombo
              value={value['infraction.description'] ?? ''}
              onChange={(description) => onChange({ ...value, 'infraction.description': description })}
              onPick={(description, code) =>
                onChange({ ...value, 'infraction.description': description, 'infraction.code': code })
              }
            />
          </div>
        ) : undefined
      }
    />
  );
}
