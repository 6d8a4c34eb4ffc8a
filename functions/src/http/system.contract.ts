/** The system area's contract (operations: ./system.ts; what a contract is: ./contract.ts). */
import { jsonValue } from '@recurso/core/schemas';
import * as z from 'zod/mini';
import { type AreaContract, json } from './contract';

const health = z.object({ status: z.literal('ok') }).register(z.globalRegistry, { id: 'Health' });

/** The OpenAPI document itself, at the depth a client relies on. */
const jsonObject = z.record(z.string(), jsonValue);
const openApiDocument = z
  .object({
    openapi: z.string(),
    info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
    servers: z.array(z.object({ url: z.string() })),
    components: jsonObject,
    paths: z.record(z.string(), jsonObject),
  })
  .register(z.globalRegistry, { id: 'OpenApiDocument' });

export type OpenApiJson = z.output<typeof openApiDocument>;

export const systemContract = {
  health: { responses: { 200: json(health, 'The API answers') } },
  openapi: { responses: { 200: json(openApiDocument, 'This document (OpenAPI 3.1)') } },
} satisfies AreaContract;
