/** The system area: liveness and the OpenAPI document. */
import { gunzipSync } from 'node:zlib';
import type { AreaOperations } from './contract';
import type { OpenApiJson, systemContract } from './system.contract';
import { operation } from './types';

let document: OpenApiJson | undefined;

export const systemOperations = {
  health: operation({
    handle: async () => ({ status: 'ok' as const }),
  }),
  openapi: operation({
    handle: async () => {
      if (!document) {
        // Written by `npm run openapi` from the route table and every area's schemas (../openapi.ts), which
        // imports this file; on demand so it can run while the file is stale or missing.
        const { OPENAPI_GZ_BASE64 } = await import('./openapi.generated.gz');
        // Frozen: the same object answers every request, so its JSON and gzip are made once (json-body.ts).
        document = Object.freeze(
          JSON.parse(gunzipSync(Buffer.from(OPENAPI_GZ_BASE64, 'base64')).toString('utf8')) as OpenApiJson,
        );
      }
      return document;
    },
  }),
} satisfies AreaOperations<typeof systemContract>;
