/** The top bar's title: each page in the authenticated layout names itself (and the document title). */
import { BRAND } from '@recurso/core/brand';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

const Ctx = createContext<{ title: string; setTitle(t: string): void } | null>(null);

export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState('');
  return <Ctx.Provider value={{ title, setTitle }}>{children}</Ctx.Provider>;
}

export const usePageTitleValue = (): string => useContext(Ctx)?.title ?? '';

export function usePageTitle(title: string): void {
  const ctx = useContext(Ctx);
  const setTitle = ctx?.setTitle;
  useEffect(() => {
    setTitle?.(title);
    document.title = `${title} · ${BRAND.companyName}`;
  }, [title, setTitle]);
}
