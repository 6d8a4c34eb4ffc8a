/**
 * The OpenAPI 3.1 document, generated from the route table, the operations' request schemas and the
 * areas' contracts (their responses: ./http/contract.ts), all zod schemas, with zod's own JSON Schema
 * output. Every table route appears and must have an operation and a contract, so the document and the
 * table cannot drift. It is generated ahead of time (`npm run openapi` writes ./http/openapi.generated.json,
 * which GET /api/openapi.json serves): the schemas of every area would otherwise ride in the system
 * function's bundle. test/unit/functions/openapi.test.ts fails when the file is stale.
 */
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { BRAND } from '@recurso/core/brand';
import * as z from 'zod/mini';
import { AREA_OPERATIONS } from './http/areas';
import type { HeaderDocs, OperationContract, SuccessResponse } from './http/contract';
import { AREA_CONTRACTS } from './http/contracts';
import type { AnyOperation } from './http/types';
import { API_BASE, ROUTES, type Route } from './routes';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const COMPONENT_REF = '#/components/schemas/';
const REF_ID = /"#\/components\/schemas\/([^"]+)"/g;

const errorBody = z
  .object({
    error: z.string().check(z.describe('Mensagem em português para o usuário')),
    message: z.string().check(z.describe('A mesma mensagem')),
    requestId: z.string(),
    code: z.optional(
      z
        .string()
        .check(
          z.describe('Código estável para o cliente decidir (ex.: second_factor_required), quando houver'),
        ),
    ),
  })
  .register(z.globalRegistry, { id: 'Error' });

/** Named schemas (those registered with an `id`) become components; the rest stay inline. */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};

  /** JSON Schema of `schema` (requests as the client sends them, responses as the server answers). */
  ref(schema: z.ZodMiniType, io: Io): JsonSchema {
    const out = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
    const { $schema: _, $defs, ...root } = out;
    for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) this.add(id, def);
    return relink(root) as JsonSchema;
  }

  /** The schema itself, never a link, even when it has an id (parameters are listed one by one). */
  inline(schema: z.ZodMiniType, io: Io): JsonSchema {
    const root = this.ref(schema, io);
    const id = typeof root.$ref === 'string' ? root.$ref.slice(COMPONENT_REF.length) : undefined;
    if (id === undefined) return root;
    return this.schemas[id] as JsonSchema;
  }

  /** The components that `parts` link to, directly or through other components. */
  linkedFrom(parts: unknown): Record<string, JsonSchema> {
    const ids = new Set<string>();
    const visit = (value: unknown) => {
      for (const m of JSON.stringify(value).matchAll(REF_ID)) {
        const id = m[1] as string;
        if (!ids.has(id)) {
          ids.add(id);
          visit(this.schemas[id]);
        }
      }
    };
    visit(parts);
    return Object.fromEntries([...ids].sort().map((id) => [id, this.schemas[id] as JsonSchema]));
  }

  private add(id: string, def: JsonSchema) {
    const linked = relink(def) as JsonSchema;
    const known = this.schemas[id];
    if (known && JSON.stringify(known) !== JSON.stringify(linked))
      throw new Error(`OpenAPI: schema id '${id}' describes two different shapes (request vs response?)`);
    this.schemas[id] = linked;
  }
}

/** zod writes references to `#/$defs/<id>`; in OpenAPI they live under components. */
const relink = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, v) =>
    key === '$ref' && typeof v === 'string' ? v.replace('#/$defs/', COMPONENT_REF) : v,
  );

type Params = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema };

function parameters(schema: z.ZodMiniType | undefined, where: 'path' | 'query', c: Components): Params[] {
  if (!schema) return [];
  const json = c.inline(schema, 'input');
  const props = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: s,
  }));
}

function headerParameters(headers: OperationContract['headers'], c: Components): Params[] {
  return Object.entries(headers ?? {}).map(([name, schema]) => {
    const { description, ...json } = c.ref(schema, 'input');
    return {
      name,
      in: 'header',
      required: !isOptional(schema),
      ...(typeof description === 'string' ? { description } : {}),
      schema: json,
    };
  });
}

function pathParams(route: Route) {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  return names.length ? z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) : undefined;
}

/** zod marks `z.optional(…)` schemas: an optional body or header. */
const isOptional = (schema: z.ZodMiniType): boolean =>
  (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: the message (in Portuguese) says what to fix',
  401: 'Not authenticated: no valid session, or wrong credentials',
  402: 'Payment required first',
  403: 'Not allowed: blocked account, missing role, or the second factor is due (see `code`)',
  404: 'Not found (or not the caller’s)',
  409: 'Conflicts with the current state (the message says which)',
  413: 'The body is too large',
  415: 'The body is not JSON (send Content-Type: application/json)',
  429: 'Too many requests: send again after Retry-After seconds',
  500: 'Internal error: a generic message and the requestId (in the logs too)',
  503: 'A dependency is unavailable: try again later',
};
const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } };

/** Every error status a route can answer: what its kind implies, and what its contract adds. */
function errorStatuses(route: Route, op: AnyOperation, contract: OperationContract): number[] {
  const statuses = new Set<number>([429, 500, ...(contract.errors ?? [])]);
  if (op.body || op.query || op.params || /\{\w+\}/.test(route.path)) statuses.add(400);
  if (op.body) statuses.add(413);
  if (op.body && op.input !== 'raw') statuses.add(415);
  if (isProtected(route)) {
    statuses.add(401);
    statuses.add(403);
  }
  return [...statuses].sort((a, b) => a - b);
}

const isProtected = (route: Route) => route.policy !== 'public' && route.policy !== 'webhook';

const headerDocs = (headers: HeaderDocs | undefined) =>
  headers
    ? {
        headers: Object.fromEntries(
          Object.entries(headers).map(([name, description]) => [
            name,
            { description, schema: { type: 'string' } },
          ]),
        ),
      }
    : {};

function success(response: SuccessResponse, c: Components) {
  if (response.kind === 'empty') return { description: response.description };
  const content =
    response.kind === 'json'
      ? { 'application/json': { schema: c.ref(response.schema, 'output') } }
      : Object.fromEntries(
          [response.contentType]
            .flat()
            .map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
        );
  return { description: response.description, ...headerDocs(response.headers), content };
}

function describe(route: Route, c: Components) {
  const op = AREA_OPERATIONS[route.area]?.[route.operation];
  const contract = AREA_CONTRACTS[route.area]?.[route.operation];
  if (!op || !contract)
    throw new Error(
      `OpenAPI: ${route.method} ${route.path} needs an operation and a contract (${route.area}.${route.operation})`,
    );
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(contract.responses))
    responses[status] = success(response, c);
  for (const status of errorStatuses(route, op, contract)) {
    responses[String(status)] = {
      description: ERROR_DESCRIPTIONS[status],
      ...(status === 429 ? { headers: RETRY_AFTER } : {}),
      content: { 'application/json': { schema: c.ref(errorBody, 'output') } },
    };
  }
  const params = [
    ...parameters(op.params ?? pathParams(route), 'path', c),
    ...parameters(op.query, 'query', c),
    ...headerParameters(contract.headers, c),
  ];
  return {
    operationId: `${route.area}.${route.operation}`,
    summary: route.summary,
    tags: [route.area],
    security: isProtected(route) ? [{ bearer: [] }] : route.policy === 'webhook' ? [{ asaasToken: [] }] : [],
    'x-policy': route.policy,
    ...(params.length ? { parameters: params } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: !isOptional(op.body),
            content: { 'application/json': { schema: c.ref(op.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> };
  paths: Record<string, Record<string, ReturnType<typeof describe>>>;
}

/** Builds the document from the route table and the operations (run by `npm run openapi` and tests). */
export function buildOpenApiDocument(): OpenApiDocument {
  const c = new Components();
  const paths: OpenApiDocument['paths'] = {};
  for (const route of ROUTES) {
    const path = `${API_BASE}${route.path}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: describe(route, c) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${BRAND.companyName} API`,
      version: '1.0.0',
      description: 'Recursos de multas e de suspensão de CNH. Erros: `{ error, message, requestId }`.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        asaasToken: {
          type: 'apiKey',
          in: 'header',
          name: 'asaas-access-token',
          description: 'The token configured in Asaas (ASAAS_WEBHOOK_TOKEN), compared in constant time',
        },
      },
      schemas: c.linkedFrom(paths),
    },
    paths,
  };
}

/** Where `npm run openapi` writes the document and the system area reads it from. */
export const OPENAPI_FILE = join(__dirname, 'http', 'openapi.generated.json');

/** The file's exact text, so the staleness test compares bytes. */
export const serializeOpenApi = (doc: OpenApiDocument): string => `${JSON.stringify(doc, null, 2)}\n`;

/**
 * The same document as the system function carries it: gzipped, base64, in a module of its own
 * (./http/openapi.generated.gz.ts). As JSON it would be ~150 KB of every cold start's bundle and grow
 * with each route; gzipped it is ~25 KB, inflated once on the first GET /api/openapi.json.
 */
export const OPENAPI_GZ_MODULE = join(__dirname, 'http', 'openapi.generated.gz.ts');

export const serializeOpenApiModule = (doc: OpenApiDocument): string =>
  [
    '// Written by `npm run openapi` (functions/src/openapi.ts): the OpenAPI document, gzipped and base64.',
    `export const OPENAPI_GZ_BASE64 =\n  '${gzipSync(JSON.stringify(doc), { level: 9 }).toString('base64')}';`,
    '',
  ].join('\n');
