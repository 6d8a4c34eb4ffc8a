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
declare const BINARY: unique symbol;
/** The type of a binary answer's body (binaryReply), so contracts can tell it from JSON. */
export interface BinaryBody {
  readonly [BINARY]: true;
}

/**
 * A response with a chosen status, headers or non-JSON body. Plain return values become 200 JSON.
 * `S` and `B` are the literal status and the body's type: the area's contract (./contract.ts) checks
 * them against the documented responses at compile time.
 */
export interface Reply<S extends number = number, B = unknown> {
  [REPLY]: true;
  status: S;
  body?: B;
  headers?: Record<string, string>;
  /** Binary body (PDF…), sent base64-encoded as API Gateway expects. */
  binary?: Buffer;
}

export const reply = <S extends number, B = undefined>(
  status: S,
  body?: B,
  headers?: Record<string, string>,
): Reply<S, B> => ({ [REPLY]: true, status, body, headers });
export const created = <B>(body: B): Reply<201, B> => reply(201, body);
export const noContent = (): Reply<204, undefined> => reply(204);
export const binaryReply = (
  data: Buffer,
  contentType: string,
  headers: Record<string, string> = {},
): Reply<200, BinaryBody> => ({
  [REPLY]: true,
  status: 200,
  binary: data,
  headers: { 'content-type': contentType, ...headers },
});
/** A file to save: its bytes, type and name, as a download (Content-Disposition: attachment). */
export const attachmentReply = (file: {
  bytes: Uint8Array;
  contentType: string;
  filename: string;
}): Reply<200, BinaryBody> =>
  binaryReply(Buffer.from(file.bytes), file.contentType, {
    'content-disposition': `attachment; filename="${file.filename}"`,
  });
export const isReply = (v: unknown): v is Reply => typeof v === 'object' && v !== null && REPLY in v;

type Schema = z.ZodMiniType | undefined;
type Out<S extends Schema, Fallback> = S extends z.ZodMiniType ? z.output<S> : Fallback;

/**
 * How the request body reaches the operation:
 * - `json` (default): parsed and validated with `body` by the framework ("Dados inválidos." for fields
 *   without a message of their own);
 * - `use-case`: parsed JSON handed over as is; the use case validates it with the same `body` schema
 *   and its own Portuguese messages (the appeals area);
 * - `raw`: the bytes untouched (webhooks); `body` documents what they carry.
 */
export type InputMode = 'json' | 'use-case' | 'raw';
type BodyOf<B extends Schema, I extends InputMode> = I extends 'raw'
  ? Buffer
  : I extends 'use-case'
    ? unknown
    : Out<B, undefined>;

export interface OperationSpec<
  B extends Schema = Schema,
  Q extends Schema = Schema,
  P extends Schema = Schema,
  I extends InputMode = InputMode,
  R = unknown,
> {
  /** The request body's schema (JSON; see `input`); documented in the OpenAPI document. */
  body?: B;
  query?: Q;
  params?: P;
  input?: I;
  /** The answer: a plain value (200 JSON) or a Reply; its type is checked against the area's contract. */
  handle(
    req: HttpRequest<BodyOf<B, I>, Out<Q, Record<string, string>>, Out<P, Record<string, string>>>,
    deps: Deps,
  ): Promise<R>;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds operations of any schema types.
export type AnyOperation = OperationSpec<any, any, any, InputMode, unknown>;
export type Operations = Record<string, AnyOperation>;

/** Identity helper that infers `req.body`/`req.query`/`req.params` from the schemas. */
export const operation = <
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  I extends InputMode = 'json',
  R = unknown,
>(
  spec: OperationSpec<B, Q, P, I, R>,
  // NoInfer: without `input`, I is 'json', not whatever the contract's context would suggest.
): OperationSpec<B, Q, P, NoInfer<I>, R> => spec;
