import { readFileSync } from 'node:fs';
import { buildOpenApiDocument, OPENAPI_FILE, serializeOpenApi } from '@recurso/functions/openapi';
import { ROUTES, routeKey } from '@recurso/functions/routes';

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument();
  const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, { 'x-policy'?: string; security?: unknown[] }>).map(
      ([method, op]) => ({
        key: `${method.toUpperCase()} ${path}`,
        op,
      }),
    ),
  );

  it('is OpenAPI 3.1 and lists exactly the routes of the table', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(operations.map((o) => o.key).sort()).toEqual(ROUTES.map(routeKey).sort());
  });

  it('carries each route’s policy and requires a bearer token on protected ones', () => {
    for (const r of ROUTES) {
      const op = operations.find((o) => o.key === routeKey(r))?.op;
      expect(op?.['x-policy']).toBe(r.policy);
      const protectedRoute = r.policy !== 'public' && r.policy !== 'webhook';
      expect(op?.security).toEqual(protectedRoute ? [{ bearer: [] }] : []);
    }
  });

  it('is the document the system area serves: run `npm run openapi` after changing a route or a schema', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(serializeOpenApi(doc));
  });

  it('describes path and query parameters from the operations’ schemas', () => {
    const audit = doc.paths['/api/admin/audit']?.get?.parameters;
    expect(audit).toEqual([
      {
        name: 'limit',
        in: 'query',
        required: false,
        schema: expect.objectContaining({ type: 'integer', minimum: 1, maximum: 200 }),
      },
      { name: 'cursor', in: 'query', required: false, schema: { type: 'string', maxLength: 2048 } },
    ]);
    const status = doc.paths['/api/appeals/status/{appealId}']?.get?.parameters;
    expect(status).toEqual([
      {
        name: 'appealId',
        in: 'path',
        required: true,
        schema: { type: 'string', minLength: 1, maxLength: 80 },
      },
    ]);
  });

  it('names shared schemas once, as components, and links to them', () => {
    const register = doc.paths['/api/auth/register']?.post as {
      requestBody?: unknown;
      responses: Record<string, unknown>;
    };
    expect(register.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/RegisterRequest' } } },
    });
    expect(register.responses['400']).toEqual({
      description: 'Dados inválidos (mensagem em português)',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
    expect(JSON.stringify(doc)).not.toContain('#/$defs/');
  });

  it('describes request bodies from the zod schemas', () => {
    const schemas = doc.components?.schemas ?? {};
    expect(schemas.RegisterRequest).toMatchObject({
      type: 'object',
      properties: { email: expect.any(Object), password: expect.any(Object) },
      additionalProperties: false,
    });
  });
});
