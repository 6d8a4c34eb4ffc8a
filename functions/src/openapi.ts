/**
 * The OpenAPI 3.1 document, generated from the route table and the operations' zod schemas
 * (@asteasolutions/zod-to-openapi), served at GET /api/openapi.json. Every table route appears,
 * implemented or not, so the document and the table cannot drift.
 */
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { BRAND } from '@recurso/core/brand';
import * as z from 'zod';
import { AREA_OPERATIONS } from './http/areas';
import { API_BASE, ROUTES, type Route } from './routes';

const errorBody = z
  .object({
    error: z.string().describe('Mensagem em português para o usuário'),
    message: z.string().describe('A mesma mensagem'),
    requestId: z.string(),
    code: z
      .string()
      .optional()
      .describe('Código estável para o cliente decidir (ex.: second_factor_required), quando houver'),
  })
  .meta({ id: 'Error' });

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBody } },
});

function pathParams(route: Route) {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  return names.length ? z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) : undefined;
}

function describe(route: Route): RouteConfig {
  const op = AREA_OPERATIONS[route.area]?.[route.operation];
  const isProtected = route.policy !== 'public' && route.policy !== 'webhook';
  const status = String(op?.successStatus ?? 200);
  const params = op?.params ?? pathParams(route);
  const responses: RouteConfig['responses'] = op
    ? {
        [status]: {
          description: 'Sucesso',
          ...(op.response ? { content: { 'application/json': { schema: op.response } } } : {}),
        },
        '400': errorResponse('Dados inválidos (mensagem em português)'),
        '500': errorResponse('Erro interno (mensagem genérica e requestId)'),
      }
    : { '501': errorResponse('Ainda não disponível neste servidor') };
  if (isProtected) {
    responses['401'] = errorResponse('Sem sessão válida');
    responses['403'] = errorResponse('Conta bloqueada ou sem permissão');
  }
  return {
    method: route.method.toLowerCase() as RouteConfig['method'],
    path: `${API_BASE}${route.path}`,
    operationId: `${route.area}.${route.operation}`,
    summary: route.summary,
    tags: [route.area],
    security: isProtected ? [{ bearer: [] }] : [],
    'x-policy': route.policy,
    request: {
      ...(params ? { params: params as z.ZodObject } : {}),
      ...(op?.query ? { query: op.query as z.ZodObject } : {}),
      ...(op?.body ? { body: { content: { 'application/json': { schema: op.body } }, required: true } } : {}),
    },
    responses,
  };
}

let cached: ReturnType<OpenApiGeneratorV31['generateDocument']> | undefined;

export function openApiDocument() {
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  for (const route of ROUTES) registry.registerPath(describe(route));
  cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: `${BRAND.companyName} API`,
      version: '1.0.0',
      description: 'Recursos de multas e de suspensão de CNH. Erros: `{ error, message, requestId }`.',
    },
    servers: [{ url: '/' }],
  });
  return cached;
}
