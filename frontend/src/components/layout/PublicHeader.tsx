import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { homeForRole } from '../../lib/session';
import { useSession } from '../../lib/session-context';
import { CloseGlyph, MenuGlyph } from '../ui/glyphs';
import { BrandBlock } from './Logo';

const links = [
  { to: paths.howItWorks, label: 'Como Funciona' },
  { to: paths.infractions, label: 'Recursos' },
  { to: paths.contact, label: 'Contato' },
];

/** Public header (SPEC §2): links, session actions and a mobile menu. */
export function PublicHeader() {
  const { authenticated, user, logout } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => setOpen(false), [location.pathname]);

  const onLogout = () => {
    logout();
    navigate(paths.home);
  };

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        {/* Named by its visible text (WCAG 2.5.3: say what you see to a voice control) plus where it goes. */}
        <Link to={paths.home} className="site-header__brand">
          <BrandBlock />
          <span className="sr-only">, página inicial</span>
        </Link>
        <button
          type="button"
          className="icon-btn site-header__toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          aria-label={open ? 'Fechar menu' : 'Abrir menu'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <CloseGlyph /> : <MenuGlyph />}
        </button>
        <nav id="site-nav" className={`site-nav${open ? ' site-nav--open' : ''}`} aria-label="Principal">
          <ul className="site-nav__links">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to}>{l.label}</NavLink>
              </li>
            ))}
          </ul>
          <div className="site-nav__actions">
            {authenticated && user ? (
              <>
                <Link
                  className="btn btn--secondary btn--md"
                  to={homeForRole(user.role) === '/admin' ? paths.adminDashboard : paths.dashboard}
                >
                  Dashboard
                </Link>
                <button type="button" className="btn btn--ghost btn--md" onClick={onLogout}>
                  Sair
                </button>
              </>
            ) : (
              <>
                <Link className="btn btn--ghost btn--md" to={paths.login}>
                  Login
                </Link>
                <Link className="btn btn--primary btn--md" to={paths.register}>
                  Cadastre-se
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
