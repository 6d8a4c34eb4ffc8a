/**
 * Gives every component the one API client, wired to the session (401 → logout, blocked → notice) and
 * to the router (a second-factor 403 → the enrolment/verification screen, then back to this page).
 */
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { secondFactorRedirect } from '../features/second-factor/signal';
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
  const navigate = useNavigate();
  const location = useLocation();
  const routerRef = useRef({ navigate, from: location.pathname + location.search });
  routerRef.current = { navigate, from: location.pathname + location.search };
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
        onSecondFactorRequired: () => {
          const { to, state } = secondFactorRedirect(routerRef.current.from);
          routerRef.current.navigate(to, { replace: true, state });
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
