/**
 * The local HTTP server: turns each /api request into an API Gateway v2 event (./api-gateway) and calls
 * the same area handlers Lambda runs, except /api/docs, the static API reference (functions/src/api-docs.ts).
 * Other paths serve the built SPA (./static: frontend/dist, '/' the
 * prerendered index.html, client routes the app.html shell), or a mounted local service (e.g. the Asaas
 * simulator) by path prefix. Each API area runs in its own admission lane (./admission): beyond its
 * capacity a request answers 429 with Retry-After at once.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { busyError } from '@recurso/core/errors';
import { apiDocsFile } from '@recurso/functions/api-docs';
import { BUSY_RETRY_AFTER_SECONDS } from '@recurso/functions/capacity';
import type { Deps } from '@recurso/functions/deps';
import { createAreaHandler } from '@recurso/functions/http/area';
import { AREA_OPERATIONS } from '@recurso/functions/http/areas';
import { HTTP_MESSAGES, toErrorResponse } from '@recurso/functions/http/errors';
import { matchRoute } from '@recurso/functions/http/router';
import { API_BASE, AREAS, type Area, routeKey } from '@recurso/functions/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { type AdmissionLimits, createAdmission, refusalLog } from './admission';
import { readRequestBody, toEvent, writeResult } from './api-gateway';
import { serveSiteFile } from './site-files';
import { sendApiDocsFile, serveStatic } from './static';

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

      // The API reference (/api/docs): static files, as CloudFront serves them from the site bucket.
      const docs = req.method === 'GET' || req.method === 'HEAD' ? apiDocsFile(url.pathname) : undefined;
      if (docs)
        return sendApiDocsFile(
          res,
          docs,
          req.method === 'HEAD',
          String(req.headers['accept-encoding'] ?? ''),
        );

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
