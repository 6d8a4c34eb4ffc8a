/** GET/POST /me/preferences: the caller's preferences ('Minha conta'); the me area spreads these. */
import { getMyPreferences, updateMyPreferences, updatePreferencesRequest } from '@recurso/core/my-account';
import { DynamoPreferences } from '../adapters/my-account/preferences';
import { requireUser } from './authorize';
import type { AreaOperations } from './contract';
import type { preferencesContract } from './preferences.contract';
import { operation } from './types';

export const preferencesOperations = {
  getPreferences: operation({
    handle: (req, deps) =>
      getMyPreferences(requireUser(req).id, new DynamoPreferences(deps.dynamo, deps.tableName)),
  }),
  updatePreferences: operation({
    body: updatePreferencesRequest,
    handle: (req, deps) =>
      updateMyPreferences(requireUser(req).id, req.body, {
        preferences: new DynamoPreferences(deps.dynamo, deps.tableName),
        clock: deps.clock,
      }),
  }),
} satisfies AreaOperations<typeof preferencesContract>;
