/**
 * Infraction search with autocomplete over the whole catalogue (accent- and case-insensitive), as an
 * ARIA combobox: arrows move, Enter picks, Esc closes.
 */
import type { Infraction } from '@recurso/core/catalogue';
import { useId, useMemo, useState } from 'react';
import { SearchGlyph } from '../../components/ui/glyphs';
import { useHydrated } from '../../lib/use-hydrated';
import { articleLabel, type CatalogueModule, useCatalogue } from './catalogue';

interface Props {
  label: string;
  placeholder?: string;
  onPick(row: Infraction, catalogue: CatalogueModule): void;
  limit?: number;
  large?: boolean;
}

export const NO_MATCH = 'Nenhuma infração encontrada';

export function InfractionSearch({ label, placeholder, onPick, limit = 8, large }: Props) {
  const { catalogue, prefetch } = useCatalogue();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const hydrated = useHydrated();
  const listId = `${id}-list`;

  const results = useMemo(
    () => (catalogue && query.trim() ? catalogue.searchInfractions(query, limit) : []),
    [catalogue, query, limit],
  );
  const showList = open && query.trim().length > 0 && catalogue !== null;

  const pick = (row: Infraction) => {
    setQuery(row.descricao);
    setOpen(false);
    setActive(-1);
    if (catalogue) onPick(row, catalogue);
  };

  return (
    <div className={`combo${large ? ' combo--large' : ''}`}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <div className="combo__box">
        <SearchGlyph size={20} className="combo__icon" />
        <input
          id={id}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
          placeholder={placeholder}
          disabled={!hydrated}
          value={query}
          onFocus={prefetch}
          onChange={(e) => {
            prefetch();
            setQuery(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setOpen(true);
              setActive((a) => Math.min(results.length - 1, a + 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => Math.max(-1, a - 1));
            } else if (e.key === 'Enter') {
              const row = results[Math.max(active, 0)];
              if (showList && row) {
                e.preventDefault();
                pick(row);
              }
            } else if (e.key === 'Escape') {
              setOpen(false);
            }
          }}
        />
      </div>
      {showList ? (
        <div className="combo__list" id={listId} role="listbox" aria-label="Sugestões de infrações">
          {results.length === 0 ? (
            <div
              className="combo__empty"
              role="option"
              aria-selected="false"
              aria-disabled="true"
              tabIndex={-1}
            >
              {NO_MATCH}
            </div>
          ) : (
            results.map((row, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the combobox input (aria-activedescendant)
              <div
                tabIndex={-1}
                key={row.codigo}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                className={`combo__option${i === active ? ' combo__option--active' : ''}`}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(row)}
              >
                <span className="combo__desc">{row.descricao}</span>
                <span className="combo__meta">
                  {articleLabel(row)} · código {row.codigo}
                </span>
              </div>
            ))
          )}
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {showList ? (results.length ? `${results.length} sugestões` : NO_MATCH) : ''}
      </p>
    </div>
  );
}
