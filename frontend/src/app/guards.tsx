/** Route guards (SPEC §2): 'Carregando...' until the session is initialised, then login or role checks. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { isStaffRole } from '../lib/session';
import { useSession } from '../lib/session-context';

export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>Carregando...</p>
    </div>
  );
}

/** Login-only routes: anonymous users go to /auth/login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { initialised, authenticated } = useSession();
  const location = useLocation();
  if (!initialised) return <LoadingScreen />;
  if (!authenticated)
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

/** Admin routes: ADMIN or STAFF; other signed-in users go to /dashboard, anonymous to /auth/login. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { initialised, authenticated, user } = useSession();
  if (!initialised) return <LoadingScreen />;
  if (!authenticated) return <Navigate to={paths.login} replace />;
  if (!isStaffRole(user?.role)) return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}
