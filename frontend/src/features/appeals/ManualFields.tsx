import { maskCpf } from '@recurso/core/masks';
import { TextField } from '../../components/ui/Field';
import { maskPlate } from '../../lib/masks';
import type { ManualValues } from './create-appeal';
import { DescriptionCombo } from './DescriptionCombo';

interface Props {
  value: ManualValues;
  onChange(next: ManualValues): void;
}

/** The manual-entry form (SPEC §2): owner, vehicle, infraction; lengths match the API's limits. */
export function ManualFields({ value, onChange }: Props) {
  const set =
    <G extends keyof ManualValues>(
      group: G,
      field: keyof ManualValues[G],
      transform?: (v: string) => string,
    ) =>
    (e: { target: { value: string } }) =>
      onChange({
        ...value,
        [group]: { ...value[group], [field]: transform ? transform(e.target.value) : e.target.value },
      });
  const { owner, vehicle, infraction } = value;
  return (
    <>
      <fieldset>
        <legend>Proprietário</legend>
        <div className="form-grid form-grid--2">
          <TextField
            label="Nome completo *"
            autoComplete="name"
            maxLength={120}
            value={owner.name}
            onChange={set('owner', 'name')}
          />
          <TextField
            label="CPF"
            inputMode="numeric"
            placeholder="000.000.000-00"
            maxLength={14}
            value={owner.cpf}
            onChange={set('owner', 'cpf', maskCpf)}
          />
          <TextField
            className="span-2"
            label="Endereço completo (com CEP)"
            autoComplete="street-address"
            maxLength={250}
            value={owner.address}
            onChange={set('owner', 'address')}
          />
          <TextField
            label="Número da CNH"
            inputMode="numeric"
            maxLength={20}
            value={owner.cnh}
            onChange={set('owner', 'cnh')}
          />
          <TextField
            label="Cidade"
            autoComplete="address-level2"
            maxLength={80}
            value={owner.city}
            onChange={set('owner', 'city')}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>Veículo</legend>
        <div className="form-grid form-grid--3">
          <TextField
            label="Placa"
            placeholder="ABC-1D23"
            autoCapitalize="characters"
            maxLength={8}
            value={vehicle.plate}
            onChange={set('vehicle', 'plate', maskPlate)}
          />
          <TextField label="Modelo" maxLength={80} value={vehicle.model} onChange={set('vehicle', 'model')} />
          <TextField
            label="Ano"
            inputMode="numeric"
            maxLength={4}
            value={vehicle.year}
            onChange={set('vehicle', 'year', (v) => v.replace(/\D/g, ''))}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>Infração</legend>
        <DescriptionCombo
          value={infraction.description}
          onChange={(description) => onChange({ ...value, infraction: { ...infraction, description } })}
          onPick={(description, code) =>
            onChange({ ...value, infraction: { ...infraction, description, code } })
          }
        />
        <div className="form-grid form-grid--2">
          <TextField
            label="Código da infração *"
            hint="Preenchido ao escolher a descrição; ou digite o código da notificação (ex.: 745-50)."
            maxLength={40}
            value={infraction.code}
            onChange={set('infraction', 'code')}
          />
          <TextField
            label="Órgão autuador"
            maxLength={120}
            placeholder="Ex.: DETRAN-SP, PRF, CET"
            value={infraction.agency}
            onChange={set('infraction', 'agency')}
          />
          <TextField label="Data" type="date" value={infraction.date} onChange={set('infraction', 'date')} />
          <TextField label="Hora" type="time" value={infraction.time} onChange={set('infraction', 'time')} />
          <TextField
            className="span-2"
            label="Local"
            maxLength={250}
            value={infraction.location}
            onChange={set('infraction', 'location')}
          />
          <TextField
            label="Tipo (gravidade)"
            maxLength={80}
            placeholder="Ex.: média, grave"
            value={infraction.type}
            onChange={set('infraction', 'type')}
          />
          <TextField
            label="Valor (R$)"
            inputMode="decimal"
            maxLength={12}
            value={infraction.value}
            onChange={set('infraction', 'value', (v) => v.replace(/[^\d.,]/g, ''))}
          />
        </div>
      </fieldset>
    </>
  );
}
