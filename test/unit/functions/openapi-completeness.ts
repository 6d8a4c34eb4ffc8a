/**
 * Where an OpenAPI document says nothing: schemas that accept anything (`{}`, `true`, or only
 * annotations), found at every schema position, nested ones included. Used by openapi.test.ts.
 */
type Json = Record<string, unknown>;

const ANNOTATIONS = new Set([
  'description',
  'title',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
]);
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SCHEMA_ONE = [
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'propertyNames',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'contentSchema',
];

/** JSON pointers (below `at`) of every schema in `schema` that constrains nothing. */
export function emptySchemas(schema: unknown, at: string, out: string[] = []): string[] {
  if (schema === false) return out;
  if (schema === true || schema === null || typeof schema !== 'object') {
    out.push(at);
    return out;
  }
  const s = schema as Json;
  if (Object.keys(s).every((k) => ANNOTATIONS.has(k))) out.push(at);
  for (const key of SCHEMA_MAPS)
    for (const [name, sub] of Object.entries((s[key] ?? {}) as Json))
      emptySchemas(sub, `${at}/${key}/${name}`, out);
  for (const key of SCHEMA_LISTS)
    ((s[key] ?? []) as unknown[]).forEach((sub, i) => {
      emptySchemas(sub, `${at}/${key}/${i}`, out);
    });
  for (const key of SCHEMA_ONE) if (key in s) emptySchemas(s[key], `${at}/${key}`, out);
  return out;
}

/** Every schema position of an OpenAPI 3.1 document: components, parameters, bodies, response headers. */
export function documentSchemas(doc: Json): [string, unknown][] {
  const found: [string, unknown][] = [];
  const components = ((doc.components as Json | undefined)?.schemas ?? {}) as Json;
  for (const [name, s] of Object.entries(components)) found.push([`#/components/schemas/${name}`, s]);
  const content = (at: string, c: unknown) => {
    for (const [type, media] of Object.entries((c ?? {}) as Json))
      found.push([`${at}/content/${type}/schema`, (media as Json).schema]);
  };
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Json))
    for (const [method, raw] of Object.entries(item as Json)) {
      const op = raw as Json;
      const at = `#/paths/${path}/${method}`;
      ((op.parameters ?? []) as Json[]).forEach((p, i) => {
        found.push([`${at}/parameters/${i}/schema`, p.schema]);
      });
      if (op.requestBody) content(`${at}/requestBody`, (op.requestBody as Json).content);
      for (const [status, response] of Object.entries((op.responses ?? {}) as Json)) {
        const r = response as Json;
        content(`${at}/responses/${status}`, r.content);
        for (const [name, h] of Object.entries((r.headers ?? {}) as Json))
          found.push([`${at}/responses/${status}/headers/${name}/schema`, (h as Json).schema]);
      }
    }
  return found;
}
