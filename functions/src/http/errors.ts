/**
 * The one place where errors become HTTP responses. Domain errors keep their Portuguese message;
 * anything else is a 500 with a generic message and the request id (never a stack trace).
 * Body: `{ error, message, requestId }` — the SPA reads `error`, then `message`; a domain error with a
 * machine-readable `details.code` (e.g. `second_factor_required`) adds `code` so clients can branch on it.
 */
import { busyError, DomainError, type DomainErrorKind } from '@recurso/core/errors';

export const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
};

/** Framework-level answers that are not domain rules (unknown route, wrong method, not built yet). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const HTTP_MESSAGES = {
  notFound: 'Rota não encontrada.',
  invalidInput: 'Dados inválidos.',
  methodNotAllowed: 'Método não permitido para esta rota.',
  notImplemented: 'Esta funcionalidade ainda não está disponível neste servidor.',
  internal: 'Ocorreu um erro interno. Tente novamente mais tarde.',
  unsupportedMediaType:
    'Tipo de conteúdo não suportado. Envie os dados em JSON (Content-Type: application/json).',
  malformedJson: 'O corpo da requisição não é um JSON válido.',
  tooLarge: 'O corpo da requisição é grande demais.',
} as const;

export interface ErrorResponse {
  status: number;
  headers: Record<string, string>;
  body: { error: string; message: string; requestId: string; code?: string };
  /** True for 5xx: the caller logs the cause. */
  unexpected: boolean;
}

/** AWS throttles still failing after the SDK's own retries: the store is at capacity, a 429 like ours. */
const THROTTLED = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
]);

export const isThrottled = (err: unknown): boolean =>
  THROTTLED.has(String((err as { name?: unknown } | null)?.name));

export function toErrorResponse(err: unknown, requestId: string): ErrorResponse {
  if (isThrottled(err)) return toErrorResponse(busyError(), requestId);
  const body = (message: string) => ({ error: message, message, requestId });
  if (err instanceof DomainError) {
    const status = STATUS_BY_KIND[err.kind] ?? 500;
    const headers: Record<string, string> = {};
    const retry = err.details?.retryAfterSeconds;
    if (typeof retry === 'number') headers['retry-after'] = String(retry);
    const code = err.details?.code;
    const domainBody = typeof code === 'string' ? { ...body(err.message), code } : body(err.message);
    if (status >= 500) return { status, headers, body: domainBody, unexpected: status !== 503 };
    return { status, headers, body: domainBody, unexpected: false };
  }
  if (err instanceof HttpError) {
    return {
      status: err.status,
      headers: err.headers,
      body: body(err.message),
      unexpected: err.status >= 500 && err.status !== 501,
    };
  }
  return { status: 500, headers: {}, body: body(HTTP_MESSAGES.internal), unexpected: true };
}
