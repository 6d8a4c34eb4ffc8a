/**
 * Fuzzing every route (issue 8 item 4; SECURITY VAL-1, REL-6): fast-check generates bodies (JSON,
 * text, bytes), query strings, path parameters, content types and authorization headers. Every answer
 * must be the route's success or a 4xx carrying a message, never a 5xx, never a hang. Routes whose
 * area is not built may answer 501 (the access matrix lists them).
 */
import { AREA_OPERATIONS } from '@recurso/functions/http/areas';
import { API_BASE, ROUTES, type Route } from '@recurso/functions/routes';
import fc from 'fast-check';
import { registerAndLogin, startTestRuntime, type TestRuntime } from './helpers/runtime';
import { verifiedStaffToken } from './helpers/second-factor';

const RUNS_PER_ROUTE = 30;
const REQUEST_TIMEOUT_MS = 10_000;

let rt: TestRuntime;
let tokens: (string | undefined)[] = [];

beforeAll(async () => {
  rt = await startTestRuntime();
  const user = await registerAndLogin(rt.api, 'fuzz-user@exemplo.com');
  tokens = [undefined, 'garbage', `${user.token}x`, user.token, await verifiedStaffToken(rt)];
}, 60_000);
afterAll(() => rt?.stop());

const printable = (max: number) => fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${max}}$`));

const bodyArb = fc.oneof(
  fc.json({ maxDepth: 3 }).map((text) => Buffer.from(text)),
  fc.string({ maxLength: 200 }).map((text) => Buffer.from(text)),
  fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.alloc(0)),
  fc.constant(Buffer.from('{"email":"a@b.c","password":"x","__proto__":{"role":"ADMIN"}}')),
);

const requestArb = fc.record({
  body: bodyArb,
  contentType: fc.oneof(
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'multipart/form-data; boundary=x',
      '',
    ),
    printable(40),
  ),
  query: fc.dictionary(printable(12), fc.string({ maxLength: 40 }), { maxKeys: 4 }),
  param: fc.oneof(
    fc.string({ minLength: 1, maxLength: 60 }),
    fc.constant('{"S":"x"}'),
    fc.constant('../../etc/passwd'),
  ),
  token: fc.integer({ min: 0, max: 4 }),
  extraHeader: fc.tuple(fc.stringMatching(/^x-[a-z]{1,10}$/), printable(60)),
});

const built = (r: Route) => Boolean(AREA_OPERATIONS[r.area]?.[r.operation]);

describe('fuzzed requests never cause a 5xx or a hang', () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s',
    async (_key, route) => {
      await fc.assert(
        fc.asyncProperty(requestArb, async (req) => {
          const path = route.path.replace(/\{\w+\}/g, () => encodeURIComponent(req.param));
          const query = new URLSearchParams(req.query).toString();
          const headers: Record<string, string> = { [req.extraHeader[0]]: req.extraHeader[1] };
          if (req.contentType) headers['content-type'] = req.contentType;
          const token = tokens[req.token];
          if (token) headers.authorization = `Bearer ${token}`;
          const res = await fetch(`${rt.url}${API_BASE}${path}${query ? `?${query}` : ''}`, {
            method: route.method,
            headers,
            body: route.method === 'GET' ? undefined : req.body,
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          const text = await res.text();
          const seen = `${route.method} ${path}?${query} [${req.contentType}] → ${res.status} ${text.slice(0, 200)}`;
          if (res.status === 501 && !built(route)) return;
          if (res.status >= 500) throw new Error(`5xx: ${seen}`);
          if (res.status >= 400) {
            const json = JSON.parse(text) as { error?: unknown };
            if (typeof json.error !== 'string' || json.error.length === 0)
              throw new Error(`no message: ${seen}`);
            if (/\bat .*\.(ts|js):\d+/.test(text)) throw new Error(`stack trace in body: ${seen}`);
          }
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    },
    120_000,
  );
});
