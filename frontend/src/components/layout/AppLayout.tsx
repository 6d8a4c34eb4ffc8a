/**
 * The authenticated layout (SPEC §2): sidebar groups 'Navegação' and (ADMIN/STAFF) 'Administração', the
 * user's e-mail with an initial avatar, 'Sair'; a top bar with the page title, company name and tax number.
 * On phones the sidebar is a drawer behind a menu button.
 */
import { BRAND } from '@recurso/core/brand';
import {
  FileText,
  HelpCircle,
  Inbox,
  LayoutDashboard,
  LogOut,
  Menu,
  ShieldAlert,
  ShieldCheck,
  UserRound,
  Users,
  X,
} from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { LoadingScreen } from '../ui/LoadingScreen';
import { QueryProvider } from '../../app/QueryProvider';
import { paths } from '../../lib/paths';
import { isStaffRole } from '../../lib/session';
import { useSession } from '../../lib/session-context';
import { HelpButton } from './HelpButton';
import { LogoMark } from './Logo';
import { ToastProvider } from '../ui/Toast';
import { PageTitleProvider, usePageTitleValue } from './page-title';

const NAV = [
  { to: paths.dashboard, label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: paths.fines, label: 'Recursos', icon: FileText },
  { to: paths.suspension, label: 'Suspensão CNH', icon: ShieldAlert },
  { to: paths.support, label: 'Ajuda', icon: HelpCircle },
  { to: paths.account, label: 'Minha Conta', icon: UserRound },
];
const ADMIN_NAV = [
  { to: paths.adminDashboard, label: 'Dashboard Admin', icon: ShieldCheck },
  { to: paths.adminUsers, label: 'Usuários', icon: Users },
  { to: paths.adminMessages, label: 'Mensagens', icon: Inbox },
];

export function AppLayout() {
  return (
    <QueryProvider>
      <ToastProvider>
        <PageTitleProvider>
          <Shell />
        </PageTitleProvider>
      </ToastProvider>
    </QueryProvider>
  );
}

function Shell() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const title = usePageTitleValue();
  const [open, setOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer on navigation
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const onLogout = () => {
    logout();
    navigate(paths.login);
  };
  const email = user?.email ?? '';

  return (
    <div className={`app${open ? ' app--drawer' : ''}`}>
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <aside className="sidebar" id="sidebar" aria-label="Menu da conta">
        <div className="sidebar__head">
          <Link to={paths.home} className="sidebar__brand">
            <LogoMark size={30} />
            <span>{BRAND.companyName}</span>
          </Link>
          <button
            type="button"
            className="icon-btn sidebar__close"
            aria-label="Fechar menu"
            onClick={() => setOpen(false)}
          >
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Navegação">
          <p className="sidebar__group">Navegação</p>
          <ul>
            {NAV.map((n) => (
              <li key={n.to}>
                <NavLink to={n.to} end={n.end} className="sidebar__link">
                  <n.icon size={20} aria-hidden="true" /> {n.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {isStaffRole(user?.role) ? (
          <nav aria-label="Administração">
            <p className="sidebar__group">Administração</p>
            <ul>
              {ADMIN_NAV.map((n) => (
                <li key={n.to}>
                  <NavLink to={n.to} className="sidebar__link">
                    <n.icon size={20} aria-hidden="true" /> {n.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="sidebar__user">
          <span className="avatar avatar--sm" aria-hidden="true">
            {email.charAt(0).toUpperCase()}
          </span>
          <span className="sidebar__email" title={email}>
            {email}
          </span>
          <button type="button" className="icon-btn" title="Sair" aria-label="Sair" onClick={onLogout}>
            <LogOut size={20} aria-hidden="true" />
          </button>
        </div>
      </aside>
      {open ? <div className="app__scrim" aria-hidden="true" onClick={() => setOpen(false)} /> : null}
      <div className="app__main">
        <header className="topbar">
          <button
            type="button"
            className="icon-btn topbar__menu"
            aria-label="Abrir menu"
            aria-controls="sidebar"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <Menu size={24} aria-hidden="true" />
          </button>
          <h1 className="topbar__title">{title}</h1>
          <p className="topbar__brand">
            <strong>{BRAND.companyName}</strong>
            <span>{BRAND.taxNumber}</span>
          </p>
        </header>
        <main id="conteudo" className="app__content" tabIndex={-1}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <HelpButton />
    </div>
  );
}
