/**
 * GET /appeals/download/{id} (SECURITY AC-5, FILE-4): the PDF only for its owner (or staff), only once
 * paid, and only when it has been rendered. The bytes are streamed by the API, so no URL to the
 * object ever leaves the server.
 */
import { DOWNLOADABLE_STATUSES } from '../appeal';
import { ConflictError, PaymentRequiredError } from '../errors';
import { loadReadable } from './access';
import type { Actor, AppealDeps } from './deps';

export const DOWNLOAD_REFUSED = 'Não foi possível baixar o PDF. Verifique o pagamento ou contate o suporte.';
export const PDF_NOT_READY = 'O PDF do recurso ainda está sendo gerado. Tente novamente em alguns instantes.';

export interface AppealPdf {
  filename: string;
  contentType: 'application/pdf';
  bytes: Uint8Array;
}

/** `documents/<userId>/<appealId>.pdf`: where deliver-appeal stores the rendered appeal. */
export const documentKeyFor = (userId: string, appealId: string): string =>
  `documents/${userId}/${appealId}.pdf`;

export async function downloadAppealPdf(
  deps: Pick<AppealDeps, 'appeals' | 'blobs'>,
  actor: Actor,
  id: string,
): Promise<AppealPdf> {
  const appeal = await loadReadable(deps.appeals, actor, id);
  if (!DOWNLOADABLE_STATUSES.includes(appeal.status)) throw new PaymentRequiredError(DOWNLOAD_REFUSED);
  if (!appeal.documentKey) throw new ConflictError(PDF_NOT_READY);
  const bytes = await deps.blobs.get(appeal.documentKey);
  return { filename: `recurso_${appeal.id}.pdf`, contentType: 'application/pdf', bytes };
}
