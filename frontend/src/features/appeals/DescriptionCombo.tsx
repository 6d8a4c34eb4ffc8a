/**
 * The manual form's infraction description with a searchable suggestion list (SPEC §2): each suggestion is
 * the catalogue description followed by '(Art. N)'; choosing one fills the description and the
 * infraction's catalogue code ("745-50", what "Código da infração" asks for), not the article (issue 26).
 */
import type { Infraction } from '@recurso/core/catalogue';
import { useId, useMemo, useState } from 'react';
import { suggestionText, useCatalogue } from '../infractions/catalogue';

interface Props {
  value: string;
  onChange(description: string): void;
  onPick(description: string, code: string): void;
}

export function DescriptionCombo({ value, onChange, onPick }: Props) {
  const { catalogue, prefetch } = useCatalogue();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const suggestions: Infraction[] = useMemo(
    () => (catalogue && value.trim() ? catalogue.searchInfractions(value, 12) : []),
    [catalogue, value],
  );
  const show = open && suggestions.length > 0;
  const pick = (row: Infraction) => {
    onPick(suggestionText(row), row.codigo);
    setOpen(false);
    setActive(-1);
  };
  return (
    <div className="field combo">
      <label htmlFor={id}>Descrição da infração</label>
      <input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={show}
        aria-controls={`${id}-list`}
        aria-activedescendant={show && active >= 0 ? `${id}-o${active}` : undefined}
        maxLength={400}
        placeholder="Digite para buscar, ex.: estacionar em local proibido"
        value={value}
        onFocus={prefetch}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            setActive((a) => Math.min(suggestions.length - 1, a + 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(-1, a - 1));
          } else if (e.key === 'Enter' && show && active >= 0) {
            e.preventDefault();
            const s = suggestions[active];
            if (s) pick(s);
          } else if (e.key === 'Escape') setOpen(false);
        }}
      />
      {show ? (
        <div className="combo__list" id={`${id}-list`} role="listbox" aria-label="Sugestões de descrição">
          {suggestions.map((s, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the combobox input (aria-activedescendant)
            <div
              tabIndex={-1}
              key={s.codigo}
              id={`${id}-o${i}`}
              role="option"
              aria-selected={i === active}
              className={`combo__option${i === active ? ' combo__option--active' : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(s)}
            >
              {suggestionText(s)}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
