import { lazy, Suspense } from 'react';
import { LoadingScreen } from '../components/ui/LoadingScreen';

const AppLayout = lazy(() =>
  import('../components/layout/AppLayout').then((m) => ({ default: m.AppLayout })),
);

/** The authenticated layout, loaded with the first user or admin page (never in the home chunk). */
export function AppShell() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AppLayout />
    </Suspense>
  );
}
