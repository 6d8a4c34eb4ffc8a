/**
 * Every Lambda entry present in functions/src bundles with the deployed esbuild settings (lib/bundling.ts)
 * and stays under its budget. Entries still being written by other areas simply are not there yet.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { BUNDLE_BUDGET_BYTES, BUNDLE_BUDGET_EXCEPTIONS, bundleBudget, bundleEntry } from '../../lib/bundling';
import { type Entry, FUNCTIONS_SRC, listEntryFiles, REPO_ROOT } from '../../lib/entries';
import { OPENAPI_FILE } from '../../functions/src/openapi';

const OUT = join(REPO_ROOT, 'cdk.out', 'bundle-test');
const entries: Entry[] = listEntryFiles(FUNCTIONS_SRC);
/** Each entry bundled once for the file (the lazy-load checks read the same bundle the budget checks load). */
const bundles = new Map<string, ReturnType<typeof bundleEntry>>();
const bundled = (e: Entry) => {
  const key = `${e.kind}/${e.name}`;
  if (!bundles.has(key))
    bundles.set(key, bundleEntry(e.kind, e.path, join(OUT, e.kind, e.name, 'index.mjs')));
  return bundles.get(key) as ReturnType<typeof bundleEntry>;
};
/** `import … from "pkg"` and `import "pkg"` at the top level of a minified ESM bundle. */
const STATIC_IMPORT = /(?:^|[;\s])import\s*(?:[^("';]*?from\s*)?"([^"]+)"/g;

describe('Lambda bundles', () => {
  it('finds the entries that exist today', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it('keeps 400 KB for every API function: exceptions are for tasks and jobs only', () => {
    expect(BUNDLE_BUDGET_BYTES).toBe(400 * 1024);
    for (const label of Object.keys(BUNDLE_BUDGET_EXCEPTIONS)) expect(label).not.toMatch(/^http\//);
    expect(bundleBudget('http', 'render-pdf')).toBe(BUNDLE_BUDGET_BYTES);
  });

  it.each(entries.map((e) => [`${e.kind}/${e.name}`, e] as const))(
    '%s bundles as ESM, loads, stays under its budget (400 KB for API functions) and loads nothing but Node built-ins at import',
    async (_label, e) => {
      mkdirSync(OUT, { recursive: true });
      const result = await bundled(e);
      const mod = (await import(result.outfile)) as { handler?: unknown };
      expect(typeof mod.handler).toBe('function');
      // The failure message shows the size in bytes.
      expect(result.bytes).toBeLessThan(bundleBudget(e.kind, e.name));
      // A package imported at load from node_modules (the runtime's SDK) costs the cold start 50–150 ms.
      const code = readFileSync(result.outfile, 'utf8');
      const loaded = [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]);
      expect(loaded.filter((p) => !p?.startsWith('node:'))).toEqual([]);
    },
    60_000,
  );

  it.each([
    ['appeals', /@aws-sdk\/(client-s3|s3-presigned-post|s3-request-presigner)"/, 'client-s3'],
    ['me', /@aws-sdk\/(client-s3|s3-request-presigner|client-sesv2)"/, 'client-s3'],
    ['auth', /@aws-sdk\/client-sesv2"/, 'client-sesv2'],
    ['contact', /@aws-sdk\/client-sesv2"/, 'client-sesv2'],
    ['appeals', /@aws-sdk\/client-sfn"/, 'client-sfn'],
    ['payments', /@aws-sdk\/client-sfn"/, 'client-sfn'],
  ] as const)(
    'http/%s loads S3, SES and Step Functions on first use only: no static import of them in the bundle',
    async (area, lazyPackages, dynamic) => {
      const e = entries.find((x) => x.kind === 'http' && x.name === area);
      if (!e) throw new Error(`no entry http/${area}`);
      const { outfile } = await bundled(e);
      const code = readFileSync(outfile, 'utf8');
      const staticImports = code.match(/(?:^|[;\s])import[^("']*from\s*"@aws-sdk\/[^"]+"/g) ?? [];
      expect(staticImports.filter((i) => lazyPackages.test(i))).toEqual([]);
      expect(code).toContain(`import("@aws-sdk/${dynamic}")`);
    },
    60_000,
  );

  it('a bundled API function serves requests: its bundled SDK signs the JWT-key read with the environment credentials', async () => {
    const e = entries.find((x) => x.kind === 'http' && x.name === 'system');
    if (!e) throw new Error('no entry http/system');
    const { outfile } = await bundleEntry(e.kind, e.path, join(OUT, 'serves', 'system', 'index.mjs'));
    // A stand-in for Secrets Manager's JSON API, reached through the SDK's per-service endpoint variable.
    const calls: { target?: string; authorization?: string; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        calls.push({
          target: req.headers['x-amz-target'] as string,
          authorization: req.headers.authorization,
          body,
        });
        res.setHeader('content-type', 'application/x-amz-json-1.1');
        res.end(JSON.stringify({ Name: 'jwt', SecretString: 'k'.repeat(48) }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const secretArn = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:jwt';
    const env = {
      AWS_ENDPOINT_URL_SECRETS_MANAGER: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret',
      AWS_REGION: 'us-east-1',
      TABLE_NAME: 'table',
      UPLOADS_BUCKET: 'uploads',
      DOCUMENTS_BUCKET: 'documents',
      APP_URL: 'https://app.example.com',
      MAIL_FROM: 'nao-responda@example.com',
      JWT_SECRET_ARN: secretArn,
    };
    const saved = { ...process.env };
    Object.assign(process.env, env);
    delete process.env.JWT_SECRET;
    try {
      const { handler } = (await import(outfile)) as {
        handler: (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string }>;
      };
      const get = (path: string) =>
        handler(
          {
            version: '2.0',
            routeKey: `GET ${path}`,
            rawPath: path,
            rawQueryString: '',
            headers: {},
            requestContext: { http: { method: 'GET', path, sourceIp: '203.0.113.9' }, requestId: 'r-1' },
            isBase64Encoded: false,
          },
          { awsRequestId: 'r-1', getRemainingTimeInMillis: () => 5000 },
        );
      const health = await get('/api/health');
      expect([health.statusCode, JSON.parse(health.body)]).toEqual([200, { status: 'ok' }]);
      const doc = await get('/api/openapi.json');
      expect(doc.statusCode).toBe(200);
      expect(JSON.parse(doc.body)).toEqual(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')));
      expect(calls).toEqual([
        {
          target: 'secretsmanager.GetSecretValue',
          authorization: expect.stringMatching(
            /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/secretsmanager\//,
          ),
          body: JSON.stringify({ SecretId: secretArn }),
        },
      ]);
    } finally {
      process.env = saved;
      server.close();
    }
  }, 60_000);
});
