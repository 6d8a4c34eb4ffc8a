/**
 * Where a staff session goes when the API answers 403 with a second-factor `code` (see lib/api.ts):
 * the enrolment or verification screen, remembering the page to come back to.
 */
import { paths } from '../../lib/paths';

export const secondFactorRedirect = (from: string) => ({
  to: paths.secondFactor,
  state: { from: from === paths.secondFactor ? undefined : from },
});

/** The page to continue to after the factor is proved: the one the user came from, else the admin panel. */
export function continueTo(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    from !== paths.secondFactor
    ? from
    : paths.adminDashboard;
}
