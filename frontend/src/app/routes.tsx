/**
 * The route table of SPEC §2. Home and the public shell are in the entry chunk; every other screen is a
 * lazy chunk (the user area and the admin area each load only when visited). Declarative routes keep
 * react-router's data-router code out of the entry chunk (home budget: 90 KB gzip).
 */
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PublicLayout } from '../components/layout/PublicLayout';
import { HomePage } from '../features/public/HomePage';
import { paths } from '../lib/paths';
import { AppShell } from './AppShell';
import { RouteErrorBoundary } from './ErrorPage';
import { RouteTitle } from './RouteTitle';
import { LoadingScreen } from '../components/ui/LoadingScreen';
import { RequireAuth, RequireStaff } from './guards';

type Module = Record<string, unknown>;
/** A lazy component for a named page export of a module. */
const lazyPage = (load: () => Promise<Module>, name: string) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const publicPages = () => import('../features/public/pages');
const authPages = () => import('../features/auth/pages');
const appPages = () => import('../features/appeals/pages');
const paymentPages = () => import('../features/payment/pages');
const adminPages = () => import('../features/admin/pages');

const HowItWorksPage = lazyPage(publicPages, 'HowItWorksPage');
const InfractionsPage = lazyPage(publicPages, 'InfractionsPage');
const ContactPage = lazyPage(publicPages, 'ContactPage');
const TermsPage = lazyPage(publicPages, 'TermsPage');
const PrivacyPage = lazyPage(publicPages, 'PrivacyPage');
const LoginPage = lazyPage(authPages, 'LoginPage');
const RegisterPage = lazyPage(authPages, 'RegisterPage');
const ForgotPasswordPage = lazyPage(authPages, 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(authPages, 'ResetPasswordPage');
const DashboardPage = lazyPage(appPages, 'DashboardPage');
const FinesPage = lazyPage(appPages, 'FinesPage');
const SuspensionPage = lazyPage(appPages, 'SuspensionPage');
const SupportPage = lazyPage(appPages, 'SupportPage');
const MyAccountPage = lazyPage(appPages, 'MyAccountPage');
const PaymentStartPage = lazyPage(paymentPages, 'PaymentStartPage');
const PaymentSuccessPage = lazyPage(paymentPages, 'PaymentSuccessPage');
const PaymentCancelledPage = lazyPage(paymentPages, 'PaymentCancelledPage');
const PaymentExpiredPage = lazyPage(paymentPages, 'PaymentExpiredPage');
const AdminDashboardPage = lazyPage(adminPages, 'AdminDashboardPage');
const AdminUsersPage = lazyPage(adminPages, 'AdminUsersPage');
const AdminMessagesPage = lazyPage(adminPages, 'AdminMessagesPage');
const SecondFactorPage = lazyPage(
  () => import('../features/second-factor/SecondFactorPage'),
  'SecondFactorPage',
);

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <RouteTitle />
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path={paths.home} element={<HomePage />} />
            <Route path={paths.howItWorks} element={<HowItWorksPage />} />
            <Route path={paths.infractions} element={<InfractionsPage />} />
            <Route path={paths.contact} element={<ContactPage />} />
            <Route path={paths.terms} element={<TermsPage />} />
            <Route path={paths.privacy} element={<PrivacyPage />} />
            <Route path={paths.paymentSuccess} element={<PaymentSuccessPage />} />
            <Route path={paths.paymentCancelled} element={<PaymentCancelledPage />} />
            <Route path={paths.paymentExpired} element={<PaymentExpiredPage />} />
          </Route>
          <Route path={paths.login} element={<LoginPage />} />
          <Route path={paths.register} element={<RegisterPage />} />
          <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
          <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
          <Route
            element={
              <RequireAuth>
                <AppShell />
              </RequireAuth>
            }
          >
            <Route path={paths.dashboard} element={<DashboardPage />} />
            <Route path={paths.fines} element={<FinesPage />} />
            <Route path={paths.suspension} element={<SuspensionPage />} />
            <Route path={paths.support} element={<SupportPage />} />
            <Route path={paths.account} element={<MyAccountPage />} />
            <Route path={paths.help} element={<Navigate to={paths.support} replace />} />
            <Route path={paths.payStart} element={<PaymentStartPage />} />
          </Route>
          <Route
            path={paths.secondFactor}
            element={
              <RequireStaff secondFactor={false}>
                <SecondFactorPage />
              </RequireStaff>
            }
          />
          <Route
            element={
              <RequireStaff>
                <AppShell />
              </RequireStaff>
            }
          >
            <Route path={paths.admin} element={<Navigate to={paths.adminDashboard} replace />} />
            <Route path={paths.adminDashboard} element={<AdminDashboardPage />} />
            <Route path={paths.adminUsers} element={<AdminUsersPage />} />
            <Route path={paths.adminMessages} element={<AdminMessagesPage />} />
          </Route>
          <Route path="*" element={<Navigate to={paths.home} replace />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
