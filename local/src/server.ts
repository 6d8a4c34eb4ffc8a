/**
 * The local HTTP server: turns each /api request into an API Gateway v2 event (routeKey,
 * pathParameters, base64 for binary bodies, sourceIp) and calls the same area handlers Lambda runs.
 * Other paths serve the built SPA (frontend/dist: '/' the prerendered index.html, client routes the
 * app.html shell), or a mounted local service (e.g. the Asaas simulator) by path prefix. Each API area runs in its own admission
 * lane (./admission): beyond its capacity a request answers 429 with Retry-After at once.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { busyError } from '@recurso/core/errors';
import { BUSY_RETRY_AFTER_SECONDS } from '@recurso/functions/capacity';
import type { Deps } from '@recurso/functions/deps';
import { createAreaHandler } from '@recurso/functions/http/area';
import { AREA_OPERATIONS } from '@recurso/functions/http/areas';
import { HTTP_MESSAGES, toErrorResponse } from '@recurso/functions/http/errors';
import { matchRoute } from '@recurso/functions/http/router';
import { API_BASE, AREAS, type Area, routeKey } from '@recurso/functions/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { type AdmissionLimits, createAdmission, refusalLog } from './admission';
import { serveSiteFile } from './site-files';

/** API Gateway's payload limit. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

export interface Mount {
  /** Path prefix, e.g. `/asaas`. */
  prefix: string;
  handle(req: IncomingMessage, res: ServerResponse): void | Promise<void>;
}

export interface ServerOptions {
  deps: Deps;
  /** Built SPA folder; served only when it exists. */
  staticDir?: string;
  mounts?: Mount[];
  /** Per-area lane limits over functions/src/capacity.ts (tests use small ones). */
  admission?: AdmissionLimits;
}

type AreaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

const TEXT_TYPES = /^(application\/(json|[\w.+-]+\+json|x-www-form-urlencoded|xml)|text\/)/i;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Same headers CloudFront's response-headers policy adds in production. */
const WEB_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy':
    "default-src 'self'; script-src 'self' https://accounts.google.com/gsi/client; frame-src https://accounts.google.com/gsi/; connect-src 'self' https://accounts.google.com/gsi/ http://127.0.0.1:*; style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style; img-src 'self' data: blob: https:; font-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' http://127.0.0.1:*",
};

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/** The answer past an area's capacity: the API's error shape, 429 and Retry-After. */
const BUSY = toErrorResponse(busyError(BUSY_RETRY_AFTER_SECONDS), '');

/** Built from BUSY (the request body left unread): a flood answers thousands a second, so no Error per refusal. */
function sendBusy(req: IncomingMessage, res: ServerResponse) {
  req.resume();
  const requestId = randomUUID();
  sendJson(res, BUSY.status, { ...BUSY.body, requestId }, { ...BUSY.headers, 'x-request-id': requestId });
}

const NO_BODY = Buffer.alloc(0);

async function readRequestBody(req: IncomingMessage): Promise<Buffer | undefined> {
  // HTTP/1.1 (RFC 9112 §6.3): a request with neither header has no body — most GETs; no stream to read
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) {
    req.resume();
    return NO_BODY;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function toEvent(req: IncomingMessage, url: URL, body: Buffer, key: string, params: Record<string, string>) {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined && k !== 'cookie') headers[k] = Array.isArray(v) ? v.join(',') : v;
  }
  const query: Record<string, string> = {};
  if (url.search) for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const binary = body.length > 0 && !TEXT_TYPES.test(headers['content-type'] ?? '');
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: req.headers.cookie?.split(/;\s*/),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    body: body.length ? body.toString(binary ? 'base64' : 'utf8') : undefined,
    isBase64Encoded: binary,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: (req.socket.remoteAddress ?? '').replace(/^::ffff:/, ''),
        userAgent: headers['user-agent'] ?? '',
      },
    },
  };
  return event;
}

/**
 * Decoded base64 bodies of the last few large answers: a cached list's gzip is the same string on
 * every request (functions/src/http/json-body.ts), so it is decoded once, not per request.
 */
const decodedBodies = new Map<string, Buffer>();
const DECODED_MAX = 32;
const DECODED_MIN_CHARS = 4096;

function decodeBase64(body: string): Buffer {
  if (body.length < DECODED_MIN_CHARS) return Buffer.from(body, 'base64');
  let bytes = decodedBodies.get(body);
  if (!bytes) {
    bytes = Buffer.from(body, 'base64');
    decodedBodies.set(body, bytes);
    if (decodedBodies.size > DECODED_MAX) decodedBodies.delete(decodedBodies.keys().next().value as string);
  }
  return bytes;
}

function writeResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2) {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body = result.body ? (result.isBase64Encoded ? decodeBase64(result.body) : result.body) : undefined;
  // a length instead of chunked framing, as API Gateway sends
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}

/** Text assets are sent gzipped, as CloudFront does on AWS; compressed once per file version. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg)/;
const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

function gzipped(file: string): Buffer {
  const { mtimeMs } = statSync(file);
  const hit = gzipCache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const body = gzipSync(readFileSync(file), { level: 9 });
  gzipCache.set(file, { mtimeMs, body });
  return body;
}

function serveStatic(
  res: ServerResponse,
  staticDir: string,
  pathname: string,
  head: boolean,
  acceptEncoding: string,
) {
  const root = resolve(staticDir);
  let file = normalize(join(root, decodeURIComponent(pathname)));
  // '/' gets index.html (the prerendered home page); client routes the empty shell app.html when built.
  const shell = pathname !== '/' && existsSync(join(root, 'app.html')) ? 'app.html' : 'index.html';
  if (file !== root && !file.startsWith(root + sep)) file = join(root, shell);
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, shell);
  const type = MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const immutable = file.includes(`${sep}assets${sep}`);
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(acceptEncoding);
  const headers = {
    ...WEB_HEADERS,
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
  };
  if (!gzip) {
    res.writeHead(200, headers);
    if (head) res.end();
    else createReadStream(file).pipe(res);
    return;
  }
  const body = gzipped(file);
  res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': String(body.length) });
  res.end(head ? undefined : body);
}

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function createLocalServer(opts: ServerOptions): Server {
  return createServer(createRequestListener(opts));
}

export function createRequestListener(opts: ServerOptions): RequestListener {
  const handlers = new Map<Area, AreaHandler>(
    AREAS.map((area) => [
      area,
      createAreaHandler(area, AREA_OPERATIONS[area] ?? {}, opts.deps) as AreaHandler,
    ]),
  );
  const spa = opts.staticDir && existsSync(join(opts.staticDir, 'index.html')) ? opts.staticDir : undefined;
  const admission = createAdmission(opts.admission);
  const refused = refusalLog((msg, data) => opts.deps.logger.warn(msg, data));

  return async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const mount = opts.mounts?.find(
        (m) => url.pathname === m.prefix || url.pathname.startsWith(`${m.prefix}/`),
      );
      if (mount) return await mount.handle(req, res);

      if (url.pathname === API_BASE || url.pathname.startsWith(`${API_BASE}/`)) {
        const { match, methodNotAllowed } = matchRoute(req.method ?? 'GET', url.pathname);
        if (!match) {
          req.resume();
          const status = methodNotAllowed ? 405 : 404;
          const message = methodNotAllowed ? HTTP_MESSAGES.methodNotAllowed : HTTP_MESSAGES.notFound;
          return sendJson(res, status, { error: message, message, requestId: randomUUID() });
        }
        const release = await admission.admit(match.route.area, req.method);
        if (!release) {
          refused(match.route.area, routeKey(match.route));
          return sendBusy(req, res);
        }
        try {
          const body = await readRequestBody(req);
          if (!body) {
            return sendJson(res, 413, {
              error: HTTP_MESSAGES.tooLarge,
              message: HTTP_MESSAGES.tooLarge,
              requestId: randomUUID(),
            });
          }
          const event = toEvent(req, url, body, routeKey(match.route), match.params);
          const handler = handlers.get(match.route.area) as AreaHandler;
          const context = {
            awsRequestId: event.requestContext.requestId,
            functionName: match.route.area,
          } as Context;
          return writeResult(res, await handler(event, context));
        } finally {
          release();
        }
      }

      if ((req.method === 'GET' || req.method === 'HEAD') && serveSiteFile(req, res, url.pathname)) return;
      if (spa && (req.method === 'GET' || req.method === 'HEAD'))
        return serveStatic(
          res,
          spa,
          url.pathname,
          req.method === 'HEAD',
          String(req.headers['accept-encoding'] ?? ''),
        );
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(
        spa ? 'Not found' : 'The web app is not built yet: run `npm run build -w frontend`, then restart.',
      );
    } catch (err) {
      opts.deps.logger.error('local server error', { error: err });
      if (!res.headersSent)
        sendJson(res, 500, { error: HTTP_MESSAGES.internal, message: HTTP_MESSAGES.internal });
      else res.end();
    }
  };
}
