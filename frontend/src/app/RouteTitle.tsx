/**
 * Every route names its page in the tab and in the history (issue 26: every page had the same
 * `<title>`). Pages of the authenticated layout also name themselves through usePageTitle, with the
 * same words as here.
 */
import { BRAND } from '@recurso/core/brand';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../lib/paths';

export const HOME_TITLE = 'Recurso Certo · Recursos de multas e suspensão de CNH';

export const ROUTE_TITLES: Readonly<Record<string, string>> = {
  [paths.howItWorks]: 'Como funciona',
  [paths.infractions]: 'Recursos de multas',
  [paths.contact]: 'Contato',
  [paths.terms]: 'Termos de Uso',
  [paths.privacy]: 'Política de Privacidade',
  [paths.paymentSuccess]: 'Pagamento',
  [paths.paymentCancelled]: 'Pagamento Cancelado',
  [paths.paymentExpired]: 'Pagamento Expirado',
  [paths.login]: 'Entrar',
  [paths.register]: 'Criar conta',
  [paths.forgotPassword]: 'Recuperar senha',
  [paths.resetPassword]: 'Redefinir senha',
  [paths.dashboard]: 'Dashboard',
  [paths.fines]: 'Recursos de Multas',
  [paths.suspension]: 'Suspensão de CNH',
  [paths.support]: 'Suporte',
  [paths.account]: 'Minha Conta',
  [paths.payStart]: 'Pagamento',
  [paths.adminDashboard]: 'Painel Administrativo',
  [paths.adminUsers]: 'Gerenciamento de Usuários',
  [paths.adminMessages]: 'Mensagens de Contato',
  [paths.secondFactor]: 'Verificação em duas etapas',
};

export const titleOf = (pathname: string): string => {
  const title = ROUTE_TITLES[pathname.replace(/\/+$/, '') || '/'];
  return title ? `${title} · ${BRAND.companyName}` : HOME_TITLE;
};

export function RouteTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = titleOf(pathname);
  }, [pathname]);
  return null;
}
