/**
 * Writes the OpenAPI document that GET /api/openapi.json serves (functions/src/http/openapi.generated.json)
 * from the route table and the operations' schemas. Run after changing a route or a schema; the unit
 * test test/unit/functions/openapi.test.ts fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument, OPENAPI_FILE, serializeOpenApi } from '../functions/src/openapi';

writeFileSync(OPENAPI_FILE, serializeOpenApi(buildOpenApiDocument()));
process.stdout.write(`wrote ${OPENAPI_FILE}\n`);
