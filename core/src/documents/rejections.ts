/**
 * Why a document cannot be read, with the Portuguese message the driver reads. Every text source
 * (the local extractor, Textract) refuses junk with a DocumentRejectedError, and the pipeline turns its
 * reason into the failure reason of the appeal (appeals/errors.ts), so no upload ever leaves an appeal
 * stuck in processing or fails with an unhelpful "tente novamente".
 */
import { UnsupportedMediaTypeError } from '../errors';

/** Pages read per PDF: a notice is 1–3 pages, a suspension process a few more; OCR costs seconds a page. */
export const MAX_PDF_PAGES = 20;

export type RejectionReason =
  | 'no_text'
  | 'corrupt_pdf'
  | 'corrupt_image'
  | 'protected'
  | 'too_many_pages'
  | 'image_too_large';

export const NO_TEXT_MESSAGE =
  'Não encontramos texto legível no documento. Envie uma foto ou digitalização mais nítida, ou digite os dados.';
export const UNREADABLE_PDF_MESSAGE =
  'Não foi possível ler o PDF enviado. Verifique se o arquivo não está corrompido ou protegido por senha.';
export const UNREADABLE_IMAGE_MESSAGE =
  'Não foi possível abrir a imagem enviada. Verifique se o arquivo não está corrompido, ou envie um PDF.';
export const PROTECTED_PDF_MESSAGE =
  'O PDF enviado está protegido por senha. Envie uma cópia sem senha ou digite os dados.';
export const tooManyPagesMessage = (pages: number): string =>
  `O PDF enviado tem ${pages} páginas; lemos até ${MAX_PDF_PAGES} por arquivo. Envie só as páginas da notificação ou digite os dados.`;
export const IMAGE_TOO_LARGE_MESSAGE =
  'A imagem enviada é grande demais para ser lida. Envie uma foto com resolução menor ou um PDF.';

export class DocumentRejectedError extends UnsupportedMediaTypeError {
  constructor(
    readonly reason: RejectionReason,
    message: string,
  ) {
    super(message);
  }
}

const MESSAGES: Record<Exclude<RejectionReason, 'too_many_pages'>, string> = {
  no_text: NO_TEXT_MESSAGE,
  corrupt_pdf: UNREADABLE_PDF_MESSAGE,
  corrupt_image: UNREADABLE_IMAGE_MESSAGE,
  protected: PROTECTED_PDF_MESSAGE,
  image_too_large: IMAGE_TOO_LARGE_MESSAGE,
};

export const rejected = (reason: Exclude<RejectionReason, 'too_many_pages'>): DocumentRejectedError =>
  new DocumentRejectedError(reason, MESSAGES[reason]);

export const tooManyPages = (pages: number): DocumentRejectedError =>
  new DocumentRejectedError('too_many_pages', tooManyPagesMessage(pages));
