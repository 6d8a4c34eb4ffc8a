/**
 * The SPA's one API client (SPEC §7): base path /api, `Authorization: Bearer <token>` when a token is
 * stored, 401 → logout, 403 for a blocked account → a clear message. The transport is aws-amplify's REST
 * category (see amplify-transport.ts), loaded on first use so pages that never call the API never load it.
 * Components receive the client through ApiProvider, so tests pass an in-memory one.
 */
import { isSecondFactorCode } from '@recurso/core/identity';
import { readStoredToken } from './session';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface ApiRequest {
  method: HttpMethod;
  /** Relative to /api, e.g. `/appeals/my`. */
  path: string;
  body?: unknown;
  query?: Record<string, string>;
  /** `blob` for binary downloads; default `json` (an empty body resolves to null). */
  as?: 'json' | 'blob';
}

export interface ApiResponse {
  status: number;
  contentType: string;
  json(): Promise<unknown>;
  blob(): Promise<Blob>;
  text(): Promise<string>;
}

/** Sends one request; resolves for any HTTP status (errors are mapped by ApiClient). */
export type Transport = (req: ApiRequest, token: string | null) => Promise<ApiResponse>;

export interface ErrorBody {
  error?: string;
  message?: string;
  requestId?: string;
  [key: string]: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(
      body?.error ??
        body?.message ??
        (status === 0 ? 'Erro na comunicação com o servidor' : `HTTP ${status}`),
    );
    this.name = 'ApiError';
  }
}

export interface ApiClient {
  send<T>(req: ApiRequest): Promise<T>;
}

export interface SessionHooks {
  /** Called on any 401: the stored session is no longer valid. */
  onUnauthorized(): void;
  /** Called on a 403 that says the account is blocked. */
  onBlocked(message: string): void;
  /** Called on a 403 whose `code` says this STAFF/ADMIN session must enrol or prove its second factor. */
  onSecondFactorRequired?(code: string): void;
}

const isBlockedMessage = (body: ErrorBody | null): boolean =>
  /bloquead/i.test(`${body?.error ?? ''} ${body?.message ?? ''}`) || body?.code === 'blocked';

async function readErrorBody(res: ApiResponse): Promise<ErrorBody | null> {
  try {
    const text = await res.text();
    if (!text) return null;
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : { error: String(parsed) };
  } catch {
    return null;
  }
}

export function createApiClient(transport: Transport, hooks: SessionHooks): ApiClient {
  return {
    async send<T>(req: ApiRequest): Promise<T> {
      let res: ApiResponse;
      try {
        res = await transport(req, readStoredToken());
      } catch (cause) {
        if (cause instanceof ApiError) throw cause;
        throw new ApiError(0, null);
      }
      if (res.status >= 200 && res.status < 300) {
        if (req.as === 'blob') return (await res.blob()) as T;
        const text = await res.text();
        return (text ? JSON.parse(text) : null) as T;
      }
      const body = await readErrorBody(res);
      if (res.status === 401 && req.path !== '/auth/login') hooks.onUnauthorized();
      if (res.status === 403 && isBlockedMessage(body)) {
        hooks.onBlocked(body?.error ?? body?.message ?? BLOCKED_MESSAGE);
      }
      if (res.status === 403 && isSecondFactorCode(body?.code)) hooks.onSecondFactorRequired?.(body.code);
      throw new ApiError(res.status, body);
    },
  };
}

export const BLOCKED_MESSAGE = 'Sua conta está bloqueada. Fale com o suporte para reativá-la.';

/**
 * The Portuguese message to show for a failed call: the server's `error` field, else its `message`,
 * else the error's own message, else the screen's fallback (SPEC §8).
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    if (err.body?.error) return err.body.error;
    if (err.body?.message) return err.body.message;
    if (err.status === 0) return 'Erro na comunicação com o servidor';
    return fallback;
  }
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

/** Only the bearer header; kept here so both transports build it the same way. */
export const authHeaders = (token: string | null): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};
