/**
 * Writes the OpenAPI document that GET /api/openapi.json serves from the route table and the operations'
 * schemas: functions/src/http/openapi.generated.json (read by the linter, the contract tests and people)
 * and the gzipped copy the system function carries (openapi.generated.gz.ts). Run after changing a route
 * or a schema; test/unit/functions/openapi.test.ts fails while either is stale.
 */
import { writeFileSync } from 'node:fs';
import {
  buildOpenApiDocument,
  OPENAPI_FILE,
  OPENAPI_GZ_MODULE,
  serializeOpenApi,
  serializeOpenApiModule,
} from '../functions/src/openapi';

const doc = buildOpenApiDocument();
writeFileSync(OPENAPI_FILE, serializeOpenApi(doc));
writeFileSync(OPENAPI_GZ_MODULE, serializeOpenApiModule(doc));
process.stdout.write(`wrote ${OPENAPI_FILE} and ${OPENAPI_GZ_MODULE}\n`);
