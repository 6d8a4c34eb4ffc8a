/** GET/POST /me/preferences: the caller's preferences ('Minha conta'); the me area spreads these. */
import {
  getMyPreferences,
  myPreferencesResponse,
  updateMyPreferences,
  updatePreferencesRequest,
} from '@recurso/core/my-account';
import { DynamoPreferences } from '../adapters/my-account/preferences';
import { requireUser } from './authorize';
import { operation, type Operations } from './types';

export const preferencesOperations = {
  getPreferences: operation({
    response: myPreferencesResponse,
    handle: (req, deps) =>
      getMyPreferences(requireUser(req).id, new DynamoPreferences(deps.dynamo, deps.tableName)),
  }),
  updatePreferences: operation({
    body: updatePreferencesRequest,
    response: myPreferencesResponse,
    handle: (req, deps) =>
      updateMyPreferences(requireUser(req).id, req.body, {
        preferences: new DynamoPreferences(deps.dynamo, deps.tableName),
        clock: deps.clock,
      }),
  }),
} satisfies Operations;
