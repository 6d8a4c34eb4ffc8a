import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../app/guards';
import { Footer } from './Footer';
import { HelpButton } from './HelpButton';
import { PublicHeader } from './PublicHeader';
import { ScrollToTop } from './ScrollToTop';

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
      <Footer />
      <HelpButton />
    </>
  );
}
