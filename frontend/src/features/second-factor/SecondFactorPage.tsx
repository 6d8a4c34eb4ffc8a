/**
 * /admin/verificacao (SECURITY AUTH-6): before any admin page a STAFF/ADMIN session proves its second
 * factor: enrolment (QR code, first code, recovery codes shown once) or verification (code or recovery
 * code). Then on to the page the user came from, else /admin/dashboard.
 */
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoadingScreen } from '../../components/ui/LoadingScreen';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { errorMessage } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { AuthCard } from '../auth/AuthCard';
import { type SecondFactorStatus, secondFactorApi } from './api';
import { EnrolStep } from './EnrolStep';
import { SECOND_FACTOR_TEXT as T } from './messages';
import { RecoveryCodesStep } from './RecoveryCodesStep';
import { continueTo } from './signal';
import { VerifyStep } from './VerifyStep';

export function SecondFactorPage() {
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const next = continueTo(location.state);
  const [status, setStatus] = useState<SecondFactorStatus | null>(null);
  const [loadError, setLoadError] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const load = useCallback(() => {
    setLoadError('');
    secondFactorApi(api)
      .status()
      .then(setStatus)
      .catch((err) => setLoadError(errorMessage(err, T.loadFailed)));
  }, [api]);
  useEffect(load, [load]);

  const done = () => navigate(next, { replace: true });
  const signOut = () => {
    session.logout();
    navigate(paths.login, { replace: true });
  };

  if (recoveryCodes) {
    return (
      <AuthCard title={T.enrolledTitle}>
        <RecoveryCodesStep codes={recoveryCodes} onContinue={done} />
      </AuthCard>
    );
  }
  if (loadError) {
    return (
      <AuthCard title={T.verifyTitle}>
        <Alert kind="error">{loadError}</Alert>
        <Button variant="secondary" block onClick={load}>
          {T.retry}
        </Button>
      </AuthCard>
    );
  }
  if (!status) return <LoadingScreen />;
  if (!status.required || status.verified) return <Navigate to={next} replace />;

  const enrolling = !status.enrolled;
  return (
    <AuthCard
      title={enrolling ? T.enrolTitle : T.verifyTitle}
      subtitle={enrolling ? T.enrolSubtitle : T.verifySubtitle}
    >
      {enrolling ? (
        <EnrolStep onConfirmed={setRecoveryCodes} onAlreadyEnrolled={load} />
      ) : (
        <VerifyStep onVerified={done} />
      )}
      <Button variant="ghost" block onClick={signOut} className="second-factor__signout">
        {T.otherAccount}
      </Button>
    </AuthCard>
  );
}
