import { PAYMENT_MESSAGES } from '@recurso/core/payments';
import { NotFoundError, UnavailableError, ValidationError } from '@recurso/core/errors';

/** Asaas's error body: `{"errors":[{"code":"invalid_…","description":"…"}]}`. */
export interface AsaasErrorBody {
  errors?: { code?: string; description?: string }[];
}

const firstErrors = (body: unknown): { code: string; description: string }[] => {
  const list = (body as AsaasErrorBody | undefined)?.errors;
  if (!Array.isArray(list)) return [];
  return list.slice(0, 5).map((e) => ({
    code: typeof e?.code === 'string' ? e.code : 'unknown',
    description: typeof e?.description === 'string' ? e.description : '',
  }));
};

/**
 * Maps a failed Asaas answer to a domain error:
 * 400 → ValidationError carrying Asaas's own descriptions (the driver can often fix them, e.g. CPF);
 * 404 → NotFoundError; 401/403 (our key), 429, 5xx and anything else → UnavailableError, because
 * the driver can only try again later. Details keep the provider's codes for the logs.
 */
export function asaasHttpError(operation: string, status: number, body: unknown): Error {
  const errors = firstErrors(body);
  const details = { provider: 'asaas', operation, status, codes: errors.map((e) => e.code) };
  if (status === 400) {
    const text = errors
      .map((e) => e.description)
      .filter(Boolean)
      .join('; ');
    return new ValidationError(
      text ? `O Asaas recusou os dados do pagamento: ${text}` : 'O Asaas recusou os dados do pagamento.',
      details,
    );
  }
  if (status === 404) return new NotFoundError('Cobrança não encontrada no Asaas.', details);
  return new UnavailableError(PAYMENT_MESSAGES.providerUnavailable, details);
}

/** Network failure, timeout or an unreadable answer. */
export function asaasTransportError(operation: string, error: unknown): UnavailableError {
  const name = (error as { name?: string } | undefined)?.name;
  const reason = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network';
  return new UnavailableError(PAYMENT_MESSAGES.providerUnavailable, {
    provider: 'asaas',
    operation,
    reason,
    error: error instanceof Error ? error.message : String(error),
  });
}
