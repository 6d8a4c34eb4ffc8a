import { APPEAL_STATUSES, statusLabel } from '@recurso/core/appeal';
import { Download, Filter, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { type AppealFilter, activeFilterCount, NO_FILTER } from './filters';

interface Props {
  value: AppealFilter;
  onChange(f: AppealFilter): void;
  onExport(): void;
  exportDisabled: boolean;
  showType?: boolean;
}

/** The 'Filtrar' toggle with its panel, and 'Exportar'. Status labels are the user-page ones (one per label). */
export function AppealFilters({ value, onChange, onExport, exportDisabled, showType = true }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const count = activeFilterCount(value);
  const set = (k: keyof AppealFilter) => (e: { target: { value: string } }) =>
    onChange({ ...value, [k]: e.target.value });
  return (
    <div className="filters">
      <div className="row">
        <Button
          variant="secondary"
          size="sm"
          icon={<Filter size={16} aria-hidden="true" />}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
        >
          Filtrar{count ? ` (${count})` : ''}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<Download size={16} aria-hidden="true" />}
          onClick={onExport}
          disabled={exportDisabled}
        >
          Exportar
        </Button>
      </div>
      {open ? (
        <fieldset className="filters__panel" id={`${id}-panel`}>
          <legend className="sr-only">Filtros</legend>
          <div className="field">
            <label htmlFor={`${id}-status`}>Status</label>
            <select id={`${id}-status`} value={value.status} onChange={set('status')}>
              <option value="">Todos</option>
              {APPEAL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                  {s === 'expired_payment' ? ' (expirado)' : ''}
                </option>
              ))}
            </select>
          </div>
          {showType ? (
            <div className="field">
              <label htmlFor={`${id}-type`}>Tipo</label>
              <select id={`${id}-type`} value={value.type} onChange={set('type')}>
                <option value="">Todos</option>
                <option value="traffic">Multa</option>
                <option value="suspension">Suspensão</option>
              </select>
            </div>
          ) : null}
          <div className="field">
            <label htmlFor={`${id}-from`}>De</label>
            <input id={`${id}-from`} type="date" value={value.from} onChange={set('from')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>Até</label>
            <input id={`${id}-to`} type="date" value={value.to} onChange={set('to')} />
          </div>
          <Button
            variant="ghost"
            size="sm"
            icon={<X size={16} aria-hidden="true" />}
            onClick={() => onChange(NO_FILTER)}
            disabled={!count}
          >
            Limpar filtros
          </Button>
        </fieldset>
      ) : null}
    </div>
  );
}
