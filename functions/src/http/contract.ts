/**
 * An area's contract: for each operation, what it answers on success (status → body) and which errors
 * it can answer beyond those every route of its kind can (../openapi.ts adds those: 400 for input,
 * 401/403 behind a session, 413/415 for JSON bodies, 429 and 500 everywhere).
 *
 * - The OpenAPI generator reads the contracts beside the operations' own request schemas.
 * - The operations are held to them at compile time: `… satisfies AreaOperations<typeof xContract>` makes
 *   a handler that returns a body or status its contract does not describe a type error, and an operation
 *   without a contract (or a contract without an operation) too.
 * - The integration suites validate every real response against the generated document
 *   (test/integration/helpers/contract.ts).
 *
 * Lambda code imports contracts as types only (`import type`), so response schemas never ride in a bundle.
 */
import type * as z from 'zod/mini';
import type { BinaryBody, OperationSpec, Reply } from './types';

/** Response headers worth documenting, by name: their description. */
export type HeaderDocs = Record<string, string>;

export interface JsonResponse<S extends z.ZodMiniType = z.ZodMiniType> {
  kind: 'json';
  schema: S;
  description: string;
  headers?: HeaderDocs;
}
export interface BinaryResponse {
  kind: 'binary';
  /** The one content type of the body, or the ones it may have (a decision is a PDF or a photo). */
  contentType: string | readonly string[];
  description: string;
  headers?: HeaderDocs;
}
export interface EmptyResponse {
  kind: 'empty';
  description: string;
}
export type SuccessResponse = JsonResponse | BinaryResponse | EmptyResponse;

export const json = <S extends z.ZodMiniType>(
  schema: S,
  description: string,
  headers?: HeaderDocs,
): JsonResponse<S> => ({ kind: 'json', schema, description, ...(headers ? { headers } : {}) });
export const binary = (
  contentType: string | readonly string[],
  description: string,
  headers?: HeaderDocs,
): BinaryResponse => ({
  kind: 'binary',
  contentType,
  description,
  ...(headers ? { headers } : {}),
});
export const empty = (description: string): EmptyResponse => ({ kind: 'empty', description });

/** The header of paged lists. */
export const NEXT_CURSOR_HEADER: HeaderDocs = {
  'X-Next-Cursor': 'Opaque cursor of the next page (send it back as `cursor`); absent on the last page',
};

/** Error statuses an operation may declare (functions/src/http/errors.ts maps domain errors to them). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

export interface OperationContract {
  responses: { [status: number]: SuccessResponse };
  /** Errors of this operation beyond those the generator adds for every route of its kind. */
  errors?: readonly ErrorStatus[];
  /** A POST or DELETE that takes no body says so (the completeness test asks every other to have one). */
  noBody?: true;
  /** Request headers the operation reads: name → schema (`z.optional` when not required; describe it). */
  headers?: Record<string, z.ZodMiniType>;
}
export type AreaContract = Record<string, OperationContract>;

/** Values as they are serialised: readonly arrays and objects are as good as mutable ones. */
type Wire<T> = T extends readonly (infer U)[]
  ? readonly Wire<U>[]
  : T extends object
    ? { readonly [K in keyof T]: Wire<T[K]> }
    : T;

type BodyType<R> =
  R extends JsonResponse<infer S> ? Wire<z.output<S>> : R extends BinaryResponse ? BinaryBody : undefined;
type Statuses<C extends OperationContract> = keyof C['responses'] & number;

/** What an operation's handler may resolve to: a plain 200 JSON body, or a Reply of a documented status. */
export type ResultOf<C extends OperationContract> =
  | (200 extends Statuses<C>
      ? C['responses'][200] extends JsonResponse
        ? BodyType<C['responses'][200]>
        : never
      : never)
  | { [S in Statuses<C>]: Reply<S, BodyType<C['responses'][S]>> }[Statuses<C>];

/** The operations of an area, each held to its contract (and none missing or extra). */
export type AreaOperations<C extends AreaContract> = {
  // biome-ignore lint/suspicious/noExplicitAny: request schemas are the operations' own.
  [K in keyof C]: OperationSpec<any, any, any, any, ResultOf<C[K]>>;
};
