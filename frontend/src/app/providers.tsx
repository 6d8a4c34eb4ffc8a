import type { ReactNode } from 'react';
import type { Transport } from '../lib/api';
import { ApiProvider } from '../lib/api-context';
import { SessionProvider } from '../lib/session-context';

/**
 * What every screen needs: session and API client. Server-state caching (TanStack Query) and toasts are
 * provided by the authenticated layout, around the screens that use them, so the home page does not load them.
 * Tests pass their own transport.
 */
export function AppProviders({ children, transport }: { children: ReactNode; transport?: Transport }) {
  return (
    <SessionProvider>
      <ApiProvider transport={transport}>{children}</ApiProvider>
    </SessionProvider>
  );
}
