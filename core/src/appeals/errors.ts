/**
 * Errors of the appeal lifecycle. Pipeline errors are matched by NAME in the ASL files'
 * Retry/Catch (statemachines/*.asl.json), so their names are a contract: never rename one without
 * the ASL. Each carries the Portuguese reason the user reads when generation fails.
 */
import { MAX_PDF_PAGES, type RejectionReason } from '../documents/rejections';
import { ConflictError } from '../errors';
import { MESSAGES } from './files';

/** The appeal is in another status than the change expects (e.g. already saved or paid). */
export class AppealStatusConflict extends ConflictError {}

export const PIPELINE_ERROR_NAMES = [
  'DocumentUnreadable',
  'DocumentProtected',
  'DocumentTooLong',
  'ServiceThrottled',
  'ServiceUnavailable',
  'InvalidPipelineInput',
  'UploadTooLarge',
  'IncompleteAppeal',
] as const;
export type PipelineErrorName = (typeof PIPELINE_ERROR_NAMES)[number];

export class PipelineError extends Error {
  constructor(
    override readonly name: PipelineErrorName,
    message: string,
  ) {
    super(message);
  }
}

/** No readable text in a document (blank scan, image without text, empty file). */
export const documentUnreadable = (detail: string) => new PipelineError('DocumentUnreadable', detail);

/**
 * A text source refused an upload (documents/rejections.ts): a password or too many pages have a
 * failure reason of their own, since the driver can fix them; anything else is unreadable.
 */
export function documentRejected(reason: RejectionReason | undefined, detail: string): PipelineError {
  if (reason === 'protected') return new PipelineError('DocumentProtected', detail);
  if (reason === 'too_many_pages') return new PipelineError('DocumentTooLong', detail);
  return documentUnreadable(detail);
}
/** A stored upload is larger than its POST was issued for, or than the per-file limit: never read. */
export const uploadTooLarge = (detail: string) => new PipelineError('UploadTooLarge', detail);
/** The written text has a hole no answer of the driver fills (./holes.ts): never offered for payment. */
export const incompleteAppeal = (detail: string) => new PipelineError('IncompleteAppeal', detail);
/** A dependency throttled us; the ASL retries with backoff. */
export const serviceThrottled = (detail: string) => new PipelineError('ServiceThrottled', detail);
/** A dependency failed or timed out; the ASL retries, then marks the appeal failed. */
export const serviceUnavailable = (detail: string) => new PipelineError('ServiceUnavailable', detail);

/** AWS SDK error names that mean "slow down" (Textract, Bedrock, DynamoDB, S3, Lambda). */
const THROTTLING_NAMES = new Set([
  'ThrottlingException',
  'Throttling',
  'TooManyRequestsException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ProvisionedThroughputExceeded',
  'SlowDown',
  'LimitExceededException',
  'ServiceQuotaExceededException',
]);
const TRANSIENT_NAMES = new Set([
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalServerException',
  'InternalFailure',
  'ModelNotReadyException',
  'ModelTimeoutException',
  'TimeoutError',
  'RequestTimeout',
  'TransactionConflictException',
]);

/**
 * Turns any error a pipeline step meets into one the ASL can match: our own pipeline errors pass
 * through; AWS throttling and transient faults become ServiceThrottled / ServiceUnavailable; a domain
 * error (bad input, missing appeal) becomes InvalidPipelineInput, which is not retried.
 */
export function toPipelineError(error: unknown): Error {
  if (error instanceof PipelineError) return error;
  const name = (error as { name?: string })?.name ?? '';
  const message = error instanceof Error ? error.message : String(error);
  if (THROTTLING_NAMES.has(name)) return serviceThrottled(`${name}: ${message}`);
  if (TRANSIENT_NAMES.has(name) || (error as { $retryable?: unknown })?.$retryable)
    return serviceUnavailable(`${name}: ${message}`);
  if (error instanceof ConflictError || (error as { kind?: string })?.kind)
    return new PipelineError('InvalidPipelineInput', message);
  return error instanceof Error ? error : new Error(message);
}

export const GENERIC_FAILURE_REASON = 'Não foi possível gerar o recurso. Tente novamente.';

/** The reason the user reads for each way generation can fail (Step Functions error names). */
const FAILURE_REASONS: Record<string, string> = {
  DocumentUnreadable:
    'Não conseguimos ler o texto dos documentos enviados. Envie uma foto mais nítida ou um PDF, ou preencha os dados manualmente.',
  DocumentProtected:
    'Um dos PDFs enviados está protegido por senha. Envie uma cópia sem senha ou preencha os dados manualmente.',
  DocumentTooLong: `Um dos PDFs enviados tem mais de ${MAX_PDF_PAGES} páginas. Envie apenas as páginas da notificação ou preencha os dados manualmente.`,
  ServiceThrottled:
    'O serviço de leitura de documentos está sobrecarregado no momento. Tente novamente em alguns minutos.',
  ServiceUnavailable:
    'O serviço de leitura de documentos está temporariamente indisponível. Tente novamente em alguns minutos.',
  UploadTooLarge: MESSAGES.storedTooLarge,
  IncompleteAppeal:
    'O texto do recurso ficou com uma parte em branco que não depende dos seus dados. Tente novamente; se continuar, fale com o suporte.',
  'States.Timeout': 'A geração do recurso demorou mais que o esperado. Tente novamente.',
  Interrupted: 'A geração do recurso foi interrompida. Tente novamente.',
};

export const failureReasonFor = (errorName: string | undefined): string =>
  (errorName && FAILURE_REASONS[errorName]) || GENERIC_FAILURE_REASON;
