/**
 * The OpenAPI 3.1 document, generated from the route table and the operations' zod schemas with zod's
 * own JSON Schema output. Every table route appears, implemented or not, so the document and the table
 * cannot drift. It is generated ahead of time (`npm run openapi` writes ./http/openapi.generated.json,
 * which GET /api/openapi.json serves): the schemas of every area would otherwise ride in the system
 * function's bundle. test/unit/functions/openapi.test.ts fails when the file is stale.
 */
import { join } from 'node:path';
import { BRAND } from '@recurso/core/brand';
import * as z from 'zod/mini';
import { AREA_OPERATIONS } from './http/areas';
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

function parameters(schema: z.ZodMiniType | undefined, where: 'path' | 'query', c: Components) {
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

function pathParams(route: Route) {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  return names.length ? z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) : undefined;
}

function describe(route: Route, c: Components) {
  const op = AREA_OPERATIONS[route.area]?.[route.operation];
  const isProtected = route.policy !== 'public' && route.policy !== 'webhook';
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: c.ref(errorBody, 'output') } },
  });
  const responses: Record<string, unknown> = op
    ? {
        [String(op.successStatus ?? 200)]: {
          description: 'Sucesso',
          ...(op.response
            ? { content: { 'application/json': { schema: c.ref(op.response, 'output') } } }
            : {}),
        },
        '400': error('Dados inválidos (mensagem em português)'),
        '500': error('Erro interno (mensagem genérica e requestId)'),
      }
    : { '501': error('Ainda não disponível neste servidor') };
  if (isProtected) {
    responses['401'] = error('Sem sessão válida');
    responses['403'] = error('Conta bloqueada ou sem permissão');
  }
  const params = [
    ...parameters(op?.params ?? pathParams(route), 'path', c),
    ...parameters(op?.query, 'query', c),
  ];
  return {
    operationId: `${route.area}.${route.operation}`,
    summary: route.summary,
    tags: [route.area],
    security: isProtected ? [{ bearer: [] }] : [],
    'x-policy': route.policy,
    ...(params.length ? { parameters: params } : {}),
    ...(op?.body
      ? {
          requestBody: {
            required: true,
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
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: c.linkedFrom(paths),
    },
    paths,
  };
}

/** Where `npm run openapi` writes the document and the system area reads it from. */
export const OPENAPI_FILE = join(__dirname, 'http', 'openapi.generated.json');

/** The file's exact text, so the staleness test compares bytes. */
export const serializeOpenApi = (doc: OpenApiDocument): string => `${JSON.stringify(doc, null, 2)}\n`;
