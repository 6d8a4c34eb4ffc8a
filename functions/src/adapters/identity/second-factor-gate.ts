/**
 * The staff/admin second-factor gate and status, bound to the DynamoDB store. The auth middleware
 * (functions/src/http/authorize.ts) calls the gate for `staff` and `admin` routes with
 * `env.STAFF_TOTP_REQUIRED` (true unless configured false).
 */
import { requireSecondFactor, secondFactorStatus } from '@recurso/core/identity';
import type { User } from '@recurso/core/user';
import type { Deps } from '../../deps';
import { DynamoSecondFactorStore } from './second-factor';

type GateDeps = Pick<Deps, 'dynamo' | 'tableName' | 'clock'>;

/** The store bound to the shared deps: for the gate here and the `me` area's enrolment and proof. */
export const secondFactorPorts = (deps: Pick<Deps, 'dynamo' | 'tableName'>) => ({
  secondFactor: new DynamoSecondFactorStore(deps.dynamo, deps.tableName),
});

const ports = (deps: GateDeps, required: boolean) => ({
  required,
  clock: deps.clock,
  ...secondFactorPorts(deps),
});

export const secondFactorGate =
  (deps: GateDeps, required: boolean) =>
  (user: User, bearerToken: string): Promise<void> =>
    requireSecondFactor(user, bearerToken, ports(deps, required));

export const secondFactorStatusOf = (deps: GateDeps, required: boolean, user: User, bearerToken: string) =>
  secondFactorStatus(user, bearerToken, ports(deps, required));
