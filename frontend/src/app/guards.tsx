/** Route guards (SPEC §2): 'Carregando...' until the session is initialised, then login or role checks. */
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../components/ui/LoadingScreen';
import { paths } from '../lib/paths';
import { isStaffRole } from '../lib/session';
import { useSession } from '../lib/session-context';

// Its own small chunk, so the home page never loads it.
const SecondFactorGate = lazy(() =>
  import('../features/second-factor/SecondFactorGate').then((m) => ({ default: m.SecondFactorGate })),
);

/** Login-only routes: anonymous users go to /auth/login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { initialised, authenticated } = useSession();
  const location = useLocation();
  if (!initialised) return <LoadingScreen />;
  if (!authenticated)
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

/**
 * Admin routes: ADMIN or STAFF; other signed-in users go to /dashboard, anonymous to /auth/login. A staff
 * session that has not proved its second factor goes to /admin/verificacao first (AUTH-6); that screen
 * itself passes `secondFactor={false}`.
 */
export function RequireStaff({
  children,
  secondFactor = true,
}: {
  children: ReactNode;
  secondFactor?: boolean;
}) {
  const { initialised, authenticated, user } = useSession();
  if (!initialised) return <LoadingScreen />;
  if (!authenticated) return <Navigate to={paths.login} replace />;
  if (!isStaffRole(user?.role)) return <Navigate to={paths.dashboard} replace />;
  if (!secondFactor) return <>{children}</>;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SecondFactorGate>{children}</SecondFactorGate>
    </Suspense>
  );
}
