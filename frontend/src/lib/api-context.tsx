/** Gives every component the one API client, wired to the session (401 → logout, blocked → notice). */
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
import { type ApiClient, createApiClient, type Transport } from './api';
import { useSession } from './session-context';

const lazyAmplify: Transport = async (req, token) =>
  (await import('./amplify-transport')).amplifyTransport(req, token);

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({
  transport = lazyAmplify,
  children,
}: {
  transport?: Transport;
  children: ReactNode;
}) {
  const session = useSession();
  // The client lives as long as the app; the hooks read the latest session through a ref.
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const client = useMemo(
    () =>
      createApiClient(transport, {
        onUnauthorized: () => {
          if (sessionRef.current.authenticated) sessionRef.current.logout();
        },
        onBlocked: (message) => {
          sessionRef.current.setBlockedNotice(message);
          sessionRef.current.logout();
        },
      }),
    [transport],
  );
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const c = useContext(ApiContext);
  if (!c) throw new Error('useApi outside ApiProvider');
  return c;
}
