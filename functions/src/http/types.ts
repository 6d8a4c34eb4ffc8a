/**
 * The HTTP framework's vocabulary. An operation is a plain async function `(req, deps) => result`
 * with optional zod schemas for its body, query and path parameters; the area handler
 * (./area.ts) does routing, auth, parsing, validation and error mapping around it.
 */
import type { User } from '@recurso/core/user';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { Deps } from '../deps';
import type { Route } from '../routes';

export interface HttpRequest<Body = unknown, Query = unknown, Params = unknown> {
  requestId: string;
  route: Route;
  /** Validated by the operation's schemas (raw strings when it declares none). */
  body: Body;
  query: Query;
  params: Params;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** Exact request bytes: always for `input: 'raw'` operations (webhooks, multipart), else the JSON text. */
  rawBody: Buffer;
  /** The caller's record as read from the table on this request; set on every non-public route. */
  user: User | undefined;
  /** Client address from API Gateway's requestContext (the local server sets the socket address). */
  ip: string;
  event: APIGatewayProxyEventV2;
}

const REPLY = Symbol('reply');

/** A response with a chosen status, headers or non-JSON body. Plain return values become 200 JSON. */
export interface Reply {
  [REPLY]: true;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Binary body (PDF…), sent base64-encoded as API Gateway expects. */
  binary?: Buffer;
}

export const reply = (status: number, body?: unknown, headers?: Record<string, string>): Reply => ({
  [REPLY]: true,
  status,
  body,
  headers,
});
export const created = (body: unknown): Reply => reply(201, body);
export const noContent = (): Reply => reply(204);
export const binaryReply = (
  data: Buffer,
  contentType: string,
  headers: Record<string, string> = {},
): Reply => ({
  [REPLY]: true,
  status: 200,
  binary: data,
  headers: { 'content-type': contentType, ...headers },
});
export const isReply = (v: unknown): v is Reply => typeof v === 'object' && v !== null && REPLY in v;

type Schema = z.ZodMiniType | undefined;
type Out<S extends Schema, Fallback> = S extends z.ZodMiniType ? z.output<S> : Fallback;

export interface OperationSpec<
  B extends Schema = Schema,
  Q extends Schema = Schema,
  P extends Schema = Schema,
> {
  /** JSON body schema (`input: 'json'`). */
  body?: B;
  query?: Q;
  params?: P;
  /** 'raw': body untouched (webhooks, multipart); 'json' (default): parsed and validated. */
  input?: 'json' | 'raw';
  /** Documents the success body in the OpenAPI document. */
  response?: z.ZodMiniType;
  /** Status for plain return values (default 200). */
  successStatus?: number;
  handle(
    req: HttpRequest<Out<B, unknown>, Out<Q, Record<string, string>>, Out<P, Record<string, string>>>,
    deps: Deps,
  ): Promise<unknown>;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds operations of any schema types.
export type AnyOperation = OperationSpec<any, any, any>;
export type Operations = Record<string, AnyOperation>;

/** Identity helper that infers `req.body`/`req.query`/`req.params` from the schemas. */
export const operation = <
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
>(
  spec: OperationSpec<B, Q, P>,
): OperationSpec<B, Q, P> => spec;
