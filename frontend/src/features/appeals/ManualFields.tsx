/**
 * The manual-entry form (SPEC §2): owner, vehicle, infraction, the auto number and stage, the notice's
 * dates and, folded, every other fact core knows — on the facts form the review step uses too
 * (FactFields). The description keeps its suggestion list; picking one fills the catalogue code
 * ("745-50") as well.
 */
import type { AppealType } from '@recurso/core/appeal';
import { useMemo } from 'react';
import { DescriptionCombo } from './DescriptionCombo';
import { FactFields } from './FactFields';
import { type FormValues, manualGroups } from './fact-form';

interface Props {
  type: AppealType;
  value: FormValues;
  onChange(next: FormValues): void;
  errors?: Readonly<Record<string, string>>;
}

export function ManualFields({ type, value, onChange, errors }: Props) {
  const groups = useMemo(() => manualGroups(type), [type]);
  return (
    <FactFields
      groups={groups}
      values={value}
      errors={errors}
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
