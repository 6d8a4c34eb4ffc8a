import type { ReactNode } from 'react';
import type { Transport } from '../lib/api';
import { ApiProvider } from '../lib/api-context';
import { SessionProvider } from '../lib/session-context';

/**
 * What every screen needs: session and API client. Server-state caching (TanStack Query) and toasts are
 * provided by the authenticated layout, around the screens that use them, so the home page does not load them.
 * Tests pass their own transport.
 */
export function AppProviders({
  children,
  transport,
  prerendered,
}: {
  children: ReactNode;
  transport?: Transport;
  /** The tree adopts build-time HTML (see SessionProvider). */
  prerendered?: boolean;
}) {
  return (
    <SessionProvider prerendered={prerendered}>
      <ApiProvider transport={transport}>{children}</ApiProvider>
    </SessionProvider>
  );
}
