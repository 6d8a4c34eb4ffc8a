/**
 * Inside RequireStaff: asks the API whether this session still has to prove its second factor and, if
 * so, sends it to /admin/verificacao before any admin page renders. The server is the gate (every
 * staff/admin call answers 403 without the proof); this only spares the user a page of errors, so when
 * the status cannot be read the page renders and its own calls decide.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/ui/LoadingScreen';
import { useApi } from '../../lib/api-context';
import { secondFactorApi } from './api';
import { secondFactorRedirect } from './signal';

export function SecondFactorGate({ children }: { children: ReactNode }) {
  const api = useApi();
  const location = useLocation();
  const [state, setState] = useState<'checking' | 'needed' | 'ok'>('checking');

  useEffect(() => {
    let live = true;
    secondFactorApi(api)
      .status()
      .then((s) => live && setState(s.required && !s.verified ? 'needed' : 'ok'))
      .catch(() => live && setState('ok'));
    return () => {
      live = false;
    };
  }, [api]);

  if (state === 'checking') return <LoadingScreen />;
  if (state === 'needed') {
    const { to, state: navState } = secondFactorRedirect(location.pathname + location.search);
    return <Navigate to={to} replace state={navState} />;
  }
  return <>{children}</>;
}
