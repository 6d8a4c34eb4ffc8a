import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { AREA_OPERATIONS } from '@recurso/functions/http/areas';
import { AREA_CONTRACTS } from '@recurso/functions/http/contracts';
import {
  buildOpenApiDocument,
  OPENAPI_FILE,
  OPENAPI_GZ_MODULE,
  serializeOpenApi,
} from '@recurso/functions/openapi';
import { API_BASE, ROUTES, routeKey } from '@recurso/functions/routes';
import { documentSchemas, emptySchemas } from './openapi-completeness';

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
      const expected = protectedRoute ? [{ bearer: [] }] : r.policy === 'webhook' ? [{ asaasToken: [] }] : [];
      expect(op?.security).toEqual(expected);
    }
  });

  it('is the document the system area serves: run `npm run openapi` after changing a route or a schema', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(serializeOpenApi(doc));
    // the gzipped copy the system function carries holds the same document
    const carried = readFileSync(OPENAPI_GZ_MODULE, 'utf8').match(/'([A-Za-z0-9+/=]+)'/)?.[1] ?? '';
    expect(JSON.parse(gunzipSync(Buffer.from(carried, 'base64')).toString('utf8'))).toEqual(doc);
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
      description: 'Invalid input: the message (in Portuguese) says what to fix',
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

describe('OpenAPI completeness: every call is described', () => {
  const doc = buildOpenApiDocument();
  const docOf = (r: (typeof ROUTES)[number]) =>
    (doc.paths[`${API_BASE}${r.path}`] as Record<string, OperationObject>)[
      r.method.toLowerCase()
    ] as OperationObject;

  it('finds empty schemas at any depth (the check itself)', () => {
    expect(emptySchemas({ type: 'object' }, '#')).toEqual([]);
    expect(emptySchemas({}, '#')).toEqual(['#']);
    expect(emptySchemas({ description: 'x' }, '#')).toEqual(['#']);
    expect(
      emptySchemas(
        {
          type: 'object',
          properties: { a: { type: 'array', items: {} }, b: { anyOf: [{ type: 'null' }, true] } },
          additionalProperties: { description: 'anything' },
        },
        '#',
      ),
    ).toEqual(['#/properties/a/items', '#/properties/b/anyOf/1', '#/additionalProperties']);
    expect(emptySchemas({ type: 'object', properties: {}, additionalProperties: false }, '#')).toEqual([]);
  });

  it('has no schema that accepts anything, anywhere (components, parameters, bodies, headers)', () => {
    const positions = documentSchemas(doc as unknown as Record<string, unknown>);
    expect(positions.length).toBeGreaterThan(100);
    expect(positions.flatMap(([at, schema]) => emptySchemas(schema, at))).toEqual([]);
  });

  it.each(ROUTES.map((r) => [routeKey(r), r] as const))('%s: its request is described', (_key, route) => {
    const op = AREA_OPERATIONS[route.area]?.[route.operation];
    const contract = AREA_CONTRACTS[route.area]?.[route.operation];
    expect(op).toBeDefined();
    expect(contract).toBeDefined();
    const described = docOf(route);
    const body = described.requestBody?.content?.['application/json']?.schema;
    // A body the server reads is documented; a POST/PUT/PATCH without one says so in its contract.
    expect(Boolean(body)).toBe(Boolean(op?.body));
    if (['POST', 'PUT', 'PATCH'].includes(route.method))
      expect(Boolean(op?.body) || contract?.noBody === true).toBe(true);
    if (contract?.noBody) expect(op?.body).toBeUndefined();
    const params = (described.parameters ?? []).map((p) => `${p.in}:${p.name}`);
    for (const name of route.path.match(/\{\w+\}/g) ?? [])
      expect(params).toContain(`path:${name.slice(1, -1)}`);
    for (const p of described.parameters ?? []) expect(p.schema).toBeDefined();
  });

  it.each(ROUTES.map((r) => [routeKey(r), r] as const))('%s: every answer is described', (_key, route) => {
    const responses = Object.entries(docOf(route).responses);
    const successes = responses.filter(([s]) => s.startsWith('2'));
    expect(successes.length).toBeGreaterThan(0);
    for (const [status, r] of responses) {
      if (status === '204') {
        expect(r.content).toBeUndefined();
        continue;
      }
      const media = Object.values(r.content ?? {});
      // One media type per answer; a binary success may name the several types its body can have.
      expect({ status, media: media.length > 0 }).toEqual({ status, media: true });
      if (media.length > 1)
        expect({ status, binary: Object.keys(r.content ?? {}).includes('application/json') }).toEqual({
          status,
          binary: false,
        });
      for (const m of media) expect(m.schema).toBeDefined();
      if (!status.startsWith('2')) {
        expect(media).toHaveLength(1);
        expect(media[0]?.schema).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
    expect(responses.map(([s]) => s)).toEqual(expect.arrayContaining(['429', '500']));
  });
});

interface OperationObject {
  parameters?: { name: string; in: string; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
