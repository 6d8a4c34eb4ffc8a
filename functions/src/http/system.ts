/** The system area: liveness and the OpenAPI document. */
import * as z from 'zod/mini';
import { operation, type Operations } from './types';

export const systemOperations = {
  health: operation({
    response: z.object({ status: z.literal('ok') }).register(z.globalRegistry, { id: 'Health' }),
    handle: async () => ({ status: 'ok' as const }),
  }),
  openapi: operation({
    handle: async () => {
      // Written by `npm run openapi` from the route table and every area's schemas (../openapi.ts), which
      // imports this file; on demand so it can run while the file is stale or missing.
      const { default: doc } = await import('./openapi.generated.json');
      // Frozen: the same object answers every request, so its JSON and gzip are made once (json-body.ts).
      return Object.freeze(doc);
    },
  }),
} satisfies Operations;
