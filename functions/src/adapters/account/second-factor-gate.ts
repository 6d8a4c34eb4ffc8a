/**
 * The staff/admin second-factor gate, for the auth middleware to call after it loaded the user:
 *
 *   if (policy === 'staff' || policy === 'admin')
 *     await secondFactorGate(deps, deps.env.STAFF_TOTP_REQUIRED)(user, bearerToken);
 *
 * `required` comes from configuration and defaults to false, so until it is switched on nothing changes.
 */
import { requireSecondFactor } from '@recurso/core/account/second-factor';
import type { User } from '@recurso/core/user';
import type { Deps } from '../../deps';
import { DynamoSecondFactorStore } from './second-factor';

export const secondFactorGate =
  (deps: Pick<Deps, 'dynamo' | 'tableName' | 'clock'>, required: boolean) =>
  (user: User, bearerToken: string): Promise<void> =>
    requireSecondFactor(user, bearerToken, {
      required,
      clock: deps.clock,
      secondFactor: new DynamoSecondFactorStore(deps.dynamo, deps.tableName),
    });
