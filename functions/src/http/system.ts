/** The system area: liveness and the OpenAPI document. */
import type { AreaOperations } from './contract';
import type { OpenApiJson, systemContract } from './system.contract';
import { operation } from './types';

export const systemOperations = {
  health: operation({
    handle: async () => ({ status: 'ok' as const }),
  }),
  openapi: operation({
    handle: async () => {
      // Written by `npm run openapi` from the route table and every area's schemas (../openapi.ts), which
      // imports this file; on demand so it can run while the file is stale or missing.
      // Typed as the contract's document: TypeScript reads the JSON file as literal types it cannot compare.
      const { default: doc } = (await import('./openapi.generated.json')) as unknown as {
        default: OpenApiJson;
      };
      // Frozen: the same object answers every request, so its JSON and gzip are made once (json-body.ts).
      return Object.freeze(doc);
    },
  }),
} satisfies AreaOperations<typeof systemContract>;
