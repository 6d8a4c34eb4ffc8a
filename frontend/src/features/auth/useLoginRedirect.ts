import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { homeForRole } from '../../lib/session';
import { useSession } from '../../lib/session-context';

/** SPEC §2: when already authenticated, ADMIN and STAFF go to /admin, everyone else to /dashboard. */
export function useLoginRedirect(): void {
  const { initialised, user } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (initialised && user) navigate(homeForRole(user.role), { replace: true });
  }, [initialised, user, navigate]);
}
