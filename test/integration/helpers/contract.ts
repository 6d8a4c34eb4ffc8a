/**
 * Contract tests: every response an integration suite receives from the API is checked against the
 * OpenAPI document the server publishes (functions/src/http/openapi.generated.json) — its status must be
 * documented for the route, and its body must match the schema of that status (ajv, JSON Schema
 * 2020-12). The shared HTTP client (./runtime.ts) calls this on every answer, so the document cannot
 * drift from the server. A path no route matches must answer 404 or 405 with the error body.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import document from '../../../functions/src/http/openapi.generated.json';
import { matchRoute } from '../../../functions/src/http/router';
import { API_BASE } from '../../../functions/src/routes';

type Json = Record<string, unknown>;
interface MediaObject {
  schema?: Json;
}
interface ResponseObject {
  content?: Record<string, MediaObject>;
}

const DOC = document as unknown as {
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
  components: { schemas: Json };
};
const DEFS = 'urn:recurso:api';

/** The document's `#/components/schemas/X` links, pointed at the one schema that holds them all. */
const relinked = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${DEFS}#/$defs/`));

const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
addFormats(ajv);
ajv.addSchema({ $id: DEFS, $defs: relinked(DOC.components.schemas) });

const validators = new Map<string, ValidateFunction>();
/** One validator per distinct schema (every error answer shares the Error one). */
function validatorFor(schema: Json): ValidateFunction {
  const key = JSON.stringify(schema);
  let v = validators.get(key);
  if (!v) {
    v = ajv.compile(relinked(schema));
    validators.set(key, v);
  }
  return v;
}

const ERROR_SCHEMA = { $ref: '#/components/schemas/Error' };

/** Compiles the schema of every documented JSON response (validators are otherwise made on first use). */
export function compileEveryResponseSchema(): number {
  let n = 0;
  for (const item of Object.values(DOC.paths))
    for (const op of Object.values(item))
      for (const response of Object.values(op.responses)) {
        const schema = response.content?.['application/json']?.schema;
        if (!schema) continue;
        validatorFor(schema);
        n += 1;
      }
  return n;
}

export interface Observed {
  status: number;
  headers: Headers;
  /** The body as text (binary bodies are only checked by content type). */
  text: string;
}

/** Why `res` breaks the contract of `method path` (path with the /api base, query allowed), or undefined. */
export function contractViolation(method: string, path: string, res: Observed): string | undefined {
  const pathname = new URL(path, 'http://x').pathname;
  const where = `${method.toUpperCase()} ${pathname} → ${res.status}`;
  const { match } = matchRoute(method, pathname);
  if (!match) {
    if (res.status !== 404 && res.status !== 405) return `${where}: no route, so 404 or 405 was expected`;
    return checkJson(ERROR_SCHEMA, res, where);
  }
  const template = `${API_BASE}${match.route.path}`;
  const operation = DOC.paths[template]?.[match.route.method.toLowerCase()];
  if (!operation) return `${where}: the document has no ${match.route.method} ${template}`;
  const documented = operation.responses[String(res.status)];
  if (!documented)
    return `${where}: status not documented for ${match.route.method} ${template} (documented: ${Object.keys(operation.responses).join(', ')})`;
  const media = Object.entries(documented.content ?? {});
  if (media.length === 0) return res.text === '' ? undefined : `${where}: documented without a body, got one`;
  const contentType = res.headers.get('content-type') ?? '';
  const found = media.find(([type]) => contentType.startsWith(type));
  if (!found)
    return `${where}: content type ${contentType}, documented ${media.map(([type]) => type).join(', ')}`;
  const [type, { schema }] = found as [string, MediaObject];
  if (type !== 'application/json') return undefined;
  return checkJson(schema ?? {}, res, where);
}

function checkJson(schema: Json, res: Observed, where: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(res.text);
  } catch {
    return `${where}: the body is not JSON: ${res.text.slice(0, 200)}`;
  }
  const validate = validatorFor(schema);
  if (validate(body)) return undefined;
  const errors = (validate.errors ?? []).map(
    (e) =>
      `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${e.params.additionalProperty})` : ''}`,
  );
  return `${where}: the body does not match the documented schema: ${errors.slice(0, 5).join('; ')} — body: ${res.text.slice(0, 300)}`;
}

/** Throws (failing the test that made the call) when `res` breaks the contract. */
export function expectContract(method: string, path: string, res: Observed): void {
  const violation = contractViolation(method, path, res);
  if (violation) throw new Error(`API contract broken: ${violation}`);
}

/** For suites that call fetch themselves: checks a copy of the response, returns the original. */
export async function checkedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, init);
  const { pathname, search } = new URL(url);
  const text = await res.clone().text();
  expectContract(init.method ?? 'GET', `${pathname}${search}`, {
    status: res.status,
    headers: res.headers,
    text,
  });
  return res;
}
