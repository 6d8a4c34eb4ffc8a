/**
 * The CTB catalogue (`@recurso/core/catalogue`, ~180 KB) loaded on demand: the first focus on a search
 * box starts the download, so the home page's entry chunk stays small.
 */
import type { Infraction } from '@recurso/core/catalogue';
import { useCallback, useEffect, useState } from 'react';

export type CatalogueModule = typeof import('@recurso/core/catalogue');

let loading: Promise<CatalogueModule> | null = null;

export function loadCatalogue(): Promise<CatalogueModule> {
  loading ??= import('@recurso/core/catalogue');
  return loading;
}

/** The module once loaded, and a `prefetch` to call on focus or first keystroke. */
export function useCatalogue(eager = false): { catalogue: CatalogueModule | null; prefetch(): void } {
  const [catalogue, setCatalogue] = useState<CatalogueModule | null>(null);
  const prefetch = useCallback(() => {
    loadCatalogue().then(setCatalogue, () => setCatalogue(null));
  }, []);
  useEffect(() => {
    if (eager) prefetch();
  }, [eager, prefetch]);
  return { catalogue, prefetch };
}

/** '(Art. N)' as SPEC §2 shows it next to each description. */
export const articleLabel = (row: Pick<Infraction, 'artigo'>): string => `(Art. ${row.artigo})`;

/** The suggestion text of the create-appeal list: description followed by its article. */
export const suggestionText = (row: Pick<Infraction, 'descricao' | 'artigo'>): string =>
  `${row.descricao} ${articleLabel(row)}`;

/** The six common infractions offered on /recursos (SPEC §2), by catalogue code. */
export const COMMON_INFRACTIONS = [
  { code: '745-50', title: 'Excesso de velocidade até 20%' },
  { code: '605-01', title: 'Avançar o sinal vermelho' },
  { code: '555-00', title: 'Estacionar em local proibido' },
  { code: '736-62', title: 'Usar o celular ao dirigir' },
  { code: '501-00', title: 'Dirigir sem habilitação' },
  { code: '596-70', title: 'Ultrapassar em local proibido' },
] as const;
