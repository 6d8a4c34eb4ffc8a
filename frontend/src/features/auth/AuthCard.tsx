import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandBlock } from '../../components/layout/Logo';
import { paths } from '../../lib/paths';

/** The frame of the auth screens: brand, a card, and the way back home. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="auth">
      <main className="auth__main" id="conteudo">
        <Link to={paths.home} className="auth__brand" aria-label="Recurso Certo, página inicial">
          <BrandBlock />
        </Link>
        <div className="card auth__card">
          <h1 className="auth__title">{title}</h1>
          {subtitle ? <p className="muted auth__subtitle">{subtitle}</p> : null}
          {children}
        </div>
        <p className="auth__back">
          <Link to={paths.home}>Voltar à página inicial</Link>
        </p>
      </main>
    </div>
  );
}
