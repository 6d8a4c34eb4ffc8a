/**
 * The area handler factory: one Lambda per API area (routes.ts), the same function behind the local
 * server. Pipeline (middy): errors → routing → auth → input → operation → JSON response.
 *
 *   export const handler = createAreaHandler('auth', authOperations, lambdaDeps({ mailer: sesMailer }));
 *
 * Routing uses `event.routeKey` (API Gateway sets it; so does local/src/server.ts), falling back to
 * the path for `$default`. A route of the area whose operation is not written yet answers 501.
 */
import middy, { type MiddlewareObj } from '@middy/core';
import type { User } from '@recurso/core/user';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Deps } from '../deps';
import { takeColdStart } from '../logger';
import type { Area, Route } from '../routes';
import { authorize } from './authorize';
import { HTTP_MESSAGES, HttpError, toErrorResponse } from './errors';
import { lowerCaseHeaders, parseJson, readBody, validate } from './input';
import { encodeJsonBody } from './json-body';
import { matchRoute, routeForKey } from './router';
import { type AnyOperation, type HttpRequest, isReply, type Operations } from './types';

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyStructuredResultV2;

interface State {
  deps?: Deps;
  requestId: string;
  /** The first request this container serves (logged on its access line). */
  coldStart?: boolean;
  startedAt: number;
  route?: Route;
  operation?: AnyOperation;
  params: Record<string, string>;
  user?: User;
  /** The request's headers, lower-cased once. */
  headers?: Record<string, string>;
}

export type DepsSource = Deps | (() => Promise<Deps>);

/** Raw (non-JSON) bodies may be larger: API Gateway's own payload limit is 10 MB. */
const RAW_MAX_BYTES = 10 * 1024 * 1024;

const BASE_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** `acceptEncoding`: the request's Accept-Encoding (json-body.ts gzips large bodies for it). */
function jsonResult(
  status: number,
  body: unknown,
  requestId: string,
  headers: Record<string, string> = {},
  acceptEncoding?: string,
): Result {
  const hasBody = body !== undefined && status !== 204;
  const encoded = hasBody ? encodeJsonBody(body, acceptEncoding) : undefined;
  return {
    statusCode: status,
    headers: {
      ...BASE_HEADERS,
      ...(hasBody ? { 'content-type': 'application/json; charset=utf-8' } : {}),
      ...(encoded?.varies ? { vary: 'accept-encoding' } : {}),
      ...(encoded?.gzip ? { 'content-encoding': 'gzip' } : {}),
      'x-request-id': requestId,
      ...headers,
    },
    body: encoded?.body ?? '',
    ...(encoded?.gzip ? { isBase64Encoded: true } : {}),
  };
}

function toResult(value: unknown, requestId: string, acceptEncoding?: string): Result {
  if (!isReply(value)) return jsonResult(200, value, requestId, {}, acceptEncoding);
  if (value.binary) {
    return {
      statusCode: value.status,
      headers: { ...BASE_HEADERS, 'x-request-id': requestId, ...value.headers },
      body: value.binary.toString('base64'),
      isBase64Encoded: true,
    };
  }
  return jsonResult(value.status, value.body, requestId, value.headers, acceptEncoding);
}

function findRoute(area: Area, event: Event): { route: Route; params: Record<string, string> } {
  const byKey = routeForKey(event.routeKey);
  if (byKey) return { route: byKey, params: lowerless(event.pathParameters) };
  const { match, methodNotAllowed } = matchRoute(event.requestContext.http.method, event.rawPath);
  if (match && match.route.area === area) return match;
  if (methodNotAllowed) throw new HttpError(405, HTTP_MESSAGES.methodNotAllowed);
  throw new HttpError(404, HTTP_MESSAGES.notFound);
}

const lowerless = (p: Record<string, string | undefined> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(p ?? {}).filter((e): e is [string, string] => e[1] !== undefined));

export function createAreaHandler(area: Area, operations: Operations, depsSource: DepsSource) {
  const getDeps = typeof depsSource === 'function' ? depsSource : () => Promise.resolve(depsSource);
  const states = new WeakMap<Event, State>();
  const stateOf = (event: Event): State => {
    const s = states.get(event);
    if (!s) throw new Error('request state missing');
    return s;
  };

  const errors: MiddlewareObj<Event, Result, Error, Context> = {
    before: async (request) => {
      const requestId =
        request.event.requestContext?.requestId ?? request.context?.awsRequestId ?? crypto.randomUUID();
      states.set(request.event, {
        requestId,
        coldStart: takeColdStart(),
        startedAt: performance.now(),
        params: {},
      });
      stateOf(request.event).deps = await getDeps();
    },
    after: async (request) => {
      accessLog(stateOf(request.event), request.event, request.response?.statusCode ?? 200);
    },
    onError: async (request) => {
      const state = states.get(request.event) ?? { requestId: crypto.randomUUID(), startedAt: 0, params: {} };
      const mapped = toErrorResponse(request.error, state.requestId);
      if (mapped.unexpected) {
        const log = state.deps?.logger;
        const detail = { requestId: state.requestId, route: state.route?.path, error: request.error };
        if (log) log.error('unhandled error', detail);
        else
          console.error(
            JSON.stringify({
              level: 'error',
              msg: 'unhandled error',
              ...detail,
              error: String(request.error),
            }),
          );
      }
      request.response = jsonResult(mapped.status, mapped.body, state.requestId, mapped.headers);
      accessLog(state, request.event, mapped.status);
    },
  };

  const routing: MiddlewareObj<Event, Result, Error, Context> = {
    before: async (request) => {
      const state = stateOf(request.event);
      const { route, params } = findRoute(area, request.event);
      if (route.area !== area) throw new HttpError(404, HTTP_MESSAGES.notFound);
      state.route = route;
      state.params = params;
      state.operation = operations[route.operation];
      if (!state.operation) throw new HttpError(501, HTTP_MESSAGES.notImplemented);
    },
  };

  const authentication: MiddlewareObj<Event, Result, Error, Context> = {
    before: async (request) => {
      const state = stateOf(request.event);
      state.headers = lowerCaseHeaders(request.event.headers);
      const { headers } = state;
      state.user = await authorize(state.route as Route, headers.authorization, state.deps as Deps);
    },
  };

  return middy<Event, Result, Error, Context>()
    .use(errors)
    .use(routing)
    .use(authentication)
    .handler(async (event) => {
      const state = stateOf(event);
      const deps = state.deps as Deps;
      const op = state.operation as AnyOperation;
      const route = state.route as Route;
      const headers = state.headers ?? lowerCaseHeaders(event.headers);
      const raw = op.input === 'raw' || route.policy === 'webhook';
      const checked = op.input !== 'use-case';
      const rawBody = readBody(event, raw ? RAW_MAX_BYTES : deps.env.MAX_JSON_BODY_BYTES);
      const jsonBody = raw || !op.body ? undefined : parseJson(rawBody, headers['content-type']);
      const query = lowerless(event.queryStringParameters);
      const req: HttpRequest = {
        requestId: state.requestId,
        route,
        body: raw ? rawBody : op.body && checked ? validate(op.body, jsonBody) : jsonBody,
        query: op.query ? validate(op.query, query) : query,
        params: op.params ? validate(op.params, state.params) : state.params,
        headers,
        rawBody,
        user: state.user,
        ip: event.requestContext?.http?.sourceIp ?? '',
        event,
      };
      return toResult(await op.handle(req, deps), state.requestId, headers['accept-encoding']);
    });

  function accessLog(state: State, event: Event, status: number) {
    state.deps?.logger.info('request', {
      requestId: state.requestId,
      method: event.requestContext?.http?.method,
      route: state.route ? `${state.route.method} ${state.route.path}` : event.rawPath,
      status,
      ms: Math.round(performance.now() - state.startedAt),
      userId: state.user?.id,
      coldStart: state.coldStart === true,
    });
  }
}
