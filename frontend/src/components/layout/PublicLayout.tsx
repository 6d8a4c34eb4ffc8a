import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../ui/LoadingScreen';
import { HelpButton } from './HelpButton';
import { PublicHeader } from './PublicHeader';
import { ScrollToTop } from './ScrollToTop';

// Below the fold on every page: loaded after the entry chunk.
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

export function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <ScrollToTop />
      <PublicHeader />
      <main id="conteudo" tabIndex={-1}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <HelpButton />
    </>
  );
}
