/**
 * Named domain errors. Use cases throw these with the Portuguese message the user should read;
 * one middleware in functions/ maps them to HTTP status codes (functions/src/http/errors.ts).
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  constructor(
    message: string,
    /** Optional field-level details for API clients (never personal data). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export type DomainErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'payment_required'
  | 'unavailable';

export class ValidationError extends DomainError {
  readonly kind = 'validation';
}
export class UnauthorizedError extends DomainError {
  readonly kind = 'unauthorized';
}
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}
export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
}
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}
export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited';
}
export class UnsupportedMediaTypeError extends DomainError {
  readonly kind = 'unsupported_media_type';
}
export class PayloadTooLargeError extends DomainError {
  readonly kind = 'payload_too_large';
}
export class PaymentRequiredError extends DomainError {
  readonly kind = 'payment_required';
}
/** A dependency (Asaas, Bedrock, Textract…) failed or timed out; safe to retry later. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}

/** The one answer to a pagination cursor that is malformed or belongs to another list. */
export const INVALID_CURSOR = 'Cursor de paginação inválido.';

/**
 * The server is at capacity (admission control, the password-hashing queue, a throttled store):
 * the request was not processed and may be sent again after `Retry-After`.
 */
export const BUSY_MESSAGE = 'Muitas requisições no momento. Tente novamente em instantes.';
export const busyError = (retryAfterSeconds = 1): RateLimitedError =>
  new RateLimitedError(BUSY_MESSAGE, { retryAfterSeconds });
