/** The system area: liveness and the OpenAPI document. */
import * as z from 'zod';
import { operation, type Operations } from './types';

export const systemOperations = {
  health: operation({
    response: z.object({ status: z.literal('ok') }).meta({ id: 'Health' }),
    handle: async () => ({ status: 'ok' as const }),
  }),
  openapi: operation({
    handle: async () => {
      // Imported on demand: the document needs every area's schemas (./areas imports this file).
      const { openApiDocument } = await import('../openapi');
      return openApiDocument();
    },
  }),
} satisfies Operations;
