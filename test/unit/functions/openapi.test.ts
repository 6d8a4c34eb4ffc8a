import { openApiDocument } from '@recurso/functions/openapi';
import { ROUTES, routeKey } from '@recurso/functions/routes';

describe('OpenAPI document', () => {
  const doc = openApiDocument();
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

  it('describes request bodies from the zod schemas', () => {
    const schemas = doc.components?.schemas ?? {};
    expect(schemas.RegisterRequest).toMatchObject({
      type: 'object',
      properties: { email: expect.any(Object), password: expect.any(Object) },
      additionalProperties: false,
    });
  });
});
