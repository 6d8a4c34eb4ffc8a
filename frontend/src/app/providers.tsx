import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/Toast';
import type { Transport } from '../lib/api';
import { ApiProvider } from '../lib/api-context';
import { SessionProvider } from '../lib/session-context';

/**
 * What every screen needs: session, API client, toasts. Server-state caching (TanStack Query) is provided
 * by QueryProvider around the screens that read server state, so the home page does not load it.
 * Tests pass their own transport.
 */
export function AppProviders({ children, transport }: { children: ReactNode; transport?: Transport }) {
  return (
    <SessionProvider>
      <ApiProvider transport={transport}>
        <ToastProvider>{children}</ToastProvider>
      </ApiProvider>
    </SessionProvider>
  );
}
