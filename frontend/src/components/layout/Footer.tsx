import { BRAND } from '@recurso/core/brand';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { BrandBlock } from './Logo';

const noSubscription = () => () => {};

/**
 * This year in the browser; none in the build-time prerender, whose year would go stale (and mismatch
 * on hydration) in a build made before New Year.
 */
const useYear = (): number | null =>
  useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => null,
  );

export function Footer() {
  const year = useYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <BrandBlock compact />
          <p className="site-footer__note">
            Preparamos o texto do seu recurso com base nos seus documentos. Você assina e protocola no órgão
            autuador ou na JARI indicada na notificação. Não prometemos resultado: a decisão é do órgão
            julgador.
          </p>
        </div>
        <nav aria-label="Rodapé">
          <h2 className="site-footer__title">Navegação</h2>
          <ul>
            <li>
              <Link to={paths.howItWorks}>Como Funciona</Link>
            </li>
            <li>
              <Link to={paths.infractions}>Recursos</Link>
            </li>
            <li>
              <Link to={paths.contact}>Contato</Link>
            </li>
            <li>
              <Link to={paths.terms}>Termos de Uso</Link>
            </li>
            <li>
              <Link to={paths.privacy}>Política de Privacidade</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__title">Contato</h2>
          <ul>
            <li>{BRAND.phone}</li>
            <li>
              <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
            </li>
            <li>{BRAND.hours}</li>
          </ul>
        </div>
      </div>
      <div className="container site-footer__bottom">
        © {year === null ? '' : `${year} `}
        {BRAND.companyName} · {BRAND.taxNumber}
      </div>
    </footer>
  );
}
